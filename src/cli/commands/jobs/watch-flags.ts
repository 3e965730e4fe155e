// The flags of commands that watch a job (`pipelines run`, `deploy`, `jobs logs|wait`). Light: definitions import
// it, so it loads commander and nothing else.
import { type Command, Option } from 'commander';
import { intervalMs, timeoutMs, wholeNumber } from '../../program/numbers.js';

/** `--interval MS`, as commander parses it. */
export interface IntervalFlags {
  /** Milliseconds between polls of the job. */
  interval: number;
}

/** The flags of a wait for a job's end, as commander parses them. */
export interface WaitFlags extends IntervalFlags {
  /** `--timeout SECONDS` in milliseconds, or no limit. */
  timeout?: number | undefined;
}

/**
 * `--max-line-length CHARS`, as commander parses it: a log message longer than this is printed as its first CHARS
 * characters, marked cut.
 */
export interface LogFlags {
  maxLineLength?: number | undefined;
}

/** The flags of a command that starts a job and may follow it, wait for it, or both. */
export interface WatchFlags extends WaitFlags, LogFlags {
  follow?: boolean | undefined;
  wait?: boolean | undefined;
}

/** Adds `--interval MS`, for commands that poll a job. */
export function withIntervalOption(command: Command): Command {
  const interval = new Option('--interval <ms>', 'milliseconds between polls of the job');
  return command.addOption(interval.argParser(intervalMs).default(2000));
}

/** Adds `--timeout SECONDS` and `--interval MS`, for commands that wait for a job to end. */
export function withWaitOptions(command: Command): Command {
  const timeout = new Option('--timeout <seconds>', 'stop waiting after this long (exit code 4); the job goes on');
  return withIntervalOption(command.addOption(timeout.argParser(timeoutMs)));
}

/** Adds `--max-line-length CHARS`, for commands that print a job's log. */
export function withLogOption(command: Command): Command {
  const option = new Option(
    '--max-line-length <chars>',
    'print a longer log line as its first CHARS characters, marked cut (default: 1 MiB)',
  );
  return command.addOption(option.argParser(wholeNumber('--max-line-length', { min: 1, unit: 'characters' })));
}

/** Adds `--follow` and `--wait` and the wait options, for commands that start a job. */
export function withWatchOptions(command: Command): Command {
  return withWaitOptions(
    withLogOption(command)
      .addOption(new Option('--follow', 'print the log lines as they come, until the job ends'))
      .addOption(new Option('--wait', 'wait for the job to end; exit code 3 when it ends ERROR or STOPPED')),
  );
}
