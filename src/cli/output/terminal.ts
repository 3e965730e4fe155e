// What the terminal allows: colour and interactive touches only on a TTY, never under CI or NO_COLOR.

/** The streams and environment a command writes to (the process's, or a test's). */
export interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

/** The process's own streams and environment. */
export const processIo: Io = { stdout: process.stdout, stderr: process.stderr, env: process.env };

/** Whether a stream is a terminal a person watches: a TTY, and neither `CI` nor `NO_COLOR` set. */
export function interactive(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && !env['CI'] && env['NO_COLOR'] === undefined;
}
