// One contender of measure c in a fresh process (argv[2] = contender name; quick mode names them all, read in turn):
// reads the generated 1,000,000-line NDJSON body once, counting items, while sampling RSS every 50 ms (timer) and on
// every stream pull (at most every 50 ms), since a read that never yields to the event loop would starve the timer.
// The RSS baseline is taken with V8's young generation already in use (warmYoungGeneration), so the growth is what
// the reader adds, not the young generation's second half, which any reader's first scavenges touch; and with Node's
// fetch classes loaded for every contender (main).
import { performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import readNDJSONStream from 'ndjson-readablestream';
import { Client, readNdjson } from '../../src/index.js';
import { reply } from '../lib/child.js';
import { buildCycle, logStream, totalLines } from '../lib/ndjson-body.js';
import { token } from '../lib/pages.js';
import { collect } from '../lib/stats.js';

const kinds = ['rs', 'plain', 'readNdjson', 'warn', 'off'] as const;
type Kind = (typeof kinds)[number];

async function plainLoop(stream: ReadableStream<Uint8Array>): Promise<number> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  let count = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const parts = (rest + decoder.decode(value, { stream: true })).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part !== '' && JSON.parse(part) !== undefined) count++;
  }
  if ((rest + decoder.decode()).trim() !== '') count++;
  return count;
}

async function count(items: AsyncIterable<unknown>): Promise<number> {
  let n = 0;
  for await (const _ of items) n++;
  return n;
}

function read(kind: Kind, stream: ReadableStream<Uint8Array>): Promise<number> {
  if (kind === 'rs') return count(readNDJSONStream(stream));
  if (kind === 'plain') return plainLoop(stream);
  if (kind === 'readNdjson') return count(readNdjson(stream));
  const fetch = async () => new Response(stream, { headers: { 'content-type': 'application/x-ndjson' } });
  const client = new Client({ baseUrl: 'http://127.0.0.1:1', auth: token, fetch, validation: kind });
  return count(client.jobs.logs('job-bench'));
}

/**
 * Allocates short-lived garbage of twice the young generation's size (both of its halves, at the size the process has
 * grown it to; none of it survives, so it does not grow it). After the full GC of `collect()` V8 leaves one half of
 * the young generation untouched, and any reader that allocates touches it again within its first two scavenges: that
 * was 16 MiB of every contender's growth under tsx (a ten-line loop that keeps nothing showed 13 to 19 MiB).
 */
function warmYoungGeneration(): void {
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
  // 4 KiB counted per array of 1,024 numbers (8 KiB without pointer compression): at least twice `young` in all.
  // (An array filled by a builtin call escapes, so the optimiser keeps the allocation.)
  for (let bytes = 0; bytes < 2 * young; bytes += 4096) new Array<number>(1024).fill(bytes);
}

/** Reads the body once as `kind` reads it: the time, the CPU time, the lines, the pulls and the peak RSS growth. */
async function readOnce(kind: Kind, cycle: ReturnType<typeof buildCycle>) {
  collect();
  warmYoungGeneration();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  let last = performance.now();
  const sample = () => {
    last = performance.now();
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 50);
  let pulls = 0;
  const stream = logStream(cycle, () => {
    pulls++;
    if (performance.now() - last >= 50) sample();
  });
  const cpu = process.cpuUsage();
  const start = performance.now();
  const lines = await read(kind, stream);
  const ms = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  sample();
  clearInterval(timer);
  if (lines !== totalLines) throw new Error(`${kind} read ${lines} lines, expected ${totalLines}`);
  return { ms, cpuMs: (user + system) / 1000, lines, pulls, peakRssGrowthMiB: (peak - baseline) / 2 ** 20 };
}

/** One contender (argv[2]), or, in quick mode, several in turn (argv[2...]): their results, in order. */
async function main(): Promise<void> {
  const wanted = process.argv.slice(2) as Kind[];
  const unknown = wanted.find((kind) => !kinds.includes(kind));
  if (unknown !== undefined || !wanted.length) throw new Error(`unknown contender ${unknown}`);
  const cycle = buildCycle();
  // Every contender starts with Node's fetch classes loaded, as any process that got its stream from `fetch` has
  // them: Node loads undici on the first `Response` or `Request` (15 to 20 ms of CPU), which only the SDK's rows (the
  // stub fetch answers a `Response`; a call to a custom fetch makes a `Request`) would otherwise pay inside their read.
  void new Request('http://127.0.0.1:1/');
  void new Response('');
  const results = [];
  for (const kind of wanted) results.push(await readOnce(kind, cycle));
  await reply({ type: 'result', results });
}

await main().catch(async (error: unknown) => {
  await reply({ type: 'result', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
process.exit(0);
