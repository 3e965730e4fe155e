import { ApiResource } from '../core/api-resource.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { Job } from '../models/job.js';

/**
 * Deployments: deploy a workspace's repository to the workspace, as a `WORKSPACE_DEPLOY` job.
 * @example
 * const job = await client.deployments.deploy(workspaceId);
 * console.log(job.status); // 'QUEUED'
 */
export class Deployments extends ApiResource {
  /** Deploys the workspace repository; the service queues a `WORKSPACE_DEPLOY` job and answers 202 with it. */
  deploy(workspaceId: string, options?: RequestOptions): Promise<Job> {
    return this.request({ operation: 'deployments.deploy', method: 'POST', url: path`/api/workspaces/${workspaceId}/deployments`, schema: Job }, options);
  }
}
