// The options of commands that watch a job (`pipelines run`, `deploy`, `jobs logs|wait`) and their checks. Light:
// definitions import it, so it loads commander and nothing else.
import { type Command, Option } from 'commander';
import { UsageError } from '../exit.js';
import { maxTimerMs } from '../options/numbers.js';

/** The watch options as commander parses them. */
export interface WatchFlags {
  follow?: boolean | undefined;
  wait?: boolean | undefined;
  timeout?: string | undefined;
  interval?: string | undefined;
}

/** Adds `--interval MS`, for commands that poll a job. */
export function withIntervalOption(command: Command): Command {
  return command.addOption(new Option('--interval <ms>', 'milliseconds between polls of the job').default('2000'));
}

/** Adds `--timeout SECONDS` and `--interval MS`, for commands that wait for a job to end. */
export function withWaitOptions(command: Command): Command {
  const timeout = new Option('--timeout <seconds>', 'stop waiting after this long (exit code 4); the job goes on');
  return withIntervalOption(command.addOption(timeout));
}

/** Adds `--follow` and `--wait` and the wait options, for commands that start a job. */
export function withWatchOptions(command: Command): Command {
  return withWaitOptions(
    command
      .addOption(new Option('--follow', 'print the log lines as they come, until the job ends'))
      .addOption(new Option('--wait', 'wait for the job to end; exit code 3 when it ends ERROR or STOPPED')),
  );
}

/** The limit of `--timeout`, in ms, or undefined without one. */
export function timeoutMs(flags: WatchFlags): number | undefined {
  if (flags.timeout === undefined) return undefined;
  const text = flags.timeout;
  const value = /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 1000) : Number.NaN;
  if (!(value >= 1 && value <= maxTimerMs))
    throw new UsageError(`--timeout takes a number of seconds > 0, such as 600 or 0.5; got "${text}".`);
  return value;
}
