import { describe, expect, expectTypeOf, it } from 'vitest';
import { StreamLineTooLongError, StreamParseError, StreamTruncatedError } from '../../src/streaming/errors.js';
import { readSse, type SseEvent } from '../../src/streaming/sse.js';
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
const expected = [
  { data: { sequence: 0, message: 'héllo' }, id: '0' },
  { data: { sequence: 1, message: 'two data lines' }, id: '1' },
  { data: { ignored: true }, event: 'ping' },
  { data: { sequence: 2 }, id: '2', retry: 1000 },
];

describe('readSse', () => {
  it('gives each event (JSON data, id, event type, retry) for every split of the body into two chunks', async () => {
    for (let cut = 0; cut <= body.length; cut++) {
      expect(await collect(readSse(chunked(splitAt(body, [cut])).stream)), `cut at ${cut}`).toEqual(expected);
    }
  });

  it('reads the frames as the mock writes them (id, data, blank line)', async () => {
    const lines = [0, 1, 2].map(
      (sequence) => `id: ${sequence}\ndata: ${JSON.stringify({ sequence, level: 'INFO' })}\n\n`,
    );
    expect(await collect(readSse(chunked(lines).stream))).toEqual(
      [0, 1, 2].map((sequence) => ({ data: { sequence, level: 'INFO' }, id: String(sequence) })),
    );
  });

  it('throws StreamParseError naming the line the malformed frame starts on', async () => {
    const { items, error } = await collectUntilError(
      readSse(chunked(['data: {"a":1}\n\n', 'id: 7\ndata: {broken\n\n', 'data: {"a":2}\n\n']).stream),
    );
    expect(items).toEqual([{ data: { a: 1 } }]);
    expect(error).toBeInstanceOf(StreamParseError);
    expect(error).toMatchObject({ line: 3, snippet: '{broken' });
    expect((error as Error).message).toMatch(/^Line 3 of the SSE stream is not valid JSON/);
  });

  it("skips malformed frames with onMalformed: 'skip'", async () => {
    const stream = chunked(['data: {"a":1}\n\n', 'data: {broken\n\n', 'data: {"a":2}\n\n']).stream;
    expect(await collect(readSse(stream, { onMalformed: 'skip' }))).toEqual([{ data: { a: 1 } }, { data: { a: 2 } }]);
  });

  it('reports a frame cut off before its blank line, or mid-line, as StreamTruncatedError', async () => {
    const cutFrame = await collectUntilError(readSse(chunked(['data: {"a":1}\n\n', 'id: 2\ndata: {"a":2}\n']).stream));
    expect(cutFrame.items).toEqual([{ data: { a: 1 } }]);
    expect(cutFrame.error).toBeInstanceOf(StreamTruncatedError);
    expect(cutFrame.error).toMatchObject({ line: 3, snippet: 'id: 2' });
    const cutLine = await collectUntilError(readSse(chunked(['data: {"a":1}\n\n', 'data: {"a"']).stream));
    expect(cutLine.error).toBeInstanceOf(StreamTruncatedError);
    expect(cutLine.error).toMatchObject({ line: 3, snippet: 'data: {"a"' });
    expect(await collect(readSse(chunked(['data: {"a":1}\n\n: bye\n']).stream))).toEqual([{ data: { a: 1 } }]);
  });

  it('bounds a frame of many data lines by maxLineLength', async () => {
    const many = `${Array.from({ length: 10 }, () => 'data: 1234567890').join('\n')}\n\n`;
    const { error } = await collectUntilError(readSse(chunked([many]).stream, { maxLineLength: 50 }));
    expect(error).toBeInstanceOf(StreamLineTooLongError);
    expect(error).toMatchObject({ line: 1 });
  });

  it('reads fields as the SSE standard does: bare names, no space, event types, unknown fields', async () => {
    const text = [
      'data\ndata:{"a":\ndata:  1}\n\n', // a bare `data` adds an empty line; only one space after the colon is dropped
      'event: message\nfoo: bar\ndata: {"b":2}\n\n',
      'event:\ndata: {"c":3}\n\n', // an empty event type is a message
      'event: other\ndata: {"d":4}\n\n',
      'event: ping\n\ndata: {"e":5}\n\n', // the event type ends with its frame
    ].join('');
    expect(await collect(readSse(chunked([text]).stream))).toEqual([
      { data: { a: 1 } },
      { data: { b: 2 }, event: 'message' },
      { data: { c: 3 } },
      { data: { d: 4 }, event: 'other' },
      { data: { e: 5 } },
    ]);
  });

  it('keeps id, event and retry per frame: retry from a frame without data goes with the next event', async () => {
    const text = [
      'retry: 3000\n\n', // a reconnection delay on its own
      'id: 7\nevent: log\ndata: {"a":1}\n\n',
      'data: {"b":2}\n\n', // id and type do not carry over to the next frame
      'retry: soon\nid\ndata: {"c":3}\n\n', // a retry that is not digits is ignored; a bare id is the empty id
      'id: 8\nretry: 10\n\n', // no data: no event, and its id is gone with it
      'event: done\ndata: {"d":4}\n\n',
    ].join('');
    const events = await collect(readSse(chunked([text]).stream));
    expect(events).toEqual([
      { data: { a: 1 }, id: '7', event: 'log', retry: 3000 },
      { data: { b: 2 } },
      { data: { c: 3 }, id: '' },
      { data: { d: 4 }, event: 'done', retry: 10 },
    ]);
    expect(events.map((event) => Object.keys(event).sort())).toEqual([
      ['data', 'event', 'id', 'retry'],
      ['data'],
      ['data', 'id'],
      ['data', 'event', 'retry'],
    ]);
    expectTypeOf(events).toEqualTypeOf<SseEvent[]>();
  });

  it('ignores an id holding a NUL character, as the standard does, keeping the id before it', async () => {
    const text = 'id: 1\nid: a\u0000b\ndata: {"a":1}\n\nid: a\u0000b\ndata: {"b":2}\n\n';
    expect(await collect(readSse(chunked([text]).stream))).toEqual([{ data: { a: 1 }, id: '1' }, { data: { b: 2 } }]);
  });

  it('leaves comments out wherever they are: between frames, inside one, alone, with or without a space', async () => {
    const text = [
      ':\n: hello\n\n',
      'id: 1\n: inside a frame\ndata: {"a":\n:between data lines\ndata: 1}\n\n',
      ': a keep-alive ping with no frame after it\n',
    ].join('');
    expect(await collect(readSse(chunked([text]).stream))).toEqual([{ data: { a: 1 }, id: '1' }]);
    expect(await collect(readSse(chunked([': only comments\n', ':\n\n']).stream))).toEqual([]);
  });

  it('names the first line of the frame, not a comment before it, when the frame is cut off', async () => {
    const { items, error } = await collectUntilError(
      readSse(chunked(['data: {"a":1}\n\n: note\n', 'event: log\ndata: {"a":2}\n']).stream),
    );
    expect(items).toEqual([{ data: { a: 1 } }]);
    expect(error).toBeInstanceOf(StreamTruncatedError);
    expect(error).toMatchObject({ line: 4, snippet: 'event: log' });
  });

  it('reads JSON data of any kind, and refuses a frame of many short data lines over maxLineLength', async () => {
    const text = 'data: 42\n\ndata: "text"\n\ndata: null\n\ndata: [1,\ndata: 2]\n\n';
    expect((await collect(readSse(chunked([text]).stream))).map((event) => event.data)).toEqual([
      42,
      'text',
      null,
      [1, 2],
    ]);
    const parts = ['[', ...Array.from({ length: 30 }, () => '0,'), '0]'];
    const size = parts.join('\n').length; // the frame's data, lines joined by newlines
    const frame = `id: 1\n${parts.map((part) => `data: ${part}\n`).join('')}\n`;
    expect(await collect(readSse(chunked([frame]).stream, { maxLineLength: size }))).toHaveLength(1);
    const { error } = await collectUntilError(readSse(chunked([`: hi\n${frame}`]).stream, { maxLineLength: size - 1 }));
    expect(error).toBeInstanceOf(StreamLineTooLongError);
    expect(error).toMatchObject({ line: 2, snippet: 'id: 1', maxLineLength: size - 1 });
  });

  it('cancels the body on break', async () => {
    const source = chunked(['data: 1\n\n', 'data: 2\n\n'], { end: false });
    for await (const { data } of readSse(source.stream)) if (data === 1) break;
    expect(source.cancel).toHaveBeenCalledTimes(1);
    expect(source.stream.locked).toBe(false);
  });
});
