import type { ApiPromise } from '../../core/api-promise.js';
import { checkOptions, keysOf } from '../../core/arguments/keys.js';
import { checkMs } from '../../core/arguments/milliseconds.js';
import { type Operation, signature } from '../../core/arguments/operation.js';
import { checkRequestOptions, type RequestOptions } from '../../core/arguments/request-options.js';
import { checkSignal } from '../../core/arguments/signal.js';
import { waitGrowth, waitIntervalMs, waitMaxIntervalMs, waitSlowAfterMs } from '../../core/defaults.js';
import { InvalidArgumentError, TimeoutError } from '../../core/errors.js';
import { sleep } from '../../core/http/timers.js';
import { hintFor, mockClock, stalledClock } from '../../core/mock-clock.js';
import { kindOf } from '../../core/shown.js';
import { type Target, urlOf } from '../../core/subjects.js';
import { isKnown } from '../../core/validation/is-known.js';
import { isFinished, type Job, JobStatus, type KnownJobStatus } from '../../models/job.js';

/** Options of `jobs.wait`. */
export interface JobWaitOptions {
  /**
   * The statuses to wait for (those the SDK knows; a function of the job can wait for any other), or a test of the
   * job. @default a final status (COMPLETE, ERROR or STOPPED)
   */
  until?: readonly KnownJobStatus[] | ((job: Job) => boolean) | undefined;
  /** Milliseconds to wait in all before `TimeoutError`. @default no limit */
  timeout?: number | undefined;
  /** Milliseconds between polls; after the first minute each wait grows 1.5 times, up to 30 s. @default 5000 */
  interval?: number | undefined;
  /** Cancels the wait; the signal's reason is what is thrown. */
  signal?: AbortSignal | undefined;
  /** Called with the job after every poll. */
  onUpdate?: ((job: Job) => void) | undefined;
}

const waitKeys = keysOf<JobWaitOptions>({ until: true, timeout: true, interval: true, signal: true, onUpdate: true });

/**
 * Checks the arguments of `jobs.wait` at the call, in their order (the job, its options, the request options),
 * then polls the job (see `pollJob`); `get` reads it with the call's request options and the wait's signal.
 */
export function waitForJob(
  op: Operation,
  job: Target,
  options: JobWaitOptions | undefined,
  request: RequestOptions | undefined,
  get: (options: RequestOptions) => ApiPromise<Job>,
): Promise<Job> {
  urlOf(job, op); // checked here, so that a wrong job is named with the wait rather than by its first poll
  const waiting = checkOptions(options, waitKeys, signature(op)) ?? {};
  checkRequestOptions(request, op);
  const checked = request ?? {};
  return pollJob(op.name, (signal) => get(signal ? { ...checked, signal } : checked), waiting, checked.signal);
}

/** The test `until` describes. */
function untilTest(until: JobWaitOptions['until']): (job: Job) => boolean {
  if (until === undefined) return isFinished;
  if (typeof until === 'function') return until;
  if (Array.isArray(until) && until.length > 0 && until.every((s) => isKnown(JobStatus, s))) {
    const wanted = new Set<string>(until);
    return (job) => wanted.has(job.status);
  }
  // A status the SDK does not know is refused, as a typo is: a function of the job can wait for one.
  const wrong: unknown = Array.isArray(until) && until.find((s) => !isKnown(JobStatus, s));
  const empty = Array.isArray(until) && until.length === 0;
  const got = typeof wrong === 'string' ? `"${wrong}"` : empty ? 'an empty list' : kindOf(wrong || until);
  throw new InvalidArgumentError(
    `\`until\` must be a non-empty list of job statuses (${JobStatus.options.join(', ')}) or a function of the ` +
      `job; got ${got}.`,
  );
}

/**
 * Polls a job with `get` until `until` holds, and resolves with that job; `TimeoutError` when `timeout`
 * passes first. Each poll is its own short request. Bad options throw here, before any request;
 * the first poll is sent at once. Against the SDK's mock on a manual clock, the timeout says how to move the
 * clock, and a clock that stood still for a whole interval ends the wait at once (see `stalledClock`), named as
 * `method`.
 */
function pollJob(
  method: string,
  get: (signal: AbortSignal | undefined) => ApiPromise<Job>,
  options: JobWaitOptions,
  fallbackSignal: AbortSignal | undefined,
): Promise<Job> {
  const done = untilTest(options.until);
  const timeout = checkMs('timeout', options.timeout, Number.POSITIVE_INFINITY);
  const interval = checkMs('interval', options.interval, waitIntervalMs);
  const signal = checkSignal(options.signal) ?? fallbackSignal;
  const { onUpdate } = options;
  if (onUpdate !== undefined && typeof onUpdate !== 'function')
    throw new InvalidArgumentError('`onUpdate` must be a function.');
  const cap = Math.max(waitMaxIntervalMs, interval);
  const started = Date.now();
  const first = get(signal); // started here, so a bad id or option throws at the call
  return (async () => {
    let delay = interval;
    let clock: string | null = null;
    for (let poll = 1; ; poll++) {
      const { data: job, response } = await (poll === 1 ? first : get(signal)).withResponse();
      onUpdate?.(job);
      if (done(job)) return job;
      const previous = clock;
      clock = mockClock(response);
      const now = Date.now();
      const left = started + timeout - now;
      if (left <= 0)
        throw new TimeoutError(
          `Job ${job.id} was still ${job.status} after ${timeout} ms (${poll} polls); ` +
            `raise \`timeout\` or keep waiting.${hintFor(clock)}`,
        );
      const stalled = stalledClock(previous, clock, job, method);
      if (stalled) throw stalled;
      if (now - started >= waitSlowAfterMs) delay = Math.min(Math.round(delay * waitGrowth), cap);
      await sleep(Math.min(delay, left), signal);
    }
  })();
}
