import { BatchIterator, type BatchSource } from './batches.js';
import { StreamLineTooLongError, StreamParseError, StreamTruncatedError } from './errors.js';
import { defaultMaxLineLength, lineSource } from './lines.js';
import { checkOnMalformed, type JsonStreamOptions } from './ndjson.js';

const COLON = 58;
const SPACE = 32;

/**
 * Reads a `text/event-stream` body, its lines from the shared line decoder and its fields as the SSE
 * standard reads them, and gives each message event's `data` parsed as JSON. Events of another `event:` type,
 * comments and events with empty data are left out; a malformed frame throws `StreamParseError`
 * with the line its frame starts on (or is skipped); a frame cut off before its blank line throws
 * `StreamTruncatedError`.
 * @example
 * for await (const data of readSse(response.body)) console.log(data);
 */
export function readSse(
  body: ReadableStream<Uint8Array>,
  options: JsonStreamOptions = {},
): AsyncIterableIterator<unknown> {
  return new BatchIterator(sseSource(body, options));
}

/** The batch source behind `readSse`: the event data of one chunk at a time. */
export function sseSource(body: ReadableStream<Uint8Array>, options: JsonStreamOptions = {}): BatchSource<unknown> {
  const skip = checkOnMalformed(options.onMalformed) === 'skip';
  const max = options.maxLineLength ?? defaultMaxLineLength;
  return lineSource<unknown>(body, { ...options, unterminated: 'error', format: 'SSE' }, (push) => {
    let frameStart = 0; // the line a frame starts on; 0 between frames
    let frameText = '';
    let type = '';
    let data: string[] = [];
    let size = 0; // the characters of `data`, with the newlines that will join them
    const dispatch = (): void => {
      const text = data.join('\n');
      const message = type === '' || type === 'message';
      type = '';
      data = [];
      size = 0;
      if (!message || text === '') return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        if (!skip)
          throw StreamParseError.malformed(
            'SSE',
            frameStart,
            text,
            error instanceof Error ? error.message : String(error),
          );
        return;
      }
      push(value);
    };
    return {
      line: (text, number) => {
        if (text === '') {
          dispatch();
          frameStart = 0;
          return;
        }
        if (text.charCodeAt(0) === COLON) return;
        if (frameStart === 0) {
          frameStart = number;
          frameText = text;
        }
        // `field: value` (one space after the colon dropped) or a bare `field`; only data and event matter
        // here: id and retry concern reconnecting EventSources, and unknown fields are ignored, as the standard says.
        const colon = text.indexOf(':');
        const field = colon < 0 ? text : text.slice(0, colon);
        const value = colon < 0 ? '' : text.slice(text.charCodeAt(colon + 1) === SPACE ? colon + 2 : colon + 1);
        if (field === 'event') type = value;
        else if (field === 'data') {
          size += value.length + (data.length > 0 ? 1 : 0);
          if (size > max) throw new StreamLineTooLongError(frameStart, frameText, max);
          data.push(value);
        }
      },
      end: () => {
        if (frameStart !== 0) throw new StreamTruncatedError('SSE', frameStart, frameText);
      },
    };
  });
}
