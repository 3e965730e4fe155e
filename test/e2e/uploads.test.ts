import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

/** A folder of three files as an app would gather it: nested paths, a space in a name, text and bytes. */
const folder = {
  'etl/models/orders.sql': 'select * from orders\n',
  'etl/docs/read me.md': new Blob(['# Orders ✓\n'], { type: 'text/markdown' }),
  'etl/data/rates.csv': new TextEncoder().encode('currency,rate\nEUR,1.08\n'),
};

describe('files.upload and resources.download over the loopback mock', () => {
  it('uploads a folder of three files, then lists, gets and downloads each back', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const published = await client.files.upload(ws, folder);
    expect(published.map((r) => [r.path, r.contentType])).toEqual([
      ['etl/models/orders.sql', 'application/sql'],
      ['etl/docs/read me.md', 'text/markdown'],
      ['etl/data/rates.csv', 'text/csv'],
    ]);
    expect(published.every((r) => r.content === undefined)).toBe(true);
    expect(published[1]?._links?.['self']).toMatchObject({
      href: `${mock.server.url}/api/workspaces/${ws}/resources/etl/docs/read%20me.md`,
    });

    const listed = await mock.client('member').files.list(ws);
    expect(listed.items.map((r) => r.path)).toEqual([
      'README.md',
      'etl/data/rates.csv',
      'etl/docs/read me.md',
      'etl/models/orders.sql',
      'models/orders.sql',
    ]);

    const reader = mock.client('member');
    expect(await reader.files.get(ws, 'etl/docs/read me.md')).toMatchObject({
      path: 'etl/docs/read me.md',
      contentType: 'text/markdown',
      content: '# Orders ✓\n',
    });
    expect(await reader.files.download(ws, 'etl/models/orders.sql')).toBe('select * from orders\n');
    expect(await reader.files.download(ws, 'etl/docs/read me.md', { as: 'text' })).toBe('# Orders ✓\n');
    const bytes = await reader.files.download(ws, 'etl/data/rates.csv', { as: 'bytes' });
    expect(bytes).toEqual(folder['etl/data/rates.csv']);
    const blob = await reader.files.download(ws, 'etl/data/rates.csv', { as: 'blob' });
    expect([blob.type, await blob.text()]).toEqual(['text/csv', 'currency,rate\nEUR,1.08\n']);
    const stream = await reader.files.download(ws, 'etl/docs/read me.md', { as: 'stream' });
    expect(await new Response(stream).text()).toBe('# Orders ✓\n');
  });

  it('replaces existing files in place and keeps an explicit content type', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const published = await client.files.upload(ws, [
      { path: 'README.md', content: '# Replaced\n', contentType: 'text/x-readme' },
    ]);
    expect(published).toMatchObject([{ path: 'README.md', contentType: 'text/x-readme' }]);
    expect(await client.files.download(ws, 'README.md')).toBe('# Replaced\n');
    expect(mock.service.inspect()['resources']).toHaveLength(2);
  });

  it('lets members download but not upload, and 404s a missing file', async () => {
    const ws = mock.service.fixtures.workspaceId;
    await expect(mock.client('member').files.upload(ws, { 'x.sql': 'select 1' })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(mock.client('member').files.download(ws, 'nope/missing.sql')).rejects.toBeInstanceOf(NotFoundError);
    expect(() => mock.client('admin').files.upload(ws, {})).toThrow(InvalidArgumentError);
    expect(mock.service.inspect()['resources']).toHaveLength(2);
  });
});
