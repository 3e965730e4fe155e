// Checked mode: request bodies judged by the SDK's input models and queries by the SDK's query parameters
// (src/mock/check/), as the service judges them; a mistyped or missing field or a parameter's unreadable value
// refused with its 400, an unknown field or parameter accepted, and both in the journal's violations.
import { describe, expect, it } from 'vitest';
import { bodyContracts } from '../../src/mock/check/contracts.js';
import { queryContracts } from '../../src/mock/check/query-contracts.js';
import { Router } from '../../src/mock/http/router.js';
import { createMockService, RemoteMockAdmin } from '../../src/mock/index.js';
import { registerRoutes } from '../../src/mock/routes.js';

const base = 'https://wdp.mock';

/** A checked mock (unless told), and a PUT of a channel's body as a client that is not ours would send it. */
function setup(checked = true) {
  const mock = createMockService({ checked });
  const { workspaceId, owner } = mock.fixtures;
  const putChannel = (body: string, id = 'chan-new') =>
    mock.fetch(`${base}/api/workspaces/${workspaceId}/channels/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body,
    });
  return { mock, putChannel };
}

describe('a checked mock', () => {
  it("answers a mistyped field with the service's 400 naming it, and lists it as refused", async () => {
    const { mock, putChannel } = setup();
    const response = await putChannel('{"name": 42}');
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: 'Validation failed: name must be a string; got a number',
      errors: [{ field: 'name', defaultMessage: 'must be a string; got a number' }],
    });
    expect(Object.keys(body)).toEqual(['timestamp', 'status', 'error', 'message', 'path', 'errors']);
    expect(mock.admin.violations()).toMatchObject([
      {
        method: 'PUT',
        status: 400,
        violations: [{ kind: 'refused', field: 'name', reason: 'must be a string; got a number' }],
      },
    ]);
    expect(mock.store.channels.has('chan-new')).toBe(false);
  });

  it('refuses a body that leaves out a required field, and one that is not JSON, naming why', async () => {
    const { mock, putChannel } = setup();
    const missing = await putChannel('{"description": "no name"}');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('Validation failed: name must not be null');
    expect((await putChannel('{"name": ')).status).toBe(400);
    expect(mock.admin.violations().map((entry) => entry.violations)).toEqual([
      [{ kind: 'refused', field: 'name', reason: 'must not be null' }],
      [{ kind: 'refused', field: '(body)', reason: 'Malformed JSON request body' }],
    ]);
  });

  it('accepts a field the service ignores (Spring drops unknown properties) and lists it as ignored', async () => {
    const { mock, putChannel } = setup();
    const response = await putChannel('{"name": "Ops", "colour": "red"}');
    expect(response.status).toBe(201);
    expect(((await response.json()) as { name: string }).name).toBe('Ops');
    expect(mock.admin.violations()).toMatchObject([
      {
        method: 'PUT',
        status: 201,
        violations: [
          { kind: 'ignored', field: 'colour', reason: 'is not a field of this body; the service ignores it' },
        ],
      },
    ]);
  });

  it('lists as ignored an unknown field of a model that strips unknown keys (z.object)', async () => {
    const { mock } = setup();
    const { owner, workspaceId } = mock.fixtures;
    const response = await mock.fetch(`${base}/api/profiles/${encodeURIComponent(owner.id)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ defaultWorkspace: { id: workspaceId }, theme: 'dark' }),
    });
    expect(response.status).toBe(200);
    expect(mock.admin.violations()[0]?.violations).toEqual([
      { kind: 'ignored', field: 'theme', reason: 'is not a field of this body; the service ignores it' },
    ]);
  });

  it('refuses a JSON null where the model takes no null, as the mock always has', async () => {
    const { mock, putChannel } = setup();
    expect((await putChannel('{"name": "Ops", "description": null}')).status).toBe(400);
    expect(mock.admin.violations()[0]?.violations).toEqual([
      { kind: 'refused', field: 'description', reason: 'must be a string; got null' },
    ]);
  });

  it('checks a body before the route looks its subject up, as the service reads it before its controller', async () => {
    const { mock } = setup();
    const response = await mock.fetch(`${base}/api/channels/no-such-channel`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${mock.fixtures.owner.token}`, 'content-type': 'application/json' },
      body: '{"scope": "EVERYONE"}',
    });
    expect(response.status).toBe(400);
    expect(mock.admin.violations()[0]?.violations).toEqual([
      { kind: 'refused', field: 'scope', reason: 'must be one of PROFILE, WORKSPACE' },
    ]);
  });

  it('throws from expectNoViolations() listing method, path, field and reason; clearJournal forgets', async () => {
    const { mock, putChannel } = setup();
    await putChannel('{"name": 42}');
    await putChannel('{"name": "Ops", "colour": "red"}', 'chan-2');
    const path = `/api/workspaces/${mock.fixtures.workspaceId}/channels`;
    expect(() => mock.admin.expectNoViolations()).toThrow(
      [
        "The mock saw 2 requests that broke or bent the service's contract (checked mode):",
        `  PUT ${path}/chan-new: name must be a string; got a number (refused; answered 400)`,
        `  PUT ${path}/chan-2: colour is not a field of this body; the service ignores it (ignored; answered 201)`,
      ].join('\n'),
    );
    mock.admin.clearJournal();
    expect(() => mock.admin.expectNoViolations()).not.toThrow();
  });

  it('lists them over HTTP at GET /__mock/journal?violations, and so does RemoteMockAdmin', async () => {
    const { mock, putChannel } = setup();
    await putChannel('{"name": "Ops"}');
    await putChannel('{"name": true}', 'chan-2');
    const admin = new RemoteMockAdmin(base, mock.admin.token, mock.fetch);
    expect(await admin.journal()).toHaveLength(2);
    const listed = await admin.violations();
    expect(listed).toEqual(mock.admin.violations());
    expect(listed.map((entry) => `${entry.path.split('/').pop()} ${entry.status}`)).toEqual(['chan-2 400']);
    await expect(admin.expectNoViolations()).rejects.toThrow(
      'chan-2: name must be a string; got a boolean (refused; answered 400)',
    );
    await admin.clearJournal();
    await expect(admin.expectNoViolations()).resolves.toBeUndefined();
  });
});

describe('a checked mock, of a query', () => {
  /** A GET of `path` (under the fixtures' workspace when it starts with no slash) as the owner. */
  function get(checked = true) {
    const mock = createMockService({ checked });
    const { workspaceId, owner } = mock.fixtures;
    const send = (path: string) =>
      mock.fetch(`${base}${path.startsWith('/') ? path : `/api/workspaces/${workspaceId}/${path}`}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
    return { mock, send };
  }

  it('answers a value the service cannot read with its 400 naming the parameter, and lists it as refused', async () => {
    const { mock, send } = get();
    const response = await send('channels?type=folder&page=1');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 400,
      message: 'Validation failed: ?type must be one of SOURCE, LIST',
      errors: [{ field: '?type', defaultMessage: 'must be one of SOURCE, LIST' }],
    });
    expect(mock.admin.violations()).toMatchObject([
      {
        method: 'GET',
        status: 400,
        violations: [{ kind: 'refused', field: '?type', reason: 'must be one of SOURCE, LIST' }],
      },
    ]);
  });

  it('judges each kind of value: a flag, an instant, a page and a size, a count', async () => {
    const { mock, send } = get();
    expect((await send('/api/notifications?all=yes&since=yesterday&page=x&size=0')).status).toBe(400);
    expect((await send(`/api/jobs/no-such-job/logs?sequence=-1`)).status).toBe(400);
    expect(mock.admin.violations().map((entry) => entry.violations)).toEqual([
      [
        { kind: 'refused', field: '?all', reason: 'must be true or false' },
        { kind: 'refused', field: '?since', reason: 'must be an ISO 8601 timestamp such as 2021-02-11T11:12' },
        { kind: 'refused', field: '?page', reason: 'must be a whole number >= 0' },
        { kind: 'refused', field: '?size', reason: 'must be a whole number >= 1' },
      ],
      [{ kind: 'refused', field: '?sequence', reason: 'must be a whole number >= 0' }],
    ]);
  });

  it('accepts a parameter the service ignores and lists it as ignored; paging and exact words pass', async () => {
    const { mock, send } = get();
    expect((await send('channels?type=LIST&colour=red&page=0&size=5&sort=name,asc&sort=id,desc')).status).toBe(200);
    expect((await send('/api/profiles?verbose=1')).status).toBe(200);
    expect((await send('channels?scope=WORKSPACE&source=workspace')).status).toBe(200);
    const reason = 'is not a parameter of this request; the service ignores it';
    expect(mock.admin.violations().map((entry) => [entry.status, entry.violations])).toEqual([
      [200, [{ kind: 'ignored', field: '?colour', reason }]],
      [200, [{ kind: 'ignored', field: '?verbose', reason }]],
      [200, [{ kind: 'ignored', field: '?source', reason }]],
    ]);
  });

  it('refuses a word in another case than the service binds it (Spring binds an enum by its exact name)', async () => {
    const { mock, send } = get();
    expect((await send('channels?type=list&scope=Workspace')).status).toBe(400);
    expect(mock.admin.violations()[0]?.violations).toEqual([
      { kind: 'refused', field: '?type', reason: 'must be one of SOURCE, LIST' },
      { kind: 'refused', field: '?scope', reason: 'must be one of WORKSPACE, PROFILE' },
    ]);
  });

  it('reports a query and a body of one request together', async () => {
    const { mock } = get();
    const { owner, workspaceId } = mock.fixtures;
    const response = await mock.fetch(`${base}/api/workspaces/${workspaceId}/channels/chan-new?dryRun=true`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: '{"name": 42}',
    });
    expect(response.status).toBe(400);
    const fields = mock.admin.violations()[0]?.violations?.map((v) => `${v.kind} ${v.field}`);
    expect(fields).toEqual(['ignored ?dryRun', 'refused name']);
  });

  it('leaves the query to the route when unchecked', async () => {
    const { mock, send } = get(false);
    expect((await send('channels?colour=red')).status).toBe(200);
    expect(mock.admin.violations()).toEqual([]);
  });
});

describe('an unchecked mock (the default in process)', () => {
  it('hands the body to the route as before and records no violation', async () => {
    const { mock, putChannel } = setup(false);
    expect((await putChannel('{"name": "Ops", "colour": "red"}')).status).toBe(201);
    expect(mock.admin.violations()).toEqual([]);
  });
});

describe('the contracts of checked mode', () => {
  it('name only routes the mock has', () => {
    const router = registerRoutes(new Router());
    const dead = Object.keys(bodyContracts).filter((key) => {
      const [method = '', path = ''] = key.split(' ');
      const example = path.replace(/:(\w+)\*?/g, 'x');
      const match = router.match(method, example);
      return !(match && 'route' in match && match.route === key);
    });
    expect(dead).toEqual([]);
  });

  it('name only routes the mock has, for queries too', () => {
    const router = registerRoutes(new Router());
    const dead = Object.keys(queryContracts).filter((key) => {
      const [method = '', path = ''] = key.split(' ');
      const match = router.match(method, path.replace(/:(\w+)\*?/g, 'x'));
      return !(match && 'route' in match && match.route === key);
    });
    expect(dead).toEqual([]);
  });
});
