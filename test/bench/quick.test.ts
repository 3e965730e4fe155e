// The bench in quick mode (`tsx bench/run.ts --quick`): every measure runs once at tiny sizes in its own child
// process, as the full `npm run bench` runs it, so a measure that no longer runs (a fixture the mock refuses, a
// renamed export, a child that dies) fails npm test by its name. The numbers are not judged: only that the measure
// ran and made its tables.
import { describe, expect, it } from 'vitest';
import { measureFiles, runMeasure } from '../../bench/lib/registry.js';
import { table } from '../../bench/lib/report.js';

/** Bounds a hang only: a measure forks processes, and one took 35 s on a 2-core machine at load 15. */
const limit = 240_000;

describe('the bench in quick mode', () => {
  for (const id of Object.keys(measureFiles)) {
    it(
      `measure ${id} runs at tiny sizes and makes its tables`,
      async () => {
        const result = await runMeasure(id, true);
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
          }
          expect(table(m, true)).toContain(m.title); // printed as bench/run.ts prints it
        }
      },
      limit,
    );
  }
});
