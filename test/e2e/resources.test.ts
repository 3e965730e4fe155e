import { describe, expect, it } from 'vitest';
import { NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { WorkspaceFileCollection } from '../../src/models/workspace-file.js';
import { type Role, useMockServer } from './harness.js';

const mock = useMockServer();

/** A raw request to a workspace's resources, with the caller's token. */
function raw(suffix: string, init: RequestInit = {}, role: Role = 'member'): Promise<Response> {
  const url = new URL(`/api/workspaces/${mock.service.fixtures.workspaceId}/resources${suffix}`, mock.server.url);
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${mock.user(role).token}`);
  return fetch(url, { ...init, headers });
}

describe('resources (workspace files) over the loopback mock', () => {
  it('lists the seeded files by path, without content', async () => {
    const page = await mock.client('member').files.list(mock.service.fixtures.workspaceId);
    expect(page.items.map((r) => r.path)).toEqual(['README.md', 'models/orders.sql']);
    expect(page.items.every((r) => r.content === undefined)).toBe(true);
    expect(page.page).toEqual({ size: 20, totalElements: 2, totalPages: 1, number: 0 });
  });

  it('creates (201), reads, replaces (200) and deletes a file whose path has a directory and a space', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const made = await client.files.put(ws, 'dir/a b.sql', { contentType: 'application/sql', content: 'select 1' });
    expect(made).toMatchObject({
      created: true,
      data: { path: 'dir/a b.sql', contentType: 'application/sql', content: 'select 1' },
    });
    expect(made.data._links?.['self']).toMatchObject({
      href: `${mock.server.url}/api/workspaces/${ws}/resources/dir/a%20b.sql`,
    });
    expect(made.data._links?.['delete resource']).toMatchObject({ type: 'DELETE' });

    const read = await mock.client('member').files.get(ws, 'dir/a b.sql');
    expect(read).toMatchObject({ path: 'dir/a b.sql', content: 'select 1' });
    const again = await client.files.put(ws, 'dir/a b.sql', { contentType: 'text/plain', content: 'select 2' });
    expect(again).toMatchObject({ created: false, data: { contentType: 'text/plain', content: 'select 2' } });
    expect((await client.files.list(ws)).items.map((r) => r.path)).toEqual([
      'README.md',
      'dir/a b.sql',
      'models/orders.sql',
    ]);

    await client.files.delete(ws, 'dir/a b.sql');
    await expect(client.files.get(ws, 'dir/a b.sql')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.files.delete(ws, 'dir/a b.sql')).rejects.toBeInstanceOf(NotFoundError);
    expect(mock.service.inspect()['resources']).toHaveLength(2);
  });

  it('reads, downloads, replaces and deletes a file through the links of its model', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const [file] = (await client.files.list({ id: ws, _links: {} })).items.filter((r) => r.path === 'README.md');
    if (!file) throw new Error('no README.md');
    expect(await client.files.get(file)).toMatchObject({ path: 'README.md', content: expect.any(String) });
    const { data: replaced, response } = await client.files
      .put(file, { contentType: 'text/markdown', content: '# New\n' })
      .withResponse();
    expect([response.status, replaced.created, replaced.data.content]).toEqual([200, false, '# New\n']);
    expect(await client.files.download(replaced.data)).toBe('# New\n');
    await client.files.delete(replaced.data);
    await expect(client.files.get(ws, 'README.md')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('serves the raw content with its own type to a plain JSON Accept', async () => {
    const response = await raw('/models/orders.sql', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/sql');
    expect(await response.text()).toBe('select * from orders\n');
    const hal = await raw('/models/orders.sql', { headers: { accept: 'application/hal+json' } });
    expect(await hal.json()).toMatchObject({ path: 'models/orders.sql', content: 'select * from orders\n' });
  });

  it('publishes a multipart upload, one part per file named by its path', async () => {
    const form = new FormData();
    form.append('dir/a b.sql', new Blob(['select 3'], { type: 'application/sql' }), 'a b.sql');
    form.append('README.md', new Blob(['# Replaced\n'], { type: 'text/markdown' }), 'README.md');
    const response = await raw('', { method: 'POST', body: form }, 'admin');
    expect(response.status).toBe(200);
    const body = WorkspaceFileCollection.schema.parse(await response.json());
    expect(body._embedded?.['resources']?.map((r) => [r.path, r.contentType])).toEqual([
      ['dir/a b.sql', 'application/sql'],
      ['README.md', 'text/markdown'],
    ]);
    expect(body.page).toEqual({ size: 2, totalElements: 2, totalPages: 1, number: 0 });
    const readme = await mock.client('member').files.get(mock.service.fixtures.workspaceId, 'README.md');
    expect(readme.content).toBe('# Replaced\n');
    expect((await raw('', { method: 'POST', body: form }, 'member')).status).toBe(403);
    expect(
      (await raw('', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }, 'admin')).status,
    ).toBe(415);
  });

  it('lets members read but not write (403), refuses outsiders, 404s unknown workspaces and files', async () => {
    const ws = mock.service.fixtures.workspaceId;
    await expect(
      mock.client('member').files.put(ws, 'x.sql', { contentType: 'text/plain', content: '' }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('member').files.delete(ws, 'README.md')).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').files.get(ws, 'README.md')).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('member').files.get(ws, 'nope/missing.sql')).rejects.toBeInstanceOf(NotFoundError);
    await expect(mock.client('member').files.list('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const empty = await mock.client('admin').files.put(ws, 'empty.txt', { contentType: 'text/plain', content: '' });
    expect(empty).toMatchObject({ created: true, data: { content: '' } });
  });
});
