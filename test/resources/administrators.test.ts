import { describe, expect, it } from 'vitest';
import { ApiError, InvalidArgumentError, PermissionDeniedError } from '../../src/index.js';
import { administratorBody, errorBody, PROFILE_2 } from '../fixtures/accounts.js';
import { listBody, PROFILE, PROFILE_ENCODED, WS } from '../fixtures/bodies.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const LIST_PATH = `/api/workspaces/${WS}/administrators`;
const ADMIN_PATH = `${LIST_PATH}/${PROFILE_ENCODED}`;

describe('administrators.list', () => {
  it('GETs the workspace administrators as one page', async () => {
    const items = [
      administratorBody(true),
      administratorBody(false, { id: PROFILE_2, name: 'Grace Hopper', handle: '@grace' }),
    ];
    const net = wire().on('GET', LIST_PATH, { body: listBody('administrators', LIST_PATH, items) });
    const page = await makeClient().administrators.list(WS);
    expect(net.last).toMatchObject({ method: 'GET', path: LIST_PATH, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual(items);
    expect(page.hasNextPage()).toBe(false);
  });

  it('yields every administrator with for await', async () => {
    const net = wire().on('GET', LIST_PATH, {
      body: listBody('administrators', LIST_PATH, [
        administratorBody(true),
        administratorBody(false, { id: PROFILE_2 }),
      ]),
    });
    const flags: Array<[string, boolean]> = [];
    for await (const admin of makeClient().administrators.list(WS)) flags.push([admin.id, admin.administrator]);
    expect(flags).toEqual([
      [PROFILE, true],
      [PROFILE_2, false],
    ]);
    expect(net.requests).toHaveLength(1);
  });

  it('rejects an empty workspace id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().administrators.list('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('administrators.add', () => {
  it('PUTs the encoded profile id with no body and returns the administrator', async () => {
    const net = wire().on('PUT', ADMIN_PATH, { body: administratorBody(true) });
    const admin = await makeClient().administrators.add(WS, PROFILE);
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: `/api/workspaces/${WS}/administrators/auth0%7C5f7c8ec7c33c6c004bbafe82`,
      search: '',
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(admin).toEqual(administratorBody(true));
    expect(admin.administrator).toBe(true);
  });

  it('takes the workspace and member as models (their ids); withResponse gives the raw response', async () => {
    const net = wire().on('PUT', ADMIN_PATH, {
      body: administratorBody(true),
      headers: { 'content-type': 'application/hal+json', 'x-request-id': 'req-9' },
    });
    const workspace = { id: WS, name: 'Analytics', _links: {} };
    const { data, response } = await makeClient()
      .administrators.add(workspace, administratorBody(false))
      .withResponse();
    expect(net.last).toMatchObject({ method: 'PUT', path: ADMIN_PATH, body: undefined });
    expect(data).toEqual(administratorBody(true));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req-9');
    expect(response.url).toBe(`${BASE}${ADMIN_PATH}`);
  });

  it('turns a 403 with the service error body into PermissionDeniedError', async () => {
    const body = errorBody(403, 'Forbidden', 'Only the workspace owner may add administrators', ADMIN_PATH);
    const net = wire().on('PUT', ADMIN_PATH, { status: 403, body });
    const error = await makeClient()
      .administrators.add(WS, PROFILE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'PermissionDeniedError',
      status: 403,
      method: 'PUT',
      url: `${BASE}${ADMIN_PATH}`,
      body,
    });
    const denied = error as PermissionDeniedError;
    expect(denied.body?.message).toBe('Only the workspace owner may add administrators');
    expect(denied.message).toBe(
      `Request failed with status code 403: PUT ${BASE}${ADMIN_PATH} ` +
        `(Only the workspace owner may add administrators) (request id ${net.last.headers['x-request-id']})`,
    );
    expect(denied.message).not.toContain(TOKEN);
  });

  it('rejects an empty profile or workspace id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().administrators.add(WS, '')).toThrow(/must be a non-empty id/);
    expect(() => makeClient().administrators.add('', PROFILE)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('administrators.withdraw', () => {
  it('DELETEs the encoded profile id and reads the 200 body (administrator false)', async () => {
    const net = wire().on('DELETE', ADMIN_PATH, { status: 200, body: administratorBody(false) });
    const member = await makeClient().administrators.withdraw(WS, PROFILE);
    expect(net.last).toMatchObject({ method: 'DELETE', path: ADMIN_PATH, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(member).toEqual(administratorBody(false));
    expect(member.administrator).toBe(false);
  });

  it('withdraws a member given as a model, by its id (its self link is the member resource)', async () => {
    const net = wire().on('DELETE', ADMIN_PATH, { status: 200, body: administratorBody(false) });
    await makeClient().administrators.withdraw({ id: WS, _links: {} }, administratorBody(true));
    expect(net.last).toMatchObject({ method: 'DELETE', path: ADMIN_PATH });
  });

  it('rejects an empty profile id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().administrators.withdraw(WS, '')).toThrow(InvalidArgumentError);
    expect(() => makeClient().administrators.withdraw(WS, { _links: {} })).toThrow(
      'administrators.withdraw(workspace, profile) needs a profile id or object as its second argument; ' +
        'got an object without an `id`.',
    );
    expect(() => makeClient().administrators.list({ _links: {} })).toThrow(/administrators\.list\(workspace\)/);
    expect(net.requests).toHaveLength(0);
  });
});
