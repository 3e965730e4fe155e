import { HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  type ApiPromise,
  BadRequestError,
  InvalidArgumentError,
  PermissionDeniedError,
  TimeoutError,
  ValidationError,
} from '../../src/index.js';
import type { MsearchResult } from '../../src/models/msearch.js';
import type { MsearchQuery } from '../../src/search/msearch-schema.js';
import { WS } from '../fixtures/bodies.js';
import { msearchEnvelopeBody, msearchHitBody, msearchResultBody } from '../fixtures/msearch.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const path = `/api/workspaces/${WS}/datasets/_msearch`;
const asJson = { 'content-type': 'application/json' };
const search = { text: 'revenue q3', fields: ['title^3', 'description'], size: 10, highlight: true };
const queryLine =
  '{"query":{"bool":{"must":[{"bool":{"should":[' +
  '{"multi_match":{"fields":["title^3","description"],"query":"revenue q3","type":"cross_fields","operator":"and"}},' +
  '{"multi_match":{"fields":["title^3","description"],"query":"revenue q3","type":"phrase_prefix","operator":"and"}}' +
  '],"minimum_should_match":"1"}}]}},' +
  '"highlight":{"pre_tags":["<mark>"],"post_tags":["</mark>"],"fields":{"title":{},"description":{}},' +
  '"require_field_match":false},"size":10}';

describe('search.msearch', () => {
  it('POSTs text/plain NDJSON (header line, query line, newline-ended); returns the one `responses` item', async () => {
    const net = wire().on('POST', path, { body: msearchEnvelopeBody(), headers: asJson });
    const result = await makeClient().search.msearch(WS, search, { preference: 'session-7' });
    expect(net.last).toMatchObject({ method: 'POST', path, search: '' });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/json',
      'content-type': 'text/plain',
    });
    expect(net.last.body).toBe(`{"preference":"session-7"}\n${queryLine}\n`);
    expect(result).toEqual({ ...msearchResultBody(), status: 200 });
    expect(result.hits.hits[0]?._source?.tags).toEqual(['kpi', 'finance']);
    expect(result.hits.hits[0]?.highlight?.['title']).toEqual(['Q3 <mark>revenue</mark> #kpi']);
  });

  it('accepts the result sent directly, as the spec describes it', async () => {
    wire().on('POST', path, { body: msearchResultBody(), headers: asJson });
    const result = await strict().search.msearch(WS, search);
    expect(result).toEqual(msearchResultBody());
    expect(result.hits.total).toEqual({ value: 1, relation: 'eq' });
  });

  it('sends {} as the header line without a preference', async () => {
    const net = wire().on('POST', path, { body: msearchEnvelopeBody(), headers: asJson });
    await makeClient().search.msearch(WS, search);
    await makeClient().search.msearch(WS, search, {});
    await makeClient().search.msearch(WS, search, { preference: undefined });
    expect(net.requests.map((r) => r.body)).toEqual([`{}\n${queryLine}\n`, `{}\n${queryLine}\n`, `{}\n${queryLine}\n`]);
  });

  it('sends a raw query object exactly as given, key order kept', async () => {
    const net = wire().on('POST', path, { body: msearchEnvelopeBody(), headers: asJson });
    const raw: MsearchQuery = {
      size: 2,
      _source: { excludes: ['query', 'visualisation'] },
      query: {
        bool: {
          must: [
            {
              bool: {
                should: [{ multi_match: { query: 'churn', type: 'phrase', fields: ['title'] } }],
                minimum_should_match: 1,
              },
            },
          ],
        },
      },
    };
    await makeClient().search.msearch(WS, raw, { preference: 'p' });
    expect(net.last.body).toBe(`{"preference":"p"}\n${JSON.stringify(raw)}\n`);
    expect(String(net.last.body)).toContain('{"size":2,"_source":{"excludes":["query","visualisation"]},"query":');
  });

  it('returns an empty hit list as it is', async () => {
    wire().on('POST', path, { body: msearchEnvelopeBody(msearchResultBody([])), headers: asJson });
    const result = await strict().search.msearch(WS, { size: 0 });
    expect(result.hits).toEqual({ total: { value: 0, relation: 'eq' }, max_score: null, hits: [] });
  });

  it('validates the result: strict names the field at fault in `responses`, warn returns the data', async () => {
    const { _id: _dropped, ...hit } = msearchHitBody();
    wire().on('POST', path, { body: msearchEnvelopeBody(msearchResultBody([hit])), headers: asJson });
    const error = await strict()
      .search.msearch(WS, search)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ operation: 'search.msearch', path: 'responses.0.hits.hits.0._id' });
    const warned: string[] = [];
    const result = await makeClient({
      validation: 'warn',
      onValidationIssue: (issue) => warned.push(issue.path),
    }).search.msearch(WS, search);
    expect(result.hits.hits).toEqual([hit]);
    expect(warned).toEqual(['responses.0.hits.hits.0._id']);
  });

  it('validates a direct result too, and refuses an envelope without exactly one response', async () => {
    wire()
      .on('POST', path, { body: { took: 1, timed_out: false, hits: { hits: [] } }, headers: asJson })
      .on('POST', `/api/workspaces/other/datasets/_msearch`, { body: { took: 1, responses: [] }, headers: asJson });
    const client = strict();
    await expect(client.search.msearch(WS, search)).rejects.toMatchObject({ name: 'ValidationError', path: '_shards' });
    await expect(client.search.msearch('other', search)).rejects.toMatchObject({
      name: 'ValidationError',
      path: 'responses',
    });
  });

  it('throws the ApiError of a query the search engine refused inside its 200 answer', async () => {
    const item = {
      error: {
        root_cause: [{ type: 'parsing_exception', reason: 'unknown query [match_none]' }],
        type: 'parsing_exception',
        reason: 'unknown query [match_none]',
      },
      status: 400,
    };
    wire().on('POST', path, { body: msearchEnvelopeBody(item), headers: asJson });
    const error = await strict()
      .search.msearch(WS, search)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({
      status: 400,
      method: 'POST',
      url: `https://wdp.test${path}`,
      rawBody: JSON.stringify(item),
    });
  });

  it("names the request's URL in a refused query's error when fetch builds its Response in code", async () => {
    const item = { error: { type: 'parsing_exception', reason: 'bad query' }, status: 400 };
    const net = wire().on('POST', path, { body: msearchEnvelopeBody(item), headers: asJson });
    // As the SDK's own mock.fetch, and any fetch that makes its answer with `new Response()`, does.
    const rebuilt: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      return new Response(answer.body, answer);
    };
    const error = await makeClient({ fetch: rebuilt })
      .search.msearch(WS, search)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ method: 'POST', url: `https://wdp.test${path}`, rawBody: JSON.stringify(item) });
    // Up to the request id, which the error ends with (test/search/msearch-errors.test.ts).
    expect((error as Error).message.split(' (request id')[0]).toBe(
      `Request failed with status code 400: POST https://wdp.test${path}`,
    );
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${path}`]);
  });

  it('refuses an envelope with no response in every validation mode: there is no result to return', async () => {
    const body = { took: 1, responses: [] };
    const net = wire().on('POST', path, { body, headers: asJson });
    for (const validation of ['warn', 'off'] as const) {
      const error = await makeClient({ validation })
        .search.msearch(WS, search)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ operation: 'search.msearch', path: 'responses', body });
      expect((error as Error).message.split(' (request id')[0]).toBe(
        'Response of search.msearch does not match the model at responses: empty, where one result was expected',
      );
    }
    expect(net.requests).toHaveLength(2);
  });

  it('maps an HTTP error status to its error class', async () => {
    wire().on('POST', path, { status: 403, body: { status: 403, error: 'Forbidden', message: 'not a member', path } });
    await expect(makeClient().search.msearch(WS, search)).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('gives each attempt 60 s unless the call says otherwise (not the client-wide timeout)', async () => {
    // The server holds each search until released; the attempt timers are fake, moved past the timeouts in question.
    let arrived: () => void = () => undefined;
    let release: () => void = () => undefined;
    const arrival = () => new Promise<void>((resolve) => (arrived = resolve));
    wire().on(
      'POST',
      path,
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(HttpResponse.json(msearchEnvelopeBody()));
          arrived();
        }),
    );
    const client = makeClient({ timeout: 50 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = arrival();
      const patient = client.search.msearch(WS, search);
      await first;
      vi.advanceTimersByTime(59_999); // far past the client's 50 ms, short of a search's own 60 s
      release();
      await expect(patient).resolves.toMatchObject({ took: 4 });

      const second = arrival();
      const hasty = client.search.msearch(WS, search, undefined, { timeout: 50 }).catch((e: unknown) => e);
      await second;
      vi.advanceTimersByTime(50);
      expect(await hasty).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is typed as a promise of the result', () => {
    wire().on('POST', path, { body: msearchEnvelopeBody(), headers: asJson });
    expectTypeOf(makeClient().search.msearch(WS, search)).toEqualTypeOf<ApiPromise<MsearchResult>>();
  });

  it('gives the one result with the raw response (status, headers) through withResponse', async () => {
    wire().on('POST', path, { body: msearchEnvelopeBody(), headers: { ...asJson, 'x-took': '4' } });
    const { data, response } = await makeClient().search.msearch(WS, search).withResponse();
    expect(data).toEqual({ ...msearchResultBody(), status: 200 });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-took')).toBe('4');
    expect(response.url).toBe(`https://wdp.test${path}`);
  });

  it('searches a workspace model by its id', async () => {
    const net = wire().on('POST', path, { body: msearchEnvelopeBody(), headers: asJson });
    await makeClient().search.msearch({ id: WS, _links: {} }, search);
    expect(net.last).toMatchObject({ method: 'POST', path });
    expect(() => makeClient().search.msearch({ _links: {} }, search)).toThrow(
      /search\.msearch\(workspace, query, header\) needs a workspace id or object as its first argument/,
    );
  });

  it.each<[string, unknown, unknown]>([
    ['a blank text', { text: ' ', fields: ['title'] }, undefined],
    [
      'an unknown multi_match type',
      {
        query: {
          bool: {
            must: [{ bool: { should: [{ multi_match: { query: 'x', fields: ['title'], type: 'best_fields' } }] } }],
          },
        },
      },
      undefined,
    ],
    ['a misspelt key', { sizes: 3 }, undefined],
    ['a negative size', { size: -1 }, undefined],
    ['a preference that is not a string', { size: 1 }, { preference: 7 }],
    ['an unknown header field', { size: 1 }, { index: 'datasets' }],
  ])('rejects %s with InvalidArgumentError before sending anything', (_what, query, header) => {
    const net = wire();
    expect(() => makeClient().search.msearch(WS, query as MsearchQuery, header as { preference?: string })).toThrow(
      InvalidArgumentError,
    );
    expect(net.requests).toHaveLength(0);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().search.msearch('', search)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
