// d. Walking 500 pages: the server (its own process) answers each page after 2 ms (setTimeout); the caller
// spends 2 ms of CPU per page (a busy spin on this thread) or nothing (idle). The SDK walks with
// `for await (const page of client.jobs.list(ws).pages())`; the floor is the same walk strictly sequential
// by hand (fetch, read, consume, then fetch the `next` link). The server counts hits per page number.
import { Client } from '../../src/index.js';
import { ask, benchFile, forkTs, nextMessage, release } from '../lib/child.js';
import { jobsPage20 } from '../lib/fixtures.js';
import { jobsPath, token, workspaceId } from '../lib/pages.js';
import { scale } from '../lib/quick.js';
import { collect, interleave, type Measure, measure, rows, spin, timeMs } from '../lib/stats.js';

const total = scale(500, 5);
const serverMs = 2;
const callerMs = 2;
const rounds = 8;

export async function run(): Promise<Measure[]> {
  const template = await jobsPage20();
  const server = forkTs(benchFile('servers/http-server.ts'));
  try {
    const { port } = await nextMessage<{ port: number }>(server, 'ready');
    await ask(server, 'pages', { template, total, delayMs: serverMs });
    const baseUrl = `http://127.0.0.1:${port}`;
    const headers = { accept: 'application/hal+json', authorization: `Bearer ${token}` };
    const client = new Client({ baseUrl, auth: token });

    const sequential = async (consumeMs: number) => {
      let url: string | undefined = `${baseUrl}${jobsPath}`;
      let pages = 0;
      while (url) {
        const response = await fetch(url, { headers });
        const body = (await response.json()) as { _links: { next?: { href: string } } };
        pages++;
        if (consumeMs) spin(consumeMs);
        url = body._links.next?.href;
      }
      return pages;
    };
    const sdk = async (consumeMs: number, prefetch = true) => {
      let pages = 0;
      for await (const _page of client.jobs.list(workspaceId).pages({ prefetch })) {
        pages++;
        if (consumeMs) spin(consumeMs);
      }
      return pages;
    };
    const walks: Record<string, () => Promise<number>> = {
      'sequential by hand (fetch), busy caller': () => sequential(callerMs),
      'SDK for await ... pages(), busy caller': () => sdk(callerMs),
      'SDK for await ... pages({ prefetch: false }), idle caller': () => sdk(0, false),
      'SDK for await ... pages(), idle caller': () => sdk(0),
      'sequential by hand (fetch), idle caller (reference)': () => sequential(0),
    };
    const names = Object.keys(walks);

    let duplicates = 0;
    let missing = 0;
    const walk = async (name: string) => {
      await ask(server, 'hits');
      let pages = 0;
      const ms = await timeMs(async () => (pages = await walks[name]!()));
      const { hits } = await ask<{ hits: [number, number][] }>(server, 'hits');
      const counts = new Map(hits);
      for (let n = 0; n < total; n++) {
        const c = counts.get(n) ?? 0;
        if (c === 0) missing++;
        if (c > 1) duplicates += c - 1;
      }
      if (pages !== total) throw new Error(`${name} walked ${pages} pages, expected ${total}`);
      return ms;
    };
    for (const name of names) await walk(name); // warm-up
    duplicates = 0;
    missing = 0;
    const samples = await interleave(names, rounds, async (name) => {
      collect();
      return walk(name);
    });
    const pick = (keys: string[]) => new Map(keys.map((k) => [k, samples.get(k)!]));
    const extra = {
      'pages fetched more than once, all timed walks (busy and idle)': duplicates,
      'pages never fetched, all timed walks (busy and idle)': missing,
    };
    const notes = [
      `Server: ${serverMs} ms per page (setTimeout in its own process), 20 jobs per page (22 kB). ` +
        `Busy caller: ${callerMs} ms spin per page on the walking thread.`,
      'Hits are counted per page number by the server after every walk; ' +
        'the target is none fetched twice and none skipped.',
      "The idle hand-written walk (d-idle's reference) is a page's round trip alone: " +
        'no walk that learns each next URL from the page before it can take less per page, busy caller or not,',
      'so its ratio here is the floor of a walk with one request in flight (see PERFORMANCE.md, measure d, round 4).',
    ];
    return [
      measure({
        id: 'd',
        title: `d. Walk ${total} pages with for await, busy caller (${callerMs} ms CPU per page)`,
        unit: 'ms per walk',
        better: 'lower',
        rounds,
        floor: names[0]!,
        rows: rows(pick([...names.slice(0, 2), names[4]!]), names[0]!, { [names[1]!]: { op: '<=', value: 0.6 } }),
        extra,
        notes,
      }),
      measure({
        id: 'd-idle',
        title: `d-idle. Walk ${total} pages with for await, idle caller (0 ms per page)`,
        unit: 'ms per walk',
        better: 'lower',
        rounds,
        floor: names[2]!,
        rows: rows(pick(names.slice(2)), names[2]!, { [names[3]!]: { op: '<=', value: 1.0 } }),
        notes: [
          'Target: prefetch is never slower than the same walk strictly sequential (ratio <= 1.00x). ' +
            'With an idle caller there is nothing',
          'to overlap (the next URL is known only once a page is read), ' +
            'so both walks do the same work and the ratio is 1.00x plus noise.',
          'The hand-written fetch walk (no validation, no pages) is a reference: ' +
            "its gap to the SDK's sequential walk is the per-request cost of measure a.",
        ],
      }),
    ];
  } finally {
    release(server);
  }
}
