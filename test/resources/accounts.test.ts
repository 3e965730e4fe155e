import { describe, expect, it } from 'vitest';
import { type Account, InvalidArgumentError } from '../../src/index.js';
import { PROFILE_2, PROFILE_2_ENCODED } from '../fixtures/accounts.js';
import { href, PROFILE, PROFILE_ENCODED, pageBody, WS } from '../fixtures/bodies.js';
import { workspaceBody, workspaceDraft } from '../fixtures/workspaces-bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

// An account's id is a plain string: here, as often at the service, its owner's profile id.
const ACCOUNT = PROFILE;
const ACCOUNT_PATH = `/api/accounts/${PROFILE_ENCODED}`;
const input = { company: 'Acme Analytics', ownerEmail: 'ada@example.com' };

/** An account as `AccountResource` describes it: every field. */
function accountBody(overrides: Record<string, unknown> = {}) {
  return {
    id: ACCOUNT,
    created: '2021-06-01T08:00:00.123456789',
    lastModified: '2021-06-01T08:00:01.5',
    company: 'Acme Analytics',
    ownerEmail: 'ada@example.com',
    marketplaceId: 'aws-mp-7f3c',
    maxWorkspaces: 3,
    maxRows: 5_000_000_000,
    minutesPerMonth: 1000,
    minutesUsed: 12,
    maxClients: 5,
    _links: { self: href(ACCOUNT_PATH) },
    ...overrides,
  };
}

const expectHeaders = (headers: Record<string, string>, json: boolean) => {
  expect(headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
  if (json) expect(headers['content-type']).toBe('application/json');
  else expect(headers['content-type']).toBeUndefined();
};

describe('accounts.list', () => {
  it('GETs /api/accounts with paging in the query and reads `_embedded.accounts`', async () => {
    const meta = { number: 0, size: 5, totalElements: 1, totalPages: 1 };
    const net = wire().on('GET', '/api/accounts', {
      body: pageBody('accounts', '/api/accounts', [accountBody()], meta),
    });
    const page = await strict().accounts.list({ size: 5, sort: 'company,asc' });
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/accounts', body: undefined });
    expect(net.last.query).toEqual({ size: '5', sort: 'company,asc' });
    expectHeaders(net.last.headers, false);
    expect(page.items).toEqual([accountBody()]);
  });

  it('refuses an unknown option before sending', () => {
    const net = wire();
    expect(() => makeClient().accounts.list({ company: 'Acme' } as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('accounts.get', () => {
  it('GETs the account, its id encoded as one segment, and keeps every field', async () => {
    const net = wire().on('GET', ACCOUNT_PATH, { body: accountBody() });
    const account = await strict().accounts.get(ACCOUNT);
    expect(net.last).toMatchObject({ method: 'GET', path: ACCOUNT_PATH, search: '', body: undefined });
    expectHeaders(net.last.headers, false);
    expect(account).toEqual(accountBody());
    expect(account.maxRows).toBe(5_000_000_000);
  });

  it("follows an account model's self link", async () => {
    const net = wire().on('GET', '/api/by-link/account', { body: accountBody() });
    await makeClient().accounts.get(accountBody({ _links: { self: href('/api/by-link/account') } }) as Account);
    expect(net.last.path).toBe('/api/by-link/account');
  });

  it('refuses an empty id before sending', () => {
    const net = wire();
    expect(() => makeClient().accounts.get('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('accounts.put', () => {
  it('PUTs the body as JSON and tells a creation (201) from an update (200)', async () => {
    const body = { ...input, maxWorkspaces: 3, maxRows: 5_000_000_000, marketplaceId: 'aws-mp-7f3c' };
    let status = 201;
    const net = wire().on('PUT', ACCOUNT_PATH, () => Response.json(accountBody(), { status }));
    const first = await strict().accounts.put(ACCOUNT, body);
    status = 200;
    const second = await strict().accounts.put(accountBody() as Account, body);
    expect(net.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', ACCOUNT_PATH, body],
      ['PUT', ACCOUNT_PATH, body],
    ]);
    expectHeaders(net.requests[0]?.headers ?? {}, true);
    expect(first).toEqual({ created: true, data: accountBody() });
    expect(second.created).toBe(false);
  });

  it('refuses a body without its required company or owner email, naming them, before sending', () => {
    const net = wire();
    const put = (body: unknown) => () => makeClient().accounts.put(ACCOUNT, body as never);
    expect(put({ ownerEmail: 'ada@example.com' })).toThrow(/accounts\.put .*company/);
    expect(put({ company: 'Acme', ownerEmail: ' ' })).toThrow(/ownerEmail: an account needs an owner email/);
    expect(put(undefined)).toThrow(/needs its body to be an object/);
    expect(net.requests).toHaveLength(0);
  });

  it('refuses, not drops, keys it does not know and the fields the service sets itself', () => {
    const net = wire();
    expect(() => makeClient().accounts.put(ACCOUNT, { ...input, plan: 'gold' } as never)).toThrow(
      /unknown key "plan"; it takes company, ownerEmail, marketplaceId, /,
    );
    expect(() => makeClient().accounts.put(ACCOUNT, accountBody() as never)).toThrow(/unknown keys "id", /);
    expect(net.requests).toHaveLength(0);
  });

  it('refuses a quota that is not a whole number or overflows the service’s 32-bit field', () => {
    const net = wire();
    const put = (extra: Record<string, unknown>) => () => makeClient().accounts.put(ACCOUNT, { ...input, ...extra });
    expect(put({ maxWorkspaces: 2.5 })).toThrow(/maxWorkspaces/);
    expect(put({ minutesPerMonth: 2 ** 31 })).toThrow(/minutesPerMonth: a 32-bit integer/);
    expect(put({ maxClients: '5' })).toThrow(/maxClients/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('accounts.initialiseWorkspace', () => {
  it('POSTs /api/accounts/{id}/workspaces with no body and returns the draft', async () => {
    const draft = {
      ...workspaceDraft(),
      _links: { 'create workspace': href(`${ACCOUNT_PATH}/workspaces/${WS}`, 'PUT') },
    };
    const net = wire().on('POST', `${ACCOUNT_PATH}/workspaces`, { body: draft });
    const got = await strict().accounts.initialiseWorkspace(accountBody() as Account);
    expect(net.last).toMatchObject({ method: 'POST', path: `${ACCOUNT_PATH}/workspaces`, search: '', body: undefined });
    expectHeaders(net.last.headers, false);
    expect(got).toEqual(draft);
  });
});

describe('accounts.putWorkspace', () => {
  it('PUTs the workspace body under the account and tells 201 from 200', async () => {
    const path = `${ACCOUNT_PATH}/workspaces/${WS}`;
    const net = wire().on('PUT', path, { status: 201, body: workspaceBody() });
    const { created, data } = await strict().accounts.putWorkspace(ACCOUNT, WS, { name: 'Analytics' });
    expect(net.last).toMatchObject({ method: 'PUT', path, body: { name: 'Analytics' } });
    expectHeaders(net.last.headers, true);
    expect(created).toBe(true);
    expect(data).toEqual(workspaceBody());
  });

  it('refuses a blank workspace name before sending', () => {
    const net = wire();
    expect(() => makeClient().accounts.putWorkspace(ACCOUNT, WS, { name: '  ' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('accounts.createWorkspace', () => {
  it("initialises in the account, then PUTs to the draft's create workspace link", async () => {
    const draft = { ...workspaceDraft(), _links: { 'create workspace': href('/api/by-link/create', 'PUT') } };
    const net = wire()
      .on('POST', `${ACCOUNT_PATH}/workspaces`, { body: draft })
      .on('PUT', '/api/by-link/create', { status: 201, body: workspaceBody() });
    const workspace = await strict().accounts.createWorkspace(ACCOUNT, { name: 'Analytics', domains: ['acme.io'] });
    expect(net.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `${ACCOUNT_PATH}/workspaces`, undefined],
      ['PUT', '/api/by-link/create', { name: 'Analytics', domains: ['acme.io'] }],
    ]);
    expect(workspace).toEqual(workspaceBody());
  });

  it('falls back to the documented path without a draft link; checks the body before the first step', async () => {
    const net = wire()
      .on('POST', `${ACCOUNT_PATH}/workspaces`, { body: { id: WS } })
      .on('PUT', `${ACCOUNT_PATH}/workspaces/${WS}`, { status: 201, body: workspaceBody() });
    expect(() => makeClient().accounts.createWorkspace(ACCOUNT, { name: '' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
    await makeClient().accounts.createWorkspace(ACCOUNT, { name: 'Analytics' });
    expect(net.requests.map((r) => r.path)).toEqual([`${ACCOUNT_PATH}/workspaces`, `${ACCOUNT_PATH}/workspaces/${WS}`]);
  });
});

describe('accounts.addOwner and withdrawOwner', () => {
  const OWNER_PATH = `${ACCOUNT_PATH}/owners/${PROFILE_2_ENCODED}`;

  it('PUTs the encoded profile id with no body and returns the account', async () => {
    const net = wire().on('PUT', OWNER_PATH, { body: accountBody() });
    const account = await strict().accounts.addOwner(ACCOUNT, { id: PROFILE_2, _links: {} });
    expect(net.last).toMatchObject({ method: 'PUT', path: OWNER_PATH, search: '', body: undefined });
    expectHeaders(net.last.headers, false);
    expect(account).toEqual(accountBody());
  });

  it('DELETEs the owner and returns the account', async () => {
    const net = wire().on('DELETE', OWNER_PATH, { body: accountBody() });
    const account = await strict().accounts.withdrawOwner(accountBody() as Account, PROFILE_2);
    expect(net.last).toMatchObject({ method: 'DELETE', path: OWNER_PATH, search: '', body: undefined });
    expectHeaders(net.last.headers, false);
    expect(account.id).toBe(ACCOUNT);
  });

  it('refuses a missing profile before sending', () => {
    const net = wire();
    expect(() => makeClient().accounts.addOwner(ACCOUNT, '')).toThrow(InvalidArgumentError);
    expect(() => makeClient().accounts.withdrawOwner(ACCOUNT, undefined as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
