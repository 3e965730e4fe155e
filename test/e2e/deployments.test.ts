import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Job, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const event = JSON.stringify({ ref: 'refs/heads/main', after: '9f1c2ab', repository: { full_name: 'acme/analytics' } });

/** POSTs a webhook event to the demo workspace (or another), with the given extra headers and no token. */
function webhook(
  headers: Record<string, string>,
  body = event,
  workspaceId = mock.service.fixtures.workspaceId,
): Promise<Response> {
  const url = new URL(`/api/workspaces/${workspaceId}/deployments/github-webhook`, mock.server.url);
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

const sign = (algorithm: 'sha1' | 'sha256', secret: string, body = event) =>
  `${algorithm}=${createHmac(algorithm, secret).update(body).digest('hex')}`;

describe('deployments over the loopback mock', () => {
  it('deploys the workspace: 202, a QUEUED WORKSPACE_DEPLOY job raised by the caller', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const job = await mock.client('owner').deployments.deploy(ws);
    expect(job).toMatchObject({ type: 'WORKSPACE_DEPLOY', status: 'QUEUED' });
    expect(job._embedded?.profile).toEqual({
      id: mock.user('owner').id,
      name: 'Ada Lovelace',
      handle: '@ada',
      email: 'ada@example.com',
    });
    const listed = await mock.client('member').jobs.list(ws);
    expect(listed.items[0]?.id).toBe(job.id);
    expect(mock.service.store.jobs.get(job.id)?.type).toBe('WORKSPACE_DEPLOY');
  });

  it('lets administrators deploy, not members (403) or outsiders; 404 for an unknown workspace', async () => {
    const ws = mock.service.fixtures.workspaceId;
    await expect(mock.client('admin').deployments.deploy(ws)).resolves.toMatchObject({ status: 'QUEUED' });
    await expect(mock.client('member').deployments.deploy(ws)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').deployments.deploy(ws)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(
      mock.client('owner').deployments.deploy('00000000-0000-4000-8000-000000000000'),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('accepts a correctly signed webhook (sha1) without a token: 202, a job raised for the owner', async () => {
    const before = mock.service.store.jobs.size;
    const response = await webhook({ 'x-hub-signature': sign('sha1', mock.service.fixtures.webhookSecret) });
    expect(response.status).toBe(202);
    const job = Job.parse(await response.json());
    expect(job).toMatchObject({ type: 'WORKSPACE_DEPLOY', status: 'QUEUED' });
    expect(job._embedded?.profile?.id).toBe(mock.user('owner').id);
    expect(mock.service.store.jobs.size).toBe(before + 1);
  });

  it('prefers X-Hub-Signature-256 when both are sent', async () => {
    const secret = mock.service.fixtures.webhookSecret;
    const good = await webhook({ 'x-hub-signature-256': sign('sha256', secret), 'x-hub-signature': 'sha1=00' });
    expect(good.status).toBe(202);
    const bad = await webhook({
      'x-hub-signature-256': sign('sha256', 'wrong'),
      'x-hub-signature': sign('sha1', secret),
    });
    expect(bad.status).toBe(401);
  });

  it('refuses a wrongly signed, unsigned or tampered webhook with 401 and queues nothing', async () => {
    const before = mock.service.store.jobs.size;
    const secret = mock.service.fixtures.webhookSecret;
    const wrong = await webhook({ 'x-hub-signature': sign('sha1', 'not-the-secret') });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      message: 'X-Hub-Signature does not match the request body',
    });
    expect((await webhook({})).status).toBe(401);
    expect((await webhook({ 'x-hub-signature': sign('sha1', secret) }, `${event} `)).status).toBe(401);
    expect((await webhook({ 'x-hub-signature': sign('sha1', secret).replace('sha1=', 'md5=') })).status).toBe(401);
    expect(mock.service.store.jobs.size).toBe(before);
  });

  it('answers 400 to a correctly signed body that is not JSON, 404 to an unknown workspace', async () => {
    const secret = mock.service.fixtures.webhookSecret;
    expect((await webhook({ 'x-hub-signature': sign('sha1', secret, 'payload=x') }, 'payload=x')).status).toBe(400);
    const unknown = await webhook(
      { 'x-hub-signature': sign('sha1', secret) },
      event,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
  });
});
