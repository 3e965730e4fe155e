import { describe, expect, it } from 'vitest';
import { StreamLineTooLongError, StreamParseError, StreamTruncatedError } from '../../src/streaming/errors.js';
import { readSse } from '../../src/streaming/sse.js';
import { chunked, collect, collectUntilError, encoder, splitAt } from '../helpers/streams.js';

const frames = [
  ': keep-alive comment\n\n',
  'id: 0\ndata: {"sequence":0,"message":"héllo"}\n\n',
  'id: 1\r\ndata: {"sequence":1,\r\ndata: "message":"two data lines"}\r\n\r\n',
  'event: ping\ndata: {"ignored":true}\n\n',
  'retry: 1000\nid: 2\rdata:{"sequence":2}\r\r',
  'data:\n\n',
];
const body = encoder.encode(frames.join(''));
const expected = [{ sequence: 0, message: 'héllo' }, { sequence: 1, message: 'two data lines' }, { sequence: 2 }];

describe('readSse', () => {
  it('gives the JSON data of each message event for every split of the body into two chunks', async () => {
    for (let cut = 0; cut <= body.length; cut++) {
      expect(await collect(readSse(chunked(splitAt(body, [cut])).stream)), `cut at ${cut}`).toEqual(expected);
    }
  });

  it('reads the frames as the mock writes them (id, data, blank line)', async () => {
    const lines = [0, 1, 2].map(
      (sequence) => `id: ${sequence}\ndata: ${JSON.stringify({ sequence, level: 'INFO' })}\n\n`,
    );
    expect(await collect(readSse(chunked(lines).stream))).toEqual(
      [0, 1, 2].map((sequence) => ({ sequence, level: 'INFO' })),
    );
  });

  it('throws StreamParseError naming the line the malformed frame starts on', async () => {
    const { items, error } = await collectUntilError(
      readSse(chunked(['data: {"a":1}\n\n', 'id: 7\ndata: {broken\n\n', 'data: {"a":2}\n\n']).stream),
    );
    expect(items).toEqual([{ a: 1 }]);
    expect(error).toBeInstanceOf(StreamParseError);
    expect(error).toMatchObject({ line: 3, snippet: '{broken' });
    expect((error as Error).message).toMatch(/^Line 3 of the SSE stream is not valid JSON/);
  });

  it("skips malformed frames with onMalformed: 'skip'", async () => {
    const stream = chunked(['data: {"a":1}\n\n', 'data: {broken\n\n', 'data: {"a":2}\n\n']).stream;
    expect(await collect(readSse(stream, { onMalformed: 'skip' }))).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('reports a frame cut off before its blank line, or mid-line, as StreamTruncatedError', async () => {
    const cutFrame = await collectUntilError(readSse(chunked(['data: {"a":1}\n\n', 'id: 2\ndata: {"a":2}\n']).stream));
    expect(cutFrame.items).toEqual([{ a: 1 }]);
    expect(cutFrame.error).toBeInstanceOf(StreamTruncatedError);
    expect(cutFrame.error).toMatchObject({ line: 3, snippet: 'id: 2' });
    const cutLine = await collectUntilError(readSse(chunked(['data: {"a":1}\n\n', 'data: {"a"']).stream));
    expect(cutLine.error).toBeInstanceOf(StreamTruncatedError);
    expect(cutLine.error).toMatchObject({ line: 3, snippet: 'data: {"a"' });
    expect(await collect(readSse(chunked(['data: {"a":1}\n\n: bye\n']).stream))).toEqual([{ a: 1 }]);
  });

  it('bounds a frame of many data lines by maxLineLength', async () => {
    const many = `${Array.from({ length: 10 }, () => 'data: 1234567890').join('\n')}\n\n`;
    const { error } = await collectUntilError(readSse(chunked([many]).stream, { maxLineLength: 50 }));
    expect(error).toBeInstanceOf(StreamLineTooLongError);
    expect(error).toMatchObject({ line: 1 });
  });

  it('reads fields as the SSE standard does: bare names, no space, explicit message type, unknown fields', async () => {
    const text = [
      'data\ndata:{"a":\ndata:  1}\n\n', // a bare `data` adds an empty line; only one space after the colon is dropped
      'event: message\nfoo: bar\ndata: {"b":2}\n\n',
      'event:\ndata: {"c":3}\n\n', // an empty event type is a message
      'event: other\ndata: {"d":4}\n\n',
      'event: ping\n\ndata: {"e":5}\n\n', // the event type ends with its frame
    ].join('');
    expect(await collect(readSse(chunked([text]).stream))).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }, { e: 5 }]);
  });

  it('cancels the body on break', async () => {
    const source = chunked(['data: 1\n\n', 'data: 2\n\n'], { end: false });
    for await (const value of readSse(source.stream)) if (value === 1) break;
    expect(source.cancel).toHaveBeenCalledTimes(1);
    expect(source.stream.locked).toBe(false);
  });
});
