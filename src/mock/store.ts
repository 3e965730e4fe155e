import { MockClock, serviceTimestamp } from './clock.js';
import { SeededRandom } from './random.js';

/** What every record of the store is made with: the seeded generator and the clock. */
export class MockStoreCore {
  readonly random: SeededRandom;
  readonly clock: MockClock;
  /** Bytes of request bodies taken into this state (`mockLimits.takenBytes` caps them). */
  takenBytes = 0;

  constructor(seed: number, start: number, autoAdvanceMs: number, speed = 0) {
    this.random = new SeededRandom(seed);
    this.clock = new MockClock(start, autoAdvanceMs, speed);
  }

  /** A fresh version 4 UUID from the seeded generator. */
  id(): string {
    return this.random.uuid();
  }

  /** The current instant in the service's zone-less form, with a varying number of fractional digits. */
  timestamp(): string {
    return serviceTimestamp(this.clock.now(), this.random);
  }

  /** The key of a workspace file in `resources`. */
  resourceKey(workspaceId: string, path: string): string {
    return `${workspaceId} ${path}`;
  }
}

/**
 * Every table of the store, by name (`store.jobs`, `store.channels`...), keyed by id (files and tags by
 * `workspaceId path-or-name`). Empty here: each resource module adds the tables it owns, so that this file imports
 * none of them.
 * @example
 * // At the end of a resource module (its `tables()` from table.ts `recordTable`):
 * declare module '../store.js' {
 *   interface MockTables extends ReturnType<typeof tables> {}
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: the resource modules fill it by declaration merging.
export interface MockTables {}

/** The store as the mock's modules see it: every table, with the generator and the clock its records are made with. */
export type Store = MockStoreCore & Readonly<MockTables>;

/** A store holding the given tables (routes.ts `createTables()`: every resource's, empty). */
export function createStore(
  seed: number,
  start: number,
  autoAdvanceMs: number,
  speed: number,
  tables: MockTables,
): Store {
  return Object.assign(new MockStoreCore(seed, start, autoAdvanceMs, speed), tables);
}
