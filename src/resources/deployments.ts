import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { idOf, type Subject } from '../core/subject.js';
import { Job } from '../models/job.js';
import { checkSecret, type WebhookBody, webhookHeaders, webhookPayloadBytes } from '../webhooks.js';

/**
 * A webhook event: an object (serialised once with `JSON.stringify`; those bytes are signed and sent) or the raw
 * body as it is.
 */
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
  deploy(workspace: Subject, options?: RequestOptions): ApiPromise<Job> {
    const url = path`/api/workspaces/${idOf(workspace, 'deployments.deploy(workspace)')}/deployments`;
    return this.write('deployments.deploy', 'POST', url, undefined, Job, options);
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
    options: RequestOptions = {},
  ): ApiPromise<Job> {
    const usage = 'deployments.webhook(workspace, payload, { secret })';
    const url = path`/api/workspaces/${idOf(workspace, usage)}/deployments/github-webhook`;
    const body = webhookPayloadBytes(payload, 'deployments.webhook');
    if (typeof signing !== 'object' || signing === null)
      throw new InvalidArgumentError(`${usage}: pass the signing options \`{ secret }\` as the third argument.`);
    const secret = checkSecret(signing.secret, 'deployments.webhook');
    // A 401 here means a bad signature, not a stale token: no token refresh.
    const call = {
      operation: 'deployments.webhook',
      method: 'POST',
      url,
      body,
      contentType: 'application/json',
      schema: Job,
      refreshOn401: false,
    } as const;
    return this.chain(webhookHeaders(body, secret), (signatures) =>
      this.request(call, { ...options, headers: { ...options.headers, ...signatures } }),
    );
  }
}
