import { createParser, type EventSourceMessage, type ParseError } from 'eventsource-parser';
import { StreamLineTooLongError, StreamParseError, StreamTruncatedError } from './errors.js';
import { BatchIterator, type BatchSource } from './batches.js';
import { defaultMaxLineLength, lineSource } from './lines.js';
import { checkOnMalformed, type JsonStreamOptions } from './ndjson.js';

const COLON = 58;

/**
 * Reads a `text/event-stream` body with eventsource-parser, fed line by line from the shared line
 * decoder, and gives each message event's `data` parsed as JSON. Events of another `event:` type,
 * comments and events with empty data are left out; a malformed frame throws `StreamParseError`
 * with the line its frame starts on (or is skipped); a frame cut off before its blank line throws
 * `StreamTruncatedError`.
 * @example
 * for await (const data of readSse(response.body)) console.log(data);
 */
export function readSse(body: ReadableStream<Uint8Array>, options: JsonStreamOptions = {}): AsyncIterableIterator<unknown> {
  return new BatchIterator(sseSource(body, options));
}

/** The batch source behind `readSse`: the event data of one chunk at a time. */
export function sseSource(body: ReadableStream<Uint8Array>, options: JsonStreamOptions = {}): BatchSource<unknown> {
  const skip = checkOnMalformed(options.onMalformed) === 'skip';
  const max = options.maxLineLength ?? defaultMaxLineLength;
  return lineSource<unknown>(body, { ...options, unterminated: 'error', format: 'SSE' }, (push) => {
    let frameStart = 0; // the line a frame starts on; 0 between frames
    let frameText = '';
    let failure: StreamParseError | undefined;
    const onEvent = (event: EventSourceMessage): void => {
      if ((event.event !== undefined && event.event !== 'message') || event.data === '') return;
      let value: unknown;
      try {
        value = JSON.parse(event.data);
      } catch (error) {
        if (!skip) failure = StreamParseError.malformed('SSE', frameStart, event.data, error instanceof Error ? error.message : String(error));
        return;
      }
      push(value);
    };
    const onError = (error: ParseError): void => {
      // Unknown fields and bad `retry` values are ignored, as the SSE standard says; only the size bound stops.
      if (error.type === 'max-buffer-size-exceeded') failure = new StreamLineTooLongError(frameStart, frameText, max);
    };
    const parser = createParser({ onEvent, onError, maxBufferSize: max });
    return {
      line: (text, number) => {
        if (text === '') {
          parser.feed('\n');
          frameStart = 0;
        } else {
          if (frameStart === 0 && text.charCodeAt(0) !== COLON) {
            frameStart = number;
            frameText = text;
          }
          parser.feed(`${text}\n`);
        }
        if (failure) throw failure;
      },
      end: () => {
        if (frameStart !== 0) throw new StreamTruncatedError('SSE', frameStart, frameText);
      },
    };
  });
}
