import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import { path } from '../core/paths.js';
import { type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, type Subject } from '../core/subject.js';
import { checkKeys, isOptionsObject, keysOf, kindOf } from '../core/validation/options.js';
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

const signingKeys = keysOf<WebhookSigning>({ secret: true });

/**
 * Deployments: deploy a workspace's repository to the workspace, as a `WORKSPACE_DEPLOY` job.
 * @example
 * const job = await client.deployments.deploy(workspaceId);
 * console.log(job.status); // 'QUEUED'
 */
export class Deployments extends ApiResource {
  /** Deploys the workspace repository; the service queues a `WORKSPACE_DEPLOY` job and answers 202 with it. */
  deploy(workspace: Subject, options?: RequestOptions): ApiPromise<Job> {
    const sig = 'deployments.deploy(workspace)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/deployments`;
    return this.write(sig, 'POST', url, undefined, Job, options);
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
    const sig = 'deployments.webhook(workspace, payload, { secret })';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/deployments/github-webhook`;
    const body = webhookPayloadBytes(payload, 'deployments.webhook');
    if (!isOptionsObject(signing))
      throw new InvalidArgumentError(
        `${sig}: pass the signing options \`{ secret }\` as the third argument; got ${kindOf(signing)}.`,
      );
    checkKeys(signing, signingKeys, sig);
    const secret = checkSecret(signing.secret, 'deployments.webhook');
    const checked = requestOptions(options, sig) ?? {};
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
      this.request(call, { ...checked, headers: { ...checked.headers, ...signatures } }),
    );
  }
}
