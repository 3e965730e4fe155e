// A draft belongs to the profile that initialised it: another profile's PUT to its id is refused (403) and the
// draft stays as it was (a member could write into an alert draft someone else started, credited to them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

type Role = 'owner' | 'admin' | 'member';

/** A JSON request to the loopback server as a demo user; resolves to the status and the parsed body. */
async function call(role: Role, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${server.service.fixtures[role].token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

describe('drafts belong to the profile that initialised them', () => {
  it('an alert draft: another member gets 403, the initialiser creates it (201)', async () => {
    const dataset = server.service.fixtures.datasets.revenue;
    const draft = await call('member', 'POST', `/api/datasets/${dataset}/alerts`);
    const id = String(draft.body['id']);
    const stolen = await call('admin', 'PUT', `/api/datasets/${dataset}/alerts/${id}`, { detail: 'mine now' });
    expect(stolen.status).toBe(403);
    expect(stolen.body['message']).toBe(
      `Alert ${id} is a draft another profile initialised; initialise one of your own`,
    );
    expect(server.service.store.alerts.get(id)).toMatchObject({ draft: true });
    const created = await call('member', 'PUT', `/api/datasets/${dataset}/alerts/${id}`, { detail: 'Below 1M' });
    expect(created.status).toBe(201);
    expect(server.service.store.alerts.get(id)).toMatchObject({ draft: false, detail: 'Below 1M' });
  });

  it('a channel draft: the same; an API key draft of another profile is not even found (404)', async () => {
    const workspace = server.service.fixtures.workspaceId;
    const channel = await call('admin', 'POST', `/api/workspaces/${workspace}/channels`);
    const channelId = String(channel.body['id']);
    const path = `/api/workspaces/${workspace}/channels/${channelId}`;
    expect((await call('owner', 'PUT', path, { name: 'Taken' })).status).toBe(403);
    expect((await call('admin', 'PUT', path, { name: 'Finance' })).status).toBe(201);

    const key = await call('owner', 'POST', '/api/apikeys');
    const keyId = String(key.body['id']);
    expect((await call('member', 'PUT', `/api/apikeys/${keyId}`, { name: 'ci' })).status).toBe(404);
    expect(server.service.store.apiKeys.get(keyId)).toMatchObject({ draft: true });
    expect((await call('owner', 'PUT', `/api/apikeys/${keyId}`, { name: 'ci' })).status).toBe(201);
  });

  it('a pipeline, comment, message and workspace draft: another profile is refused, nothing changes', async () => {
    const { workspaceId, datasets, member } = server.service.fixtures;
    const pipeline = String((await call('admin', 'POST', `/api/workspaces/${workspaceId}/pipelines`)).body['id']);
    const pipelinePath = `/api/workspaces/${workspaceId}/pipelines/${pipeline}`;
    const spec = { name: 'sales-sync', label: 'Sales sync', dataComponents: ['tap-postgres', 'target-postgres'] };
    const stolen = await call('owner', 'PUT', pipelinePath, spec);
    expect([stolen.status, stolen.body['message']]).toEqual([
      403,
      `Pipeline ${pipeline} is a draft another profile initialised; initialise one of your own`,
    ]);
    expect(server.service.store.pipelines.get(pipeline)?.name).toBe('');
    expect((await call('admin', 'PUT', pipelinePath, spec)).status).toBe(201);

    const comment = String((await call('member', 'POST', `/api/datasets/${datasets.revenue}/comments`)).body['id']);
    const commentPath = `/api/datasets/${datasets.revenue}/comments/${comment}`;
    expect((await call('admin', 'PUT', commentPath, { message: 'mine' })).status).toBe(403);
    expect(server.service.store.comments.get(comment)?.draft).toBe(true);
    expect(server.service.store.comments.get(comment)?.message).not.toBe('mine');

    const message = String((await call('admin', 'POST', `/api/datasets/${datasets.revenue}/messages`)).body['id']);
    const messagePath = `/api/datasets/${datasets.revenue}/messages/${message}`;
    const note = { recipientId: member.id, message: 'hello' };
    expect((await call('owner', 'PUT', messagePath, note)).status).toBe(403);
    expect((await call('admin', 'PUT', messagePath, note)).status).toBe(201);

    const workspace = String((await call('member', 'POST', '/api/workspaces')).body['id']);
    expect((await call('owner', 'PUT', `/api/workspaces/${workspace}`, { name: 'Taken' })).status).toBe(409);
    expect(server.service.store.workspaces.get(workspace)).toMatchObject({ draft: true, name: '' });
  });
});
