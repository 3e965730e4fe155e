import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import type { MsearchResult } from '../../src/models/msearch.js';
import type { MsearchMustClause, MsearchQuery, MsearchText, MultiMatch } from '../../src/search/msearch-schema.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();
const fields = ['title^3', 'description'];

async function msearch(query: MsearchQuery | MsearchText, role: 'member' | 'owner' = 'member'): Promise<MsearchResult> {
  return mock.client(role).search.msearch(mock.service.fixtures.workspaceId, query, { preference: 'e2e' });
}

const titles = (result: MsearchResult) => result.hits.hits.map((hit) => [hit._source?.title, hit._score]);

/** A raw msearch request over the socket, as the owner. */
function post(body: string, contentType = 'text/plain', ws = mock.service.fixtures.workspaceId): Promise<Response> {
  const headers = {
    authorization: `Bearer ${mock.service.fixtures.owner.token}`,
    'content-type': contentType,
    accept: 'application/json',
  };
  return fetch(`${mock.server.url}/api/workspaces/${ws}/datasets/_msearch`, { method: 'POST', headers, body });
}

const must = (...should: MultiMatch[]): MsearchMustClause => ({
  bool: { should: should.map((multi_match) => ({ multi_match })) },
});

describe('msearch over the loopback mock', () => {
  it('finds a demo dataset by text across weighted fields, with tags, highlight and the envelope', async () => {
    const result = await msearch({ text: 'revenue q3', fields, highlight: true });
    expect(result).toMatchObject({
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: { total: { value: 1, relation: 'eq' }, max_score: 7 },
    });
    const [hit] = result.hits.hits;
    // cross_fields AND: revenue in title (3) and description (1), q3 in title (3); the phrase "revenue q3" is nowhere.
    expect(hit).toMatchObject({ _index: 'datasets', _id: mock.service.fixtures.datasets.revenue, _score: 7 });
    expect(hit?._source).toMatchObject({
      id: hit?._id,
      title: 'Q3 revenue #kpi',
      source: 'Sales',
      tags: ['kpi', 'finance'],
    });
    expect(hit?._source).not.toHaveProperty('_links');
    expect(hit?.highlight).toEqual({
      title: ['<mark>Q3</mark> <mark>revenue</mark> #kpi'],
      description: ['<mark>Revenue</mark> by region for the third quarter #finance'],
    });
  });

  it('needs every word somewhere (operator and), so a word found nowhere matches nothing', async () => {
    expect(titles(await msearch({ text: 'revenue campaign', fields, types: ['cross_fields'] }))).toEqual([]);
    expect(titles(await msearch({ text: 'impressions campaign', fields, types: ['cross_fields'] }))).toEqual([
      ['Campaign reach', 5],
    ]);
    const none = await msearch({ text: 'nothing here', fields });
    expect(none.hits).toEqual({ total: { value: 0, relation: 'eq' }, max_score: null, hits: [] });
  });

  it('matches what a search box holds so far with phrase_prefix', async () => {
    expect(titles(await msearch({ text: 'campaign re', fields, types: ['phrase_prefix'] }))).toEqual([
      ['Campaign reach', 6],
    ]);
    expect(titles(await msearch({ text: 'customer ch', fields }))).toEqual([['Customer churn #kpi', 6]]);
    expect(titles(await msearch({ text: 'Q', fields: ['title'], types: ['phrase_prefix'] }))).toEqual([
      ['Q3 revenue #kpi', 1],
    ]);
    expect(titles(await msearch({ text: 'reach campaign', fields, types: ['phrase', 'phrase_prefix'] }))).toEqual([]);
    const marked = await msearch({ text: 'campaign re', fields, highlight: { pre_tags: ['['], post_tags: [']'] } });
    expect(marked.hits.hits[0]?.highlight).toEqual({
      title: ['[Campaign] [reach]'],
      description: ['Impressions per [campaign] #marketing'],
    });
  });

  it('honours _source excludes and includes (with * patterns) and size, keeping the total', async () => {
    const excluded = await msearch({
      text: 'kpi',
      fields: ['tags'],
      _source: { excludes: ['query', 'visualisation', 'metadata', 'liked*'] },
    });
    expect(excluded.hits.total.value).toBe(2);
    for (const hit of excluded.hits.hits) {
      expect(hit._source).not.toHaveProperty('query');
      expect(hit._source).not.toHaveProperty('visualisation');
      expect(hit._source).not.toHaveProperty('likedByProfiles');
      expect(hit._source?.tags).toContain('kpi');
    }
    const included = await msearch({ text: 'kpi', fields: ['tags'], size: 1, _source: { includes: ['ti*', 'tags'] } });
    expect(included.hits.total).toEqual({ value: 2, relation: 'eq' });
    expect(included.hits.hits).toHaveLength(1);
    expect(included.hits.hits[0]?._source).toEqual({ title: 'Customer churn #kpi', tags: ['kpi'] });
  });

  it('runs a raw query: every must group holds, minimum_should_match counts the should clauses', async () => {
    const both = { query: 'kpi', fields: ['tags'], type: 'cross_fields' as const };
    const churn = { query: 'customer churn', fields: ['title'], type: 'phrase' as const };
    const raw = (minimum: number | string): MsearchQuery => ({
      query: { bool: { must: [{ bool: { ...must(both, churn).bool, minimum_should_match: minimum } }] } },
    });
    expect(titles(await msearch(raw(1)))).toEqual([
      ['Customer churn #kpi', 3],
      ['Q3 revenue #kpi', 1],
    ]);
    expect(titles(await msearch(raw('2')))).toEqual([['Customer churn #kpi', 3]]);
    expect(titles(await msearch(raw('100%')))).toEqual([['Customer churn #kpi', 3]]);
    const twoGroups: MsearchQuery = {
      query: { bool: { must: [must(both), must({ query: 'region', fields: ['description'], type: 'cross_fields' })] } },
    };
    expect(titles(await msearch(twoGroups))).toEqual([['Q3 revenue #kpi', 2]]);
    const all = await msearch({ size: 2, _source: { includes: ['title'] } });
    expect(all.hits.total.value).toBe(3);
    expect(all.hits.hits.map((hit) => hit._score)).toEqual([1, 1]);
  });

  it('highlights only the queried fields when require_field_match is true', async () => {
    const result = await msearch({
      text: 'kpi',
      fields: ['title'],
      highlight: { fields: { title: {}, description: {} }, require_field_match: true },
    });
    expect(result.hits.hits.map((hit) => hit.highlight)).toEqual([
      { title: ['Customer churn #<mark>kpi</mark>'] },
      { title: ['Q3 revenue #<mark>kpi</mark>'] },
    ]);
  });

  it('searches the current datasets of the workspace only, tags included', async () => {
    const { workspaceId, owner, datasets } = mock.service.fixtures;
    await mock
      .client('admin')
      .datasets.update(datasets.reach, { description: 'Impressions and revenue per campaign #marketing #kpi' });
    const other = mock.service.seed.workspace({ name: 'Elsewhere', ownerId: owner.id });
    const channel = mock.service.seed.channel({ workspaceId: other.id, creatorId: owner.id, name: 'Hidden' });
    mock.service.seed.dataset({ workspaceId: other.id, channelId: channel.id, title: 'Revenue elsewhere #kpi' });
    const result = await msearch({ text: 'revenue', fields, _source: { includes: ['title', 'tags', 'workspaceId'] } });
    expect(titles(result)).toEqual([
      ['Q3 revenue #kpi', 8],
      ['Campaign reach', 2],
    ]);
    expect(result.hits.hits.map((hit) => hit._source?.workspaceId)).toEqual([workspaceId, workspaceId]);
    expect(result.hits.hits[1]?._source?.tags).toEqual(['marketing', 'kpi']);
    expect(mock.service.inspect().datasets).toHaveLength(4);
  });

  it('refuses outsiders (403) and unknown workspaces (404)', async () => {
    await expect(
      mock.client('outsider').search.msearch(mock.service.fixtures.workspaceId, { text: 'revenue', fields }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(
      mock.client('owner').search.msearch('00000000-0000-4000-8000-000000000000', { text: 'revenue', fields }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reports a query it cannot run inside its 200 answer, which the SDK throws as BadRequestError', async () => {
    const raw: MsearchQuery = {
      query: {
        bool: {
          must: [{ bool: { ...must({ query: 'x', fields, type: 'phrase' }).bool, minimum_should_match: 'most' } }],
        },
      },
    };
    const error = await msearch(raw).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(JSON.parse((error as BadRequestError).rawBody)).toMatchObject({
      status: 400,
      error: { type: 'parsing_exception', reason: expect.stringContaining('minimum_should_match [most]') },
    });
  });

  it('reads application/x-ndjson and several header/query pairs, answering one response each', async () => {
    const response = await post('{}\n{"size":0}\n\n{"size":1,"_source":false}\n', 'application/x-ndjson');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      responses: Array<{ hits: { total: { value: number }; hits: unknown[] } }>;
    };
    expect(body.responses.map((r) => [r.hits.total.value, r.hits.hits.length])).toEqual([
      [3, 0],
      [3, 1],
    ]);
    expect(body.responses[1]?.hits.hits[0]).not.toHaveProperty('_source');
  });

  it.each<[string, string, string, number, RegExp]>([
    ['a JSON body', '{"size":1}', 'application/json', 415, /not supported/],
    ['no newline at the end', '{}\n{"size":1}', 'text/plain', 400, /terminated by a newline/],
    ['a malformed line', '{}\n{"size":\n', 'text/plain;charset=UTF-8', 400, /line 2/],
    ['a header without its query', '{"preference":"x"}\n', 'text/plain', 400, /pairs of lines/],
    ['a query that is not an object', '{}\n[1]\n', 'text/plain', 400, /line 2: not a JSON object/],
    ['a preference that is not a string', '{"preference":1}\n{}\n', 'text/plain', 400, /preference/],
  ])('answers %s with the service error body', async (_what, body, contentType, status, message) => {
    const response = await post(body, contentType);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ status, message: expect.stringMatching(message) });
  });
});
