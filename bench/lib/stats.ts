// Shared shapes and helpers of the benchmark suite: results, summaries, interleaved rounds, timing.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { quick } from './quick.js';

/** Whether a smaller or a larger number is better for a measure's unit. */
export type Better = 'lower' | 'higher';

/** A target on the ratio of a contender's median to the floor's median (same run). */
export interface Target {
  /** `<=` for "at most", `>=` for "at least", `<` for "under". */
  op: '<=' | '>=' | '<';
  value: number;
  /** What is compared: the ratio (default), the contender's own median, or its largest sample. */
  on?: 'ratio' | 'value' | 'max';
  /** The unit printed after a `value` target. */
  unit?: string;
}

/** One contender of a measure with its summarised samples. */
export interface Row {
  name: string;
  median: number;
  min: number;
  max: number;
  /** median / floor median, in the measure's unit. */
  ratio: number;
  target: string | null;
  met: boolean | null;
}

/** One measure as printed and written to results.json. */
export interface Measure {
  id: string;
  title: string;
  unit: string;
  better: Better;
  rounds: number;
  floor: string;
  rows: Row[];
  /** Extra numbers (memory, hit counts, bundle breakdowns...), printed as `key: value` lines. */
  extra: Record<string, string | number | boolean>;
  notes: string[];
}

/** The samples of each contender, by name, in the order the contenders were declared. */
export type Samples = Map<string, number[]>;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Rounds to 3 significant digits (4 above 1000) so results.json diffs stay readable. */
export function round(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const digits = Math.abs(value) >= 1000 ? 4 : 3;
  return Number(value.toPrecision(digits));
}

/** A target's text (quick mode shows it too, unjudged: test/bench/quick.test.ts holds docs/performance.md to it). */
export function targetText(target: Target | undefined): string | null {
  if (!target) return null;
  if (!target.on || target.on === 'ratio') return `${target.op} ${target.value}x`;
  return `${target.on === 'max' ? 'max ' : ''}${target.op} ${target.value}${target.unit ? ` ${target.unit}` : ''}`;
}

function meets(target: Target | undefined, ratio: number, value: number, max: number): boolean | null {
  if (!target || quick) return null;
  const x = target.on === 'value' ? value : target.on === 'max' ? max : ratio;
  return target.op === '<=' ? x <= target.value : target.op === '<' ? x < target.value : x >= target.value;
}

/** Summarises samples into rows; the floor is the contender named `floor`. */
export function rows(samples: Samples, floor: string, targets: Record<string, Target> = {}): Row[] {
  const floorMedian = median(samples.get(floor) ?? [Number.NaN]);
  return [...samples].map(([name, values]) => {
    const m = median(values);
    const ratio = m / floorMedian;
    return {
      name,
      median: round(m),
      min: round(Math.min(...values)),
      max: round(Math.max(...values)),
      ratio: round(ratio),
      target: targetText(targets[name]),
      met: meets(targets[name], ratio, m, Math.max(...values)),
    };
  });
}

/**
 * Runs `rounds` rounds (one in quick mode); each round runs every contender once, the order rotated by one each round
 * (round r starts with contender r mod n), so no contender always runs first or after the same one.
 */
export async function interleave(
  contenders: readonly string[],
  rounds: number,
  runOne: (name: string, round: number) => Promise<number>,
): Promise<Samples> {
  const samples: Samples = new Map(contenders.map((name) => [name, []]));
  for (let round = 0; round < (quick ? 1 : rounds); round++) {
    for (let i = 0; i < contenders.length; i++) {
      const name = contenders[(i + round) % contenders.length]!;
      samples.get(name)!.push(await runOne(name, round));
    }
  }
  return samples;
}

/** Milliseconds taken by `fn`. */
export async function timeMs(fn: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Spends `ms` of CPU on this thread (a busy caller). */
export function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

/**
 * V8's full collection: node's `gc`, exposed here when node was started without --expose-gc (the bench runs its
 * measures under plain tsx; a `gc?.()` that did nothing there left measure h reading a heap no collection had swept).
 */
const fullGc = ((): (() => void) => {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** Runs a full GC. */
export function collect(): void {
  fullGc();
}

/** A measure with no target rows marked, for the helpers that build one. */
export function measure(init: Omit<Measure, 'extra' | 'notes'> & Partial<Pick<Measure, 'extra' | 'notes'>>): Measure {
  return {
    id: init.id,
    title: init.title,
    unit: init.unit,
    better: init.better,
    rounds: quick ? 1 : init.rounds,
    floor: init.floor,
    rows: init.rows,
    extra: init.extra ?? {},
    notes: init.notes ?? [],
  };
}
