import { snippetLength } from '../core/defaults.js';
import { WdpError } from '../core/errors.js';
import { cutIndex } from '../core/shown.js';

/** A line of a stream (NDJSON line, SSE frame) that cannot be read; `line` is 1-based, `snippet` its beginning. */
export class StreamParseError extends WdpError {
  override name: string = 'StreamParseError';
  /** The 1-based line number where the bad line or frame starts. */
  declare readonly line: number;
  /** The first 200 characters of the bad line or frame data, or fewer: a word the cut would split is left out. */
  declare readonly snippet: string;

  constructor(message: string, line: number, text: string) {
    super(message);
    this.line = line;
    this.snippet = snippetOf(text);
  }

  /**
   * A line that is not valid JSON; `detail` is the parser's message, without the bit of the line it may quote (a
   * few characters of a secret would not be recognised and redacted).
   */
  static malformed(format: string, line: number, text: string, detail: string): StreamParseError {
    const said = detail.replace(/".*"/s, '"…"');
    return new StreamParseError(
      `Line ${line} of the ${format} stream is not valid JSON (${said}): ${snippetOf(text)}`,
      line,
      text,
    );
  }
}

/** The first 200 characters of a line, or fewer: a cut never splits a word (`cutIndex`). */
const snippetOf = (text: string): string =>
  text.length <= snippetLength ? text : text.slice(0, cutIndex(text, snippetLength));

/** The stream ended in the middle of a line or frame: the connection was cut, the last item is incomplete. */
export class StreamTruncatedError extends StreamParseError {
  override name = 'StreamTruncatedError' as const;

  constructor(format: string, line: number, text: string) {
    super(
      `The ${format} stream ended in the middle of line ${line}; the response was cut off ` +
        `(${text.length} characters read of that line).`,
      line,
      text,
    );
  }
}

/** A line (or SSE frame) longer than the `maxLineLength` option; reading stops rather than buffer without bound. */
export class StreamLineTooLongError extends StreamParseError {
  override name = 'StreamLineTooLongError' as const;
  /** The limit that the line passed, in characters. */
  declare readonly maxLineLength: number;

  constructor(line: number, text: string, maxLineLength: number) {
    super(
      `Line ${line} of the stream is longer than ${maxLineLength} characters; ` +
        'raise `maxLineLength` if such lines are expected.',
      line,
      text,
    );
    this.maxLineLength = maxLineLength;
  }
}
