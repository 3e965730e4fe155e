import { checkOptions, keysOf } from '../core/arguments/keys.js';
import { BatchIterator, type BatchSource } from './batches.js';
import { ChunkReader, type IdleOptions } from './idle.js';
import { type BlockSink, LineDecoder, type LineOptions, type LineSink } from './line-decoder.js';

export {
  checkMaxLineLength,
  defaultMaxLineLength,
  LineDecoder,
  type LineOptions,
  type LineSink,
} from './line-decoder.js';

/** One line of a stream, without its line ending; `number` is 1-based. */
export interface Line {
  /** The line's text, without its line ending. */
  text: string;
  /** The line's 1-based number in the stream. */
  number: number;
}

/** Options of a line stream: splitting, idle timeout and cancellation. */
export type LineStreamOptions = LineOptions & IdleOptions;

const lineKeys = /* @__PURE__ */ keysOf<LineStreamOptions>({
  maxLineLength: true,
  unterminated: true,
  format: true,
  signal: true,
  idleTimeout: true,
});

// Lines split per pull: a huge chunk (a whole body in one piece) is handed out a slice at a time.
const batchLines = 1024;

/**
 * Turns lines into items: `line` may push zero or more; `end` runs after the last line. `block`, when given, is
 * offered runs of plain lines first and may take them all at once (pushing their items), else `line` gets each.
 */
export interface LineHandler {
  line: LineSink;
  block?: BlockSink | undefined;
  end?: (() => void) | undefined;
}

/**
 * Reads a body through one `LineDecoder` as batches of items, a batch per chunk: `handler` gets a
 * `push` for the items of the current batch and returns what to do with each line.
 */
export function lineSource<T>(
  body: ReadableStream<Uint8Array>,
  options: LineStreamOptions,
  handler: (push: (item: T) => void) => LineHandler,
): BatchSource<T> {
  const decoder = new LineDecoder(options);
  const reader = new ChunkReader(body, options);
  let batch: T[] = [];
  let ended = false;
  let failure: { error: unknown } | undefined;
  // An indexed store, which the optimiser inlines, where `push` stayed a builtin call per line.
  const lines = handler((item) => {
    batch[batch.length] = item;
  });
  return {
    async pull() {
      if (failure) throw failure.error;
      if (ended) return undefined;
      batch = [];
      try {
        if (decoder.drained) {
          const chunk = await reader.read();
          if (chunk === undefined) {
            ended = true;
            decoder.end(lines.line);
            lines.end?.();
            return batch;
          }
          decoder.push(chunk);
        }
        decoder.drain(lines.line, batchLines, lines.block);
      } catch (error) {
        reader.cancel(error);
        if (batch.length === 0) throw error;
        failure = { error }; // hand out the lines before the bad one first
      }
      return batch;
    },
    cancel: (reason) => reader.cancel(reason),
  };
}

/**
 * Reads a body as lines of text (`\n`, `\r\n` or `\r` endings; a final line without one is kept).
 * @example
 * for await (const { text, number } of readLines(response.body)) console.log(number, text);
 */
export function readLines(
  body: ReadableStream<Uint8Array>,
  options: LineStreamOptions = {},
): AsyncIterableIterator<Line> {
  checkOptions(options, lineKeys, 'readLines(body, options)');
  return new BatchIterator(
    lineSource<Line>(body, options, (push) => ({ line: (text, number) => push({ text, number }) })),
  );
}
