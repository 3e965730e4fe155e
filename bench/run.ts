// `npm run bench`: runs every measure of issue 6 in its own fresh child process, one after another
// (never two at once), prints a table per measure and writes bench/results.json.
//   npm run bench            all measures, writes bench/results.json
//   npm run bench -- a c     only those measures, printed, results.json left alone
//   npm run bench -- --quick every measure (or those named) once at tiny sizes, no targets, nothing written:
//                            whether each still runs (test/bench/quick.test.ts runs it in npm test)
// A number never fails the run; the exit code is 1 only when a measure could not run at all.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { benchFile } from './lib/child.js';
import { measureModules, runMeasure } from './lib/registry.js';
import { machine, resultsJson, table } from './lib/report.js';
import type { Measure } from './lib/stats.js';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const quick = args.includes('--quick');
const wanted = args.filter((arg) => arg !== '--quick');
const unknown = wanted.filter((id) => !(id in measureModules));
if (unknown.length) {
  console.error(`unknown measure(s): ${unknown.join(', ')}; known: ${Object.keys(measureModules).join(', ')}`);
  process.exit(2);
}
const ids = wanted.length ? wanted : Object.keys(measureModules);
const host = machine();
console.log(
  `wdp-sdk bench: ${host.nproc} CPUs (${host.cpu}), ${host.memoryGiB} GiB, node ${host.node}, ${host.platform}, ` +
    `load average ${host.loadStart}`,
);
if (quick) console.log('QUICK MODE: every measure once at tiny sizes, no targets; the numbers mean nothing.');
else if (host.loadStart > host.nproc / 2)
  console.log(`WARNING: the machine is busy (load ${host.loadStart} on ${host.nproc} CPUs); ratios will be noisy.`);
console.log('');

const started = performance.now();
const measures: Measure[] = [];
const errors: Record<string, string> = {};
for (const id of ids) {
  const t0 = performance.now();
  const result = await runMeasure(id, quick);
  const took = ((performance.now() - t0) / 1000).toFixed(1);
  if (result.ok && result.measures) {
    measures.push(...result.measures);
    for (const m of result.measures) console.log(`${table(m, quick)}\n`);
    console.log(`  (${id}: ${took} s)\n`);
  } else {
    errors[id] = result.error ?? 'unknown error';
    console.log(`${id}. FAILED after ${took} s:\n${errors[id]}\n`);
  }
}

const durationS = Math.round((performance.now() - started) / 100) / 10;
host.loadEnd = Math.round(loadavg()[0]! * 100) / 100;
console.log(`total: ${durationS} s; load average at the end ${host.loadEnd}`);
if (!wanted.length && !quick) {
  const file = benchFile('results.json');
  writeFileSync(file, resultsJson({ machine: host, date: new Date().toISOString(), durationS, measures, errors }));
  console.log(`wrote ${file}`);
}
process.exitCode = Object.keys(errors).length ? 1 : 0;
