// The mock lists a workspace's channels as the service does: query by example on the channel's `type` and `scope`,
// bound by the enums' exact names (any other value is Spring's 400), while a `source` is no field of a channel and
// is ignored.
import { describe, expect, it } from 'vitest';
import { embedded, inProcessMock } from './in-process.js';

/** The names of the channels of a list answer. */
const names = (answer: Parameters<typeof embedded>[0]) =>
  embedded<{ name: string }>(answer, 'channels').map((c) => c.name);

describe('GET /api/workspaces/{ws}/channels', () => {
  it('keeps the channels of the given type and scope', async () => {
    const { mock, call } = inProcessMock();
    const path = `/api/workspaces/${mock.fixtures.workspaceId}/channels`;
    const made = await call('admin', 'PUT', `${path}/board`, { name: 'Board', type: 'LIST', scope: 'WORKSPACE' });
    expect(made.status).toBe(201);
    // The demo's Marketing is a SOURCE of PROFILE scope, and Sales a SOURCE of WORKSPACE scope.
    expect(names(await call('member', 'GET', path))).toEqual(['Board', 'Marketing', 'Sales']);
    expect(names(await call('member', 'GET', `${path}?type=LIST`))).toEqual(['Board']);
    expect(names(await call('member', 'GET', `${path}?type=SOURCE`))).toEqual(['Marketing', 'Sales']);
    expect(names(await call('member', 'GET', `${path}?scope=WORKSPACE`))).toEqual(['Board', 'Sales']);
    expect(names(await call('member', 'GET', `${path}?scope=PROFILE`))).toEqual(['Marketing']);
    expect(names(await call('member', 'GET', `${path}?type=SOURCE&scope=WORKSPACE`))).toEqual(['Sales']);
  });

  it('refuses a type or scope that is not an exact name (400), and ignores a source', async () => {
    const { mock, call } = inProcessMock();
    const path = `/api/workspaces/${mock.fixtures.workspaceId}/channels`;
    const lower = await call('member', 'GET', `${path}?type=list`);
    expect(lower).toMatchObject({
      status: 400,
      body: { status: 400, message: "Query parameter 'type' must be one of SOURCE, LIST; got list" },
    });
    const team = await call('member', 'GET', `${path}?scope=TEAM`);
    expect(team).toMatchObject({
      status: 400,
      body: { message: "Query parameter 'scope' must be one of PROFILE, WORKSPACE; got TEAM" },
    });
    const source = await call('member', 'GET', `${path}?source=workspace`);
    expect(source.status).toBe(200);
    expect(names(source)).toEqual(['Marketing', 'Sales']);
  });
});
