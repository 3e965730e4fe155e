import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { StreamTruncatedError } from '../../src/streaming/errors.js';
import { readLines } from '../../src/streaming/lines.js';
import { readNdjson } from '../../src/streaming/ndjson.js';
import { readSse } from '../../src/streaming/sse.js';
import { chunked, collect, collectUntilError, encoder, splitAt } from '../helpers/streams.js';
import { cutsArb, cutsWithin, jsonValue, propertyTimeout, runs, wellFormedUnit } from './arbitraries.js';

vi.setConfig({ testTimeout: propertyTimeout });

type Ending = '\n' | '\r\n' | '\r';
interface RawLine {
  text: string;
  ending: Ending;
}

/** Line text: any well-formed text (multi-byte UTF-8, U+2028, NEL, NUL...) without CR or LF. */
const lineText = fc.string({ unit: wellFormedUnit.filter((unit) => !/[\r\n]/.test(unit)), maxLength: 12 });
const ending = fc.constantFrom<Ending>('\n', '\r\n', '\r');
const rawLine = (text: fc.Arbitrary<string>) => fc.record({ text, ending });

/** Joins lines with their endings. A lone '\r' before an empty '\n' line would read as one '\r\n': written so then. */
function join(lines: readonly RawLine[], last = ''): string {
  return (
    lines
      .map(({ text, ending: end }, i) => {
        const next = lines[i + 1];
        return text + (end === '\r' && next?.text === '' && next.ending !== '\r' ? '\r\n' : end);
      })
      .join('') + last
  );
}

/** The body as bytes, cut at the given points (empty chunks included), as a stream handing out one chunk per pull. */
const chunksOf = (body: string, cuts: readonly number[]) => {
  const bytes = encoder.encode(body);
  return {
    whole: () => chunked([bytes]).stream,
    cut: () => chunked(splitAt(bytes, cutsWithin(cuts, bytes.length))).stream,
  };
};

// TextDecoder drops a UTF-8 BOM at the very start of a stream (the Encoding standard's "decode"): so do expected lines.
const withoutBom = (lines: string[]): string[] =>
  lines.length && lines[0]?.startsWith('\ufeff') ? [lines[0].slice(1), ...lines.slice(1)] : lines;

/**
 * `expect(actual).toEqual(expected)` for a thousand lines, its cost (most of a case's) paid only when they differ:
 * lines with the same JSON text are equal (strings and whole numbers), and toEqual then says how they differ.
 */
function expectSameLines(actual: readonly unknown[], expected: readonly unknown[]): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

describe('readLines: the same lines however the bytes are chunked', () => {
  it('gives the expected lines, numbered from 1, for any chunking, and the same as one whole chunk', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rawLine(lineText), { maxLength: 12 }),
        fc.option(
          lineText.filter((t) => t !== ''),
          { nil: undefined },
        ),
        cutsArb,
        async (lines, last, cuts) => {
          const body = chunksOf(join(lines, last), cuts);
          const texts = withoutBom([...lines.map((line) => line.text), ...(last === undefined ? [] : [last])]);
          // a lone unterminated BOM is no line
          if (texts.length === 1 && lines.length === 0 && texts[0] === '') texts.pop();
          const expected = texts.map((text, i) => ({ text, number: i + 1 }));
          const whole = await collect(readLines(body.whole()));
          expect(whole).toEqual(expected);
          expect(await collect(readLines(body.cut()))).toEqual(whole);
        },
      ),
      runs,
    );
  });

  // 1,023 filler lines of 64 bytes and a pad line put the generated lines across byte 65,536 (where one big chunk is
  // decoded in two pieces) and past line 1,024 (where a chunk's lines are handed out in two batches).
  const filler = Array.from({ length: 1023 }, () => `${'é'.repeat(31)}x`);
  it('the same across the 64 KiB decode piece and the 1,024-line batch of one big chunk', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 60 }),
        fc.array(rawLine(lineText), { minLength: 1, maxLength: 12 }),
        cutsArb,
        async (pad, lines, cuts) => {
          const all = [
            ...filler.map((text) => ({ text, ending: '\n' as const })),
            { text: '-'.repeat(pad), ending: '\n' as const },
            ...lines,
          ];
          const body = chunksOf(join(all), cuts);
          const expected = all.map((line, i) => ({ text: line.text, number: i + 1 }));
          const whole = await collect(readLines(body.whole()));
          expectSameLines(whole, expected);
          expectSameLines(await collect(readLines(body.cut())), whole);
        },
      ),
      runs,
    );
  });
});

// JSON values with any strings: JSON.stringify escapes CR and LF, leaves U+2028 and multi-byte characters raw.
const value = jsonValue(3, wellFormedUnit);
const blank = fc.constantFrom('', ' ', '\t', '  \t ');
const pad = fc.constantFrom('', ' ', '\t ');

describe('readNdjson: the same values however the bytes are chunked', () => {
  const ndjsonLines = fc.array(
    fc.oneof(
      { arbitrary: fc.record({ value, before: pad, after: pad, ending }), weight: 4 },
      { arbitrary: fc.record({ blank, ending }), weight: 1 },
    ),
    { maxLength: 10 },
  );
  const toRaw = (
    line: { value: unknown; before: string; after: string; ending: Ending } | { blank: string; ending: Ending },
  ): RawLine =>
    'blank' in line
      ? { text: line.blank, ending: line.ending }
      : { text: line.before + JSON.stringify(line.value) + line.after, ending: line.ending };
  const valuesOf = (lines: readonly ({ value: unknown } | { blank: string })[]) =>
    lines.flatMap((line) => ('value' in line ? [line.value] : []));

  it('gives the values of the lines (blank ones skipped) for any chunking, the same as one whole chunk', async () => {
    await fc.assert(
      fc.asyncProperty(ndjsonLines, cutsArb, async (lines, cuts) => {
        const body = chunksOf(join(lines.map(toRaw)), cuts);
        const whole = await collect(readNdjson(body.whole()));
        expect(whole).toEqual(valuesOf(lines));
        expect(await collect(readNdjson(body.cut()))).toEqual(whole);
      }),
      runs,
    );
  });

  it('a last value without a line ending: the values before it, then StreamTruncatedError, any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(ndjsonLines, value, cutsArb, async (lines, last, cuts) => {
        const body = chunksOf(join(lines.map(toRaw), JSON.stringify(last)), cuts);
        const { items, error } = await collectUntilError(readNdjson(body.cut()));
        expect(items).toEqual(valuesOf(lines));
        expect(error).toBeInstanceOf(StreamTruncatedError);
      }),
      runs,
    );
  });
});

describe('readSse: the same events however the bytes are chunked', () => {
  const frame = fc.record(
    {
      value,
      multiline: fc.boolean(), // data split over several `data:` lines (pretty-printed JSON)
      space: fc.boolean(), // `data: x` or `data:x`
      event: fc.constantFrom('message', 'ping', 'log', 'Message'),
      id: fc.string({ unit: 'grapheme-ascii', maxLength: 6 }),
      comment: fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
      retry: fc.nat({ max: 5000 }),
    },
    { requiredKeys: ['value', 'multiline', 'space'] },
  );
  type Frame = typeof frame extends fc.Arbitrary<infer F> ? F : never;
  const frameLines = (f: Frame): string[] => {
    const json = f.multiline ? JSON.stringify(f.value, null, 1) : JSON.stringify(f.value);
    return [
      ...(f.comment === undefined ? [] : [`:${f.comment}`]),
      ...(f.id === undefined ? [] : [`id: ${f.id}`]),
      ...(f.event === undefined ? [] : [`event: ${f.event}`]),
      ...(f.retry === undefined ? [] : [`retry: ${f.retry}`]),
      ...json.split('\n').map((part) => `data:${f.space ? ' ' : ''}${part}`),
      '',
    ];
  };
  /** The event a frame gives: its data, with the id, event type and retry it names. */
  const eventOf = (f: Frame) => ({
    data: f.value,
    ...(f.id === undefined ? {} : { id: f.id }),
    ...(f.event === undefined ? {} : { event: f.event }),
    ...(f.retry === undefined ? {} : { retry: f.retry }),
  });

  it('gives the events (data, id, type, retry) for any chunking and line endings, as one whole chunk', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(frame, { maxLength: 6 }),
        fc.array(ending, { minLength: 1, maxLength: 8 }),
        cutsArb,
        async (frames, endings, cuts) => {
          const texts = frames.flatMap(frameLines);
          const body = chunksOf(
            join(texts.map((text, i) => ({ text, ending: endings[i % endings.length] ?? '\n' }))),
            cuts,
          );
          const whole = await collect(readSse(body.whole()));
          expect(whole).toStrictEqual(frames.map(eventOf));
          expect(await collect(readSse(body.cut()))).toEqual(whole);
        },
      ),
      runs,
    );
  });

  it('a frame cut before its blank line: the events before it, then StreamTruncatedError, any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { maxLength: 4 }), frame, ending, cutsArb, async (frames, last, end, cuts) => {
        const lines = [...frames.flatMap(frameLines), ...frameLines(last).slice(0, -1)];
        const body = chunksOf(join(lines.map((text) => ({ text, ending: end }))), cuts);
        const { items, error } = await collectUntilError(readSse(body.cut()));
        expect(items).toStrictEqual(frames.map(eventOf));
        expect(error).toBeInstanceOf(StreamTruncatedError);
      }),
      runs,
    );
  });
});
