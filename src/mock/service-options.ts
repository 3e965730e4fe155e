import type { MockSeedFile } from './record/format.js';
import { keysOf } from './unknown-keys.js';

/** Options of `createMockService()`. */
export interface MockServiceOptions {
  /** Seed of the id and timestamp generator: the same seed gives the same ids. @default 1 */
  seed?: number | undefined;
  /** The clock's first instant. @default '2024-03-01T09:00:00Z' */
  startTime?: string | number | undefined;
  /**
   * Milliseconds the clock moves on every request, so jobs progress as a client polls. With 0 the clock moves
   * only on `clock.advance()`, and `jobs.wait` / `jobs.follow` end with a `TimeoutError` that says so when it
   * stood still for a whole poll interval. @default 0
   */
  autoAdvanceMs?: number | undefined;
  /**
   * The clock also runs with real time, this many times faster (`wdp mock` runs it at 20: a pipeline run takes
   * half a second). Must be a number from 0 to 1,000,000. @default 0 (the clock does not follow real time)
   */
  speed?: number | undefined;
  /** `'demo'` starts with a small workspace (see `fixtures`); `'empty'` with nothing. @default 'demo' */
  data?: 'demo' | 'empty' | undefined;
  /**
   * The demo users' tokens: `'demo'` the documented ones (`mock-owner-token`...); `'fresh'` ones no one can guess,
   * made once per service (a reset keeps them), for a mock left running (`wdp mock` without `--seed`). See
   * `fixtures` for the tokens in force. @default 'demo'
   */
  tokens?: 'demo' | 'fresh' | undefined;
  /** The bearer token of the admin API (`/__mock/`, `admin`). @default a fresh one for each service */
  adminToken?: string | undefined;
  /**
   * A recording to serve in place of the demo data (`data` and `tokens` are then unused): its records with their
   * ids, each profile with a fresh token (in `fixtures.recorded`), the clock starting at its `recordedAt` unless
   * `startTime` is given. Parse one with `parseMockSeed`; `wdp mock --record URL` writes them.
   */
  seedFile?: MockSeedFile | undefined;
  /**
   * Checked mode: request bodies judged by the SDK's input models and queries by its query parameters; a mistyped or
   * missing field, or a query value the service cannot read, is answered 400 naming it, an unknown field or parameter
   * accepted; both are listed by `admin.violations()`. `wdp mock` checks. @default false
   */
  checked?: boolean | undefined;
}

/** The keys of the options, held to their type by `keysOf`. */
export const serviceOptionKeys = keysOf<MockServiceOptions>({
  seed: true,
  startTime: true,
  autoAdvanceMs: true,
  speed: true,
  data: true,
  tokens: true,
  adminToken: true,
  seedFile: true,
  checked: true,
});
