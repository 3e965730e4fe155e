// a. GET of one 20-item HAL jobs page, 2,000 times in sequence per round, against a node:http server in
// another process. Every contender sends the same two headers the SDK sends (accept, authorization).
import ky from 'ky';
import { Client } from '../../src/index.js';
import { JobCollection } from '../../src/models/job.js';
import { ask, benchFile, forkTs, nextMessage, release } from '../lib/child.js';
import { jobsPage20 } from '../lib/fixtures.js';
import { jobsPath, token, workspaceId } from '../lib/pages.js';
import { scale } from '../lib/quick.js';
import { collect, interleave, type Measure, measure, rows, timeMs } from '../lib/stats.js';

const requests = scale(2000, 20);
const rounds = 5;

type Get = () => Promise<unknown>;

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
    for (const name of names) await loop(contenders[name]!, requests / 4);

    const samples = await interleave(names, rounds, async (name) => {
      collect();
      return ((await timeMs(() => loop(contenders[name]!, requests))) * 1000) / requests;
    });
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
        'SDK jobs.list(ws), validation warn (default)': { op: '<=', value: 1.4 },
        'SDK jobs.list(ws), validation off': { op: '<=', value: 1.3 },
      }),
      notes: [
        'Every contender except the "no headers" reference sends accept: application/hal+json and a bearer token, ' +
          'as the SDK does.',
        `Each sample is the mean over ${requests.toLocaleString('en-US')} awaited requests ` +
          'on a keep-alive connection; a GC runs before each sample.',
        'Stretch target for the default mode: <= 1.35x.',
      ],
    });
  } finally {
    release(server);
  }
}
