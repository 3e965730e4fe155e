// How `wdp` ends: the exit codes of cli-design.md, and the errors that carry them.

/** The exit codes of `wdp`. */
export const exitCodes = {
  ok: 0,
  /** An API or runtime failure: the SDK error's one-line message. */
  failure: 1,
  /** A wrong command, option or argument. */
  usage: 2,
  /** The job ended ERROR or STOPPED. */
  jobFailed: 3,
  /** A wait ran out of time. */
  timedOut: 4,
  /** Ctrl-C. */
  interrupted: 130,
  /** SIGTERM (128 + 15), as a supervisor or `kill` sends it. */
  terminated: 143,
} as const;

export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

/** A failure the command reports with its own message and exit code (no stack, even with --verbose). */
export class CliError extends Error {
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode = exitCodes.failure) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** A usage mistake: a missing setting, a bad value of an option (exit code 2). */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, exitCodes.usage);
    this.name = 'UsageError';
  }
}
