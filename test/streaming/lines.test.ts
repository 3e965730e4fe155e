import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, TimeoutError } from '../../src/index.js';
import { StreamLineTooLongError, StreamTruncatedError } from '../../src/streaming/errors.js';
import { type Line, LineDecoder, type LineOptions, readLines } from '../../src/streaming/lines.js';
import { chunked, collect, collectUntilError, encoder, splitAt } from '../helpers/streams.js';

// Every kind of line ending, blank lines, 2-, 3- and 4-byte UTF-8 and a final line without a newline.
const sample = 'café\r\n€ 5\rlone\n\n😀 ok\r\n\r\nlast ñ';
const expected = ['café', '€ 5', 'lone', '', '😀 ok', '', 'last ñ'];
const bytes = encoder.encode(sample);

/** Decodes the chunks with a LineDecoder directly (no stream), as lines of text. */
function decode(chunks: readonly Uint8Array[], decoder = new LineDecoder()): string[] {
  const out: string[] = [];
  const sink = (text: string) => out.push(text);
  for (const chunk of chunks) decoder.write(chunk, sink);
  decoder.end(sink);
  return out;
}

describe('LineDecoder', () => {
  it('gives the same lines for every split of the sample into two chunks', () => {
    for (let cut = 0; cut <= bytes.length; cut++)
      expect(decode(splitAt(bytes, [cut])), `cut at ${cut}`).toEqual(expected);
  });

  it('gives the same lines for every split into three chunks (in multi-byte characters, in \\r\\n)', () => {
    for (let a = 0; a <= bytes.length; a++) {
      for (let b = a; b <= bytes.length; b++)
        expect(decode(splitAt(bytes, [a, b])), `cuts at ${a}, ${b}`).toEqual(expected);
    }
  });

  it('gives the same lines when every byte is its own chunk', () => {
    expect(
      decode(
        splitAt(
          bytes,
          Array.from({ length: bytes.length - 1 }, (_, i) => i + 1),
        ),
      ),
    ).toEqual(expected);
  });

  it('treats \\r then \\n in the next chunk as one line ending, even with empty chunks between', () => {
    expect(decode([encoder.encode('a\r'), new Uint8Array(0), encoder.encode('\nb\n')])).toEqual(['a', 'b']);
    expect(decode([encoder.encode('a\r'), encoder.encode('\r\nb')])).toEqual(['a', '', 'b']);
    expect(decode([encoder.encode('a\r')])).toEqual(['a']);
  });

  it('splits one chunk over 64 KiB alike: \\r\\n, a lone \\r and a character astride its 64 KiB pieces', () => {
    const piece = 65_536;
    // '\r' is the last byte of piece 1 and '\n' the first of piece 2; '€' (3 bytes) straddles pieces 2 and 3;
    // piece 3 ends in a lone '\r'.
    const lines = [
      'a'.repeat(piece - 1),
      `${'b'.repeat(piece - 2)}€`,
      'c'.repeat(piece - 4),
      'd',
      ...Array.from({ length: 500 }, (_, i) => `${i} é€😀`),
    ];
    const text = `${lines[0]}\r\n${lines[1]}\n${lines[2]}\r${lines.slice(3).join('\r\n')}`;
    const big = encoder.encode(text);
    expect(big.subarray(piece - 1, piece + 1)).toEqual(encoder.encode('\r\n'));
    expect(new TextDecoder().decode(big.subarray(2 * piece - 1, 2 * piece + 2))).toBe('€');
    expect(big[3 * piece - 1]).toBe(13);
    expect(decode([big])).toEqual(lines);
    expect(decode(splitAt(big, [piece - 1, piece + 1, 2 * piece]))).toEqual(lines);
  });

  it('hands out at most `limit` lines per drain and keeps its place', () => {
    const decoder = new LineDecoder();
    const out: string[] = [];
    decoder.push(encoder.encode('a\nb\r\nc\rd\ne'));
    decoder.drain((text) => out.push(text), 2);
    expect(out).toEqual(['a', 'b']);
    expect(decoder.drained).toBe(false);
    expect(() => decoder.push(encoder.encode('x'))).toThrow(/drain the previous chunk first/);
    decoder.drain((text) => out.push(text), 2);
    decoder.drain((text) => out.push(text), 2);
    expect(decoder.drained).toBe(true);
    decoder.end((text) => out.push(text));
    expect(out).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('numbers lines from 1, blank lines included', () => {
    const lines: Line[] = [];
    const decoder = new LineDecoder();
    decoder.write(encoder.encode('x\n\ny\r\nz'), (text, number) => lines.push({ text, number }));
    decoder.end((text, number) => lines.push({ text, number }));
    expect(lines).toEqual([
      { text: 'x', number: 1 },
      { text: '', number: 2 },
      { text: 'y', number: 3 },
      { text: 'z', number: 4 },
    ]);
    expect(decoder.lines).toBe(4);
  });

  it('keeps a final line without a newline, or reports it as truncated when asked', () => {
    expect(decode([encoder.encode('a\nb')])).toEqual(['a', 'b']);
    expect(decode([encoder.encode('a\n')])).toEqual(['a']);
    expect(decode([])).toEqual([]);
    const error = (() => {
      try {
        decode([encoder.encode('{"a":1}\n{"a"')], new LineDecoder({ unterminated: 'error', format: 'NDJSON' }));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(StreamTruncatedError);
    expect(error).toMatchObject({ line: 2, snippet: '{"a"' });
    expect((error as Error).message).toMatch(/NDJSON stream ended in the middle of line 2/);
  });

  it('replaces invalid UTF-8 with U+FFFD rather than failing', () => {
    expect(decode([new Uint8Array([0x61, 0xff, 0x0a])])).toEqual(['a\uFFFD']);
  });

  it('throws StreamLineTooLongError for a line past maxLineLength, complete or still open', () => {
    const decoder = new LineDecoder({ maxLineLength: 5 });
    expect(() => decode([encoder.encode('12345\n123456\n')], decoder)).toThrow(StreamLineTooLongError);
    const open = new LineDecoder({ maxLineLength: 5 });
    open.write(encoder.encode('ok\n123'), () => undefined);
    let error: unknown;
    try {
      open.write(encoder.encode('456'), () => undefined);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StreamLineTooLongError);
    expect(error).toMatchObject({ line: 2, snippet: '123456', maxLineLength: 5 });
  });

  it('rejects a bad maxLineLength', () => {
    expect(() => new LineDecoder({ maxLineLength: 0 })).toThrow(InvalidArgumentError);
    expect(() => new LineDecoder({ maxLineLength: 1.5 })).toThrow(InvalidArgumentError);
  });
});

/** Drains `chunks` through a decoder with a block sink: what each sink got, in order (a block as its text). */
function drainWithBlocks(chunks: readonly string[], options: LineOptions = {}, take = true): string[] {
  const decoder = new LineDecoder(options);
  const events: string[] = [];
  const line = (text: string, number: number) => events.push(`${number} ${text}`);
  const block = (text: string, start: number, end: number) => {
    events.push(`block ${JSON.stringify(text.slice(start, end))}`);
    return take ? text.slice(start, end).split('\n').length - 1 : 0;
  };
  for (const chunk of chunks) {
    decoder.push(encoder.encode(chunk));
    decoder.drain(line, Number.POSITIVE_INFINITY, block);
  }
  decoder.end(line);
  events.push(`lines ${decoder.lines}`);
  return events;
}

describe('LineDecoder.drain with a block sink', () => {
  it('offers the lines ending in \\n after the carried one at once, and numbers the lines after them', () => {
    expect(drainWithBlocks(['a\nb\nc', 'd\ne\nf\n', 'g'])).toEqual([
      'block "a\\nb\\n"',
      '3 cd',
      'block "e\\nf\\n"',
      '6 g',
      'lines 6',
    ]);
  });

  it('gives the lines of a declined block, and of text with a \\r, to the line sink', () => {
    expect(drainWithBlocks(['a\nb\n'], {}, false)).toEqual(['block "a\\nb\\n"', '1 a', '2 b', 'lines 2']);
    expect(drainWithBlocks(['a\r\nb\n'])).toEqual(['1 a', '2 b', 'lines 2']);
  });

  it('offers no more than maxLineLength characters of lines at once, never a line too long', () => {
    expect(drainWithBlocks(['ab\ncd\nef\n'], { maxLineLength: 5 })).toEqual([
      'block "ab\\ncd\\n"',
      'block "ef\\n"',
      'lines 3',
    ]);
    expect(() => drainWithBlocks(['ab\n123456\n'], { maxLineLength: 5 })).toThrow(StreamLineTooLongError);
  });
});

describe('readLines', () => {
  it('reads a stream of chunks as numbered lines', async () => {
    const { stream } = chunked(splitAt(bytes, [3, 4, 9, 20]));
    const lines = await collect(readLines(stream));
    expect(lines.map((l) => l.text)).toEqual(expected);
    expect(lines.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('stops a line that never ends once it passes maxLineLength, without waiting for the stream', async () => {
    const { stream, cancel } = chunked(['a\n', 'x'.repeat(8), 'x'.repeat(8)], { end: false });
    const { items, error } = await collectUntilError(readLines(stream, { maxLineLength: 10 }));
    expect(items).toEqual([{ text: 'a', number: 1 }]);
    expect(error).toBeInstanceOf(StreamLineTooLongError);
    expect(error).toMatchObject({ line: 2 });
    expect(cancel).toHaveBeenCalledWith(error);
    expect(stream.locked).toBe(false);
  });

  it('cancels the stream and releases the reader on break', async () => {
    const { stream, cancel } = chunked(['1\n2\n', '3\n', '4\n'], { end: false });
    for await (const line of readLines(stream)) if (line.number === 2) break;
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(stream.locked).toBe(false);
  });

  it('ends in TimeoutError when no chunk comes within idleTimeout', async () => {
    const { stream, cancel } = chunked(['1\n'], { end: false });
    const { items, error } = await collectUntilError(readLines(stream, { idleTimeout: 20 }));
    expect(items).toEqual([{ text: '1', number: 1 }]);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/sent nothing for 20 ms/);
    expect(cancel).toHaveBeenCalledWith(error);
  });
});
