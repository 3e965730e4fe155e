import {
  type ApiPromise,
  ApiResource,
  call,
  chain,
  describe,
  ids,
  type Operations,
  type RequestOptions,
  request,
  type Subject,
} from '../core/namespace-kit.js';
import { fill } from '../core/paths.js';
import { signedEvent, type WebhookSigning } from '../deployments/webhook-delivery.js';
import { Job } from '../models/job.js';
import type { WebhookBody } from '../webhooks.js';

/**
 * A webhook event: an object (serialised once with `JSON.stringify`; those bytes are signed and sent) or the raw
 * body as it is.
 */
export type WebhookPayload = WebhookBody | object;

export type { WebhookSigning } from '../deployments/webhook-delivery.js';

/** The operations of `Deployments`, each described once. */
const ops = /* @__PURE__ */ describe('deployments', {
  deploy: { method: 'POST', path: '/api/workspaces/{workspace}/deployments', output: Job },
  webhook: {
    method: 'POST',
    path: '/api/workspaces/{workspace}/deployments/github-webhook',
    params: ['workspace', 'payload', '{ secret }'],
    contentType: 'application/json',
    // A 401 here means a bad signature, not a stale token: no token refresh.
    refreshOn401: false,
    output: Job,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const deploymentOperations: Operations = ops;

// The webhook is signed before it is sent (Web Crypto is asynchronous), so its call is built by hand from its
// description: the path filled first (a wrong workspace throws at the call), the rest once the body is signed.
const webhookPath = (workspaceId: string) => fill(ops.webhook.path, [workspaceId]);
const webhookSends = {
  method: ops.webhook.method,
  contentType: ops.webhook.contentType,
  refreshOn401: ops.webhook.refreshOn401,
  schema: ops.webhook.output,
};

/**
 * Deployments: deploy a workspace's repository to the workspace, as a `WORKSPACE_DEPLOY` job.
 * @example
 * const job = await client.deployments.deploy(workspaceId);
 * console.log(job.status); // 'QUEUED'
 */
export class Deployments extends ApiResource {
  /** Deploys the workspace repository; the service queues a `WORKSPACE_DEPLOY` job and answers 202 with it. */
  deploy(workspace: Subject, options?: RequestOptions): ApiPromise<Job> {
    return call(this, ops.deploy, workspace, options);
  }

  /**
   * Sends a deployment webhook event as the source-hosting service would: POST `.../deployments/github-webhook`
   * with the JSON body signed in `X-Hub-Signature` (sha1) and `X-Hub-Signature-256` (sha256); answers 202 with
   * the queued `WORKSPACE_DEPLOY` job. Not retried unless `options.retry` allows POST. Bad input throws before
   * sending. A 401 (a signature the service refused) is an `AuthenticationError` at once: `clientCredentials`
   * does not refresh its token for it.
   * @example
   * const job = await client.deployments.webhook(workspaceId, { ref: 'refs/heads/main' }, { secret });
   * console.log(job.type, job.status); // 'WORKSPACE_DEPLOY' 'QUEUED'
   */
  webhook(
    workspace: Subject,
    payload: WebhookPayload,
    signing: WebhookSigning,
    options?: RequestOptions,
  ): ApiPromise<Job> {
    return chain(signedEvent(ops.webhook, ids(webhookPath, workspace), payload, signing, options), (event) =>
      request(this, ops.webhook, { ...webhookSends, url: event.url, body: event.body }, event.options),
    );
  }
}
