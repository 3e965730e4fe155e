// Runs the bundled `wdp` as a child process, for the few tests that need a real process (process.test.ts).
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { cliBundle } from '../helpers/cli-bundle.js';
import { environment } from './harness.js';

/** A running `wdp` process: the process, what it wrote so far, waits on its output, and its exit code. */
export interface WdpProcess {
  readonly child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** Resolves once the text written to the stream matches (checked on each 'data' event, no polling). */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp): Promise<void>;
  /** Resolves to the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts `wdp` with stdio pipes; stdin is closed at once. `command` is what runs the bundle: by default
 * `node wdp.mjs`, or for instance the bundle itself (its shebang) or `sh -c 'ulimit ...; exec "$0" "$@"' node`.
 */
export function spawnWdp(
  args: readonly string[],
  env: Record<string, string | undefined>,
  command: readonly string[] = [process.execPath, cliBundle],
): WdpProcess {
  const [file = process.execPath, ...prefix] = command;
  const child = spawn(file, [...prefix, ...args], { env: environment(env) });
  child.stdin.end();
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
          child[stream].off('data', check);
          resolve();
        };
        // Listeners run in order: the accumulating one above has added the chunk when this one runs.
        child[stream].on('data', check);
        void exited.then(() => reject(new Error(`wdp ended before its ${stream} matched ${pattern}:\n${text.stderr}`)));
        check();
      }),
    exited,
  };
}
