import type { Client, RequestOptions } from '../../src/index.js';
import { slowOkMs, stalledTimeoutMs } from './faults.js';
import type { CallResult, Tally } from './judge.js';
import type { Attempt } from './planned-faults.js';
import type { Remote } from './remote.js';
import { type CallSpec, type RetryCounter, runCall } from './workload.js';

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

const profiles = (client: Client): Omit<CallSpec, 'id'> => ({
  op: 'profiles.list',
  method: 'GET',
  run: (o) => client.profiles.list(o),
});
const gap = ([first, second]: readonly Attempt[]): number => (first && second ? second.at - first.at : Number.NaN);

/**
 * Point 1 (retries) and the timeout half of point 2, each a call with a fixed plan,
 * judged like any call and then some.
 */
function probes(workspaceId: string): Probe[] {
  return [
    {
      id: 'probe-retry-after-seconds',
      plan: '429:1,none',
      spec: profiles,
      extra: (_r, _e, a) => (gap(a) >= 998 ? undefined : `retried ${gap(a)} ms after Retry-After: 1`),
    },
    {
      id: 'probe-retry-after-date',
      plan: '429:date+2000,none',
      spec: profiles,
      extra: (_r, _e, a) => (gap(a) >= 998 ? undefined : `retried ${gap(a)} ms after a Retry-After date 1-2 s ahead`),
    },
    { id: 'probe-retry-after-over-cap', plan: '429:120', spec: profiles },
    { id: 'probe-retry-limit-per-call', plan: '503,503,none', spec: profiles, options: { retry: 1 } },
    {
      id: 'probe-post-opted-in',
      plan: '503,502,none',
      spec: (c) => ({ op: 'channels.initialise', method: 'POST', run: (o) => c.channels.initialise(workspaceId, o) }),
      options: { retry: { methods: ['POST'] } },
      optedIn: true,
    },
    {
      id: 'probe-post-not-opted-in',
      plan: '503,none',
      spec: (c) => ({ op: 'channels.initialise', method: 'POST', run: (o) => c.channels.initialise(workspaceId, o) }),
    },
    {
      id: 'probe-per-call-timeout',
      plan: 'slow-ok',
      spec: profiles,
      options: { timeout: 3 * slowOkMs },
      extra: (_r, elapsed) =>
        elapsed >= slowOkMs - 5 ? undefined : `answered in ${elapsed} ms, before the slow headers came`,
    },
    {
      id: 'probe-timeout-per-attempt',
      plan: 'slow-headers,slow-headers,slow-headers,slow-headers,slow-headers',
      spec: profiles,
      options: { timeout: stalledTimeoutMs },
      extra: (_r, elapsed) =>
        elapsed >= 5 * stalledTimeoutMs
          ? undefined
          : `5 attempts of ${stalledTimeoutMs} ms took only ${elapsed} ms: the timeout did not cover each attempt`,
    },
  ];
}

/**
 * Runs the probes of points 1 and 2 (but the aborts: see aborts.ts) on their own lane, all at once,
 * and judges them into `tally`.
 */
export async function runProbes(
  client: Client,
  remote: Remote,
  lane: number,
  counter: RetryCounter,
  tally: Tally,
): Promise<void> {
  const workspaceId = remote.fixtures[lane]?.workspaceId ?? '';
  const withPlan = (plan: string, options: RequestOptions = {}): RequestOptions => ({
    ...options,
    headers: { ...options.headers, 'x-fault-plan': plan },
  });
  const planned = probes(workspaceId).map(async (probe) => {
    const started = Date.now();
    const result = await runCall(
      { id: probe.id, ...probe.spec(client) },
      counter,
      withPlan(probe.plan, probe.options),
      probe.optedIn,
    );
    const elapsed = Date.now() - started;
    const attempts = (await remote.attempts([probe.id])).get(probe.id) ?? [];
    const problem = probe.extra?.(result, elapsed, attempts);
    if (problem) tally.wrong.push(`${probe.id}: ${problem}`);
    else tally.call(result, attempts);
  });
  await Promise.all(planned);
}
