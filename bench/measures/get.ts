// a. GET of one 20-item HAL jobs page, 2,000 times in sequence per round, against a node:http server in
// another process. Every contender sends the same two headers the SDK sends (accept, authorization).
// Tracing (issue 36): the SDK's default row runs with no subscriber on `wdp-sdk:request`, as every figure before the
// channel existed did; one row runs the same call with a no-op subscriber (what an APM agent costs at the least),
// and the extra lines time the idle path itself, `traced()` with no subscriber against calling the request directly.
import { tracingChannel } from 'node:diagnostics_channel';
import ky from 'ky';
import type { Call } from '../../src/core/http/call.js';
import { traced } from '../../src/core/http/tracing.js';
import { Client } from '../../src/index.js';
import { JobCollection } from '../../src/models/job.js';
import { ask, benchFile, forkTs, nextMessage, release } from '../lib/child.js';
import { jobsPage20 } from '../lib/fixtures.js';
import { jobsPath, token, workspaceId } from '../lib/pages.js';
import { scale } from '../lib/quick.js';
import { collect, interleave, type Measure, measure, median, round, rows, timeMs } from '../lib/stats.js';

const requests = scale(2000, 20);
const rounds = 5;
/** Calls per sample of the idle path's timing: it costs nanoseconds, so a sample is a million of them. */
const idleCalls = scale(1_000_000, 1000);

type Get = () => Promise<unknown>;

const subscribed = 'SDK jobs.list(ws), validation warn, a no-op subscriber on wdp-sdk:request';
const channel = tracingChannel('wdp-sdk:request');
const noop = { start() {}, end() {}, asyncStart() {}, asyncEnd() {}, error() {} };

/** Runs `run` with the no-op subscriber on the channel when `name` is the subscribed contender. */
async function maybeSubscribed<R>(name: string, run: () => Promise<R>): Promise<R> {
  if (name !== subscribed) return run();
  channel.subscribe(noop);
  try {
    return await run();
  } finally {
    channel.unsubscribe(noop);
  }
}

/**
 * Nanoseconds per call of the idle path, the median of `rounds` samples of `idleCalls` calls each: `traced()` with
 * no subscriber (what every call pays for the channel) and the same request function called directly.
 */
async function idlePath(): Promise<{ traced: number; direct: number }> {
  if (channel.hasSubscribers) throw new Error('the idle path is timed with no subscriber on wdp-sdk:request');
  const call = { operation: 'jobs.list', method: 'GET', route: '/api/workspaces/{workspace}/jobs' } as Call<unknown>;
  const done = Promise.resolve(0);
  const send = () => done;
  const ways: Record<'traced' | 'direct', () => unknown> = {
    traced: () => {
      for (let i = 0; i < idleCalls; i++) traced(call, send);
    },
    direct: () => {
      for (let i = 0; i < idleCalls; i++) send();
    },
  };
  const samples = await interleave(Object.keys(ways), rounds, async (name) => {
    const ms = await timeMs(ways[name as keyof typeof ways]);
    return (ms * 1e6) / idleCalls;
  });
  return { traced: median(samples.get('traced') ?? []), direct: median(samples.get('direct') ?? []) };
}

export async function run(): Promise<Measure> {
  const body = await jobsPage20();
  const server = forkTs(benchFile('servers/http-server.ts'));
  try {
    const { port } = await nextMessage<{ port: number }>(server, 'ready');
    await ask(server, 'fixed', { body });
    const baseUrl = `http://127.0.0.1:${port}`;
    const url = `${baseUrl}${jobsPath}`;
    const headers = { accept: 'application/hal+json', authorization: `Bearer ${token}` };
    const warn = new Client({ baseUrl, auth: token });
    const off = new Client({ baseUrl, auth: token, validation: 'off' });
    const strict = new Client({ baseUrl, auth: token, validation: 'strict' });

    const contenders: Record<string, Get> = {
      'fetch + res.json()': async () => (await fetch(url, { headers })).json(),
      'fetch + res.json(), no headers': async () => (await fetch(url)).json(),
      'ky.get(url).json()': () => ky.get(url, { headers }).json(),
      'ky.get(url).json() + JobCollection.schema.parse': async () =>
        JobCollection.schema.parse(await ky.get(url, { headers }).json()),
      'SDK jobs.list(ws), validation warn (default)': () => warn.jobs.list(workspaceId),
      'SDK jobs.list(ws), validation off': () => off.jobs.list(workspaceId),
      [subscribed]: () => warn.jobs.list(workspaceId),
    };
    const names = Object.keys(contenders);

    // Every contender reads the 20 jobs; the body passes strict validation, so 'warn' logs nothing.
    const page = await strict.jobs.list(workspaceId);
    if (page.items.length !== 20) throw new Error(`expected 20 jobs, got ${page.items.length}`);
    for (const name of names) {
      const value = (await contenders[name]!()) as { items?: unknown[]; _embedded?: { jobs: unknown[] } };
      const count = value.items?.length ?? value._embedded?.jobs.length;
      if (count !== 20) throw new Error(`${name} read ${String(count)} jobs`);
    }

    const loop = async (get: Get, count: number) => {
      for (let i = 0; i < count; i++) await get();
    };
    // Warm-up: one unrecorded round of every contender (JIT, connection pool).
    for (const name of names) await maybeSubscribed(name, () => loop(contenders[name]!, requests / 4));

    const samples = await interleave(names, rounds, async (name) => {
      collect();
      const ms = await maybeSubscribed(name, () => timeMs(() => loop(contenders[name]!, requests)));
      return (ms * 1000) / requests;
    });
    const idle = await idlePath();
    const perRequestNs = median(samples.get('SDK jobs.list(ws), validation warn (default)') ?? []) * 1000;
    return measure({
      id: 'a',
      title:
        `a. GET one 20-item jobs page (${body.length} B), ${requests} sequential requests per round, ` +
        'server in another process',
      unit: 'µs per request',
      better: 'lower',
      rounds,
      floor: names[0]!,
      rows: rows(samples, names[0]!, {
        'SDK jobs.list(ws), validation warn (default)': { op: '<=', value: 1.1 },
        'SDK jobs.list(ws), validation off': { op: '<=', value: 1.05 },
      }),
      extra: {
        'idle tracing: traced() with no subscriber, ns per call': round(idle.traced),
        'idle tracing: the request function called directly, ns per call': round(idle.direct),
        'idle tracing: what traced() adds, parts per million of the default row per request': round(
          (1e6 * Math.max(0, idle.traced - idle.direct)) / perRequestNs,
        ),
      },
      notes: [
        'Every contender except the "no headers" reference sends accept: application/hal+json and a bearer token, ' +
          'as the SDK does.',
        `Each sample is the mean over ${requests.toLocaleString('en-US')} awaited requests ` +
          'on a keep-alive connection; a GC runs before each sample.',
        'Targets of issue 37: warn <= 1.10x, off <= 1.05x of fetch + res.json() (read them on a quiet machine).',
        'The default row runs with no subscriber on wdp-sdk:request (the idle path: one property read); the ' +
          '"no-op subscriber" row is the same call with an empty subscriber, what an APM agent costs at the least. ' +
          `The idle-tracing lines time ${idleCalls.toLocaleString('en-US')} calls of that path per sample.`,
      ],
    });
  } finally {
    release(server);
  }
}
