import {
  type ApiPromise,
  ApiResource,
  ids,
  operation,
  type RequestOptions,
  type Subject,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { signedEvent, type WebhookSigning } from '../deployments/webhook-delivery.js';
import { Job } from '../models/job.js';
import type { WebhookBody } from '../webhooks.js';

/**
 * A webhook event: an object (serialised once with `JSON.stringify`; those bytes are signed and sent) or the raw
 * body as it is.
 */
export type WebhookPayload = WebhookBody | object;

export type { WebhookSigning } from '../deployments/webhook-delivery.js';

const deploymentsOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/deployments`;
const webhookOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/deployments/github-webhook`;
const webhookOp = operation('deployments.webhook', 'workspace', 'payload', '{ secret }');

/**
 * Deployments: deploy a workspace's repository to the workspace, as a `WORKSPACE_DEPLOY` job.
 * @example
 * const job = await client.deployments.deploy(workspaceId);
 * console.log(job.status); // 'QUEUED'
 */
export class Deployments extends ApiResource {
  /** Deploys the workspace repository; the service queues a `WORKSPACE_DEPLOY` job and answers 202 with it. */
  deploy(workspace: Subject, options?: RequestOptions): ApiPromise<Job> {
    return this.write(
      operation('deployments.deploy', 'workspace'),
      'POST',
      Job,
      ids(deploymentsOf, workspace),
      undefined,
      options,
    );
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
    return this.chain(signedEvent(webhookOp, ids(webhookOf, workspace), payload, signing, options), (event) =>
      this.request(
        webhookOp,
        // A 401 here means a bad signature, not a stale token: no token refresh.
        {
          method: 'POST',
          url: event.url,
          body: event.body,
          contentType: 'application/json',
          schema: Job,
          refreshOn401: false,
        },
        event.options,
      ),
    );
  }
}
