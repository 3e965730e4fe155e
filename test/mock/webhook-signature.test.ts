import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMockService } from '../../src/mock/index.js';

const event = JSON.stringify({ ref: 'refs/heads/main', after: '9f1c2ab', repository: { full_name: 'acme/analytics' } });
const hex = (algorithm: 'sha1' | 'sha256', secret: string) => createHmac(algorithm, secret).update(event).digest('hex');

/** POSTs the event to a workspace's webhook on an in-process mock, with these headers and no token. */
async function webhook(
  headers: Record<string, string>,
  prepare?: (mock: ReturnType<typeof createMockService>) => string,
): Promise<{ status: number; message: unknown }> {
  const mock = createMockService();
  const workspaceId = prepare?.(mock) ?? mock.fixtures.workspaceId;
  const response = await mock.fetch(`https://wdp.mock/api/workspaces/${workspaceId}/deployments/github-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: event,
  });
  const answer = (await response.json()) as { message?: unknown };
  return { status: response.status, message: answer.message };
}

describe('the webhook signature check of the mock', () => {
  const secret = createMockService().fixtures.webhookSecret;

  it('accepts a good X-Hub-Signature-256 (202) without looking at X-Hub-Signature', async () => {
    await expect(webhook({ 'x-hub-signature-256': `sha256=${hex('sha256', secret)}` })).resolves.toMatchObject({
      status: 202,
    });
    const both = { 'x-hub-signature-256': `sha256=${hex('sha256', secret)}`, 'x-hub-signature': 'sha1=xyz' };
    await expect(webhook(both)).resolves.toMatchObject({ status: 202 });
  });

  it('answers 401 naming a missing header', async () => {
    await expect(webhook({})).resolves.toEqual({
      status: 401,
      message: 'The webhook request carries no X-Hub-Signature or X-Hub-Signature-256 header',
    });
  });

  it('answers 401 naming the header and algorithm of a malformed signature', async () => {
    await expect(webhook({ 'x-hub-signature': 'sha1=xyz' })).resolves.toEqual({
      status: 401,
      message: 'X-Hub-Signature must have the form sha1=<hex digest>',
    });
    await expect(webhook({ 'x-hub-signature-256': `SHA256=${hex('sha256', secret)}` })).resolves.toEqual({
      status: 401,
      message: 'X-Hub-Signature-256 must have the form sha256=<hex digest>',
    });
  });

  it('answers 401 naming the header whose digest does not match the body', async () => {
    await expect(webhook({ 'x-hub-signature-256': `sha256=${hex('sha256', 'x')}` })).resolves.toEqual({
      status: 401,
      message: 'X-Hub-Signature-256 does not match the request body',
    });
    await expect(webhook({ 'x-hub-signature': `sha1=${hex('sha1', secret).slice(0, 38)}` })).resolves.toEqual({
      status: 401,
      message: 'X-Hub-Signature does not match the request body',
    });
  });

  it('answers 401 when the workspace has no webhook secret', async () => {
    const noSecret = (mock: ReturnType<typeof createMockService>) =>
      mock.seed.workspace({ name: 'Unsigned', ownerId: mock.fixtures.owner.id, webhookSecret: '' }).id;
    await expect(webhook({ 'x-hub-signature': `sha1=${hex('sha1', '')}` }, noSecret)).resolves.toEqual({
      status: 401,
      message: 'The workspace has no webhook secret',
    });
  });
});
