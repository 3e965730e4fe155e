import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, NotFoundError } from '../../src/index.js';
import { listBody, PROFILE, PROFILE_ENCODED, WS } from '../fixtures/bodies.js';
import { memberBody, workspaceBody } from '../fixtures/workspaces-bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const MEMBERS = `/api/workspaces/${WS}/members`;
const grace = memberBody({ id: 'auth0|60a1b2c3d4e5f6a7b8c9d0e1', name: 'Grace Hopper', handle: '@grace' });

describe('members.list', () => {
  it('GETs /api/workspaces/{ws}/members and reads `_embedded.members` without a page object', async () => {
    const net = wire().on('GET', MEMBERS, { body: listBody('members', MEMBERS, [memberBody(), grace]) });
    const page = await strict().members.list(WS);
    expect(net.last).toMatchObject({ method: 'GET', path: MEMBERS, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([memberBody(), grace]);
    expect(page.page).toBeUndefined();
    expect(page.hasNextPage()).toBe(false);
    expect(await strict().members.list(WS).toArray()).toHaveLength(2);
  });

  it('takes a workspace model by its id, and reads an empty collection as no members', async () => {
    const net = wire().on('GET', MEMBERS, { body: { _links: {} } });
    const page = await makeClient().members.list(workspaceBody());
    expect(net.last.path).toBe(MEMBERS);
    expect(page.items).toEqual([]);
  });

  it('refuses a missing workspace before sending anything', () => {
    const net = wire();
    expect(() => makeClient().members.list('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().members.list({ _links: {} })).toThrow(/got an object without an `id`/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('members.get', () => {
  const ONE = `${MEMBERS}/${PROFILE_ENCODED}`;

  it("GETs /api/workspaces/{ws}/members/{profile-id} with the id's `|` percent-encoded", async () => {
    const net = wire().on('GET', ONE, { body: memberBody() });
    const member = await strict().members.get(WS, PROFILE);
    expect(net.last).toMatchObject({ method: 'GET', path: ONE, search: '', body: undefined });
    expect(net.last.path).toContain('auth0%7C');
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(member).toEqual(memberBody());
  });

  it('takes a member or profile model by its id (not its self link)', async () => {
    const net = wire().on('GET', ONE, { body: memberBody() });
    const profile = { id: PROFILE, _links: { self: { href: 'https://wdp.test/api/profiles' } } };
    await makeClient().members.get(workspaceBody(), profile);
    await makeClient().members.get(WS, memberBody());
    expect(net.requests.map((r) => r.path)).toEqual([ONE, ONE]);
  });

  it('rejects with NotFoundError when the profile is not a member', async () => {
    wire();
    await expect(makeClient().members.get(WS, 'auth0|nobody')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a missing workspace or profile before sending anything', () => {
    const net = wire();
    expect(() => makeClient().members.get(WS, '')).toThrow(InvalidArgumentError);
    expect(() => makeClient().members.get(WS, undefined as never)).toThrow(
      'members.get(workspace, profile) needs a profile id or object as its second argument; got undefined.',
    );
    expect(() => makeClient().members.get(undefined as never, PROFILE)).toThrow(/first argument/);
    expect(net.requests).toHaveLength(0);
  });
});
