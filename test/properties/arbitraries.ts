import fc from 'fast-check';

/**
 * Every property runs at least this many cases;
 * fast-check prints the seed and the shrunk counterexample on failure.
 */
export const runs = { numRuns: 1000 } as const;

/**
 * A property's time limit, which only bounds a hang: 1,000 cases take 0.1-2.5 s here when idle, but up to 33 s on a
 * loaded 2-core machine (Web Crypto's work queues behind other processes' on libuv's pool).
 */
export const propertyTimeout = 180_000;

/** Characters that break URLs, query syntax, JSON or line splitting when handled carelessly. */
export const tricky = [
  '/',
  '?',
  '#',
  '%',
  '.',
  '..',
  '\\',
  '@',
  ':',
  ';',
  '&',
  '=',
  '+',
  '[',
  ']',
  '|',
  '~',
  '"',
  "'",
  '<',
  '>',
  '`',
  '{',
  '}',
  '%2e',
  '%2E',
  '%2F',
  '%00',
  '%',
  '%%',
  '%zz',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\v',
  '\f',
  '\0',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\u3000',
  '\ufeff',
  'é',
  'ß',
  '€',
  '日本',
  '😀',
  '\u{10ffff}',
  'e\u0301',
];

/** One well-formed piece of text: a tricky string, any code point, or any byte-range character. */
export const wellFormedUnit: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...tricky), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }), weight: 2 },
);

/** A lone UTF-16 surrogate: a valid JavaScript string unit that no UTF-8 byte sequence can represent. */
export const loneSurrogate: fc.Arbitrary<string> = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** Any JavaScript string unit, lone surrogates included. */
export const anyUnit: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: wellFormedUnit, weight: 8 },
  { arbitrary: loneSurrogate, weight: 1 },
);

/** Any well-formed string (no lone surrogates), up to `maxLength` units. */
export const wellFormedString = (maxLength = 12, minLength = 0): fc.Arbitrary<string> =>
  fc.string({ unit: wellFormedUnit, minLength, maxLength });

/** Any JavaScript string at all, up to `maxLength` units. */
export const anyString = (maxLength = 12, minLength = 0): fc.Arbitrary<string> =>
  fc.string({ unit: anyUnit, minLength, maxLength });

const loneSurrogateAt = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string is well-formed UTF-16 (`String.prototype.isWellFormed`, ES2024). */
export const isWellFormed = (text: string): boolean => !loneSurrogateAt.test(text);

/** Every character `/\s/` matches (what `searchQuery` refuses in a name). */
export const whitespace = [
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2005',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

/** Sorted cut points inside `0..length` (repeats allowed: they make empty chunks). */
export const cutsArb = fc.array(fc.nat(), { maxLength: 24 });
export const cutsWithin = (cuts: readonly number[], length: number): number[] =>
  cuts.map((cut) => cut % (length + 1)).sort((a, b) => a - b);

/** Any JSON value as it reads back from its own text (fc.jsonValue may give -0, which JSON writes as 0). */
export const jsonValue = (maxDepth: number, stringUnit: fc.Arbitrary<string>): fc.Arbitrary<unknown> =>
  fc.jsonValue({ maxDepth, stringUnit }).map((value): unknown => JSON.parse(JSON.stringify(value)));
