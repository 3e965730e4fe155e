import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ApiError, BadRequestError, InvalidArgumentError, ServerError, ValidationError } from '../../src/index.js';
import { msearchBody, msearchHeader, msearchQuery, msearchResult } from '../../src/search/msearch.js';
import type { MsearchQuery, MsearchText } from '../../src/search/msearch-schema.js';

const fields = ['title^3', 'description'];

describe('msearchQuery', () => {
  it('builds the cross_fields AND phrase_prefix shape of a search box, with size and <mark> highlighting', () => {
    const query = msearchQuery({ text: 'revenue q3', fields, size: 10, highlight: true });
    expect(JSON.stringify(query)).toBe(
      '{"query":{"bool":{"must":[{"bool":{"should":[' +
        '{"multi_match":{"fields":["title^3","description"],"query":"revenue q3","type":"cross_fields",' +
        '"operator":"and"}},' +
        '{"multi_match":{"fields":["title^3","description"],"query":"revenue q3","type":"phrase_prefix",' +
        '"operator":"and"}}' +
        '],"minimum_should_match":"1"}}]}},' +
        '"highlight":{"pre_tags":["<mark>"],"post_tags":["</mark>"],"fields":{"title":{},"description":{}},' +
        '"require_field_match":false},' +
        '"size":10}',
    );
  });

  it('trims the text, leaves out what was not asked for, and takes the types given', () => {
    expect(msearchQuery({ text: '  churn  ', fields: ['title'], types: ['phrase'] })).toEqual({
      query: {
        bool: {
          must: [
            {
              bool: {
                should: [{ multi_match: { fields: ['title'], query: 'churn', type: 'phrase', operator: 'and' } }],
                minimum_should_match: '1',
              },
            },
          ],
        },
      },
    });
    expect(
      msearchQuery({
        text: 'x',
        fields: ['title'],
        types: ['cross_fields', 'phrase', 'phrase_prefix'],
      }).query?.bool.must[0]?.bool.should.map((s) => s.multi_match.type),
    ).toEqual(['cross_fields', 'phrase', 'phrase_prefix']);
  });

  it('passes _source through and merges a highlight object over the defaults (boosts stripped, fields once)', () => {
    const query = msearchQuery({
      text: 'kpi',
      fields: ['title^2.5', 'title', 'tags'],
      highlight: { pre_tags: ['<b>'], require_field_match: true },
      _source: { includes: ['title', 'tags'], excludes: ['query'] },
    });
    expect(query.highlight).toEqual({
      pre_tags: ['<b>'],
      post_tags: ['</mark>'],
      fields: { title: {}, tags: {} },
      require_field_match: true,
    });
    expect(query._source).toEqual({ includes: ['title', 'tags'], excludes: ['query'] });
    expect(Object.keys(query)).toEqual(['query', 'highlight', '_source']);
    expect(
      msearchQuery({
        text: 'kpi',
        fields: ['title'],
        highlight: { fields: { description: { number_of_fragments: 0 } } },
      }).highlight?.fields,
    ).toEqual({
      description: { number_of_fragments: 0 },
    });
    expect(msearchQuery({ text: 'kpi', fields: ['title'], highlight: false }).highlight).toBeUndefined();
  });

  it('returns a valid raw query object as given (same object, same key order)', () => {
    const raw: MsearchQuery = {
      size: 5,
      _source: { excludes: ['visualisation'] },
      query: {
        bool: {
          must: [
            {
              bool: {
                should: [{ multi_match: { query: 'q3', fields: ['title'], type: 'cross_fields' } }],
                minimum_should_match: 1,
              },
            },
          ],
        },
      },
      highlight: { fields: { title: {} } },
    };
    expect(msearchQuery(raw)).toBe(raw);
    expect(msearchQuery({})).toEqual({});
    expect(msearchQuery({ size: 0 })).toEqual({ size: 0 });
  });

  it.each<[string, unknown, RegExp]>([
    ['a blank text', { text: '  ', fields }, /text: must not be blank/],
    ['no fields', { text: 'x', fields: [] }, /fields/],
    ['an empty field name', { text: 'x', fields: [''] }, /fields\.0/],
    ['an unknown type', { text: 'x', fields, types: ['best_fields'] }, /types\.0/],
    ['an unknown option', { text: 'x', fields, sise: 3 }, /sise/],
    ['a negative size', { text: 'x', fields, size: -1 }, /size/],
    ['an unknown key in a raw query', { heighlight: {} }, /heighlight/],
    [
      'a raw multi_match without fields',
      { query: { bool: { must: [{ bool: { should: [{ multi_match: { query: 'x', type: 'phrase' } }] } }] } } },
      /must\.0\.bool\.should\.0\.multi_match\.fields/,
    ],
    [
      'a raw multi_match with operator or',
      {
        query: {
          bool: {
            must: [{ bool: { should: [{ multi_match: { query: 'x', fields, type: 'phrase', operator: 'or' } }] } }],
          },
        },
      },
      /operator/,
    ],
    ['an empty should list', { query: { bool: { must: [{ bool: { should: [] } }] } } }, /should/],
    ['a fractional size', { size: 2.5 }, /size/],
    ['_source as a list', { _source: ['title'] }, /_source/],
    ['highlight without fields', { highlight: { pre_tags: ['<b>'] } }, /highlight\.fields/],
    ['a string', 'revenue', /expected object, received string/],
    ['null', null, /expected object, received null/],
  ])('rejects %s with InvalidArgumentError naming the field', (_what, query, message) => {
    expect(() => msearchQuery(query as MsearchQuery)).toThrow(InvalidArgumentError);
    expect(() => msearchQuery(query as MsearchQuery)).toThrow(message);
  });

  it('names the operation in its errors', () => {
    expect(() => msearchQuery({ size: -1 }, 'search.msearch')).toThrow(
      /^search\.msearch was given invalid input; nothing was sent\. size:/,
    );
  });

  it('is typed: a text search or a query object in, a query object out', () => {
    expectTypeOf(msearchQuery).parameter(0).toEqualTypeOf<MsearchQuery | MsearchText>();
    expectTypeOf(msearchQuery).returns.toEqualTypeOf<MsearchQuery>();
  });
});

describe('msearchBody', () => {
  it('writes the header line and the query line, each newline-terminated', () => {
    expect(msearchBody({ preference: 'session-1' }, { size: 0 })).toBe('{"preference":"session-1"}\n{"size":0}\n');
    expect(msearchBody({}, {})).toBe('{}\n{}\n');
  });

  it('keeps each object on its line: newlines inside strings are escaped', () => {
    const body = msearchBody({ preference: 'a\nb' }, msearchQuery({ text: 'line one\nline two', fields: ['title'] }));
    const lines = body.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(JSON.parse(lines[0] ?? '')).toEqual({ preference: 'a\nb' });
    expect(JSON.parse(lines[1] ?? '').query.bool.must[0].bool.should[0].multi_match.query).toBe('line one\nline two');
    expect(new TextEncoder().encode(body).at(-1)).toBe(0x0a);
  });
});

describe('msearchHeader', () => {
  it('gives {} when absent and checks a given header', () => {
    expect(msearchHeader(undefined, 'search.msearch')).toEqual({});
    expect(msearchHeader({ preference: 'p' }, 'search.msearch')).toEqual({ preference: 'p' });
    expect(() => msearchHeader({ preference: 3 } as unknown as { preference: string }, 'search.msearch')).toThrow(
      InvalidArgumentError,
    );
    expect(() => msearchHeader({ index: 'x' } as unknown as { preference: string }, 'search.msearch')).toThrow(/index/);
  });
});

describe('msearchResult', () => {
  const url = 'https://wdp.test/api/workspaces/ws/datasets/_msearch';
  const op = { name: 'search.msearch', method: 'POST' } as const;
  const reply = (data: unknown, headers: Record<string, string> = {}) =>
    ({ data, url, headers: new Headers(headers) }) as never;
  const result = { took: 1, timed_out: false, _shards: {}, hits: { hits: [] } } as never;

  it('takes the one item of `responses`, or the body itself', () => {
    expect(msearchResult(reply({ responses: [result] }), op)).toBe(result);
    expect(msearchResult(reply(result), op)).toBe(result);
  });

  it("throws the ApiError of a refused item's status, naming the request's method and URL and the headers", () => {
    const item = { error: { type: 'parsing_exception' }, status: 400 };
    const error = (() => {
      try {
        return msearchResult(reply({ responses: [item] }, { 'x-request-id': 'r-1' }), op);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, method: 'POST', url, rawBody: JSON.stringify(item) });
    expect((error as ApiError).headers.get('x-request-id')).toBe('r-1');
    expect(() => msearchResult(reply({ responses: [{ error: 'boom' }] }), op)).toThrow(ServerError);
  });

  it('throws ValidationError at `responses` for an envelope with no response', () => {
    expect(() => msearchResult(reply({ responses: [] }), op)).toThrow(
      new ValidationError('search.msearch', 'responses', 'empty, where one result was expected', { responses: [] }),
    );
  });
});
