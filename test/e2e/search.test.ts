import { describe, expect, it } from 'vitest';
import { type Dataset, NotFoundError, PermissionDeniedError, type SearchQuery } from '../../src/index.js';
import { addChannel } from '../../src/mock/resources/channels.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

/** The titles and scores of the first page of a search, as the member sees it. */
async function hits(query: SearchQuery): Promise<Array<[string | undefined, number | undefined]>> {
  const page = await mock.client('member').search.datasets(mock.service.fixtures.workspaceId, query);
  return page.items.map((d: Dataset) => [d.title, d.score]);
}

describe('search over the loopback mock', () => {
  it('matches free text in titles, descriptions, questions and queries, weighted by field', async () => {
    expect(await hits('revenue')).toEqual([['Q3 revenue #kpi', 5]]);
    expect(await hits('CHURN')).toEqual([['Customer churn #kpi', 6]]);
    expect(await hits('region')).toEqual([['Q3 revenue #kpi', 3]]);
    expect(await hits('campaign impressions')).toEqual([['Campaign reach', 9]]);
    expect(await hits('revenue campaign')).toEqual([]);
  });

  it('ranks by score, then by title, and pages with the score on every hit', async () => {
    await mock.client('admin').datasets.update(mock.service.fixtures.datasets.reach, {
      description: 'Impressions and attributed revenue #marketing',
    });
    expect(await hits('revenue')).toEqual([
      ['Q3 revenue #kpi', 5],
      ['Campaign reach', 2],
    ]);
    const client = mock.client('member');
    const first = await client.search.datasets(mock.service.fixtures.workspaceId, 'select', { size: 2 });
    expect(first.page).toEqual({ size: 2, totalElements: 3, totalPages: 2, number: 0 });
    expect(first.links['self']?.href).toContain('q=select');
    const all: Array<[string | undefined, number | undefined]> = [];
    for await (const hit of client.search.datasets(mock.service.fixtures.workspaceId, 'select', { size: 2 }))
      all.push([hit.title, hit.score]);
    expect(all).toEqual([
      ['Campaign reach', 1],
      ['Customer churn #kpi', 1],
      ['Q3 revenue #kpi', 1],
    ]);
  });

  it('filters by channel (case-insensitive, list channels included) and by every tag', async () => {
    expect((await hits('in:sales')).map(([title]) => title)).toEqual(['Customer churn #kpi', 'Q3 revenue #kpi']);
    expect(await hits('in:MARKETING')).toEqual([['Campaign reach', 1]]);
    expect((await hits('tag:kpi')).map(([title]) => title)).toEqual(['Customer churn #kpi', 'Q3 revenue #kpi']);
    expect(await hits({ tags: ['#kpi', 'finance'] })).toEqual([['Q3 revenue #kpi', 1]]);
    expect(await hits('tag:#KPI tag:marketing')).toEqual([]);

    const { workspaceId, owner, datasets } = mock.service.fixtures;
    addChannel(mock.service.store, {
      workspaceId,
      creatorId: owner.id,
      name: 'Favourites',
      type: 'LIST',
      datasetIds: new Set([datasets.reach]),
    });
    expect(await hits('in:favourites')).toEqual([['Campaign reach', 1]]);
    expect(await hits('in:favourites in:marketing')).toEqual([['Campaign reach', 1]]);
    expect(await hits('in:favourites in:sales')).toEqual([]);
  });

  it('combines free text, in: and tag: (all must hold)', async () => {
    expect(await hits('churn in:sales tag:kpi')).toEqual([['Customer churn #kpi', 6]]);
    expect(await hits({ text: 'campaign', channels: 'Marketing', tags: 'marketing' })).toEqual([['Campaign reach', 6]]);
    expect(await hits({ text: 'churn', channels: 'marketing' })).toEqual([]);
    expect(await hits('region tag:finance in:sales')).toEqual([['Q3 revenue #kpi', 3]]);
  });

  it('answers no match with 204, which the SDK reads as an empty page', async () => {
    const { workspaceId, owner } = mock.service.fixtures;
    const raw = await fetch(`${mock.server.url}/api/workspaces/${workspaceId}/search?q=nothing`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(raw.status).toBe(204);
    expect(await raw.text()).toBe('');
    const page = await mock.client('member').search.datasets(workspaceId, 'nothing');
    expect(page.items).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
  });

  it('keeps #tags of comments out of dataset search but counts them in tag usage', async () => {
    const { workspaceId, datasets } = mock.service.fixtures;
    const client = mock.client('member');
    await client.comments.create(datasets.reach, { message: 'Compare with last year #yoy #kpi' });
    expect(await hits('tag:yoy')).toEqual([]);
    expect(await hits('yoy')).toEqual([]);
    expect((await hits('tag:kpi')).map(([title]) => title)).toEqual(['Customer churn #kpi', 'Q3 revenue #kpi']);
    const tags = await client.tags.list(workspaceId);
    expect(Object.fromEntries(tags.items.map((t) => [t.name, t.usage]))).toMatchObject({ yoy: 1, kpi: 3 });
  });

  it('answers a missing q with 400, outsiders with 403 and unknown workspaces with 404', async () => {
    const { workspaceId, owner } = mock.service.fixtures;
    for (const query of ['', '?q=', '?q=%20%20', '?q=in:']) {
      const raw = await fetch(`${mock.server.url}/api/workspaces/${workspaceId}/search${query}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(raw.status).toBe(400);
      expect(await raw.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    }
    await expect(mock.client('outsider').search.datasets(workspaceId, 'revenue')).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(
      mock.client('owner').search.datasets('00000000-0000-4000-8000-000000000000', 'revenue'),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
