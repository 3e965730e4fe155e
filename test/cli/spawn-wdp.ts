// Runs the bundled `wdp` where harness.ts's runWdp cannot: with stdout kept as bytes, or as a process to signal.
import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { cliBundle } from './build-cli.js';

/** The environment of a run, as runWdp makes it: the machine's without WDP_* and NO_COLOR, CI set, plus `env`. */
function environment(env: Record<string, string>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !key.startsWith('WDP_') && key !== 'NO_COLOR') clean[key] = value;
  return { ...clean, CI: 'true', ...env };
}

/** Runs `wdp` to its end and gives stdout as the exact bytes written. */
export function runBytes(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ stdout: Buffer; stderr: string; code: number }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [cliBundle, ...args],
      { env: environment(env), encoding: 'buffer', timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ stdout, stderr: stderr.toString('utf8'), code });
      },
    );
    child.stdin?.end();
  });
}

/** A running `wdp`: its process, what it wrote so far, and waits on its output and its end. */
export interface RunningWdp {
  readonly child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** Resolves once the text written to the stream matches (checked on each 'data' event, no polling). */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp): Promise<void>;
  /** Resolves to the exit code. */
  exited: Promise<number | null>;
}

/** Starts `wdp` as a child process with stdio pipes. */
export function spawnWdp(args: readonly string[], env: Record<string, string>): RunningWdp {
  const child = spawn(process.execPath, [cliBundle, ...args], { env: environment(env) });
  const text = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    text.stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    text.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    child,
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    waitFor: (stream, pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(text[stream])) return;
          child[stream].off('data', onData);
          resolve();
        };
        // Listeners run in order: the accumulating one above has added the chunk when this one runs.
        const onData = () => check();
        child[stream].on('data', onData);
        child.once('close', () =>
          reject(new Error(`wdp ended before its ${stream} matched ${pattern}:\n${text.stderr}`)),
        );
        check();
      }),
    exited,
  };
}
