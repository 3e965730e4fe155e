import { verifyWebhook } from '../../webhooks.js';
import { stored } from '../http/lookup.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { addJob } from './jobs/jobs.js';
import { jobView } from './jobs/view.js';

/** Deployments: deploy a workspace (admins), or through the signed source-hosting webhook (no token needed). */
export function routes(router: Router): void {
  router
    .on('POST', '/api/workspaces/:ws/deployments', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const job = addJob(c.store, { workspaceId: workspace.id, type: 'WORKSPACE_DEPLOY', profileId: c.caller().id });
      return hal(jobView(c, job), 202);
    })
    .on('POST', '/api/workspaces/:ws/deployments/github-webhook', async (c) => {
      const workspace = stored(c.store.workspaces, c.param('ws'), 'Workspace');
      const body = new Uint8Array(await c.request.arrayBuffer());
      const refused = await verifyWebhookSignature(c.request.headers, workspace.webhookSecret, body);
      if (refused) throw new MockHttpError(401, refused);
      let payload: unknown;
      try {
        payload = JSON.parse(new TextDecoder().decode(body));
      } catch {
        throw new MockHttpError(400, 'The webhook body must be the JSON event sent by the source-hosting service');
      }
      if (typeof payload !== 'object' || payload === null)
        throw new MockHttpError(400, 'The webhook body must be a JSON object');
      const job = addJob(c.store, {
        workspaceId: workspace.id,
        type: 'WORKSPACE_DEPLOY',
        profileId: workspace.ownerId,
      });
      return hal(jobView(c, job), 202);
    });
}

// Webhook signatures as the source-hosting service sends them: an HMAC of the raw body with the shared
// secret, hex-encoded, in `X-Hub-Signature: sha1=<hex>` or `X-Hub-Signature-256: sha256=<hex>`.
// The HMAC check is the one the SDK publishes for users (verifyWebhook); the reason for a refusal is the mock's.
const forms = { sha1: /^sha1=(?:[0-9a-fA-F]{2})+$/, sha256: /^sha256=(?:[0-9a-fA-F]{2})+$/ };

/**
 * Checks a webhook request's signature headers against the body: `X-Hub-Signature-256` when present
 * (preferred), else `X-Hub-Signature`. Returns why it was refused, or undefined when it is valid.
 */
async function verifyWebhookSignature(
  headers: Headers,
  secret: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<string | undefined> {
  if (secret === '') return 'The workspace has no webhook secret';
  const sha256 = headers.get('x-hub-signature-256');
  const [header, algorithm, value] =
    sha256 !== null
      ? (['X-Hub-Signature-256', 'sha256', sha256] as const)
      : (['X-Hub-Signature', 'sha1', headers.get('x-hub-signature')] as const);
  if (value === null) return 'The webhook request carries no X-Hub-Signature or X-Hub-Signature-256 header';
  if (!forms[algorithm].test(value.trim())) return `${header} must have the form ${algorithm}=<hex digest>`;
  if (await verifyWebhook(body, headers, secret)) return undefined;
  return `${header} does not match the request body`;
}
