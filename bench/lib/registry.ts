// The measures of the bench by id, and how one runs: in a fresh child process (lib/measure-child.ts), full size or
// in quick mode, as `bench/run.ts` runs them one after another; or in this process, as test/bench/quick.test.ts runs
// each in quick mode (a fresh process is for clean timings, which quick mode does not take).
import { benchFile, runChild } from './child.js';
import { quickEnv } from './quick.js';
import type { Measure } from './stats.js';

/** A measure's module: its `run()` makes its tables. */
type MeasureModule = Promise<{ run: () => Promise<Measure | Measure[]> }>;

/** Every measure by id: how to load the module under bench/measures/ whose `run()` makes its tables. */
export const measureModules: Readonly<Record<string, () => MeasureModule>> = {
  a: () => import('../measures/get.js'),
  b: () => import('../measures/validate.js'),
  c: () => import('../measures/ndjson.js'),
  d: () => import('../measures/pages.js'),
  e: () => import('../measures/import.js'),
  f: () => import('../measures/bundle.js'),
  g: () => import('../measures/cli.js'),
  h: () => import('../measures/mock-memory.js'),
  i: () => import('../measures/mock-http.js'),
  j: () => import('../measures/types.js'),
};

/** What a measure's run makes: its tables, or why it could not run. */
export interface MeasureResult {
  ok: boolean;
  measures?: Measure[];
  error?: string;
}

/** Runs measure `id` in this process, in quick mode when this process is in it (lib/quick.ts); never rejects. */
export async function runHere(id: string): Promise<MeasureResult> {
  try {
    const load = measureModules[id];
    if (!load) throw new Error(`unknown measure ${id}`);
    const out = await (await load()).run();
    return { ok: true, measures: Array.isArray(out) ? out : [out] };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** Runs measure `id` in a fresh child process, in quick mode when `quick` is true; never rejects. */
export function runMeasure(id: string, quick: boolean): Promise<MeasureResult> {
  const env = { [quickEnv]: quick ? '1' : '0' };
  return runChild<MeasureResult>(benchFile('lib/measure-child.ts'), [id], [], env).catch(
    (error: unknown): MeasureResult => ({ ok: false, error: String(error) }),
  );
}
