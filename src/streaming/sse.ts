import { checkOptions } from '../core/arguments/keys.js';
import { BatchIterator, type BatchSource } from './batches.js';
import { StreamLineTooLongError, StreamParseError, StreamTruncatedError } from './errors.js';
import { checkOnMalformed, type JsonStreamOptions, jsonStreamKeys } from './json-stream.js';
import { checkMaxLineLength, lineSource } from './lines.js';

/** One event of a `text/event-stream` body, as `readSse` gives it. */
export interface SseEvent {
  /** The event's data (its `data:` lines joined by newlines), parsed as JSON. */
  data: unknown;
  /** The `event:` type, when the frame names one; without it the event is a plain `message`. */
  event?: string;
  /** The frame's `id:`, what a reconnecting reader sends back as `Last-Event-ID`. */
  id?: string;
  /** The reconnection delay in ms that a `retry:` field asked for since the previous event. */
  retry?: number;
}

const COLON = 58;
const SPACE = 32;

/**
 * Reads a `text/event-stream` body: lines from the shared line decoder, read as the HTML standard's event stream.
 * Gives every event with data (of any `event:` type), its data parsed as JSON, with its `event`, `id` and `retry`
 * where the frame has them. Comments and events with empty data are left out; a malformed frame throws
 * `StreamParseError` with the line its frame starts on (or is skipped); a frame cut off before its blank line
 * throws `StreamTruncatedError`; a frame whose data outgrows `maxLineLength` throws `StreamLineTooLongError`.
 * @example
 * for await (const { data, event, id } of readSse(response.body)) if (event === undefined) console.log(id, data);
 */
export function readSse(
  body: ReadableStream<Uint8Array>,
  options: JsonStreamOptions = {},
): AsyncIterableIterator<SseEvent> {
  checkOptions(options, jsonStreamKeys, 'readSse(body, options)');
  return new BatchIterator(sseSource(body, options));
}

/** The batch source behind `readSse`: the events of one chunk at a time. */
export function sseSource(body: ReadableStream<Uint8Array>, options: JsonStreamOptions = {}): BatchSource<SseEvent> {
  const skip = checkOnMalformed(options.onMalformed) === 'skip';
  const max = checkMaxLineLength(options.maxLineLength);
  return lineSource<SseEvent>(body, { ...options, unterminated: 'error', format: 'SSE' }, (push) => {
    let start = 0; // the line the current frame starts on; 0 between frames
    let first = ''; // the text of that line, named in errors
    // The frame's fields (`data` undefined until a data line), and the `retry` asked for since the last event.
    let data: string | undefined;
    let event: string | undefined;
    let id: string | undefined;
    let retry: number | undefined;
    const dispatch = (): void => {
      const text = data;
      const item: SseEvent = { data: undefined };
      if (event !== undefined) item.event = event;
      if (id !== undefined) item.id = id;
      data = event = id = undefined;
      if (!text) return; // the standard dispatches no event with empty data
      try {
        item.data = JSON.parse(text);
      } catch (error) {
        if (skip) return;
        throw StreamParseError.malformed('SSE', start, text, (error as Error).message); // as in ndjson.ts
      }
      if (retry !== undefined) item.retry = retry;
      retry = undefined;
      push(item);
    };
    return {
      line: (text, number) => {
        if (text === '') {
          dispatch();
          start = 0;
          return;
        }
        if (text.charCodeAt(0) === COLON) return; // a comment
        if (start === 0) {
          start = number;
          first = text;
        }
        // `field: value` (one space after the colon dropped), or a field name alone with an empty value.
        const colon = text.indexOf(':');
        const field = colon < 0 ? text : text.slice(0, colon);
        const value = colon < 0 ? '' : text.slice(colon + (text.charCodeAt(colon + 1) === SPACE ? 2 : 1));
        if (field === 'data') {
          data = data === undefined ? value : `${data}\n${value}`;
          if (data.length > max) throw new StreamLineTooLongError(start, first, max);
        } else if (field === 'event') event = value || undefined;
        else if (field === 'id' && !value.includes('\0')) id = value;
        // Unknown fields and bad `retry` values are ignored, as the standard says.
        else if (field === 'retry' && /^\d+$/.test(value)) retry = Number.parseInt(value, 10);
      },
      end: () => {
        if (start !== 0) throw new StreamTruncatedError('SSE', start, first);
      },
    };
  });
}
