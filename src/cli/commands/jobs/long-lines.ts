// Log lines longer than `--max-line-length`: the SDK stops a read at such a line (it never buffers without bound);
// the CLI prints the line's start, marked as cut, and reads on from the next line. Never fatal.
import { type JobLogLine, StreamLineTooLongError } from '../../../index.js';

/** A log line longer than the limit: its sequence, the start of its message, and the mark that it was cut. */
export interface CutLogLine {
  sequence: number;
  message: string;
  cut: true;
  /** The limit it went over, in characters. */
  maxLineLength: number;
}

/**
 * The lines of a log read from `start` (`read(sequence)`), reading again after each line over the limit, which is
 * given as a `CutLogLine` in its place.
 * @example for await (const line of cuttingLongLines((sequence) => client.jobs.logs(id, { sequence }), 0)) ...
 */
export async function* cuttingLongLines(
  read: (sequence: number) => AsyncIterable<JobLogLine>,
  start = 0,
): AsyncGenerator<JobLogLine | CutLogLine, void, undefined> {
  let next = start;
  for (;;) {
    try {
      for await (const line of read(next)) {
        next = line.sequence + 1;
        yield line;
      }
      return;
    } catch (error) {
      if (!(error instanceof StreamLineTooLongError)) throw error;
      // The lines before it in this read were given, so the line at fault is the next one.
      yield { sequence: next, message: messageStart(error.snippet), cut: true, maxLineLength: error.maxLineLength };
      next++;
    }
  }
}

/** The start of the message of an NDJSON log line cut short (`{"sequence":3,"message":"Row 1…`), else the text. */
function messageStart(snippet: string): string {
  const quoted = /"message"\s*:\s*"((?:[^"\\]|\\.)*)/.exec(snippet)?.[1];
  if (quoted === undefined) return snippet;
  try {
    return JSON.parse(`"${quoted.replace(/\\(u[0-9a-fA-F]{0,3})?$/, '')}"`) as string;
  } catch {
    return snippet;
  }
}
