import { describe, expect, it } from 'vitest';
import { AuthenticationError, Client, clientCredentials, link, NotFoundError, toDate } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

/** A fetch that records every request as `METHOD path -> status`. */
function recordingFetch(log: string[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    log.push(`${request.method} ${new URL(request.url).pathname} -> ${response.status}`);
    return response;
  };
}

/** A client that authenticates with an API key through the mock's token endpoint. */
function keyClient(clientId: string, clientSecret: string, log: string[] = []): Client {
  const tokenUrl = `${mock.server.url}/oauth/token`;
  const auth = clientCredentials({ tokenUrl, clientId, clientSecret, audience: 'https://wdp.example.com/api' });
  return new Client({
    baseUrl: mock.server.url,
    auth,
    validation: 'strict',
    retry: 0,
    logLevel: 'off',
    fetch: recordingFetch(log),
  });
}

describe('API keys over the loopback mock', () => {
  it('initialises a draft with only a create link, then creates the key (201) with its secret once', async () => {
    const client = mock.client('member');
    const draft = await client.apiKeys.initialise();
    expect(Object.keys(draft._links ?? {})).toEqual(['create apikey']);
    expect(draft.profileId).toBe(mock.user('member').id);
    expect((await client.apiKeys.list()).items).toEqual([]);

    const { created, data } = await client.apiKeys.put(draft, { name: 'ci' });
    expect(created).toBe(true);
    expect(data).toMatchObject({ id: draft.id, name: 'ci', profileId: mock.user('member').id });
    expect(data.clientId).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(data.clientSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(Object.keys(data._links ?? {})).toEqual(['self', 'update apikey', 'delete apikey', 'profile']);
    expect(link(data, 'profile')?.href).toBe(
      `${mock.server.url}/api/profiles/${encodeURIComponent(mock.user('member').id)}`,
    );

    const page = await client.apiKeys.list();
    expect(page.items.map((k) => [k.id, k.clientId, k.clientSecret])).toEqual([[data.id, data.clientId, undefined]]);
    expect(page.page).toEqual({ size: 20, totalElements: 1, totalPages: 1, number: 0 });
    expect((await client.apiKeys.get(data.id)).clientSecret).toBeUndefined();
  });

  it('renames a key (200, no secret, lastModified advances) and keeps keys private to their profile', async () => {
    const owner = mock.client('owner');
    const key = await owner.apiKeys.create({ name: 'laptop' });
    mock.service.clock.advance(5_000);
    const renamed = await owner.apiKeys.update(key, { name: 'workstation' });
    expect(renamed).toMatchObject({ id: key.id, name: 'workstation', clientId: key.clientId });
    expect(renamed.clientSecret).toBeUndefined();
    expect(toDate(renamed.lastModified ?? '').getTime() - toDate(key.lastModified ?? '').getTime()).toBe(5_000);
    expect(await owner.apiKeys.put(key.id, { name: 'again' })).toMatchObject({
      created: false,
      data: { name: 'again' },
    });

    const admin = mock.client('admin');
    await expect(admin.apiKeys.get(key.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(admin.apiKeys.update(key.id, { name: 'mine now' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(admin.apiKeys.delete(key.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await admin.apiKeys.list()).items).toEqual([]);
    await expect(owner.apiKeys.get('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('exchanges the key for a token and calls the API as its profile', async () => {
    const key = await mock.client('admin').apiKeys.create({ name: 'ci' });
    const log: string[] = [];
    const client = keyClient(key.clientId ?? '', key.clientSecret ?? '', log);
    const profiles = await client.profiles.list();
    expect(profiles.items.map((p) => p.id)).toEqual([mock.user('admin').id]);
    const channels = await client.channels.list(mock.service.fixtures.workspaceId);
    expect(channels.items.map((c) => c.name)).toEqual(['Marketing', 'Sales']);
    expect(log).toEqual([
      'POST /oauth/token -> 200',
      'GET /api/profiles -> 200',
      `GET /api/workspaces/${mock.service.fixtures.workspaceId}/channels -> 200`,
    ]);

    const issued = mock.service.inspect()['tokens'] as Array<{ profileId: string; expiresAt?: number }>;
    const token = issued.find((t) => t.expiresAt !== undefined);
    expect(token).toEqual({ profileId: mock.user('admin').id, expiresAt: mock.service.clock.now() + 3_600_000 });
  });

  it('refuses an expired token once the mock clock passes 3600 s; the SDK refreshes once and succeeds', async () => {
    const key = await mock.client('member').apiKeys.create({ name: 'ci' });
    const log: string[] = [];
    const client = keyClient(key.clientId ?? '', key.clientSecret ?? '', log);
    await client.profiles.list();
    mock.service.clock.advance(3_599_000);
    await client.profiles.list();
    expect(log).toEqual(['POST /oauth/token -> 200', 'GET /api/profiles -> 200', 'GET /api/profiles -> 200']);

    log.length = 0;
    mock.service.clock.advance(1_000);
    const page = await client.profiles.list();
    expect(page.items[0]?.id).toBe(mock.user('member').id);
    expect(log).toEqual(['GET /api/profiles -> 401', 'POST /oauth/token -> 200', 'GET /api/profiles -> 200']);
  });

  it('fails with AuthenticationError for a wrong secret, and after the key is deleted', async () => {
    const owner = mock.client('owner');
    const key = await owner.apiKeys.create({ name: 'ci' });
    const wrong = await keyClient(key.clientId ?? '', 'not-the-secret')
      .profiles.list()
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(AuthenticationError);
    expect((wrong as AuthenticationError).status).toBe(401);
    expect((wrong as AuthenticationError).rawBody).toContain('access_denied');

    const log: string[] = [];
    const client = keyClient(key.clientId ?? '', key.clientSecret ?? '', log);
    await client.profiles.list();
    await owner.apiKeys.delete(key);
    await expect(owner.apiKeys.get(key.id)).rejects.toBeInstanceOf(NotFoundError);
    // The issued token is revoked with the key, and the refresh exchange is refused too.
    await expect(client.profiles.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(log.slice(2)).toEqual(['GET /api/profiles -> 401', 'POST /oauth/token -> 401']);
    expect(mock.service.inspect()['apiKeys']).toEqual([]);
  });

  it('answers the token endpoint with OAuth error bodies and accepts a form body', async () => {
    const key = await mock.client('owner').apiKeys.create({ name: 'ci' });
    const url = `${mock.server.url}/oauth/token`;
    const post = async (body: string, type: string) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: key.clientId ?? '',
      client_secret: key.clientSecret ?? '',
    });
    expect(await post(form.toString(), 'application/x-www-form-urlencoded')).toMatchObject({
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3600 },
    });
    const password = JSON.stringify({
      grant_type: 'password',
      client_id: key.clientId,
      client_secret: key.clientSecret,
    });
    expect(await post(password, 'application/json')).toEqual({
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Unsupported grant type: password' },
    });
    const wrong = JSON.stringify({
      grant_type: 'client_credentials',
      client_id: key.clientId,
      client_secret: 'nope',
      audience: 'https://wdp.example.com/api',
    });
    expect(await post(wrong, 'application/json')).toEqual({
      status: 401,
      body: { error: 'access_denied', error_description: 'Unauthorized' },
    });
  });
});
