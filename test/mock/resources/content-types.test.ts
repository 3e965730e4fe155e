import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../src/index.js';
import { createMockService, type MockServer } from '../../../src/mock/index.js';
import { startMockServer } from '../../../src/mock/node.js';
import { rawRequest } from '../raw-http.js';

const origin = 'https://wdp.mock';
/** Past Latin-1 (€, an emoji), Latin-1 (é), and control characters (a newline, SOH, DEL). */
const stored = 'text/plain; charset=UTF-8; title="€ 😀 é"; x=a\nb\u0001c\u007fd';
/** As Tomcat writes it into the header: ISO-8859-1, `?` for what it cannot hold, a space for a control. */
const written = 'text/plain; charset=UTF-8; title="? ? é"; x=a b c d';

describe('a workspace file whose content type is not Latin-1, in process', () => {
  const mock = createMockService();
  const { workspaceId, owner } = mock.fixtures;
  const send = (method: string, path: string, init: { body?: string; accept?: string } = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${owner.token}` };
    if (init.body !== undefined) headers['content-type'] = 'application/hal+json';
    if (init.accept) headers['accept'] = init.accept;
    return mock.handle(new Request(`${origin}${path}`, { method, headers, body: init.body ?? null }));
  };
  const path = `/api/workspaces/${workspaceId}/resources/notes/euro.txt`;

  it('is stored as sent (the service takes any string) and read back unchanged in the HAL form', async () => {
    const put = await send('PUT', path, { body: JSON.stringify({ contentType: stored, content: 'prix: 5 €' }) });
    expect(put.status).toBe(201);
    expect(await put.json()).toMatchObject({ path: 'notes/euro.txt', contentType: stored, content: 'prix: 5 €' });
    const hal = await send('GET', path, { accept: 'application/hal+json' });
    expect(hal.status).toBe(200);
    expect(await hal.json()).toMatchObject({ contentType: stored, content: 'prix: 5 €' });
    const list = await send('GET', `/api/workspaces/${workspaceId}/resources`);
    expect(JSON.stringify(await list.json())).toContain(JSON.stringify(stored));
  });

  it('serves the raw content with the type written as Latin-1, never a 500, on GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const raw = await send(method, path);
      expect(raw.status, method).toBe(200);
      expect(raw.headers.get('content-type'), method).toBe(written);
    }
    expect(await (await send('GET', path)).text()).toBe('prix: 5 €');
  });

  it('serves a seeded file whose type is past Latin-1 as well', async () => {
    mock.seed.resource({ workspaceId, path: 'seeded.bin', contentType: 'application/x-données-€', content: 'x' });
    const raw = await send('GET', `/api/workspaces/${workspaceId}/resources/seeded.bin`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/x-données-?');
  });
});

describe('a workspace file whose content type is not Latin-1, over HTTP', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer();
  });
  afterAll(() => server.close());

  it('is put and downloaded through the SDK, and its raw read carries the Latin-1 header', async () => {
    const { workspaceId, owner } = server.service.fixtures;
    const client = new Client({ baseUrl: server.url, auth: owner.token, retry: 0 });
    await client.files.put(workspaceId, 'notes/euro.txt', { contentType: stored, content: 'prix: 5 €' });
    expect((await client.files.get(workspaceId, 'notes/euro.txt')).contentType).toBe(stored);
    expect(await client.files.download(workspaceId, 'notes/euro.txt')).toBe('prix: 5 €');

    const target = `/api/workspaces/${workspaceId}/resources/notes/euro.txt`;
    const raw = await rawRequest(server.url, { target, headers: { authorization: `Bearer ${owner.token}` } });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-type']).toBe(written);
    expect(raw.body).toBe('prix: 5 €');
  });
});
