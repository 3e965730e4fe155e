import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidArgumentError, ValidationError } from '../../src/index.js';
import type { Invitation } from '../../src/models/invitation.js';
import { pageBody, WS } from '../fixtures/bodies.js';
import { EMAIL, INVITATION, invitationBody } from '../fixtures/invitations-bodies.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const one = { number: 0, size: 20, totalElements: 1, totalPages: 1 };
const hal = { authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' };

describe('invitations.create', () => {
  const path = `/api/workspaces/${WS}/invitations`;

  it('POSTs { email } to the workspace invitations and resolves to undefined on a 202 with no body', async () => {
    const net = wire().on('POST', path, { status: 202 });
    const sent = strict().invitations.create(WS, { email: EMAIL });
    expectTypeOf(sent).resolves.toEqualTypeOf<void>();
    await expect(sent).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: { email: EMAIL } });
    expect(net.last.headers).toMatchObject({ ...hal, 'content-type': 'application/json' });
  });

  it('gives the raw 202 on withResponse(), and takes a workspace model by its id', async () => {
    wire().on('POST', path, { status: 202, headers: { 'x-request-id': 'inv-1' } });
    const workspace = { id: WS, name: 'Analytics', _links: {} };
    const { data, response } = await makeClient().invitations.create(workspace, { email: EMAIL }).withResponse();
    expect(data).toBeUndefined();
    expect([response.status, response.headers.get('x-request-id')]).toEqual([202, 'inv-1']);
  });

  it('refuses a missing or malformed email before sending anything', () => {
    const net = wire();
    const create = (body: unknown) => makeClient().invitations.create(WS, body as { email: string });
    for (const email of ['grace', 'grace@', '@example.com', 'grace smith@example.com', 'grace@example.', ''])
      expect(() => create({ email })).toThrow(
        /^invitations\.create was given invalid input; nothing was sent\. email: must be an email address/,
      );
    expect(() => create({})).toThrow(InvalidArgumentError);
    expect(() => create(undefined)).toThrow(
      'invitations.create(workspace, { email }) needs its body to be an object; got undefined.',
    );
    expect(() => makeClient().invitations.create('', { email: EMAIL })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('invitations.list', () => {
  it('GETs /api/invitations (the ones the caller sent) with paging in the query', async () => {
    const body = pageBody('invitations', '/api/invitations', [invitationBody()], { ...one, size: 5 });
    const net = wire().on('GET', '/api/invitations', { body });
    const page = await strict().invitations.list({ page: 0, size: 5, sort: 'created,desc' });
    expect(net.last).toMatchObject({
      method: 'GET',
      path: '/api/invitations',
      query: { page: '0', size: '5', sort: 'created,desc' },
      body: undefined,
    });
    expect(net.last.headers).toMatchObject(hal);
    expect(page.items).toEqual([invitationBody()]);
    expect(page.items[0]?.creator?.handle).toBe('@ada');
    expect(page.items[0]?.workspace?.name).toBe('Analytics');
  });

  it('sends no query without options, and reads an empty collection (no _embedded) as no items', async () => {
    const net = wire().on('GET', '/api/invitations', {
      body: { _links: {}, page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } },
    });
    expect((await strict().invitations.list()).items).toEqual([]);
    expect(net.last.search).toBe('');
  });

  it('keeps an unknown status (an open enum) in warn mode and refuses it in strict mode', async () => {
    const body = pageBody('invitations', '/api/invitations', [invitationBody({ status: 'EXPIRED' })], one);
    wire().on('GET', '/api/invitations', { body });
    expect((await makeClient().invitations.list()).items[0]?.status).toBe('EXPIRED');
    await expect(strict().invitations.list()).rejects.toThrow(ValidationError);
  });
});

describe('invitations.listReceived', () => {
  it('GETs /api/invitations?email=, the address encoded, before the paging options', async () => {
    const email = 'grace+wdp@example.com';
    const body = pageBody('invitations', '/api/invitations', [invitationBody({ email }, true)], one);
    const net = wire().on('GET', '/api/invitations', { body });
    const page = await strict().invitations.listReceived(email, { size: 20 });
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/invitations', body: undefined });
    expect(net.last.search).toBe('email=grace%2Bwdp%40example.com&size=20');
    expect(net.last.query).toEqual({ email, size: '20' });
    expect(net.last.headers).toMatchObject(hal);
    expect(page.items[0]?._links?.['accept invitation']).toEqual({
      href: `${BASE}/api/invitations/${INVITATION}`,
      type: 'PATCH',
    });
  });

  it('refuses something that is not an email address before sending anything', () => {
    const net = wire();
    const received = (email: unknown) => makeClient().invitations.listReceived(email as string);
    expect(() => received('grace')).toThrow(
      'invitations.listReceived(email, query) needs an email address as its first argument; ' +
        'got "grace" (an address looks like ada@example.com).',
    );
    expect(() => received(undefined)).toThrow(/needs an email address as its first argument; got undefined\.$/);
    expect(() => received({ email: EMAIL })).toThrow(InvalidArgumentError);
    expect(() => makeClient().invitations.listReceived(EMAIL, { size: 0 })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('invitations.listForWorkspace', () => {
  it('GETs the invitations of a workspace and walks every page', async () => {
    const path = `/api/workspaces/${WS}/invitations`;
    const meta = { number: 0, size: 1, totalElements: 2, totalPages: 2 };
    const second = invitationBody({ id: 'i2', status: 'ACCEPTED', _links: {} });
    const net = wire()
      .on('GET', path, { body: pageBody('invitations', path, [invitationBody()], meta) })
      .on('GET', `${path}?page=1&size=1`, { body: pageBody('invitations', path, [second], { ...meta, number: 1 }) });
    const all = await strict().invitations.listForWorkspace(WS).toArray();
    expect(net.requests.map((r) => `${r.method} ${r.path}?${r.search}`)).toEqual([
      `GET ${path}?`,
      `GET ${path}?page=1&size=1`,
    ]);
    expect(net.requests[0]?.headers).toMatchObject(hal);
    expect(all.map((i) => [i.id, i.status])).toEqual([
      [INVITATION, 'PENDING'],
      ['i2', 'ACCEPTED'],
    ]);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().invitations.listForWorkspace('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('invitations.accept', () => {
  const path = `/api/invitations/${INVITATION}`;

  it('PATCHes /api/invitations/{id} with no body and resolves to the accepted invitation', async () => {
    const accepted = invitationBody({ status: 'ACCEPTED', _links: {} }, true);
    const net = wire().on('PATCH', path, { body: accepted });
    const result = strict().invitations.accept(INVITATION);
    expectTypeOf(result).resolves.toEqualTypeOf<Invitation | undefined>();
    expect(await result).toEqual(accepted);
    expect(net.last).toMatchObject({ method: 'PATCH', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject(hal);
    expect(net.last.headers['content-type']).toBeUndefined();
  });

  it('resolves to undefined when the service answers with no body', async () => {
    wire().on('PATCH', path, { status: 204 });
    await expect(strict().invitations.accept(INVITATION)).resolves.toBeUndefined();
  });

  it("uses a received invitation's accept invitation link, else the path from its id", async () => {
    const net = wire()
      .on('PATCH', '/api/accept-by-link', { body: invitationBody({ status: 'ACCEPTED' }) })
      .on('PATCH', path, { body: invitationBody({ status: 'ACCEPTED' }) });
    const received = {
      ...invitationBody({}, true),
      _links: { 'accept invitation': { href: `${BASE}/api/accept-by-link`, type: 'PATCH' } },
    };
    await makeClient().invitations.accept(received);
    await makeClient().invitations.accept(invitationBody());
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH /api/accept-by-link', `PATCH ${path}`]);
  });

  it('refuses an empty id or a model with neither link nor id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().invitations.accept('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().invitations.accept({ _links: {} })).toThrow(
      'invitations.accept(invitation) needs an invitation id or object as its first argument; ' +
        'got an object with neither a "accept invitation" link nor an id; pass its id instead.',
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('invitations.withdraw', () => {
  const path = `/api/invitations/${INVITATION}/revoked`;

  it('PUTs /api/invitations/{id}/revoked with no body and resolves to the withdrawn invitation', async () => {
    const revoked = invitationBody({ status: 'REVOKED', _links: {} });
    const net = wire().on('PUT', path, { body: revoked });
    expect(await strict().invitations.withdraw(INVITATION)).toEqual(revoked);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject(hal);
    expect(net.last.headers['content-type']).toBeUndefined();
  });

  it("uses an invitation's withdraw invitation link, and resolves to undefined on an empty 200", async () => {
    const net = wire().on('PUT', '/api/withdraw-by-link', { status: 200 });
    const invitation = {
      ...invitationBody(),
      _links: { 'withdraw invitation': { href: `${BASE}/api/withdraw-by-link`, type: 'PUT' } },
    };
    await expect(makeClient().invitations.withdraw(invitation)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'PUT', path: '/api/withdraw-by-link' });
  });

  it('falls back to the path from the id of an invitation without the link (no longer PENDING)', async () => {
    const net = wire().on('PUT', path, { status: 200 });
    await makeClient().invitations.withdraw(invitationBody({ status: 'ACCEPTED', _links: {} }));
    expect(net.last.path).toBe(path);
  });
});

describe('invitations.delete', () => {
  it('DELETEs /api/invitations/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `/api/invitations/${INVITATION}`, { status: 204 });
    await expect(makeClient().invitations.delete(INVITATION)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `/api/invitations/${INVITATION}`, body: undefined });
    expect(net.last.headers).toMatchObject(hal);
  });

  it("uses an invitation's delete invitation link", async () => {
    const net = wire().on('DELETE', '/api/delete-by-link', { status: 204 });
    await makeClient().invitations.delete({
      ...invitationBody(),
      _links: { 'delete invitation': { href: `${BASE}/api/delete-by-link`, type: 'DELETE' } },
    });
    expect(net.last).toMatchObject({ method: 'DELETE', path: '/api/delete-by-link' });
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().invitations.delete('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().invitations.delete(42 as never)).toThrow(
      'invitations.delete(invitation) needs an invitation id or object as its first argument; got number.',
    );
    expect(net.requests).toHaveLength(0);
  });
});
