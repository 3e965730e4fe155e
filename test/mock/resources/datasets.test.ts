// A dataset as the service shows it carries no `tags` (neither the document's DatasetResource nor the real "view a
// dataset" answer has them); the search engine's hits do, in their `_source`.
import { describe, expect, it } from 'vitest';
import { Client } from '../../../src/index.js';
import { embedded, inProcessMock } from './in-process.js';

describe('a dataset', () => {
  it('has no tags wherever it is shown: by id, in its workspace, listed, searched, published and edited', async () => {
    const { mock, call } = inProcessMock();
    const { workspaceId: ws, datasets } = mock.fixtures;
    const views = [
      (await call('member', 'GET', `/api/datasets/${datasets.revenue}`)).body,
      (await call('member', 'GET', `/api/workspaces/${ws}/datasets/q3-revenue`)).body,
      ...embedded(await call('member', 'GET', `/api/workspaces/${ws}/datasets`), 'datasets'),
      ...embedded(await call('member', 'GET', `/api/workspaces/${ws}/search?q=tag:kpi`), 'datasets'),
      (await call('admin', 'POST', `/api/workspaces/${ws}/datasets`, { alias: 'daily', title: 'Daily #growth' })).body,
      (await call('admin', 'PATCH', `/api/datasets/${datasets.reach}`, { title: 'Reach #marketing' })).body,
    ];
    expect(views).toHaveLength(9);
    for (const view of views) {
      expect(view).toHaveProperty('title');
      expect(view).not.toHaveProperty('tags');
    }
  });

  it("keeps its #tags in the search engine's hits", async () => {
    const { mock } = inProcessMock();
    const { workspaceId, owner } = mock.fixtures;
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: owner.token, fetch: mock.fetch });
    const query = { text: 'revenue', fields: ['title'], _source: { includes: ['title', 'tags'] } };
    const result = await client.search.msearch(workspaceId, query);
    expect(result.hits.hits.map((hit) => hit._source)).toEqual([
      { title: 'Q3 revenue #kpi', tags: ['kpi', 'finance'] },
    ]);
  });
});
