// Child processes of the suite: TypeScript files forked under tsx (compiled first in quick mode), talking over the
// IPC channel.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compiledModule } from './compiled.js';
import { quick } from './quick.js';

/** The repository root (bench/lib/../..). */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/** Absolute path of a file under bench/. */
export function benchFile(relative: string): string {
  return fileURLToPath(new URL(`../${relative}`, import.meta.url));
}

/**
 * Forks a TypeScript file under tsx (with --expose-gc), in the repository root, `env` added to this one's. In quick
 * mode the file runs compiled (compiled.ts) as plain node, which starts in a fraction of the time.
 */
export function forkTs(file: string, args: string[] = [], execArgv: string[] = [], env = {}): ChildProcess {
  const compiled = quick ? compiledModule(file) : undefined;
  const child = fork(compiled?.path ?? file, args, {
    cwd: root,
    env: { ...process.env, ...env },
    execArgv: [...(compiled ? [] : ['--import', 'tsx']), '--expose-gc', ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Its first message says the child has read its module: the module goes then, or when the child exits first.
  if (compiled) for (const event of ['message', 'exit']) child.once(event, compiled.remove);
  return child;
}

/** The first message of a child whose `type` is `type`; rejects when the child exits first. */
export function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type) {
        cleanup();
        resolve(message as T);
      }
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanup();
      reject(new Error(`child ${child.pid} exited (${code ?? signal}) before sending "${type}"`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Sends a request to a child and waits for its reply of type `${type}:done`. */
export function ask<T>(child: ChildProcess, type: string, payload: Record<string, unknown> = {}): Promise<T> {
  const reply = nextMessage<T>(child, `${type}:done`);
  child.send({ type, ...payload });
  return reply;
}

/** Forks a file that does one job and sends `{ type: 'result', ... }`; resolves with that message. */
export async function runChild<T>(file: string, args: string[] = [], execArgv: string[] = [], env = {}): Promise<T> {
  const child = forkTs(file, args, execArgv, env);
  try {
    return await nextMessage<T>(child, 'result');
  } finally {
    if (child.connected) child.disconnect();
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Closes the IPC channel of a child if it is still open (the child then ends by itself). */
export function release(child: ChildProcess): void {
  if (child.connected) child.disconnect();
}

/** Sends a message to the parent and lets the process end (IPC closed). */
export function reply(message: Record<string, unknown>): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) {
      console.log(JSON.stringify(message));
      resolve();
      return;
    }
    process.send(message, () => resolve());
  });
}
