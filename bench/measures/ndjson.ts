// c. Streaming 1,000,000 NDJSON log lines (about 120 MB) through `client.jobs.logs(jobId)` over a stub
// fetch whose Response body is the lazily generated stream, against ndjson-readablestream reading the same
// stream the same way (for await, counting). Every sample is a fresh process, so RSS growth is its own.
import { benchFile, runChild } from '../lib/child.js';
import { buildCycle, totalBytes, totalLines } from '../lib/ndjson-body.js';
import { quick } from '../lib/quick.js';
import { interleave, type Measure, measure, rows } from '../lib/stats.js';

const rounds = 5;

const contenders: Record<string, string> = {
  'ndjson-readablestream 1.4.0': 'rs',
  'plain reader loop (TextDecoder + split + JSON.parse)': 'plain',
  'SDK readNdjson(body) (no HTTP, no validation)': 'readNdjson',
  'SDK jobs.logs(jobId), validation warn (default)': 'warn',
  'SDK jobs.logs(jobId), validation off': 'off',
};

interface ChildResult {
  ms: number;
  cpuMs: number;
  lines: number;
  pulls: number;
  peakRssGrowthMiB: number;
}

/** Runs the child on `kinds` (one, but all of them in quick mode: one process in place of five). */
async function readIn(kinds: string[]): Promise<ChildResult[]> {
  const reply = await runChild<{ results?: ChildResult[]; error?: string }>(
    benchFile('measures/ndjson-child.ts'),
    kinds,
  );
  if (reply.error !== undefined || reply.results?.length !== kinds.length)
    throw new Error(`${kinds.join(', ')}: ${reply.error ?? 'no result'}`);
  return reply.results;
}

export async function run(): Promise<Measure[]> {
  const names = Object.keys(contenders);
  const floor = names[0]!;
  const sdk = names[3]!;
  const memory = new Map<string, number[]>(names.map((n) => [n, []]));
  const cpu = new Map<string, number[]>(names.map((n) => [n, []]));
  const together = quick ? await readIn(names.map((name) => contenders[name]!)) : [];
  const rates = await interleave(names, rounds, async (name) => {
    const result = together[names.indexOf(name)] ?? (await readIn([contenders[name]!]))[0]!;
    memory.get(name)!.push(result.peakRssGrowthMiB);
    cpu.get(name)!.push(result.cpuMs);
    return totalLines / (result.ms / 1000);
  });
  const mb = (totalBytes(buildCycle()) / 1e6).toFixed(0);
  return [
    measure({
      id: 'c',
      title:
        `c. Stream ${totalLines.toLocaleString('en-US')} NDJSON log lines ` +
        `(${mb} MB, 64 KiB chunks, lazily generated) through a reader`,
      unit: 'lines/s',
      better: 'higher',
      rounds,
      floor,
      rows: rows(rates, floor, { [sdk]: { op: '>=', value: 2 } }),
      notes: [
        'Every sample runs in a fresh child process (tsx), reading the whole stream once with for await ' +
          "and counting items, with Node's fetch classes (undici) loaded before it in every row, as a process " +
          'that got its stream from fetch has them.',
        'The SDK rows go through Client -> the attempt loop -> the stub fetch -> the line decoder -> JSON.parse ' +
          '-> JobLogLine validation.',
        'The issue measured 526k lines/s for ndjson-readablestream and 622k for a plain reader loop on its machine.',
      ],
    }),
    measure({
      id: 'c-mem',
      title:
        'c-mem. Peak RSS growth during the same reads (RSS sampled every 50 ms, from just before the read, ' +
        "V8's young generation in use)",
      unit: 'MiB',
      better: 'lower',
      rounds,
      floor,
      rows: rows(memory, floor, { [sdk]: { op: '<=', value: 16, on: 'max', unit: 'MiB' } }),
      notes: [
        "Sampled by a 50 ms timer and, at most every 50 ms, on the stream's pulls " +
          '(a read that stays in microtasks starves timers).',
        "The baseline is taken after garbage of twice the young generation's size (ndjson-child.ts): until " +
          "issue 37's round 4 it included the half that a full GC leaves untouched, 16 MiB that every reader paid.",
      ],
    }),
    measure({
      id: 'c-cpu',
      title: "c-cpu. The same reads: the reading process's CPU time (process.cpuUsage, user + system, all threads)",
      unit: 'ms',
      better: 'lower',
      rounds,
      floor,
      rows: rows(cpu, floor),
      notes: [
        'No target: the steadier figure on a loaded machine, where the wall clock of c follows the CPU each ' +
          "process gets. It counts V8's collector threads too.",
      ],
    }),
  ];
}
