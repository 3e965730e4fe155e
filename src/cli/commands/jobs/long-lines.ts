// Log lines longer than `--max-line-length`: a message over the limit is printed as its first N characters, marked
// as cut, and the log goes on. The SDK's own `maxLineLength` still bounds what a read holds in memory: it is given a
// limit on the raw NDJSON line with room for the message's JSON escapes and the line's other fields.
import { type JobLogLine, StreamLineTooLongError } from '../../../index.js';

/** The default of `--max-line-length`: 1 MiB of characters, the SDK's own default for a line (docs/cli.md says it). */
export const defaultMaxLineLength = 1_048_576;

/**
 * A log line over the read limit (see `readLimit`), as far as the start the SDK kept of it holds its fields: its
 * sequence, its message (whole) and, where that start holds them, its timestamp and level.
 */
export type PartLogLine = Partial<JobLogLine> & Pick<JobLogLine, 'sequence' | 'message'>;

/** A log line whose message was longer than the limit: the line (or `PartLogLine`) with its message's start, marked. */
export type CutLogLine = PartLogLine & {
  /** The message's first `maxLineLength` characters, or fewer. */
  message: string;
  cut: true;
  /** The limit its message went over, in characters. */
  maxLineLength: number;
};

/**
 * The longest raw NDJSON line the SDK is asked to read for a message limit of `max` characters: JSON writes a
 * character as at most 6 (`\uXXXX`), and 64 KiB is room for the line's other fields (sequence, timestamp, level).
 */
export function readLimit(max: number): number {
  return Math.min(6 * max + 65_536, Number.MAX_SAFE_INTEGER);
}

/**
 * The lines of a log read from `start` (`read(sequence, readLimit)`), each message longer than `max` characters
 * given cut to its first `max` (a `CutLogLine`). A raw line even over the read limit stops the SDK's read: its line
 * is given from what the SDK kept of it (its `snippet`), and the log read again from the next line.
 * @example for await (const line of cuttingLongLines((sequence, limit) => client.jobs.logs(id, ...), 100)) ...
 */
export async function* cuttingLongLines(
  read: (sequence: number, readLimit: number) => AsyncIterable<JobLogLine>,
  max = defaultMaxLineLength,
  start = 0,
): AsyncGenerator<JobLogLine | PartLogLine | CutLogLine, void, undefined> {
  let next = start;
  for (;;) {
    try {
      for await (const line of read(next, readLimit(max))) {
        next = line.sequence + 1;
        yield line.message.length > max
          ? { ...line, message: cutAt(line.message, max), cut: true, maxLineLength: max }
          : line;
      }
      return;
    } catch (error) {
      if (!(error instanceof StreamLineTooLongError)) throw error;
      // The lines before it in this read were given, so the line at fault is the next one.
      yield fromSnippet(next, error.snippet, max);
      next++;
    }
  }
}

/**
 * A line over the read limit, from the start of its NDJSON text: its message whole when the snippet holds all of it
 * and it is within `max`, else marked cut (its message's length is then unknown, but its line passed `readLimit`).
 */
function fromSnippet(sequence: number, snippet: string, max: number): PartLogLine | CutLogLine {
  const message = stringField(snippet, 'message') ?? { text: '', whole: false };
  const known: Partial<JobLogLine> = {};
  for (const name of ['timestamp', 'level'] as const) {
    const field = stringField(snippet, name);
    if (field?.whole) known[name] = field.text;
  }
  const line: PartLogLine = { sequence, ...known, message: message.text };
  if (message.whole && message.text.length <= max) return line;
  return { ...line, message: cutAt(message.text, max), cut: true, maxLineLength: max };
}

/** A string field of NDJSON text that may end early: its text decoded, and whether its closing quote was seen. */
function stringField(json: string, name: string): { text: string; whole: boolean } | undefined {
  const found = new RegExp(`"${name}"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)(")?`).exec(json);
  const quoted = found?.[1];
  if (quoted === undefined) return undefined;
  try {
    // An escape cut in half at the end is left out.
    return { text: JSON.parse(`"${quoted.replace(/\\(u[0-9a-fA-F]{0,3})?$/, '')}"`) as string, whole: !!found?.[2] };
  } catch {
    return undefined;
  }
}

/** The first `max` characters of `text`, or `max - 1` where the cut would split a surrogate pair. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
