import type { Client, RequestOptions } from '../../src/index.js';
import { stallMs } from './faults.js';
import type { Tally } from './judge.js';
import type { Attempt } from './planned-faults.js';
import type { Remote } from './remote.js';
import { faultClient, type RetryCounter } from './workload.js';

/** The reason the probes abort with: what the SDK throws must be this very object. */
class ProbeAbort extends Error {
  override name = 'ProbeAbort';
}

/**
 * How soon after the abort an aborted call must have given up. A correct client gives up within a few ms,
 * so this is generous for a loaded machine; a client that missed the abort waits for something that comes
 * only after `stallMs` or a 10 s Retry-After (or retries), far beyond it.
 */
const promptMs = 2_000;
/** The Retry-After of the retry-wait probe's 429: a client that missed the abort would retry this long after it. */
const retryAfterSeconds = 10;

/** An abort probe as it ended; whether anything followed its first attempt is judged once that would have come. */
export interface Aborted {
  id: string;
  /** What was wrong with what it threw, or when, if anything. */
  problem: string | undefined;
  /** When it gave up (ms since the epoch): no sooner than its attempt reached the server, or its stall or 429 began. */
  endedAt: number;
}

interface AbortProbe {
  id: string;
  /** The faults of its attempts, in `x-fault-plan` form. */
  plan: string;
  /** Makes the call with `options`; `abort` is to be called on the event the probe aborts on. */
  read(options: RequestOptions, abort: () => void): Promise<unknown>;
}

/**
 * Point 2's cancellation: the request in flight, the retry wait, a stream read and a follow, each aborted by the
 * caller on an event (the mock received the request; the 429 reached the client; the first log line was
 * yielded), never after a fixed delay. Resolves when every call has given up.
 */
export async function runAborts(
  client: Client,
  remote: Remote,
  lane: number,
  counter: RetryCounter,
): Promise<Aborted[]> {
  const fixtures = remote.fixtures[lane];
  if (!fixtures) throw new Error(`no lane ${lane}`);
  const jobId = await remote.seedFinishedJob(lane);
  // The retry-wait probe's client tells it when the 429 has reached the SDK, which then goes on to its
  // Retry-After wait without leaving the turn: one turn later, it is waiting.
  let onRateLimited = (): void => undefined;
  const rateLimitedClient = faultClient(remote.urls[lane] ?? '', fixtures.admin.token, counter, {}, [
    (_request, response) => {
      if (response.status === 429) setImmediate(onRateLimited);
    },
  ]);
  const probes: AbortProbe[] = [
    {
      id: 'probe-abort-in-flight',
      plan: 'slow-headers,none',
      read: (options, abort) => {
        void remote.arrived('probe-abort-in-flight', 1).then(abort);
        // the attempt's timeout must not end it first, however late the abort
        return client.profiles.list({ ...options, timeout: 3 * stallMs });
      },
    },
    {
      id: 'probe-abort-retry-wait',
      plan: `429:${retryAfterSeconds},none`,
      read: (options, abort) => {
        onRateLimited = abort;
        return rateLimitedClient.profiles.list(options);
      },
    },
    {
      id: 'probe-abort-stream-read',
      plan: 'ndjson-stall',
      read: async (options, abort) => {
        let lines = 0;
        // A turn after the first line, the SDK waits for the next one, which never comes.
        for await (const _line of client.jobs.logs(jobId, {}, options)) if (++lines === 1) setImmediate(abort);
      },
    },
    {
      id: 'probe-abort-follow',
      plan: 'ndjson-stall',
      read: async (options, abort) => {
        let lines = 0;
        for await (const _line of client.jobs.follow(jobId, { interval: 5 }, options))
          if (++lines === 1) setImmediate(abort);
      },
    },
  ];
  return Promise.all(probes.map((probe) => runAbort(probe)));
}

async function runAbort(probe: AbortProbe): Promise<Aborted> {
  const reason = new ProbeAbort(`${probe.id}: aborted by the caller`);
  const controller = new AbortController();
  let abortedAt: number | undefined;
  const abort = (): void => {
    abortedAt ??= performance.now();
    controller.abort(reason);
  };
  let thrown: unknown = 'nothing: the call succeeded';
  try {
    await probe.read(
      { signal: controller.signal, headers: { 'x-call-id': probe.id, 'x-fault-plan': probe.plan } },
      abort,
    );
  } catch (error) {
    thrown = error;
  }
  const afterAbort = abortedAt === undefined ? undefined : Math.round(performance.now() - abortedAt);
  const problem =
    abortedAt === undefined
      ? `gave up before the abort: ${describeThrown(thrown)}`
      : thrown !== reason
        ? `threw ${describeThrown(thrown)} instead of the caller's abort reason`
        : afterAbort !== undefined && afterAbort > promptMs
          ? `took ${afterAbort} ms after the abort to give up`
          : undefined;
  return { id: probe.id, problem, endedAt: Date.now() };
}

function describeThrown(thrown: unknown): string {
  return thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
}

/**
 * Resolves once any attempt the aborts should have prevented would have reached the server: a client that missed
 * an abort retries after the stall ends (`stallMs`) or the Retry-After passes, counted from before the probe gave
 * up, plus `promptMs` for a loaded machine. Nothing signals an attempt that never comes, so this is a deadline;
 * the rest of the run usually outlasts it, and then it waits for nothing.
 */
export async function abortsSettled(aborted: readonly Aborted[]): Promise<void> {
  const until = Math.max(...aborted.map((a) => a.endedAt)) + Math.max(stallMs, retryAfterSeconds * 1000) + promptMs;
  const left = until - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Judges the abort probes once they have settled (`abortsSettled`), with the attempts the server saw. */
export function judgeAborts(
  aborted: readonly Aborted[],
  attemptsOf: (id: string) => readonly Attempt[],
  counter: RetryCounter,
  tally: Tally,
): void {
  for (const { id, problem } of aborted) {
    const attempts = attemptsOf(id).length;
    const retried =
      attempts !== 1
        ? `the server saw ${attempts} attempts; an aborted call must not be retried`
        : counter.of(id) !== 0
          ? `beforeRetry saw ${counter.of(id)} retries after the abort`
          : undefined;
    tally.check(id, problem ?? retried, 'failure');
  }
}
