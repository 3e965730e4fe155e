import { SeededRandom } from '../../src/mock/random.js';

/** A 32-bit FNV-1a hash of a string: turns a seed and a call id into the seed of that call's generator. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The mock's seeded generator (mulberry32), with the draws the fault suite needs. */
export class Rng extends SeededRandom {
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  /** Picks by weight: `[[item, weight], ...]`. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let draw = this.next() * total;
    for (const [item, w] of items) {
      draw -= w;
      if (draw < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted() from an empty list');
    return last[0];
  }
}
