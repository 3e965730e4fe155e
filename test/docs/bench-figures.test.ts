// Every timing figure docs/performance.md quotes is one of the whole bench run kept in bench/results.json (what
// `npm run bench` last wrote and was committed): a figure is written with a marker naming its measure and row,
// `**1.09x**<!-- bench:a:warn -->`, and every ratio, rate and time in the guide's measured sections carries one.
// Timings cannot be asserted in tests (they depend on the machine); this holds the guide to the run it reports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './blocks.js';

interface Row {
  name: string;
  median: number;
  ratio: number;
}
interface Results {
  date: string;
  machine: { node: string };
  measures: { id: string; rows: Row[] }[];
}

const results = JSON.parse(readFileSync(join(root, 'bench/results.json'), 'utf8')) as Results;
const guide = readFileSync(join(root, 'docs/performance.md'), 'utf8');

const ratio = (row: Row): string => `${row.ratio.toFixed(2)}x`;
const millions = (row: Row): string => `${(row.median / 1e6).toFixed(1)} million`;
const ms = (row: Row): string => `${row.median.toFixed(1)} ms`;
const wholeMiB = (row: Row): string => `${row.median.toFixed(0)} MiB`;

/** What each marker names: a measure's row (by the start of its name) and how the guide writes it. */
const marked: Record<string, [measure: string, row: string, show: (row: Row) => string]> = {
  'a:warn': ['a', 'SDK jobs.list(ws), validation warn', ratio],
  'a:off': ['a', 'SDK jobs.list(ws), validation off', ratio],
  'b:warn': ['b', 'JSON.parse + SDK Validator.check, warn (default)', ratio],
  'b:off': ['b', 'JSON.parse + SDK Validator.check, off', ratio],
  'b:drifted': ['b', 'JSON.parse + SDK Validator.check, warn, the page drifted', ratio],
  'b:csp': ['b', 'JSON.parse + the SDK precheck where eval is forbidden', ratio],
  'b2:warn': ['b2', 'SDK jobs.list(ws), validation warn', ratio],
  'd:busy': ['d', 'SDK for await ... pages(), busy caller', ratio],
  'd-idle:prefetch': ['d-idle', 'SDK for await ... pages(), idle caller', ratio],
  'c:rate': ['c', 'SDK jobs.logs(jobId), validation warn', millions],
  'c:warn': ['c', 'SDK jobs.logs(jobId), validation warn', ratio],
  'c-mem:warn': ['c-mem', 'SDK jobs.logs(jobId), validation warn', wholeMiB],
  'c-mem:floor': ['c-mem', 'ndjson-readablestream', wholeMiB],
  'e:ms': ['e', "import('wdp-sdk') (dist)", ms],
  'e:ratio': ['e', "import('wdp-sdk') (dist)", ratio],
};

function expected(key: string): string | undefined {
  if (key === 'date') return results.date.slice(0, 10);
  if (key === 'node') return results.machine.node.replace(/^v/, '');
  const [measure, start, show] = marked[key] ?? [];
  const row = results.measures.find((m) => m.id === measure)?.rows.find((r) => r.name.startsWith(start ?? '\0'));
  return row && show?.(row);
}

/** Figures of the bench's set-up, not measured: the server's and the caller's time a page, the page's size. */
const settings = ['2 ms', '21.3 MiB'];

/** The guide's sections that report measured figures (the targets' table and the sizes have checks of their own). */
const measured = guide.slice(guide.indexOf('## What each call costs'), guide.indexOf('- **Browser bundle**'));

describe("docs/performance.md's timings", () => {
  it('each figure with a bench marker is the one bench/results.json holds', () => {
    const wrong: string[] = [];
    const found = [...guide.matchAll(/([\d.-]+(?: million| ms| MiB|x)?)\**<!-- bench:([\w:-]+) -->/g)];
    for (const [, figure, key = ''] of found) {
      const value = expected(key);
      if (value === undefined) wrong.push(`${key}: no such figure`);
      else if (figure !== value) wrong.push(`${key}: the guide says ${figure}, bench/results.json ${value}`);
    }
    expect(wrong, 'write the figures of the last whole `npm run bench`').toEqual([]);
    expect(found.length).toBeGreaterThanOrEqual(Object.keys(marked).length);
  });

  it('every ratio, rate and time in its measured sections carries a marker', () => {
    const unmarked = [...measured.matchAll(/\b\d+(?:\.\d+)?(?:x| million| ms\b| MiB)(?!\**<!-- bench:)/g)]
      .map((match) => match[0])
      .filter((figure) => !settings.includes(figure));
    expect(unmarked).toEqual([]);
  });
});
