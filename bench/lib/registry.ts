// The measures of the bench by id, and how one runs: in a fresh child process (lib/measure-child.ts), full size or
// in quick mode. `bench/run.ts` runs them one after another; test/bench/quick.test.ts runs each in quick mode.
import { benchFile, runChild } from './child.js';
import { quickEnv } from './quick.js';
import type { Measure } from './stats.js';

/** Every measure by id: the file under bench/ whose `run()` makes its tables. */
export const measureFiles: Readonly<Record<string, string>> = {
  a: 'measures/get.ts',
  b: 'measures/validate.ts',
  c: 'measures/ndjson.ts',
  d: 'measures/pages.ts',
  e: 'measures/import.ts',
  f: 'measures/bundle.ts',
  g: 'measures/cli.ts',
  h: 'measures/mock-memory.ts',
  i: 'measures/mock-http.ts',
  j: 'measures/types.ts',
};

/** What a measure's child sends back: its tables, or why it could not run. */
export interface MeasureResult {
  ok: boolean;
  measures?: Measure[];
  error?: string;
}

/** Runs measure `id` in a fresh child process, in quick mode when `quick` is true; never rejects. */
export function runMeasure(id: string, quick: boolean): Promise<MeasureResult> {
  const file = measureFiles[id];
  if (!file) return Promise.resolve({ ok: false, error: `unknown measure ${id}` });
  const env = { [quickEnv]: quick ? '1' : '0' };
  return runChild<MeasureResult>(benchFile('lib/measure-child.ts'), [benchFile(file)], [], env).catch(
    (error: unknown): MeasureResult => ({ ok: false, error: String(error) }),
  );
}
