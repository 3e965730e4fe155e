import { describe, expect, it, vi } from 'vitest';
import { InvalidArgumentError, TimeoutError, WdpError } from '../../src/index.js';
import { StreamLineTooLongError, StreamParseError, StreamTruncatedError } from '../../src/streaming/errors.js';
import { readNdjson } from '../../src/streaming/ndjson.js';
import { chunked, collect, collectUntilError, encoder, splitAt } from '../helpers/streams.js';

const values = [{ sequence: 0, message: 'héllo €' }, 42, 'text', null, [1, 2], { nested: { ok: true } }];
const body = encoder.encode(`${values.map((v) => JSON.stringify(v)).join('\r\n')}\n`);

describe('readNdjson', () => {
  it('parses one JSON value per line for every split of the body into two chunks', async () => {
    for (let cut = 0; cut <= body.length; cut++) {
      expect(await collect(readNdjson(chunked(splitAt(body, [cut])).stream)), `cut at ${cut}`).toEqual(values);
    }
  });

  it('skips blank and whitespace-only lines', async () => {
    expect(await collect(readNdjson(chunked(['\n{"a":1}\n\n  \n\t\r\n{"a":2}\n\n']).stream))).toEqual([
      { a: 1 },
      { a: 2 },
    ]);
  });

  it('throws StreamParseError after the good lines: its line, and a snippet of 200 characters at most', async () => {
    const bad = `{"ab":"${'word '.repeat(60)}`;
    const { items, error } = await collectUntilError(readNdjson(chunked(['{"a":1}\n\n', `${bad}\n{"a":2}\n`]).stream));
    expect(items).toEqual([{ a: 1 }]);
    expect(error).toBeInstanceOf(StreamParseError);
    expect(error).toBeInstanceOf(WdpError);
    const parseError = error as StreamParseError;
    expect(parseError.line).toBe(3);
    expect(parseError.snippet).toBe(bad.slice(0, 197)); // `wor|d` at 200: the word the cut would split is left out
    expect(parseError.message).toMatch(/^Line 3 of the NDJSON stream is not valid JSON \(/);
    expect(parseError.toJSON()).toMatchObject({ name: 'StreamParseError', line: 3 });
  });

  it('cancels the body when it throws on a malformed line', async () => {
    const source = chunked(['oops\n', '{"a":1}\n'], { end: false });
    await expect(collect(readNdjson(source.stream))).rejects.toBeInstanceOf(StreamParseError);
    expect(source.cancel).toHaveBeenCalledTimes(1);
    expect(source.stream.locked).toBe(false);
  });

  it("skips malformed lines with onMalformed: 'skip'", async () => {
    expect(
      await collect(readNdjson(chunked(['{"a":1}\n{oops\n', '[\n{"a":2}\n']).stream, { onMalformed: 'skip' })),
    ).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('reports a body cut off mid-line as StreamTruncatedError, neither dropping nor parsing the rest', async () => {
    const { items, error } = await collectUntilError(readNdjson(chunked(['{"a":1}\n{"a":2}\n{"a":', '3']).stream));
    expect(items).toEqual([{ a: 1 }, { a: 2 }]);
    expect(error).toBeInstanceOf(StreamTruncatedError);
    expect(error).toMatchObject({ line: 3, snippet: '{"a":3' });
    // Even a fragment that happens to be valid JSON is reported: the line may have been longer.
    const { error: scalar } = await collectUntilError(readNdjson(chunked(['1\n2']).stream));
    expect(scalar).toBeInstanceOf(StreamTruncatedError);
  });

  it('ends cleanly at a final newline, and on an empty body', async () => {
    expect(await collect(readNdjson(chunked(['{"a":1}\n']).stream))).toEqual([{ a: 1 }]);
    expect(await collect(readNdjson(chunked([]).stream))).toEqual([]);
  });

  it('bounds the line length', async () => {
    const { error } = await collectUntilError(
      readNdjson(chunked([`{"a":"${'x'.repeat(50)}"}\n`]).stream, { maxLineLength: 20 }),
    );
    expect(error).toBeInstanceOf(StreamLineTooLongError);
  });

  it('times out when the body goes silent, and rethrows the caller’s abort reason', async () => {
    await expect(
      collect(readNdjson(chunked(['{"a":1}\n'], { end: false }).stream, { idleTimeout: 10 })),
    ).rejects.toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const source = chunked(['{"a":1}\n'], { end: false });
    const reason = new Error('user gave up');
    const iterator = readNdjson(source.stream, { signal: controller.signal });
    expect(await iterator.next()).toEqual({ done: false, value: { a: 1 } });
    const pending = iterator.next();
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(source.cancel).toHaveBeenCalledWith(reason);
    expect(source.stream.locked).toBe(false);
  });

  it('after a chunk whose lines could not be parsed at once, tries that less and less often', async () => {
    // 64 chunks, each with a malformed line that starts with `{`: every chunk's one-call parse would fail.
    const chunks = Array.from({ length: 64 }, (_, i) => `{"a":${i}}\n{"b":\n{"c":${i}}\n`);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const values = await collect(readNdjson(chunked(chunks).stream, { onMalformed: 'skip' }));
      expect(values).toHaveLength(128);
      const blocks = parse.mock.calls.filter(([text]) => text.startsWith('['));
      expect(blocks.length).toBeLessThanOrEqual(7); // chunks 1, 3, 7, 15, 31 and 63 of the 64
    } finally {
      parse.mockRestore();
    }
  });

  it('rejects bad options before reading', () => {
    expect(() => readNdjson(chunked([]).stream, { onMalformed: 'ignore' as 'skip' })).toThrow(InvalidArgumentError);
    expect(() => readNdjson(chunked([]).stream, { idleTimeout: -1 })).toThrow(InvalidArgumentError);
  });
});
