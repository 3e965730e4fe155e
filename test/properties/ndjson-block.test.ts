import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { BatchIterator } from '../../src/streaming/batches.js';
import { StreamLineTooLongError, StreamParseError, StreamTruncatedError } from '../../src/streaming/errors.js';
import type { JsonStreamOptions } from '../../src/streaming/json-stream.js';
import { defaultMaxLineLength } from '../../src/streaming/lines.js';
import { ndjsonSource } from '../../src/streaming/ndjson.js';
import { chunked, collectUntilError, encoder, splitAt } from '../helpers/streams.js';
import { cutsArb, cutsWithin, jsonValue, propertyTimeout, runs, wellFormedUnit } from './arbitraries.js';

vi.setConfig({ testTimeout: propertyTimeout });

/** A value `map` refuses, as a validating map refuses a line that is not a log line. */
class Refused extends Error {
  override name = 'Refused';
}

const refuse = (value: unknown): unknown => {
  if (typeof value === 'object' && value !== null && 'refuse' in value) throw new Refused(JSON.stringify(value));
  return value;
};

interface Outcome {
  items: unknown[];
  error: { name: string; line?: number; message: string } | undefined;
}

const outcomeOf = (items: unknown[], error: unknown): Outcome => ({
  items,
  error:
    error === undefined
      ? undefined
      : error instanceof StreamParseError
        ? { name: error.name, line: error.line, message: error.message }
        : { name: (error as Error).name, message: (error as Error).message },
});

/**
 * What reading `body` as NDJSON gives, a line at a time: the lines split on `\r\n`, `\r` or `\n`, each parsed
 * alone (blank ones skipped, malformed ones skipped or thrown), each value through `refuse`; a last line without
 * an ending is a truncated stream; a line over `maxLineLength` throws.
 */
function reference(body: string, options: JsonStreamOptions): Outcome {
  const text = new TextDecoder().decode(encoder.encode(body));
  const max = options.maxLineLength ?? defaultMaxLineLength;
  const lines = text.split(/\r\n|\r|\n/);
  const last = lines.pop() ?? '';
  const items: unknown[] = [];
  const fail = (error: Error) => outcomeOf(items, error);
  for (const [i, line] of lines.entries()) {
    if (line.length > max) return fail(new StreamLineTooLongError(i + 1, line, max));
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      if (options.onMalformed === 'skip' || line.trim() === '') continue;
      return fail(StreamParseError.malformed('NDJSON', i + 1, line, (error as Error).message));
    }
    try {
      items.push(refuse(value));
    } catch (error) {
      return fail(error as Error);
    }
  }
  const n = lines.length + 1;
  if (last.length > max) return fail(new StreamLineTooLongError(n, last, max));
  if (last !== '') return fail(new StreamTruncatedError('NDJSON', n, last));
  return outcomeOf(items, undefined);
}

async function read(chunks: Uint8Array[], options: JsonStreamOptions): Promise<Outcome> {
  const { items, error } = await collectUntilError(
    new BatchIterator(ndjsonSource(chunked(chunks).stream, options, refuse)),
  );
  return outcomeOf(items, error);
}

const object = fc
  .dictionary(fc.string({ unit: wellFormedUnit, maxLength: 4 }), jsonValue(2, wellFormedUnit), { maxKeys: 4 })
  .map((value) => JSON.stringify(value));
/** Lines of JSON objects, mostly; and what is not: blank, padded, cut in two, two on a line, refused, long. */
const line = fc.oneof(
  { arbitrary: object, weight: 12 },
  { arbitrary: fc.constantFrom('', ' ', '\t', '{}', '{"refuse":1}', '[1]', '7', '"s"', 'null'), weight: 2 },
  { arbitrary: object.map((json) => ` ${json}`), weight: 1 },
  { arbitrary: fc.tuple(object, object).map(([a, b]) => `${a},${b}`), weight: 1 },
  { arbitrary: fc.nat({ max: 90 }).map((n) => JSON.stringify({ long: 'x'.repeat(n) })), weight: 1 },
);
/** `json` cut in two lines where it has a comma (the comma dropped), else anywhere. */
const cutInTwo = (json: string, at: number): string[] => {
  const commas = [...json.matchAll(/,/g)].map((match) => match.index);
  const comma = commas[at % (commas.length || 1)];
  if (comma !== undefined) return [json.slice(0, comma), json.slice(comma + 1)];
  const cut = 1 + (at % (json.length - 1));
  return [json.slice(0, cut), json.slice(cut)];
};
/**
 * Lines that join into valid JSON of as many values, not one per line: an object cut in two (between its members,
 * in a nested array, in a string), then two objects on one line.
 */
const joinable = fc
  .tuple(
    fc.oneof(object, fc.constantFrom('{"a":1,"b":2}', '{"a":[{"b":1},{"c":2}]}', '{"a":"x,{","b":1}')),
    fc.nat(),
    object,
    object,
  )
  .map(([json, at, a, b]) => [...cutInTwo(json, at), `${a},${b}`]);
const group = fc.oneof({ arbitrary: line.map((text) => [text]), weight: 8 }, { arbitrary: joinable, weight: 1 });
const ending = fc.constantFrom('\n', '\n', '\n', '\n', '\r\n', '\r');
// Filler lines ahead of the generated ones: over one 64 KiB decode piece, or over 1,024 lines in one piece.
const filler = fc.constantFrom(
  '',
  Array.from({ length: 600 }, (_, i) => `${JSON.stringify({ i, pad: 'é'.repeat(100) })}\n`).join(''),
  '{"i":0}\n'.repeat(1100),
);

describe('readNdjson: a chunk of lines parsed at once gives what parsing each line gives', () => {
  it('the same values, then the same error (type, line, message), for any body, chunking and options', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          bom: fc.boolean(),
          filler,
          lines: fc.array(fc.record({ texts: group, ending }), { maxLength: 14 }),
          last: fc.constantFrom('', '', '{"cut":', '{}'),
          onMalformed: fc.constantFrom('error' as const, 'skip' as const),
          maxLineLength: fc.constantFrom(undefined, undefined, 60),
        }),
        cutsArb,
        async ({ bom, filler: head, lines, last, onMalformed, maxLineLength }, cuts) => {
          const middle = lines.flatMap(({ texts, ending: end }) => texts.map((text) => text + end)).join('');
          const body = `${bom ? '\ufeff' : ''}${head}${middle}${last}`;
          const options = { onMalformed, maxLineLength };
          const expected = reference(body, options);
          const bytes = encoder.encode(body);
          const whole = await read([bytes], options);
          if (JSON.stringify(whole) !== JSON.stringify(expected)) expect(whole).toEqual(expected);
          const cut = await read(splitAt(bytes, cutsWithin(cuts, bytes.length)), options);
          if (JSON.stringify(cut) !== JSON.stringify(expected)) expect(cut).toEqual(expected);
        },
      ),
      runs,
    );
  });
});
