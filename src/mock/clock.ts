import type { SeededRandom } from './random.js';

/**
 * The last instant of the mock's clock, 9999-12-31T23:59:59.999Z: the service writes years in four digits, and a
 * Date ends soon after (8.64e15 ms). Past it, every timestamp the mock wrote would fail.
 */
export const clockEnd = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The fastest the clock follows real time: a day of its time in under 0.1 s of real time. */
export const maxSpeed = 1_000_000;

/**
 * The mock's clock: it moves only when told (`advance`), by `autoAdvanceMs` on every request, or with real time
 * `speed` times faster, and stops at `clockEnd` (9999-12-31T23:59:59.999Z). Jobs are QUEUED for 2 s and RUNNING
 * for 8 s of it; tokens from the token endpoint expire on it.
 * @example
 * const job = await client.jobs.create(mock.fixtures.pipelineId);
 * mock.clock.advance(10_000); // the run is COMPLETE
 */
export class MockClock {
  #now: number;
  readonly #autoAdvanceMs: number;
  #speed: number;
  #realStart = performance.now();

  constructor(start: number, autoAdvanceMs = 0, speed = 0) {
    this.#now = start;
    this.#autoAdvanceMs = autoAdvanceMs;
    this.#speed = speed;
  }

  /** Milliseconds since the epoch, as the mock sees them; never past `clockEnd`. */
  now(): number {
    const now = this.#speed ? this.#now + Math.floor((performance.now() - this.#realStart) * this.#speed) : this.#now;
    return Math.min(now, clockEnd);
  }

  /** Moves the clock forward; a RangeError when that would take it past `clockEnd`. */
  advance(ms: number): void {
    if (!(ms >= 0))
      throw new RangeError('The mock clock only moves forward; pass a non-negative number of milliseconds.');
    const now = this.now();
    if (ms > clockEnd - now)
      throw new RangeError(
        `The mock clock ends at ${new Date(clockEnd).toISOString()}: from ${new Date(now).toISOString()} it moves ` +
          `at most ${clockEnd - now} ms; got ${ms}.`,
      );
    this.#now += ms;
  }

  /** How many times faster than real time it runs on its own (0: it does not follow real time). */
  get speed(): number {
    return this.#speed;
  }

  /**
   * Runs it `speed` times faster than real time from now on (0 stops it following real time; at most `maxSpeed`);
   * `now` is kept.
   */
  setSpeed(speed: number): void {
    if (!(speed >= 0 && speed <= maxSpeed))
      throw new RangeError(`The mock clock's speed must be a number from 0 to ${maxSpeed}; got ${String(speed)}.`);
    this.#now = this.now();
    this.#realStart = performance.now();
    this.#speed = speed;
  }

  /** Called once per request. */
  tick(): void {
    this.#now = Math.min(this.#now + this.#autoAdvanceMs, clockEnd);
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

const instantPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}(?::\d{2}(?:\.(\d+))?)?)(Z|z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads an ISO 8601 instant of a query, zone-less as UTC and digits past milliseconds dropped, as epoch
 * milliseconds; undefined when it is no such instant (or names a day the calendar lacks, such as 2021-02-30).
 */
export function readInstant(text: string): number | undefined {
  const match = instantPattern.exec(text);
  if (!match) return undefined;
  const [, year = '', month = '', day = '', time = '', fraction, offset = 'Z'] = match;
  const clock = fraction === undefined ? time : time.replace(/\.\d+$/, `.${fraction.slice(0, 3).padEnd(3, '0')}`);
  // Every engine's Date parser takes `+01:00`; not every one takes `+0100`.
  const zone = offset === 'z' ? 'Z' : offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset;
  const ms = Date.parse(`${year}-${month}-${day}T${clock}${zone}`);
  // Engines roll 2021-02-30 over to March 2 instead of rejecting it.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = calendar.getUTCMonth() + 1 === Number(month) && calendar.getUTCDate() === Number(day);
  return Number.isNaN(ms) || !real ? undefined : ms;
}
