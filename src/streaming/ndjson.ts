import { checkOptions } from '../core/arguments/keys.js';
import { BatchIterator, type BatchSource } from './batches.js';
import { StreamParseError } from './errors.js';
import { checkOnMalformed, type JsonStreamOptions, jsonStreamKeys } from './json-stream.js';
import { lineSource } from './lines.js';

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
