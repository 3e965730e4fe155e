import { Client, type Hooks, type RequestOptions } from '../../src/index.js';
import type { MockFixtures } from '../../src/mock/index.js';
import { clientTimeoutMs, patientTimeoutMs, retryLimit, stallsHeaders } from './faults.js';
import type { CallResult } from './judge.js';
import { hashString, Rng } from './prng.js';

/** Retries seen by the clients' `beforeRetry` hook, by `x-call-id`. */
export class RetryCounter {
  total = 0;
  readonly byCall = new Map<string, number>();

  readonly hook = ({ request }: { request: Request }): void => {
    this.total++;
    const id = request.headers.get('x-call-id') ?? 'no x-call-id';
    this.byCall.set(id, (this.byCall.get(id) ?? 0) + 1);
  };

  of(id: string): number {
    return this.byCall.get(id) ?? 0;
  }
}

/**
 * A client as the suite drives it: `clientTimeoutMs` per attempt, 4 fast retries counted by the hook,
 * strict models; `afterResponse` hooks on request.
 */
export function faultClient(
  baseUrl: string,
  token: string,
  counter: RetryCounter,
  headers: Record<string, string> = {},
  afterResponse: NonNullable<Hooks['afterResponse']> = [],
): Client {
  return new Client({
    baseUrl,
    auth: token,
    timeout: clientTimeoutMs,
    retry: { limit: retryLimit, backoffLimit: 20 },
    validation: 'strict',
    logLevel: 'off',
    headers,
    hooks: { beforeRetry: [counter.hook], afterResponse },
  });
}

/** One logical call of the workload. */
export interface CallSpec {
  id: string;
  op: string;
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  run(options: RequestOptions): Promise<unknown>;
}

type Op =
  | 'channels.list'
  | 'channels.get'
  | 'jobs.list'
  | 'profiles.list'
  | 'channels.update'
  | 'channels.delete'
  | 'channels.initialise'
  | 'deployments.deploy'
  | 'comments.initialise';

const mix: ReadonlyArray<readonly [Op, number]> = [
  ['channels.list', 2],
  ['channels.get', 2],
  ['jobs.list', 1],
  ['profiles.list', 1],
  ['channels.update', 2],
  ['channels.delete', 1],
  ['channels.initialise', 2],
  ['deployments.deploy', 1],
  ['comments.initialise', 1],
];

const methods: Record<Op, CallSpec['method']> = {
  'channels.list': 'GET',
  'channels.get': 'GET',
  'jobs.list': 'GET',
  'profiles.list': 'GET',
  'channels.update': 'PUT',
  'channels.delete': 'DELETE',
  'channels.initialise': 'POST',
  'deployments.deploy': 'POST',
  'comments.initialise': 'POST',
};

/**
 * The mixed workload: `count` calls drawn from the seed. Every PUT and DELETE has a channel of its own,
 * seeded into the mock beforehand (`seedChannels`), so no call depends on another's outcome.
 */
export async function buildCalls(
  fixtures: MockFixtures,
  seedChannels: (names: string[]) => Promise<string[]>,
  client: Client,
  count: number,
  seed: number,
): Promise<CallSpec[]> {
  const rng = new Rng(hashString(`${seed}:workload`));
  const ops = Array.from({ length: count }, () => rng.weighted(mix));
  const owned = ops.flatMap((op, i) => (op === 'channels.update' || op === 'channels.delete' ? [i] : []));
  const ids = await seedChannels(owned.map((i) => `fault suite ${i}`));
  const channelOf = new Map(owned.map((i, k) => [i, ids[k] ?? '']));
  const { workspaceId, channels, datasets } = fixtures;
  return ops.map((op, i): CallSpec => {
    const id = `call-${i}-${op}`;
    const spec = (run: CallSpec['run']): CallSpec => ({ id, op, method: methods[op], run });
    const channel = channelOf.get(i) ?? '';
    switch (op) {
      case 'channels.list':
        return spec((o) => client.channels.list(workspaceId, { size: 5 }, o));
      case 'channels.get':
        return spec((o) => client.channels.get(channels.sales, o));
      case 'jobs.list':
        return spec((o) => client.jobs.list(workspaceId, { size: 5 }, o));
      case 'profiles.list':
        return spec((o) => client.profiles.list(o));
      case 'channels.update':
        return spec((o) =>
          client.channels.update(workspaceId, channel, { name: `Renamed ${i}`, description: `attempted by ${id}` }, o),
        );
      case 'channels.delete':
        return spec((o) => client.channels.delete(channel, o));
      case 'channels.initialise':
        return spec((o) => client.channels.initialise(workspaceId, o));
      case 'deployments.deploy':
        return spec((o) => client.deployments.deploy(workspaceId, o));
      case 'comments.initialise':
        return spec((o) => client.comments.initialise(datasets.revenue, o));
    }
  });
}

/** Runs one call with its `x-call-id` (and any extra options) and records what the client saw. */
export async function runCall(
  spec: CallSpec,
  counter: RetryCounter,
  options: RequestOptions = {},
  optedIn = false,
): Promise<CallResult> {
  const limit =
    spec.method === 'POST' && !optedIn
      ? 0
      : typeof options.retry === 'number'
        ? options.retry
        : (options.retry?.limit ?? retryLimit);
  const headers = { ...options.headers, 'x-call-id': spec.id };
  const base = { id: spec.id, op: spec.op, method: spec.method, limit, optedIn };
  try {
    await spec.run({ ...options, headers });
    return { ...base, ok: true, retries: counter.of(spec.id) };
  } catch (error) {
    return { ...base, ok: false, error, retries: counter.of(spec.id) };
  }
}

/**
 * A workload call's timeout per attempt: the client's (`clientTimeoutMs`) where its plan stalls an attempt's headers,
 * else `patientTimeoutMs`, so that a late answer on a starved machine is waited for rather than judged.
 */
export const attemptTimeoutOf = (seed: number, spec: CallSpec): number =>
  stallsHeaders(seed, spec.id, spec.method, spec.method === 'DELETE' ? 'empty' : 'json', retryLimit + 1)
    ? clientTimeoutMs
    : patientTimeoutMs;

/** Runs calls with at most `concurrency` in flight. */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < items.length; i = next++) results[i] = await run(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
