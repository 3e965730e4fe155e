// The bench in quick mode: every measure runs once at tiny sizes, so a measure that no longer runs (a fixture the
// mock refuses, a renamed export, a child that dies) fails npm test by its name. The numbers are not judged: only
// that the measure ran and made its tables. Each runs here, in the test's worker (vitest compiled its TypeScript
// already; `npm run bench` gives each measure a fresh process for clean timings, which quick mode does not take),
// and the processes a measure starts run compiled, not under tsx (bench/lib/compiled.ts). Each target a measure
// holds (shown, not judged, in quick mode) is the one docs/performance.md's table gives.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quickEnv } from '../../bench/lib/quick.js';
import { measureModules, type runHere } from '../../bench/lib/registry.js';
import type { table } from '../../bench/lib/report.js';

/** Bounds a hang only: a measure starts processes, and one took 35 s on a 2-core machine at load 15. */
const limit = 240_000;

/** The Target cell of each measure's row in docs/performance.md's table, by its id (`a`, `d-idle`...). */
const documented = new Map(
  readFileSync(new URL('../../docs/performance.md', import.meta.url), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const cells = /^\| ([a-z][a-z0-9-]*) +\|[^|]*\|([^|]*)\|/.exec(line);
      return cells ? [[cells[1] as string, cells[2] as string] as const] : [];
    }),
);
const numbersIn = (text: string): number[] => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

/** The bench's modules as quick mode loads them: evaluated again once the environment says quick. */
let bench: { runHere: typeof runHere; table: typeof table };

beforeAll(async () => {
  // Quick mode is read when bench/lib/quick.ts is evaluated, and this worker's test files share their modules: the
  // bench's are evaluated afresh with the variable set, and again for the files after this one without it.
  vi.stubEnv(quickEnv, '1');
  vi.resetModules();
  const quick = await import('../../bench/lib/quick.js');
  expect(quick.quick, 'the bench in quick mode').toBe(true);
  const { runHere } = await import('../../bench/lib/registry.js');
  const { table } = await import('../../bench/lib/report.js');
  bench = { runHere, table };
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the bench in quick mode', () => {
  for (const id of Object.keys(measureModules)) {
    it(
      `measure ${id} runs at tiny sizes and makes its tables`,
      async () => {
        const result = await bench.runHere(id);
        expect(result.error).toBeUndefined();
        expect(result.ok).toBe(true);
        const measures = result.measures ?? [];
        expect(measures.map((m) => m.id[0])).toContain(id);
        for (const m of measures) {
          expect(m.rows.length, m.id).toBeGreaterThan(0);
          expect(m.rows.map((row) => row.name)).toContain(m.floor);
          for (const row of m.rows) {
            expect(Number.isFinite(row.median), `${m.id}: ${row.name}`).toBe(true);
            expect(row.met, `${m.id}: ${row.name} judged in quick mode`).toBeNull();
            // Each figure of a target is the one docs/performance.md gives (its row, else its measure's: c for c-mem).
            if (row.target === null) continue;
            const cell = documented.get(m.id) ?? documented.get(m.id.replace(/[-\d].*$/, ''));
            expect(cell, `docs/performance.md has no row for measure ${m.id}`).toBeDefined();
            for (const figure of numbersIn(row.target))
              expect(numbersIn(cell ?? ''), `${m.id}: ${row.name}'s target ${row.target} in docs`).toContain(figure);
          }
          expect(bench.table(m, true)).toContain(m.title); // printed as bench/run.ts prints it
        }
      },
      limit,
    );
  }
});
