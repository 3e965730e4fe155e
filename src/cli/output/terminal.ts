// What a command reads and writes: the process's streams, environment, folder and signals (or a test's), and what
// the terminal allows: colour and interactive touches only on a TTY, never under CI or NO_COLOR.
import type { OpenKeychain } from '../settings/keychain.js';

/** The streams, environment, working folder and signals a run of `wdp` uses (the process's, or a test's). */
export interface Io {
  /** `columns`: a terminal's width, when known. */
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  stdin: NodeJS.ReadableStream;
  env: NodeJS.ProcessEnv;
  /** The folder that relative paths on the command line are read from and written to. */
  cwd: string;
  /** Where SIGINT and SIGTERM arrive. */
  signals: Pick<NodeJS.EventEmitter, 'once' | 'off'>;
  /**
   * The time relative times in tables are read against: a command's is the service's, from the `Date` header of
   * its latest answer (see `ServiceClock`), else this (the system clock when absent; tests fix it).
   */
  now?: () => Date;
  /** `--wide`: tables keep every cell whole, ids too, whatever the terminal's width. */
  wide?: boolean | undefined;
  /** `--query`: what each JSON document printed becomes (see `printJson`); loaded and compiled by `main` first. */
  query?: ((value: unknown) => unknown) | undefined;
  /** Opens the OS keychain that `wdp auth` keeps tokens in (@napi-rs/keyring's when absent; tests give their own). */
  keychain?: OpenKeychain | undefined;
}

/** The process's own streams, environment, working folder and signals. */
export function processIo(): Io {
  const { stdout, stderr, stdin, env } = process;
  return { stdout, stderr, stdin, env, cwd: process.cwd(), signals: process };
}

/** Whether a stream is a terminal a person watches: a TTY, and neither `CI` nor `NO_COLOR` set. */
export function interactive(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && !env['CI'] && env['NO_COLOR'] === undefined;
}

/**
 * Whether a line can be redrawn in place on a stream (`\r`, then ESC [K to clear it): an `interactive` one whose
 * terminal is not `TERM=dumb` (Emacs' shell, some CI log viewers), which shows the escape instead of obeying it.
 */
export function redrawable(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return interactive(stream, env) && env['TERM'] !== 'dumb';
}
