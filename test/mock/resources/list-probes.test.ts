// What the mock's lists do with the service's query-by-example probes (the data plugins it supports or a workspace can
// install, a workspace's data components: each field given matched exactly, the rest paged as before) and with the
// paging of a pipeline's metrics (an answer with no page meta) and of a refresh of notifications.
import { describe, expect, it } from 'vitest';
import { Client } from '../../../src/index.js';
import { createMockService } from '../../../src/mock/index.js';
import { embedded, inProcessMock } from './in-process.js';

type Plugin = { id: string; type: string; name: string; variant: string };
type Row = Record<string, unknown>;

const tapPostgres = 'f746009b-3d73-4bee-8be9-eac5671c44e1';
const names = (plugins: Plugin[]) => plugins.map((p) => `${p.name}--${p.variant}`);

describe('GET /api/dataplugins by example', () => {
  it('lists only the plugins whose every given field matches: type, name, namespace, variant', async () => {
    const { call } = inProcessMock();
    const list = async (query: string) =>
      embedded<Plugin>(await call('member', 'GET', `/api/dataplugins?size=100&${query}`), 'dataplugins');
    const loaders = await list('type=LOADER');
    expect(loaders.length).toBeGreaterThan(0);
    expect(new Set(loaders.map((p) => p.type))).toEqual(new Set(['LOADER']));
    expect(names(await list('type=EXTRACTOR&name=tap-github'))).toEqual([
      'tap-github--meltanolabs',
      'tap-github--singer-io',
    ]);
    expect(names(await list('name=tap-github&variant=singer-io'))).toEqual(['tap-github--singer-io']);
    expect(names(await list('namespace=tap_postgres'))).toEqual(['tap-postgres--meltanolabs']);
    expect(await list('name=tap-git')).toEqual([]); // exact, not a prefix
    expect(await list('type=LOADER&name=tap-github')).toEqual([]);
  });

  it('pages what matches, the filters kept in its links', async () => {
    const { call } = inProcessMock();
    const answer = await call('member', 'GET', '/api/dataplugins?name=tap-github&size=1');
    expect(names(embedded<Plugin>(answer, 'dataplugins'))).toEqual(['tap-github--meltanolabs']);
    expect(answer.body?.['page']).toEqual({ size: 1, totalElements: 2, totalPages: 2, number: 0 });
    const links = answer.body?.['_links'] as Record<string, { href: string }> | undefined;
    const next = links?.['next']?.href ?? '';
    expect(new URL(next).search).toBe('?name=tap-github&size=1&page=1');
  });

  it('refuses, checked, a plugin type the service cannot read, naming the parameter', async () => {
    const mock = createMockService({ checked: true });
    const response = await mock.fetch('https://wdp.mock/api/dataplugins?type=tap&name=tap-github', {
      headers: { authorization: `Bearer ${mock.fixtures.member.token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field: '?type' }] });
  });
});

describe('GET /api/workspaces/{ws}/availabledataplugins by example', () => {
  it('filters what the workspace can still install, never what it has', async () => {
    const { mock, call } = inProcessMock();
    const path = `/api/workspaces/${mock.fixtures.workspaceId}/availabledataplugins?size=100`;
    const list = async (query: string) =>
      embedded<Plugin>(await call('member', 'GET', `${path}&${query}`), 'dataplugins');
    expect(names(await list('name=tap-github&variant=meltanolabs'))).toEqual(['tap-github--meltanolabs']);
    expect(await list('name=tap-postgres')).toEqual([]); // installed already
  });
});

describe('GET /api/workspaces/{ws}/datacomponents by example', () => {
  it('lists the components of a name, or of a data plugin given by its id', async () => {
    const { mock, call } = inProcessMock();
    const path = `/api/workspaces/${mock.fixtures.workspaceId}/datacomponents`;
    const list = async (query: string) =>
      embedded<{ name: string }>(await call('member', 'GET', `${path}?${query}`), 'datacomponents').map((c) => c.name);
    expect(await list('name=extractors/tap-postgres')).toEqual(['extractors/tap-postgres']);
    expect(await list(`dataPlugin=${tapPostgres}`)).toEqual(['extractors/tap-postgres']);
    expect(await list(`name=extractors/tap-postgres&dataPlugin=${tapPostgres.replace('f7', 'e7')}`)).toEqual([]);
    expect(await list('name=extractors/tap-github')).toEqual([]);
    expect(await list('')).toEqual(['extractors/tap-postgres']);
  });
});

describe('the page of an answer without page meta', () => {
  it("gives a pipeline's metrics rows by page, size and sort, and every row when given none", async () => {
    const { mock, call } = inProcessMock();
    const path = `/api/pipelines/${mock.fixtures.pipelineId}/metrics`;
    const created = async (query: string) => {
      const answer = await call('member', 'GET', `${path}${query}`);
      return ((answer.body ?? []) as unknown as Row[]).map((row) => row['metrics.job-created']);
    };
    const all = await created('');
    expect(all).toHaveLength(3);
    expect(await created('?page=1&size=2')).toEqual(all.slice(2));
    expect(await created('?size=1&sort=metrics.job-created,desc')).toEqual(all.slice(2));
    expect((await call('member', 'GET', `${path}?page=5&size=2`)).status).toBe(204);
  });

  it('gives the asked page of a refresh, resolving nothing when told not to', async () => {
    const { call } = inProcessMock();
    const refresh = async (query: string) => {
      const answer = await call(
        'admin',
        'PUT',
        `/api/notifications?since=2021-02-11T11:12&markAsResolved=false${query}`,
      );
      return embedded<{ id: string }>(answer, 'notifications').map((n) => n.id);
    };
    const all = await refresh('');
    expect(all).toHaveLength(4);
    expect(await refresh('&size=3')).toEqual(all.slice(0, 3));
    expect(await refresh('&page=1&size=3')).toEqual(all.slice(3));
  });

  it("answers a refresh a page at a time, 20 unless asked otherwise, with the page's meta (Spring's)", async () => {
    const { mock, call } = inProcessMock();
    const as = (role: 'owner' | 'admin') =>
      new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures[role].token, fetch: mock.fetch });
    const dataset = mock.fixtures.datasets.revenue;
    await as('owner').subscriptions.toDataset(dataset);
    for (let n = 0; n < 25; n++) await as('admin').comments.create(dataset, { message: `#${n}` });
    const answer = await call('owner', 'PUT', '/api/notifications?since=2021-02-11T11:12&markAsResolved=false');
    expect(embedded(answer, 'notifications')).toHaveLength(20);
    // The 25 comments' notifications, and the demo's one.
    expect(answer.body).toMatchObject({ page: { size: 20, totalElements: 26, totalPages: 2, number: 0 } });
  });
});
