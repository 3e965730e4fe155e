import { keysOf } from '../core/arguments/keys.js';
import { InvalidArgumentError } from '../core/errors.js';
import type { LineStreamOptions } from './lines.js';

/** What to do with a line or frame that is not JSON: throw `StreamParseError` (with its line number) or skip it. */
export type OnMalformed = 'error' | 'skip';

/** Options of an NDJSON or SSE reader. */
export interface JsonStreamOptions extends Omit<LineStreamOptions, 'unterminated' | 'format'> {
  /** A malformed line or frame throws `StreamParseError`, or is skipped. @default 'error' */
  onMalformed?: OnMalformed | undefined;
}

/** The keys of `JsonStreamOptions`, which `readNdjson` and `readSse` check. */
export const jsonStreamKeys = /* @__PURE__ */ keysOf<JsonStreamOptions>({
  maxLineLength: true,
  signal: true,
  idleTimeout: true,
  onMalformed: true,
});

/** Checks an `onMalformed` option. */
export function checkOnMalformed(value: unknown): OnMalformed {
  if (value === undefined) return 'error';
  if (value === 'error' || value === 'skip') return value;
  throw new InvalidArgumentError(`\`onMalformed\` must be 'error' or 'skip'; got ${String(value)}.`);
}
