// `wdp mock` as a real process checks the traffic it gets, as a client that is not ours meets it over HTTP: a
// mistyped field or query value is answered 400 naming it, an unknown field or query parameter is accepted, and all
// are listed by GET /__mock/journal?violations; `--no-check` serves without checking. Waits are on the first printed
// line.
import { describe, expect, it } from 'vitest';
import { RemoteMockAdmin } from '../../src/mock/index.js';
import { spawnWdp, type WdpProcess } from './spawn-wdp.js';

interface Served {
  baseUrl: string;
  workspaceId: string;
  tokens: { owner: string };
  adminToken: string;
}

/** Starts `wdp mock --json --port 0 ...args` and reads its first line. */
async function serve(args: readonly string[] = []): Promise<{ mock: WdpProcess; served: Served }> {
  const mock = spawnWdp(['mock', '--json', '--port', '0', ...args], {});
  await mock.waitFor('stdout', /\n/);
  return { mock, served: JSON.parse(mock.stdout()) as Served };
}

/** PUTs a channel's JSON body, as curl or a Python client would. */
function putChannel({ baseUrl, workspaceId, tokens }: Served, id: string, body: string): Promise<Response> {
  return fetch(`${baseUrl}/api/workspaces/${workspaceId}/channels/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens.owner}`, 'content-type': 'application/json' },
    body,
  });
}

describe('wdp mock checks request bodies and queries', { timeout: 120_000 }, () => {
  it('answers a mistyped field 400 naming it, accepts an unknown one, and lists both as violations', async () => {
    const { mock, served } = await serve();
    try {
      const mistyped = await putChannel(served, 'chan-1', '{"name": ["Ops"]}');
      expect(mistyped.status).toBe(400);
      expect(await mistyped.json()).toMatchObject({
        message: 'Validation failed: name must be a string; got an array',
        errors: [{ field: 'name', defaultMessage: 'must be a string; got an array' }],
      });
      const unknown = await putChannel(served, 'chan-2', '{"name": "Ops", "colour": "red"}');
      expect(unknown.status).toBe(201);

      const listed = await fetch(`${served.baseUrl}/__mock/journal?violations`, {
        headers: { authorization: `Bearer ${served.adminToken}` },
      });
      const violations = (await listed.json()) as { path: string; status: number; violations: unknown[] }[];
      expect(violations.map(({ path, status, violations: found }) => [path.split('/').pop(), status, found])).toEqual([
        ['chan-1', 400, [{ kind: 'refused', field: 'name', reason: 'must be a string; got an array' }]],
        [
          'chan-2',
          201,
          [{ kind: 'ignored', field: 'colour', reason: 'is not a field of this body; the service ignores it' }],
        ],
      ]);
      await expect(new RemoteMockAdmin(served.baseUrl, served.adminToken).expectNoViolations()).rejects.toThrow(
        /chan-1: name must be a string; got an array \(refused; answered 400\)\n.*chan-2: colour is not a field/,
      );
    } finally {
      mock.child.kill('SIGTERM');
      expect(await mock.exited).toBe(0);
    }
  });

  it('answers a bad query value 400 naming it, accepts an unknown parameter, and lists both', async () => {
    const { mock, served } = await serve();
    try {
      const channels = (query: string) =>
        fetch(`${served.baseUrl}/api/workspaces/${served.workspaceId}/channels?${query}`, {
          headers: { authorization: `Bearer ${served.tokens.owner}` },
        });
      const refused = await channels('type=folder');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        message: 'Validation failed: ?type must be one of SOURCE, LIST',
        errors: [{ field: '?type', defaultMessage: 'must be one of SOURCE, LIST' }],
      });
      expect((await channels('colour=red&page=0&size=5&sort=name,asc')).status).toBe(200);
      const violations = await new RemoteMockAdmin(served.baseUrl, served.adminToken).violations();
      expect(violations.map(({ status, violations: found }) => [status, found])).toEqual([
        [400, [{ kind: 'refused', field: '?type', reason: 'must be one of SOURCE, LIST' }]],
        [
          200,
          [{ kind: 'ignored', field: '?colour', reason: 'is not a parameter of this request; the service ignores it' }],
        ],
      ]);
    } finally {
      mock.child.kill('SIGTERM');
      expect(await mock.exited).toBe(0);
    }
  });

  it('with --no-check, hands the body to the route unchecked and lists nothing', async () => {
    const { mock, served } = await serve(['--no-check']);
    try {
      expect((await putChannel(served, 'chan-1', '{"name": "Ops", "colour": "red"}')).status).toBe(201);
      expect(await new RemoteMockAdmin(served.baseUrl, served.adminToken).violations()).toEqual([]);
    } finally {
      mock.child.kill('SIGTERM');
      expect(await mock.exited).toBe(0);
    }
  });
});
