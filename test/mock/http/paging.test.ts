// The mock's paged collections (src/mock/http/paging.ts) answer `size` and `sort` as Spring Data does.
import { describe, expect, it } from 'vitest';
import { Client } from '../../../src/index.js';
import { maxPageSize } from '../../../src/mock/http/paging.js';
import { embedded, inProcessMock } from '../resources/in-process.js';

type Named = { id: string; name: string };

/** An in-process mock whose demo workspace holds `count` more channels, named `ch-00000`, `ch-00001`... */
function withChannels(count: number) {
  const { mock, call } = inProcessMock();
  const ws = mock.fixtures.workspaceId;
  for (let i = 0; i < count; i++)
    mock.seed.channel({ workspaceId: ws, creatorId: mock.fixtures.owner.id, name: `ch-${String(i).padStart(5, '0')}` });
  return { mock, call, path: `/api/workspaces/${ws}/channels` };
}

const nextOf = (body: Record<string, unknown> | undefined) =>
  (body?.['_links'] as Record<string, { href: string }> | undefined)?.['next']?.href;

describe('size', () => {
  it('serves a size above the largest page as the largest page, without a word, and says so in the meta', async () => {
    const { call, path } = withChannels(2500);
    const answer = await call('owner', 'GET', `${path}?size=5000`);
    expect(answer.status).toBe(200);
    expect(embedded(answer, 'channels')).toHaveLength(maxPageSize);
    expect(answer.body?.['page']).toEqual({ size: 2000, totalElements: 2502, totalPages: 2, number: 0 });
    expect(new URL(nextOf(answer.body) ?? '').search).toBe('?size=2000&page=1&sort=name,asc');
  });

  it('walks, with the SDK, every item once at the size served', async () => {
    const { mock, path } = withChannels(2500);
    const sent: string[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return mock.fetch(request);
    };
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.owner.token, fetch });
    const all = await client.channels.list(mock.fixtures.workspaceId, { size: 5000 }).toArray();
    expect(all).toHaveLength(2502);
    expect(new Set(all.map((c) => c.id)).size).toBe(2502);
    expect(sent).toEqual([`GET ${path}?size=5000`, `GET ${path}?size=2000&page=1&sort=name,asc`]);
  });
});

describe('sort', () => {
  it('sorts by every key in turn and keeps them all in the links', async () => {
    const { call, path } = withChannels(4);
    const query = 'sort=name,desc&sort=id,asc&size=3';
    const first = await call('owner', 'GET', `${path}?${query}`);
    const next = nextOf(first.body) ?? '';
    expect(new URL(next).search).toBe(`?${query}&page=1`);
    const second = await call('owner', 'GET', new URL(next).pathname + new URL(next).search);
    const names = [...embedded<Named>(first, 'channels'), ...embedded<Named>(second, 'channels')].map((c) => c.name);
    expect(names).toEqual(['ch-00003', 'ch-00002', 'ch-00001', 'ch-00000', 'Sales', 'Marketing']);
  });

  it('orders items equal on the first key by the second', async () => {
    const { mock, call, path } = withChannels(0);
    const ws = mock.fixtures.workspaceId;
    const ids = [1, 2, 3].map(
      () => mock.seed.channel({ workspaceId: ws, creatorId: mock.fixtures.owner.id, name: 'Same' }).id,
    );
    const sorted = [...ids].sort().reverse();
    const answer = await call('owner', 'GET', `${path}?sort=name,desc&sort=id,desc&size=3`);
    expect(embedded<Named>(answer, 'channels').map((c) => c.id)).toEqual(sorted);
  });
});
