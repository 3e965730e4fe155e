import { describe, expect, it } from 'vitest';
import { AuthenticationError, Job } from '../../src/index.js';
import { signWebhook, verifyWebhook } from '../../src/webhooks.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const event = { ref: 'refs/heads/main', after: '9f1c2ab', repository: { full_name: 'acme/analytics' } };

describe('deployments.webhook over the loopback mock', () => {
  it('sends a signed event through the SDK: 202, a QUEUED WORKSPACE_DEPLOY job raised for the owner', async () => {
    const { workspaceId, webhookSecret } = mock.service.fixtures;
    const before = mock.service.store.jobs.size;
    const job = await mock.client('member').deployments.webhook(workspaceId, event, { secret: webhookSecret });
    expect(Job.parse(job)).toEqual(job);
    expect(job).toMatchObject({ type: 'WORKSPACE_DEPLOY', status: 'QUEUED' });
    expect(job._embedded?.profile?.id).toBe(mock.user('owner').id);
    expect(mock.service.store.jobs.size).toBe(before + 1);
    expect(mock.service.store.jobs.get(job.id)?.type).toBe('WORKSPACE_DEPLOY');
  });

  it('sends a raw string body as it is, and the mock verifies it', async () => {
    const { workspaceId, webhookSecret } = mock.service.fixtures;
    const raw = `${JSON.stringify(event, null, 2)}\n`;
    await expect(mock.client().deployments.webhook(workspaceId, raw, { secret: webhookSecret })).resolves.toMatchObject(
      { status: 'QUEUED' },
    );
  });

  it('fails with AuthenticationError (mock 401) when signed with a wrong secret; queues nothing', async () => {
    const { workspaceId } = mock.service.fixtures;
    const before = mock.service.store.jobs.size;
    const error = await mock
      .client()
      .deployments.webhook(workspaceId, event, { secret: 'whsec_not_the_secret' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({
      status: 401,
      body: { message: 'X-Hub-Signature-256 does not match the request body' },
    });
    expect(mock.service.store.jobs.size).toBe(before);
  });

  it('signs and verifies with the same helpers the mock uses', async () => {
    const secret = mock.service.fixtures.webhookSecret;
    const body = JSON.stringify(event);
    const headers = { 'x-hub-signature': await signWebhook(body, secret) };
    await expect(verifyWebhook(body, headers, ['whsec_rotated', secret])).resolves.toBe(true);
    const url = new URL(
      `/api/workspaces/${mock.service.fixtures.workspaceId}/deployments/github-webhook`,
      mock.server.url,
    );
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    expect(response.status).toBe(202);
  });
});
