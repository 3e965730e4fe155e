import { InvalidArgumentError } from '../core/errors.js';
import { BatchIterator, type BatchSource } from './batches.js';
import { StreamParseError } from './errors.js';
import { type LineStreamOptions, lineSource } from './lines.js';

/** What to do with a line that is not JSON: throw `StreamParseError` (with its line number) or skip it. */
export type OnMalformed = 'error' | 'skip';

/** Options of an NDJSON or SSE reader. */
export interface JsonStreamOptions extends Omit<LineStreamOptions, 'unterminated' | 'format'> {
  /** A malformed line or frame throws `StreamParseError`, or is skipped. @default 'error' */
  onMalformed?: OnMalformed | undefined;
}

/** Checks an `onMalformed` option. */
export function checkOnMalformed(value: unknown): OnMalformed {
  if (value === undefined) return 'error';
  if (value === 'error' || value === 'skip') return value;
  throw new InvalidArgumentError(`\`onMalformed\` must be 'error' or 'skip'; got ${String(value)}.`);
}

/**
 * Reads an NDJSON body: each line is one JSON value; blank lines are skipped; a stream cut off
 * mid-line throws `StreamTruncatedError`. Values are not validated here.
 * @example
 * for await (const value of readNdjson(response.body, { onMalformed: 'skip' })) console.log(value);
 */
export function readNdjson(
  body: ReadableStream<Uint8Array>,
  options: JsonStreamOptions = {},
): AsyncIterableIterator<unknown> {
  return new BatchIterator(ndjsonSource(body, options));
}

/** The batch source behind `readNdjson`: the values of one chunk at a time. */
export function ndjsonSource(body: ReadableStream<Uint8Array>, options: JsonStreamOptions = {}): BatchSource<unknown> {
  const skip = checkOnMalformed(options.onMalformed) === 'skip';
  return lineSource<unknown>(body, { ...options, unterminated: 'error', format: 'NDJSON' }, (push) => ({
    line: (text, number) => {
      if (text.length === 0) return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        if (skip || text.trim() === '') return;
        throw StreamParseError.malformed(
          'NDJSON',
          number,
          text,
          error instanceof Error ? error.message : String(error),
        );
      }
      push(value);
    },
  }));
}
