/** A seeded pseudo-random generator (mulberry32): the same seed gives the same ids and timestamps. */
export class SeededRandom {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** `count` random hex digits. */
  hex(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += this.int(0, 15).toString(16);
    return out;
  }

  /** A version 4 UUID. */
  uuid(): string {
    const variant = (8 + this.int(0, 3)).toString(16);
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`;
  }
}
