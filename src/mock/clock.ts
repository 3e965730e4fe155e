import type { SeededRandom } from './random.js';

/** The mock's clock: it moves only when told (`advance`), or by `autoAdvanceMs` on every request. */
export class MockClock {
  #now: number;
  readonly #autoAdvanceMs: number;

  constructor(start: number, autoAdvanceMs = 0) {
    this.#now = start;
    this.#autoAdvanceMs = autoAdvanceMs;
  }

  /** Milliseconds since the epoch, as the mock sees them. */
  now(): number {
    return this.#now;
  }

  /** Moves the clock forward. */
  advance(ms: number): void {
    if (!(ms >= 0))
      throw new RangeError('The mock clock only moves forward; pass a non-negative number of milliseconds.');
    this.#now += ms;
  }

  /** Called once per request. */
  tick(): void {
    this.#now += this.#autoAdvanceMs;
  }
}

/**
 * Formats an instant the way the service does: zone-less ISO 8601 with 1 to 9 fractional digits
 * (the digits past milliseconds come from the seeded generator, so output is repeatable).
 */
export function serviceTimestamp(ms: number, random: SeededRandom, digits = random.int(1, 9)): string {
  const iso = new Date(ms).toISOString().slice(0, 23);
  const extra = String(random.int(0, 999_999)).padStart(6, '0');
  return `${iso.slice(0, 20)}${(iso.slice(20) + extra).slice(0, digits)}`;
}

/** Millisecond timestamps, as `startTime`/`endTime` and edit history carry them. */
export function millisTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 23);
}
