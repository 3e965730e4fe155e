import type { ApiPromise } from '../../core/api-promise.js';
import { keysOf } from '../../core/arguments/keys.js';
import { checkMs } from '../../core/arguments/milliseconds.js';
import type { Operation } from '../../core/arguments/operation.js';
import type { RequestOptions } from '../../core/arguments/request-options.js';
import { followIntervalMs, maxFruitlessDrops } from '../../core/defaults.js';
import { ApiError, ConnectionError, RateLimitError, ServerError } from '../../core/errors.js';
import { sleep } from '../../core/http/timers.js';
import { mockClock, stalledClock } from '../../core/mock-clock.js';
import type { Target } from '../../core/subjects.js';
import { isFinished, type Job } from '../../models/job.js';
import type { JobLogLine } from '../../models/job-log-line.js';
import { StreamTruncatedError } from '../../streaming/errors.js';
import { checkLogRead, type JobLogOptions, type LogAccess, logOptionKeys, readJobLogs } from './logs.js';

/** Options of `jobs.follow`: those of `jobs.logs` (but `sequence` is where to start) and the poll interval. */
export interface JobFollowOptions extends JobLogOptions {
  /** Milliseconds between status polls while the job runs. @default 2000 */
  interval?: number | undefined;
}

const followKeys = keysOf<JobFollowOptions>({ ...logOptionKeys, interval: true });

/**
 * Checks the arguments of `jobs.follow` at the call (as `jobs.logs` does, then `interval`) and follows the job's
 * log (see `followJob`). `get` polls the job with the call's request options, and the options' signal if given.
 */
export function followLogs(
  access: LogAccess,
  op: Operation,
  logs: Target,
  options: JobFollowOptions | undefined,
  request: RequestOptions | undefined,
  get: (options: RequestOptions) => ApiPromise<Job>,
): AsyncIterableIterator<JobLogLine | string> {
  const read = checkLogRead(op, logs, options, request, followKeys);
  const interval = checkMs('interval', options?.interval, followIntervalMs);
  const polled = read.request.signal ? { ...request, signal: read.request.signal } : (request ?? {});
  const source: FollowSource = {
    logs: (sequence, final) => readJobLogs(access, { ...read, sequence }, read.format !== 'text' || final),
    get: () => get(polled),
  };
  return followJob(op.name, source, read.sequence, interval, read.stream.signal);
}

/** What `followJob` reads with: the log from a sequence, and the job's status. */
export interface FollowSource {
  /** The log from `sequence` on; `final` is true for the drain after the job finished. */
  logs(sequence: number, final: boolean): AsyncIterableIterator<JobLogLine | string>;
  get(): ApiPromise<Job>;
}

/** Dropped reads in a row that bring no new line (lost connections, or any drop once the job ended) before failing. */

/**
 * Whether a read failed in a way a later re-read from the next sequence repairs: a dropped connection,
 * a cut-off stream, or a transient answer (408, 429, 5xx) — log reads are not retried inside the call.
 */
function isDropped(error: unknown): boolean {
  const transient =
    error instanceof ServerError ||
    error instanceof RateLimitError ||
    (error instanceof ApiError && error.status === 408);
  return transient || error instanceof ConnectionError || error instanceof StreamTruncatedError;
}

/**
 * Yields a job's log lines until the job has finished: reads the log, polls the job between reads,
 * re-opens from the next sequence after each end of stream or dropped connection, and reads once
 * more after the job finished. Lines are deduplicated by sequence (text lines are counted). Against the SDK's
 * mock, a manual clock that stood still between two status polls ends the follow with `TimeoutError`, which
 * names the call as `method`.
 */
async function* followJob(
  method: string,
  source: FollowSource,
  start: number,
  interval: number,
  signal: AbortSignal | undefined,
): AsyncGenerator<JobLogLine | string, void, undefined> {
  let next = start;
  let finished = false;
  let fruitless = 0;
  let clock: string | null = null;
  for (;;) {
    const before = next;
    let dropped: { error: unknown } | undefined;
    try {
      for await (const line of source.logs(next, finished)) {
        const sequence = typeof line === 'string' || typeof line.sequence !== 'number' ? next : line.sequence;
        if (sequence < next) continue; // already given by an earlier read
        next = sequence + 1;
        yield line;
      }
    } catch (error) {
      if (signal?.aborted || !isDropped(error)) throw error;
      dropped = { error };
    }
    if (dropped && next > before) {
      fruitless = 0;
      continue; // cut off after some lines: read on at once
    }
    if (dropped) {
      // A line still being written (cut off mid-line) is no failure while the job runs; anything else is.
      if (finished || !(dropped.error instanceof StreamTruncatedError)) fruitless++;
      if (fruitless >= maxFruitlessDrops) throw dropped.error;
    } else {
      fruitless = 0;
    }
    if (finished && !dropped) return;
    if (!finished) {
      const { data: job, response } = await source.get().withResponse();
      if (isFinished(job)) {
        finished = true;
        continue;
      }
      const previous = clock;
      clock = mockClock(response);
      const stalled = stalledClock(previous, clock, job, method);
      if (stalled) throw stalled;
    }
    await sleep(interval, signal);
  }
}
