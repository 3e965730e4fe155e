import { ApiResource } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { Job } from '../models/job.js';
import { checkSecret, type WebhookBody, webhookHeaders, webhookPayloadBytes } from '../webhooks.js';

/** A webhook event: an object (serialised once with `JSON.stringify`; those bytes are signed and sent) or the raw body as it is. */
export type WebhookPayload = WebhookBody | object;

/** How `deployments.webhook` signs the event. */
export interface WebhookSigning {
  /** The workspace's webhook secret, shared with the source-hosting service. */
  secret: string;
}

/**
 * Deployments: deploy a workspace's repository to the workspace, as a `WORKSPACE_DEPLOY` job.
 * @example
 * const job = await client.deployments.deploy(workspaceId);
 * console.log(job.status); // 'QUEUED'
 */
export class Deployments extends ApiResource {
  /** Deploys the workspace repository; the service queues a `WORKSPACE_DEPLOY` job and answers 202 with it. */
  deploy(workspaceId: string, options?: RequestOptions): Promise<Job> {
    return this.request(
      {
        operation: 'deployments.deploy',
        method: 'POST',
        url: path`/api/workspaces/${workspaceId}/deployments`,
        schema: Job,
      },
      options,
    );
  }

  /**
   * Sends a deployment webhook event as the source-hosting service would: POST `.../deployments/github-webhook`
   * with the JSON body signed in `X-Hub-Signature` (sha1) and `X-Hub-Signature-256` (sha256); answers 202 with
   * the queued `WORKSPACE_DEPLOY` job. Not retried unless `options.retry` allows POST. Bad input throws before sending.
   * A 401 (a signature the service refused) is an `AuthenticationError` at once: `clientCredentials` does not refresh its token for it.
   * @example
   * const job = await client.deployments.webhook(workspaceId, { ref: 'refs/heads/main' }, { secret: process.env.WEBHOOK_SECRET! });
   * console.log(job.type, job.status); // 'WORKSPACE_DEPLOY' 'QUEUED'
   */
  webhook(
    workspaceId: string,
    payload: WebhookPayload,
    signing: WebhookSigning,
    options: RequestOptions = {},
  ): Promise<Job> {
    const url = path`/api/workspaces/${workspaceId}/deployments/github-webhook`;
    const body = webhookPayloadBytes(payload, 'deployments.webhook');
    if (typeof signing !== 'object' || signing === null)
      throw new InvalidArgumentError(
        'deployments.webhook: pass the signing options `{ secret }` as the third argument.',
      );
    const secret = checkSecret(signing.secret, 'deployments.webhook');
    return webhookHeaders(body, secret).then((signatures) =>
      // A 401 here means a bad signature, not a stale token: no token refresh.
      this.request(
        {
          operation: 'deployments.webhook',
          method: 'POST',
          url,
          body,
          contentType: 'application/json',
          schema: Job,
          refreshOn401: false,
        },
        { ...options, headers: { ...options.headers, ...signatures } },
      ),
    );
  }
}
