import { checkOptions } from '../core/arguments/keys.js';
import { BatchIterator, type BatchSource } from './batches.js';
import { StreamParseError } from './errors.js';
import { checkOnMalformed, type JsonStreamOptions, jsonStreamKeys } from './json-stream.js';
import { lineSource } from './lines.js';
import { parseLines } from './ndjson-block.js';

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
  checkOptions(options, jsonStreamKeys, 'readNdjson(body, options)');
  return new BatchIterator(ndjsonSource(body, options));
}

/**
 * The batch source behind `readNdjson`: the values of one chunk at a time, each through `map` in order (a value `map`
 * throws on is not handed out; the ones before it are, then the error). A chunk's lines of JSON objects are parsed
 * in one call where that is sure to give the same values (`parseLines`), else one line at a time.
 */
export function ndjsonSource<T = unknown>(
  body: ReadableStream<Uint8Array>,
  options: JsonStreamOptions = {},
  map: (value: unknown) => T = same,
): BatchSource<T> {
  const skip = checkOnMalformed(options.onMalformed) === 'skip';
  // After a declined block the next 1, then 3, 7, 15... go a line at a time (until one is taken): a malformed line in
  // every chunk would otherwise cost a failed parse of each.
  let pause = 0;
  let pauses = 0;
  return lineSource<T>(body, { ...options, unterminated: 'error', format: 'NDJSON' }, (push) => ({
    line: (text, number) => {
      if (!text) return; // a blank line
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        if (skip || !text.trim()) return;
        // `JSON.parse` of a string throws only `Error`s (SyntaxError, or RangeError when nested too deep).
        throw StreamParseError.malformed('NDJSON', number, text, (error as Error).message);
      }
      push(map(value));
    },
    block: (text, start, end) => {
      if (--pause >= 0) return 0;
      const values = parseLines(text, start, end) ?? [];
      pause = pauses = values.length ? 0 : 2 * pauses + 1;
      for (const value of values) push(map(value));
      return values.length;
    },
  }));
}

const same = <T>(value: unknown): T => value as T;
