import { setTimeout as sleep } from 'node:timers/promises';
import type { Client, RequestOptions } from '../../src/index.js';
import { clientTimeoutMs, slowHeadersMs } from './faults.js';
import type { CallResult, Tally } from './judge.js';
import type { Attempt } from './proxy.js';
import type { Remote } from './remote.js';
import { runCall, type CallSpec, type RetryCounter } from './workload.js';

/** The reason the probes abort with: what the SDK throws must be this very object. */
class ProbeAbort extends Error {
  override name = 'ProbeAbort';
}

interface Probe {
  id: string;
  /** The faults of its attempts, in `x-fault-plan` form. */
  plan: string;
  spec: (client: Client) => Omit<CallSpec, 'id'>;
  options?: RequestOptions;
  optedIn?: boolean;
  /** Something beyond the usual judgement; returns the problem, if any. */
  extra?: (result: CallResult, elapsed: number, attempts: readonly Attempt[]) => string | undefined;
}

const profiles = (client: Client): Omit<CallSpec, 'id'> => ({ op: 'profiles.list', method: 'GET', run: (o) => client.profiles.list(o) });
const gap = ([first, second]: readonly Attempt[]): number => (first && second ? second.at - first.at : Number.NaN);

/** Point 1 (retries) and the timeout half of point 2, each a call with a fixed plan, judged like any call and then some. */
function probes(workspaceId: string): Probe[] {
  return [
    { id: 'probe-retry-after-seconds', plan: '429:1,none', spec: profiles, extra: (_r, _e, a) => (gap(a) >= 998 ? undefined : `retried ${gap(a)} ms after Retry-After: 1`) },
    { id: 'probe-retry-after-date', plan: '429:date+2000,none', spec: profiles, extra: (_r, _e, a) => (gap(a) >= 998 ? undefined : `retried ${gap(a)} ms after a Retry-After date 1-2 s ahead`) },
    { id: 'probe-retry-after-over-cap', plan: '429:120', spec: profiles },
    { id: 'probe-retry-limit-per-call', plan: '503,503,none', spec: profiles, options: { retry: 1 } },
    { id: 'probe-post-opted-in', plan: '503,502,none', spec: (c) => ({ op: 'channels.initialise', method: 'POST', run: (o) => c.channels.initialise(workspaceId, o) }), options: { retry: { methods: ['POST'] } }, optedIn: true },
    { id: 'probe-post-not-opted-in', plan: '503,none', spec: (c) => ({ op: 'channels.initialise', method: 'POST', run: (o) => c.channels.initialise(workspaceId, o) }) },
    { id: 'probe-per-call-timeout', plan: 'slow-ok', spec: profiles, options: { timeout: 4 * slowHeadersMs }, extra: (_r, elapsed) => (elapsed >= slowHeadersMs - 5 ? undefined : `answered in ${elapsed} ms, before the slow headers came`) },
    {
      id: 'probe-timeout-per-attempt',
      plan: 'slow-headers,slow-headers,slow-headers,slow-headers,slow-headers',
      spec: profiles,
      extra: (_r, elapsed) => (elapsed >= 5 * clientTimeoutMs ? undefined : `5 attempts of ${clientTimeoutMs} ms took only ${elapsed} ms: the timeout did not cover each attempt`),
    },
  ];
}

/** Runs the probes of points 1 and 2 on their own lane, all at once, and judges them into `tally`. */
export async function runProbes(client: Client, remote: Remote, lane: number, counter: RetryCounter, tally: Tally): Promise<void> {
  const withPlan = (plan: string, options: RequestOptions = {}): RequestOptions => ({ ...options, headers: { ...options.headers, 'x-fault-plan': plan } });
  const attemptsOf = async (id: string): Promise<Attempt[]> => (await remote.attempts([id])).get(id) ?? [];
  const workspaceId = remote.fixtures[lane]?.workspaceId ?? '';
  const planned = probes(workspaceId).map(async (probe) => {
    const started = Date.now();
    const result = await runCall({ id: probe.id, ...probe.spec(client) }, counter, withPlan(probe.plan, probe.options), probe.optedIn);
    const elapsed = Date.now() - started;
    const attempts = await attemptsOf(probe.id);
    const problem = probe.extra?.(result, elapsed, attempts);
    if (problem) tally.wrong.push(`${probe.id}: ${problem}`);
    else tally.call(result, attempts);
  });
  const jobId = await remote.seedFinishedJob(lane);
  await Promise.all([...planned, ...aborts(client, jobId, attemptsOf, counter, withPlan).map((run) => run(tally))]);
}

/** Point 2's cancellation: the request in flight, the retry wait, a stream read and a follow, each aborted by the caller. */
function aborts(client: Client, jobId: string, attemptsOf: (id: string) => Promise<Attempt[]>, counter: RetryCounter, withPlan: (plan: string, options?: RequestOptions) => RequestOptions) {
  const abortProbe = (id: string, plan: string, abortAfter: number, within: number, read: (options: RequestOptions) => Promise<unknown>) => async (tally: Tally) => {
    const reason = new ProbeAbort(`${id}: aborted by the caller`);
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(reason), abortAfter);
    let thrown: unknown = 'nothing: the call succeeded';
    try {
      await read(withPlan(plan, { signal: controller.signal, headers: { 'x-call-id': id } }));
    } catch (error) {
      thrown = error;
    }
    const elapsed = Date.now() - started;
    await sleep(1_200 - Math.min(elapsed, 1_200)); // long enough for any retry the abort should have prevented
    const attempts = (await attemptsOf(id)).length;
    const problem =
      thrown !== reason ? `threw ${thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown)} instead of the caller's abort reason`
      : elapsed > within ? `took ${elapsed} ms to give up after the abort at ${abortAfter} ms`
      : attempts !== 1 ? `the server saw ${attempts} attempts; an aborted call must not be retried`
      : counter.of(id) !== 0 ? `beforeRetry saw ${counter.of(id)} retries after the abort`
      : undefined;
    tally.check(id, problem, 'failure');
  };
  return [
    abortProbe('probe-abort-in-flight', 'slow-headers,none', 50, clientTimeoutMs, (o) => client.profiles.list(o)),
    abortProbe('probe-abort-retry-wait', '429:1,none', 100, 800, (o) => client.profiles.list(o)),
    abortProbe('probe-abort-stream-read', 'ndjson-stall', 100, 1_500, async (o) => {
      for await (const _line of client.jobs.logs(jobId, {}, o)) { /* the first line comes, then the stream stalls */ }
    }),
    abortProbe('probe-abort-follow', 'ndjson-stall', 100, 1_500, async (o) => {
      for await (const _line of client.jobs.follow(jobId, { interval: 5 }, o)) { /* idem, through jobs.follow */ }
    }),
  ];
}
