// An HTTP load of `clients` concurrent callers over keep-alive connections (one node:http Agent, a socket each), each
// sending its share of a list of requests in turn, awaiting each answer: the rate and every request's latency.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request of a load: its method, path and JSON body. */
export interface Shot {
  method: string;
  path: string;
  body?: string;
}

/** What a load measured: requests per second over the whole load, and each request's latency in ms. */
export interface LoadResult {
  rate: number;
  latencies: number[];
}

/** Sends one request on `agent` and resolves to its status once the whole answer is read. */
function send(agent: Agent, origin: URL, token: string, shot: Shot): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'application/hal+json', authorization: `Bearer ${token}` };
    if (shot.body !== undefined) headers['content-type'] = 'application/json';
    const req = request(
      { agent, host: origin.hostname, port: origin.port, method: shot.method, path: shot.path, headers },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(shot.body);
  });
}

/**
 * Sends `total` requests from `clients` concurrent callers to `baseUrl`, caller k sending shots k, k + clients, ...
 * of `shots` taken in turn. Rejects when an answer is not 2xx: a load the server refuses measures nothing.
 */
export async function load(baseUrl: string, token: string, shots: readonly Shot[], clients: number, total: number) {
  const origin = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  const caller = async (k: number) => {
    for (let i = k; i < total; i += clients) {
      const shot = shots[i % shots.length]!;
      const start = performance.now();
      const status = await send(agent, origin, token, shot);
      latencies.push(performance.now() - start);
      if (status < 200 || status > 299) throw new Error(`${shot.method} ${shot.path} was answered ${status}`);
    }
  };
  const start = performance.now();
  try {
    await Promise.all(Array.from({ length: clients }, (_, k) => caller(k)));
  } finally {
    agent.destroy();
  }
  return { rate: total / ((performance.now() - start) / 1000), latencies } satisfies LoadResult;
}

/** The 99th percentile of `values` (nearest rank). */
export function p99(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
}
