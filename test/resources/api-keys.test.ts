import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, NotFoundError } from '../../src/index.js';
import { APIKEY, apiKeyBody, apiKeyDraftBody, errorBody } from '../fixtures/accounts.js';
import { pageBody } from '../fixtures/bodies.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const KEY_PATH = `/api/apikeys/${APIKEY}`;
const SECRET = 'sec_9Gh2Jk4Lm6Np8Qr0St2Uv4Wx6Yz8Ab0';

describe('apiKeys.list', () => {
  it('GETs /api/apikeys and reads the apikeys collection', async () => {
    const net = wire().on('GET', '/api/apikeys', {
      body: pageBody('apikeys', '/api/apikeys', [apiKeyBody()], {
        number: 0,
        size: 20,
        totalElements: 1,
        totalPages: 1,
      }),
    });
    const page = await makeClient().apiKeys.list();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/apikeys', search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([apiKeyBody()]);
    expect(page.hasNextPage()).toBe(false);
  });

  it('maps paging to the query and walks every page', async () => {
    const second = apiKeyBody({
      id: 'b0a9f8e7-d6c5-4b4a-8392-817161514131',
      name: 'default',
      accessToken: 'tok_default',
    });
    const net = wire()
      .on('GET', '/api/apikeys?page=0&size=1', {
        body: pageBody('apikeys', '/api/apikeys', [apiKeyBody()], {
          number: 0,
          size: 1,
          totalElements: 2,
          totalPages: 2,
        }),
      })
      .on('GET', '/api/apikeys?page=1&size=1', {
        body: pageBody('apikeys', '/api/apikeys', [second], { number: 1, size: 1, totalElements: 2, totalPages: 2 }),
      });
    const keys = await makeClient().apiKeys.list({ page: 0, size: 1 }).toArray();
    expect(net.requests.map((r) => `${r.method} ${r.path}?${r.search}`)).toEqual([
      'GET /api/apikeys?page=0&size=1',
      'GET /api/apikeys?page=1&size=1',
    ]);
    expect(keys.map((k) => k.name)).toEqual(['ci', 'default']);
    expect(keys[1]?.accessToken).toBe('tok_default');
  });
});

describe('apiKeys.get', () => {
  it('GETs /api/apikeys/{id}', async () => {
    const net = wire().on('GET', KEY_PATH, { body: apiKeyBody() });
    const key = await makeClient().apiKeys.get(APIKEY);
    expect(net.last).toMatchObject({ method: 'GET', path: KEY_PATH, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(key).toEqual(apiKeyBody());
  });

  it("follows a key object's own self link", async () => {
    const net = wire().on('GET', '/api/apikeys/elsewhere', { body: apiKeyBody() });
    await makeClient().apiKeys.get({ id: APIKEY, _links: { self: { href: `${BASE}/api/apikeys/elsewhere` } } });
    expect(net.last.path).toBe('/api/apikeys/elsewhere');
  });

  it('gives the raw response: status and headers with the data, or unread', async () => {
    const net = wire().on('GET', KEY_PATH, { body: apiKeyBody(), headers: { 'x-request-id': 'key-1' } });
    const { data, response } = await makeClient().apiKeys.get(apiKeyBody()).withResponse();
    expect(data).toEqual(apiKeyBody());
    expect([response.status, response.headers.get('x-request-id')]).toEqual([200, 'key-1']);
    const raw = await makeClient().apiKeys.get(APIKEY).asResponse();
    expect([raw.status, raw.headers.get('x-request-id'), raw.bodyUsed]).toEqual([200, 'key-1', false]);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${KEY_PATH}`, `GET ${KEY_PATH}`]);
  });

  it('turns a 404 with the service error body into NotFoundError', async () => {
    const net = wire().on('GET', KEY_PATH, {
      status: 404,
      body: errorBody(404, 'Not Found', 'API key not found', KEY_PATH),
    });
    const error = await makeClient()
      .apiKeys.get(APIKEY)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({
      name: 'NotFoundError',
      status: 404,
      method: 'GET',
      url: `${BASE}${KEY_PATH}`,
      body: { message: 'API key not found', path: KEY_PATH },
    });
    expect((error as NotFoundError).message).toBe(
      `Request failed with status code 404: GET ${BASE}${KEY_PATH} (API key not found) ` +
        `(request id ${net.last.headers['x-request-id']})`,
    );
  });

  it('rejects an empty or dot id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().apiKeys.get('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().apiKeys.get('..')).toThrow(/must be a non-empty id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('apiKeys.initialise', () => {
  it('POSTs /api/apikeys with no body and returns the draft', async () => {
    const net = wire().on('POST', '/api/apikeys', { body: apiKeyDraftBody() });
    const draft = await makeClient().apiKeys.initialise();
    expect(net.last).toMatchObject({ method: 'POST', path: '/api/apikeys', search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(draft).toEqual(apiKeyDraftBody());
  });
});

describe('apiKeys.put', () => {
  it('PUTs the name and reports a creation (201) with the clientSecret', async () => {
    const created = apiKeyBody({ clientSecret: SECRET });
    const net = wire().on('PUT', KEY_PATH, { status: 201, body: created });
    const result = await makeClient().apiKeys.put(APIKEY, { name: 'ci' });
    expect(net.last).toMatchObject({ method: 'PUT', path: KEY_PATH, search: '', body: { name: 'ci' } });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(result).toEqual({ created: true, data: created });
    expect(result.data.clientSecret).toBe(SECRET);
  });

  it('reports an update (200) without a secret', async () => {
    wire().on('PUT', KEY_PATH, { status: 200, body: apiKeyBody({ name: 'renamed' }) });
    const result = await makeClient().apiKeys.put(APIKEY, { name: 'renamed' });
    expect(result.created).toBe(false);
    expect(result.data.clientSecret).toBeUndefined();
  });

  it("uses a draft's create apikey link", async () => {
    const net = wire().on('PUT', '/api/apikeys/from-link', { status: 201, body: apiKeyBody() });
    await makeClient().apiKeys.put(
      apiKeyDraftBody({ _links: { 'create apikey': { href: `${BASE}/api/apikeys/from-link`, type: 'PUT' } } }),
      { name: 'ci' },
    );
    expect(net.last.path).toBe('/api/apikeys/from-link');
  });

  it('refuses a missing or empty name before sending anything', async () => {
    const net = wire();
    // @ts-expect-error name is required
    expect(() => makeClient().apiKeys.put(APIKEY, {})).toThrow(
      /apiKeys.put was given invalid input; nothing was sent. name/,
    );
    expect(() => makeClient().apiKeys.put(APIKEY, { name: '' })).toThrow(InvalidArgumentError);
    expect(() => makeClient().apiKeys.put('', { name: 'ci' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('apiKeys.create', () => {
  it("initialises, then PUTs to the draft's create apikey link and returns the secret", async () => {
    const created = apiKeyBody({ clientSecret: SECRET });
    const net = wire()
      .on('POST', '/api/apikeys', { body: apiKeyDraftBody() })
      .on('PUT', KEY_PATH, { status: 201, body: created });
    const result = await makeClient().apiKeys.create({ name: 'ci' });
    expect(net.requests.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`)).toEqual([
      'POST /api/apikeys undefined',
      `PUT ${KEY_PATH} {"name":"ci"}`,
    ]);
    expect(result).toEqual(created);
    expect(result.clientSecret).toBe(SECRET);
  });

  it('PUTs to the documented path when the draft has no create apikey link', async () => {
    const net = wire()
      .on('POST', '/api/apikeys', { body: apiKeyDraftBody({ _links: {} }) })
      .on('PUT', KEY_PATH, { status: 201, body: apiKeyBody({ clientSecret: SECRET }) });
    const { data, response } = await makeClient().apiKeys.create({ name: 'ci' }).withResponse();
    expect(net.requests[1]).toMatchObject({ method: 'PUT', path: KEY_PATH, body: { name: 'ci' } });
    expect(response.status).toBe(201);
    expect(data.clientSecret).toBe(SECRET);
  });

  it('checks the body before initialising', async () => {
    const net = wire();
    expect(() => makeClient().apiKeys.create({ name: '' })).toThrow(/apiKeys.create was given invalid input/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('apiKeys.update', () => {
  it('PUTs the new name to /api/apikeys/{id} and returns the key', async () => {
    const net = wire().on('PUT', KEY_PATH, { body: apiKeyBody({ name: 'renamed' }) });
    const key = await makeClient().apiKeys.update(APIKEY, { name: 'renamed' });
    expect(net.last).toMatchObject({ method: 'PUT', path: KEY_PATH, body: { name: 'renamed' } });
    expect(net.last.headers['content-type']).toBe('application/json');
    expect(key.name).toBe('renamed');
  });

  it("uses a key object's update apikey link", async () => {
    const net = wire().on('PUT', '/api/apikeys/via-update-link', { body: apiKeyBody() });
    const key = apiKeyBody({
      _links: { 'update apikey': { href: `${BASE}/api/apikeys/via-update-link`, type: 'PUT' } },
    });
    await makeClient().apiKeys.update(key, { name: 'ci' });
    expect(net.last.path).toBe('/api/apikeys/via-update-link');
  });

  it('refuses an empty name before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().apiKeys.update(APIKEY, { name: '' })).toThrow(/apiKeys.update was given invalid input/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('apiKeys.delete', () => {
  it('DELETEs /api/apikeys/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', KEY_PATH, { status: 204 });
    await expect(makeClient().apiKeys.delete(APIKEY)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: KEY_PATH, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it("uses a key object's delete apikey link", async () => {
    const net = wire().on('DELETE', '/api/apikeys/via-delete-link', { status: 204 });
    await makeClient().apiKeys.delete(
      apiKeyBody({ _links: { 'delete apikey': { href: `${BASE}/api/apikeys/via-delete-link`, type: 'DELETE' } } }),
    );
    expect(net.last.path).toBe('/api/apikeys/via-delete-link');
  });

  it('rejects an empty id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().apiKeys.delete('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
