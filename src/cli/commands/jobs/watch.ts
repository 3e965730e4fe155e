// Watching a job for `pipelines run`, `deploy` and `jobs logs|wait`: its log lines as they come, a progress line
// while waiting, a time limit, and the exit code of how the job ended.
import { type Client, type Job, type JobLogLine, TimeoutError } from '../../../index.js';
import { note, printJson, printJsonLine, printLine } from '../../output/print.js';
import { Progress } from '../../output/progress.js';
import { safeLine } from '../../output/safe-text.js';
import { CliError, exitCodes } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { cuttingLongLines } from './long-lines.js';
import type { WaitFlags, WatchFlags } from './watch-flags.js';

/**
 * Reports a job just started (`pipelines run`, `deploy`) and watches it as asked. Without `--follow` or `--wait`
 * it prints the job (its id and state, or the job as JSON) and returns; else it prints the id first.
 */
export async function watchStarted(
  invocation: Invocation,
  client: Client,
  job: Job,
  watch: WatchFlags,
): Promise<number> {
  const { io } = invocation;
  if (invocation.json && !watch.follow && !watch.wait) printJson(io, job);
  else if (invocation.json && watch.follow) printJsonLine(io, job);
  else if (!invocation.json) printLine(io, `Job ${job.id} ${job.status}`);
  if (!watch.follow && !watch.wait) {
    if (!invocation.json)
      note(io, `Follow it with \`wdp jobs logs ${job.id} --follow\`, or \`wdp jobs wait ${job.id}\`.`);
    return exitCodes.ok;
  }
  return watchJob(invocation, client, job, watch);
}

/**
 * Follows a job's log and/or waits for its end, as the flags ask, polling every `interval` ms. With `wait`, prints
 * the final job and gives exit code 3 when it ended ERROR or STOPPED; a timeout gives 4 and says the job goes on.
 */
export async function watchJob(
  invocation: Invocation,
  client: Client,
  job: Job | string,
  watch: WatchFlags,
): Promise<number> {
  const id = typeof job === 'string' ? job : job.id;
  const seen = { status: typeof job === 'string' ? undefined : job.status };
  const limit = new Deadline(invocation.signal, watch.timeout, (ms) => timedOut(id, seen.status, ms));
  try {
    const signal = limit.signal;
    const { interval, maxLineLength } = watch;
    if (watch.follow)
      await printLog(
        invocation,
        (sequence, limit) => client.jobs.follow(job, { interval, signal, sequence, maxLineLength: limit }),
        maxLineLength,
      );
    if (!watch.wait) return exitCodes.ok;
    const final = watch.follow
      ? await client.jobs.get(job, { signal })
      : await waitWithProgress(invocation, client, job, watch.interval, signal, seen);
    return ended(invocation, final, watch.follow === true);
  } catch (error) {
    if (error instanceof TimeoutError && error.reason === 'stalled-clock') throw stalledClock(id, seen.status);
    if (invocation.signal.reason instanceof CliError) throw stoppedWatching(invocation.signal.reason, id, watch);
    throw error;
  } finally {
    limit.clear();
  }
}

/**
 * Waits for a job's end without printing, for runs of several pipelines at once: the job as it ended (`onUpdate`
 * sees each state). It rejects as `watchJob` does: with the timeout's error (exit code 4; the job goes on) or a
 * stalled mock clock's, and on Ctrl-C with the signal's reason.
 */
export async function jobEnd(
  signal: AbortSignal,
  client: Client,
  job: Job,
  wait: WaitFlags,
  onUpdate: (job: Job) => void = () => {},
): Promise<Job> {
  const seen = { status: job.status as string };
  const limit = new Deadline(signal, wait.timeout, (ms) => timedOut(job.id, seen.status, ms));
  const updated = (update: Job) => {
    seen.status = update.status;
    onUpdate(update);
  };
  try {
    return await client.jobs.wait(job, { interval: wait.interval, signal: limit.signal, onUpdate: updated });
  } catch (error) {
    if (error instanceof TimeoutError && error.reason === 'stalled-clock') throw stalledClock(job.id, seen.status);
    throw error;
  } finally {
    limit.clear();
  }
}

/**
 * Prints a log's lines as they come (`read` from a sequence on, the SDK's `maxLineLength` given): their messages,
 * one line each, escaped; or with `--json` each line as NDJSON. A message over `--max-line-length` (`max`) is printed
 * as its first `max` characters, marked cut (in JSON, `cut` and `maxLineLength`), and reading goes on.
 */
export async function printLog(
  invocation: Invocation,
  read: (sequence: number, maxLineLength: number) => AsyncIterable<JobLogLine>,
  max: number | undefined,
): Promise<void> {
  const { stdout } = invocation.io;
  for await (const line of cuttingLongLines(read, max)) {
    if (invocation.json) printJsonLine(invocation.io, line);
    else if ('cut' in line)
      stdout.write(`${safeLine(line.message)}… [cut: longer than ${line.maxLineLength} characters]\n`);
    else stdout.write(`${safeLine(line.message)}\n`);
  }
}

async function waitWithProgress(
  invocation: Invocation,
  client: Client,
  job: Job | string,
  interval: number,
  signal: AbortSignal,
  seen: { status: string | undefined },
): Promise<Job> {
  const progress = new Progress(invocation.io, `Waiting for job ${typeof job === 'string' ? job : job.id}:`);
  const onUpdate = (update: Job) => {
    seen.status = update.status;
    progress.update(update.status);
  };
  try {
    return await client.jobs.wait(job, { interval, signal, onUpdate });
  } finally {
    progress.end();
  }
}

/** Prints the job that ended and gives its exit code. */
function ended(invocation: Invocation, job: Job, followed: boolean): number {
  const { io } = invocation;
  if (invocation.json && followed) printJsonLine(io, job);
  else if (invocation.json) printJson(io, job);
  else printLine(io, `Job ${job.id} ${job.status}`);
  if (job.status !== 'ERROR' && job.status !== 'STOPPED') return exitCodes.ok;
  if (!invocation.json)
    note(io, `Job ${job.id} ended ${job.status}${followed ? '.' : `; see its log: \`wdp jobs logs ${job.id}\`.`}`);
  return exitCodes.jobFailed;
}

function timedOut(id: string, status: string | undefined, timeout: number): CliError {
  const state = status === undefined ? 'has not ended' : `is still ${status}`;
  return new CliError(
    `Timed out after ${timeout / 1000}s waiting for job ${id}, which ${state} and goes on running. ` +
      `Wait again with \`wdp jobs wait ${id}\`, or stop it with \`wdp jobs stop ${id}\`.`,
    exitCodes.timedOut,
  );
}

/** Ctrl-C (or SIGTERM) while watching: the job goes on, and how to watch it again or stop it. */
function stoppedWatching(reason: CliError, id: string, watch: WatchFlags): CliError {
  const again = watch.follow ? `wdp jobs logs ${id} --follow` : `wdp jobs wait ${id}`;
  return new CliError(
    `${reason.message}: stopped watching job ${id}, which goes on running. ` +
      `Watch it again with \`${again}\`, or stop it with \`wdp jobs stop ${id}\`.`,
    reason.exitCode,
  );
}

/**
 * A wait or follow the SDK ended because the mock's clock stands still (its `TimeoutError` with `reason`
 * `'stalled-clock'`): exit code 4, with advice for the command line.
 */
function stalledClock(id: string, status: string | undefined): CliError {
  const state = status === undefined ? 'has not ended' : `is still ${status}`;
  return new CliError(
    `Job ${id} ${state}, and the mock's clock stands still, so it cannot end; ` +
      'serve the mock with a moving clock (`wdp mock`, or the mock with autoAdvanceMs).',
    exitCodes.timedOut,
  );
}

/** A signal that aborts on Ctrl-C, or with the timeout's error when the time is up. */
class Deadline {
  readonly #controller = new AbortController();
  readonly #parent: AbortSignal;
  readonly #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #forward = () => this.#controller.abort(this.#parent.reason);

  constructor(parent: AbortSignal, ms: number | undefined, error: (ms: number) => CliError) {
    this.#parent = parent;
    if (parent.aborted) this.#forward();
    else parent.addEventListener('abort', this.#forward, { once: true });
    if (ms !== undefined) this.#timer = setTimeout(() => this.#controller.abort(error(ms)), ms);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  clear(): void {
    clearTimeout(this.#timer);
    this.#parent.removeEventListener('abort', this.#forward);
  }
}
