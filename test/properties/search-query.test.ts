import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Client, InvalidArgumentError } from '../../src/index.js';
import { type SearchFilters, searchQuery } from '../../src/search/query.js';
import { propertyTimeout, runs, wellFormedUnit, whitespace } from './arbitraries.js';

vi.setConfig({ testTimeout: propertyTimeout });

const hasSpace = /\s/;
const filterPrefix = /^(?:in|tag):/;

/** A well-formed unit without whitespace, with the filter syntax characters often. */
const nameUnit = fc
  .oneof(fc.constantFrom(':', '#', 'in:', 'tag:', 'in', 'tag'), wellFormedUnit)
  .filter((unit) => !hasSpace.test(unit));
/** A channel or bare tag name: non-empty, no whitespace. */
const name = fc.string({ unit: nameUnit, minLength: 1, maxLength: 10 });
/** A tag as a caller writes it: with or without one leading '#'. */
const bareTag = (written: string): string => (written.startsWith('#') ? written.slice(1) : written);
const tag = fc
  .tuple(fc.boolean(), name)
  .map(([hash, bare]) => (hash ? `#${bare}` : bare))
  .filter((written) => bareTag(written) !== '');

/** Free text: words that are not filters, separated and surrounded by any whitespace. */
const word = name.filter((w) => !filterPrefix.test(w));
const gap = fc.string({ unit: fc.constantFrom(...whitespace), minLength: 1, maxLength: 3 });
const text = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...whitespace), maxLength: 2 }),
    fc.array(fc.tuple(word, gap), { maxLength: 5 }),
    word,
  )
  .map(([lead, words, last]) => lead + words.map(([w, g]) => w + g).join('') + last);
const maybeText = fc.oneof(text, gap, fc.constant(''));

/** One name as a string, or a list of them. */
const oneOrMany = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.array(arb, { maxLength: 4 }));
const filters: fc.Arbitrary<SearchFilters> = fc.record(
  { text: maybeText, channels: oneOrMany(name), tags: oneOrMany(tag) },
  { requiredKeys: [] },
);

/** Reads a `q` back: split on spaces, `in:` tokens are channels, `tag:` tokens tags, the rest the text. */
function parse(q: string): { text: string; channels: string[]; tags: string[] } {
  const out = { text: [] as string[], channels: [] as string[], tags: [] as string[] };
  for (const token of q.split(' ')) {
    if (token.startsWith('in:')) out.channels.push(token.slice(3));
    else if (token.startsWith('tag:')) out.tags.push(token.slice(4));
    else out.text.push(token);
  }
  return { text: out.text.join(' '), channels: out.channels, tags: out.tags };
}

const list = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T];

function expected(query: SearchFilters) {
  return { text: (query.text ?? '').trim(), channels: list(query.channels), tags: list(query.tags).map(bareTag) };
}

describe('searchQuery() round-trips', () => {
  it(
    'parsing q back gives the same text, channels and tags (tags without their "#"), ' +
      'or throws when there is nothing',
    () => {
      fc.assert(
        fc.property(filters, (query) => {
          const want = expected(query);
          if (want.text === '' && want.channels.length === 0 && want.tags.length === 0) {
            expect(() => searchQuery(query)).toThrow(InvalidArgumentError);
            return;
          }
          const q = searchQuery(query);
          expect(q).toBe(q.trim());
          expect(parse(q)).toEqual(want);
          // the text comes first, then the channels, then the tags
          const filtersStart = want.text === '' ? 0 : want.text.split(' ').length;
          expect(q.split(' ').slice(filtersStart)).toEqual([
            ...want.channels.map((c) => `in:${c}`),
            ...want.tags.map((t) => `tag:${t}`),
          ]);
        }),
        runs,
      );
    },
  );

  it('a raw string q is sent as given unless it is blank', () => {
    fc.assert(
      fc.property(fc.oneof(text, gap), (q) => {
        if (q.trim() === '') expect(() => searchQuery(q)).toThrow(InvalidArgumentError);
        else expect(searchQuery(q)).toBe(q);
      }),
      runs,
    );
  });
});

describe('searchQuery() refuses bad names', () => {
  /** An empty name, or a name with whitespace somewhere in it. */
  const badName = fc.oneof(
    fc.constant(''),
    fc
      .tuple(
        fc.string({ unit: nameUnit, maxLength: 4 }),
        fc.constantFrom(...whitespace),
        fc.string({ unit: nameUnit, maxLength: 4 }),
      )
      .map(([a, s, b]) => a + s + b),
  );
  const badTag = fc.oneof(
    badName,
    badName.map((bad) => `#${bad}`),
  );

  const misplaced = fc.oneof(
    badName.map((bad) => ['channels', bad] as const),
    badTag.map((bad) => ['tags', bad] as const),
  );

  it('throws InvalidArgumentError whenever one channel or tag name is empty or holds whitespace', () => {
    fc.assert(
      fc.property(
        fc.record({
          text: maybeText,
          channels: fc.array(name, { maxLength: 3 }),
          tags: fc.array(tag, { maxLength: 3 }),
        }),
        misplaced,
        fc.nat(),
        (query, [kind, bad], at) => {
          const names: string[] = [...query[kind]];
          names.splice(at % (names.length + 1), 0, bad);
          expect(() => searchQuery({ ...query, [kind]: names })).toThrow(InvalidArgumentError);
          expect(() => searchQuery({ text: 'x', [kind]: bad })).toThrow(InvalidArgumentError);
        },
      ),
      runs,
    );
  });
});

describe('through the client, on the wire', () => {
  it('search.datasets sends q=searchQuery(filters), decoded exactly, to the baseUrl host', async () => {
    const urls: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response(null, { status: 204 });
    };
    const client = new Client({
      baseUrl: 'https://wdp.test',
      auth: 'tok',
      fetch,
      retry: 0,
      logLevel: 'off',
      validation: 'off',
    });
    await fc.assert(
      fc.asyncProperty(filters, async (query) => {
        const want = expected(query);
        fc.pre(want.text !== '' || want.channels.length > 0 || want.tags.length > 0);
        urls.length = 0;
        await client.search.datasets('ws', query);
        const url = new URL(urls[0] ?? '');
        expect(url.host).toBe('wdp.test');
        expect(url.pathname).toBe('/api/workspaces/ws/search');
        expect(url.searchParams.getAll('q')).toEqual([searchQuery(query)]);
        expect(parse(url.searchParams.get('q') ?? '')).toEqual(want);
      }),
      runs,
    );
  });
});

// Found next to the properties (same cause as the path counterexamples):
// a query value is encoded with encodeURIComponent.
describe('known counterexamples', () => {
  it(
    'search.datasets with the channel name "a\\ud800" ' +
      'rejects with InvalidArgumentError (not URIError) before any request',
    async () => {
      const fetch: typeof globalThis.fetch = () => Promise.reject(new Error('no request expected'));
      const client = new Client({ baseUrl: 'https://wdp.test', auth: 'tok', fetch, retry: 0, logLevel: 'off' });
      await expect((async () => client.search.datasets('ws', { channels: 'a\ud800' }))()).rejects.toThrow(
        InvalidArgumentError,
      );
    },
  );
});
