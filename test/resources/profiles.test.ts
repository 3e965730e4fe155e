import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidArgumentError, ValidationError } from '../../src/index.js';
import { PROFILE_2, PROFILE_2_ENCODED, profileBody } from '../fixtures/accounts.js';
import { href, listBody, PROFILE, PROFILE_ENCODED, WS } from '../fixtures/bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const PROFILE_PATH = `/api/profiles/${PROFILE_ENCODED}`;

describe('profiles.list', () => {
  it('GETs /api/profiles and reads the profiles collection as one page', async () => {
    const items = [profileBody(), profileBody({ id: PROFILE_2, name: 'Ada at Work' })];
    const net = wire().on('GET', '/api/profiles', { body: listBody('profiles', '/api/profiles', items) });
    const page = await makeClient().profiles.list();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/profiles', search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual(items);
    expect(page.page).toBeUndefined();
    expect(page.hasNextPage()).toBe(false);
  });

  it('yields every profile with for await, sending one request', async () => {
    const net = wire().on('GET', '/api/profiles', {
      body: listBody('profiles', '/api/profiles', [profileBody(), profileBody({ id: PROFILE_2 })]),
    });
    const ids: string[] = [];
    for await (const profile of makeClient().profiles.list()) ids.push(profile.id);
    expect(ids).toEqual([PROFILE, PROFILE_2]);
    expect(net.requests).toHaveLength(1);
  });

  it('gives an empty page when the collection has no _embedded', async () => {
    wire().on('GET', '/api/profiles', { body: { _links: { self: { href: '/api/profiles' } } } });
    expect(await makeClient().profiles.list().toArray()).toEqual([]);
  });
});

describe('profiles.get', () => {
  it('GETs /api/profiles/{id} with the | of the profile id sent as %7C', async () => {
    const net = wire().on('GET', PROFILE_PATH, { body: profileBody() });
    const profile = await makeClient().profiles.get(PROFILE);
    expect(net.last).toMatchObject({ method: 'GET', path: PROFILE_PATH, search: '', body: undefined });
    expect(net.last.path).toBe('/api/profiles/auth0%7C5f7c8ec7c33c6c004bbafe82');
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(profile).toEqual(profileBody());
    expect(profile.defaultWorkspace).toEqual({ id: WS, name: 'Analytics' });
  });

  it("reads a defaultWorkspace of text fields, as the service's document types it, without an id", async () => {
    wire()
      .on('GET', PROFILE_PATH, { body: profileBody({ defaultWorkspace: { name: 'Sales' } }) })
      .on('GET', '/api/profiles', {
        body: listBody('profiles', '/api/profiles', [profileBody({ defaultWorkspace: { name: 'Sales', x: 'y' } })]),
      });
    const profile = await strict().profiles.get(PROFILE);
    expect(profile.defaultWorkspace).toEqual({ name: 'Sales' });
    expect(profile.defaultWorkspace?.id).toBeUndefined();
    const [listed] = (await strict().profiles.list()).items;
    expect(listed?.defaultWorkspace).toEqual({ name: 'Sales', x: 'y' });
    expectTypeOf(profile.defaultWorkspace?.id).toEqualTypeOf<string | undefined>();
  });

  it('encodes other provider prefixes as one segment, and refuses an id with a slash before sending', async () => {
    const net = wire().on('GET', `/api/profiles/${PROFILE_2_ENCODED}`, { body: profileBody({ id: PROFILE_2 }) });
    await makeClient().profiles.get(PROFILE_2);
    expect(() => makeClient().profiles.get('a/b')).toThrow(InvalidArgumentError);
    expect(net.requests.map((r) => r.path)).toEqual(['/api/profiles/google-oauth2%7C104729384756102938475']);
  });

  it('takes a profile model by its id, since its self link names the collection', async () => {
    const net = wire().on('GET', PROFILE_PATH, { body: profileBody() });
    await makeClient().profiles.get(profileBody());
    expect(net.last).toMatchObject({ method: 'GET', path: PROFILE_PATH, search: '' });
    expect(() => makeClient().profiles.get({ _links: {} })).toThrow(
      /profiles\.get\(profile\) needs a profile id or object as its first argument; got an object without an `id`/,
    );
  });

  it('rejects an empty id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().profiles.get('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().profiles.get('.')).toThrow(/must be a non-empty id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('profiles.put', () => {
  it('PUTs name, phone and email and reports an update (200)', async () => {
    const net = wire().on('PUT', PROFILE_PATH, { status: 200, body: profileBody() });
    const result = await makeClient().profiles.put(PROFILE, {
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
    });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: PROFILE_PATH,
      search: '',
      body: { name: 'Ada Lovelace', phone: '+44 20 7946 0000', email: 'ada@example.com' },
    });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(result).toEqual({ created: false, data: profileBody() });
  });

  it('reports a creation (201) with the generated handle', async () => {
    const net = wire().on('PUT', PROFILE_PATH, { status: 201, body: profileBody({ handle: '@ada2' }) });
    const result = await makeClient().profiles.put(PROFILE, { name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(net.last.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(result.created).toBe(true);
    expect(result.data.handle).toBe('@ada2');
  });

  it('takes a profile model, PUTs to its update edit profile link, and gives the raw response', async () => {
    const net = wire().on('PUT', '/api/profiles/linked', { status: 201, body: profileBody() });
    const profile = profileBody({ _links: { 'update edit profile': href('/api/profiles/linked', 'PUT') } });
    const body = { name: 'Ada', email: 'ada@example.com' };
    const { data, response } = await makeClient().profiles.put(profile, body).withResponse();
    expect(net.last).toMatchObject({ method: 'PUT', path: '/api/profiles/linked', body });
    expect(data).toEqual({ created: true, data: profileBody() });
    expect(response.status).toBe(201);
    const raw = await makeClient().profiles.put(profile, body).asResponse();
    expect([raw.status, raw.bodyUsed]).toEqual([201, false]);
    expect(net.requests).toHaveLength(2);
  });

  it('refuses a body without a name, or an empty id, before sending anything', async () => {
    const net = wire();
    // @ts-expect-error name is required
    expect(() => makeClient().profiles.put(PROFILE, { email: 'ada@example.com' })).toThrow(
      /profiles.put was given invalid input; nothing was sent. name/,
    );
    expect(() => makeClient().profiles.put(PROFILE, { name: '', email: 'ada@example.com' })).toThrow(
      InvalidArgumentError,
    );
    expect(() => makeClient().profiles.put('', { name: 'Ada', email: 'ada@example.com' })).toThrow(
      InvalidArgumentError,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('profiles.setDefaultWorkspace', () => {
  it('PATCHes {defaultWorkspace: {id}} and returns the profile', async () => {
    const net = wire().on('PATCH', PROFILE_PATH, {
      body: profileBody({ defaultWorkspace: { id: WS, name: 'Analytics' } }),
    });
    const profile = await makeClient().profiles.setDefaultWorkspace(PROFILE, WS);
    expect(net.last).toMatchObject({
      method: 'PATCH',
      path: PROFILE_PATH,
      search: '',
      body: { defaultWorkspace: { id: WS } },
    });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(profile.defaultWorkspace).toEqual({ id: WS, name: 'Analytics' });
  });

  it('takes the profile and the workspace as models, by their ids', async () => {
    const net = wire().on('PATCH', PROFILE_PATH, { body: profileBody() });
    const workspace = { id: WS, name: 'Analytics' };
    await makeClient().profiles.setDefaultWorkspace(profileBody(), workspace);
    expect(net.last).toMatchObject({ method: 'PATCH', path: PROFILE_PATH, body: { defaultWorkspace: { id: WS } } });
  });

  it('refuses an empty workspace or profile id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().profiles.setDefaultWorkspace(PROFILE, '')).toThrow(
      /profiles.setDefaultWorkspace was given invalid input; nothing was sent. defaultWorkspace.id/,
    );
    expect(() => makeClient().profiles.setDefaultWorkspace('', WS)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('profiles.login', () => {
  const LOGIN_PATH = `${PROFILE_PATH}/login`;
  const details = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };

  it("POSTs the profile's details to /api/profiles/{id}/login and resolves to the answer as sent", async () => {
    // The document types the answer as an object and no more: whatever fields it has are kept.
    const answer = { ...profileBody(), firstLogin: true, features: ['msearch'] };
    const net = wire().on('POST', LOGIN_PATH, { body: answer });
    const result = await strict().profiles.login(PROFILE, details);
    expect(net.last).toMatchObject({ method: 'POST', path: LOGIN_PATH, search: '', body: details });
    expect(net.last.path).toBe('/api/profiles/auth0%7C5f7c8ec7c33c6c004bbafe82/login');
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(result).toEqual(answer);
  });

  it('takes a profile model by its id, whatever its links say', async () => {
    const net = wire().on('POST', LOGIN_PATH, { body: {} });
    const profile = profileBody({ _links: { 'update edit profile': href('/api/profiles/linked', 'PUT') } });
    expect(await makeClient().profiles.login(profile, details)).toEqual({});
    expect(net.last).toMatchObject({ method: 'POST', path: LOGIN_PATH, body: details });
  });

  it('refuses a body without an email or an empty id unsent; strict mode, an answer not an object', async () => {
    const net = wire().on('POST', LOGIN_PATH, { body: ['not', 'an', 'object'] });
    // @ts-expect-error email is required
    expect(() => makeClient().profiles.login(PROFILE, { name: 'Ada' })).toThrow(
      /profiles.login was given invalid input; nothing was sent. email/,
    );
    expect(() => makeClient().profiles.login('', details)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
    await expect(strict().profiles.login(PROFILE, details)).rejects.toBeInstanceOf(ValidationError);
    expect(net.requests).toHaveLength(1);
  });
});
