import { ApiResource, pageQuery, subjectUrl, type PageOptions, type Subject } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { Job, JobCollection } from '../models/job.js';

/**
 * Jobs: tasks run for a workspace or a pipeline (deployments, pipeline runs, ...).
 * @example
 * const job = await client.jobs.create(pipelineId);
 * for await (const j of client.jobs.list(workspaceId)) console.log(j.type, j.status);
 */
export class Jobs extends ApiResource {
  /** Lists the running and finished jobs of a workspace (20 a page unless told otherwise). */
  list(workspaceId: string, query?: PageOptions, options?: RequestOptions): PagePromise<Job> {
    return this.paginate('jobs.list', path`/api/workspaces/${workspaceId}/jobs`, JobCollection, pageQuery(query), options);
  }

  /** Lists the jobs of a pipeline. */
  listForPipeline(pipelineId: string, query?: PageOptions, options?: RequestOptions): PagePromise<Job> {
    return this.paginate('jobs.listForPipeline', path`/api/pipelines/${pipelineId}/jobs`, JobCollection, pageQuery(query), options);
  }

  /** Gets a job by id, or refreshes a job object through its `self` link. */
  get(job: Subject, options?: RequestOptions): Promise<Job> {
    return this.request({ operation: 'jobs.get', method: 'GET', url: subjectUrl(job, 'self', (id) => path`/api/jobs/${id}`), schema: Job }, options);
  }

  /** Starts a run of a pipeline (201); the service refuses while the pipeline is already running. */
  create(pipelineId: string, options?: RequestOptions): Promise<Job> {
    return this.request({ operation: 'jobs.create', method: 'POST', url: path`/api/pipelines/${pipelineId}/jobs`, schema: Job }, options);
  }

  /** Stops a job (202), by id or by the job's `withdraw job` link; resolves to the job when the service returns it. */
  stop(job: Subject, options?: RequestOptions): Promise<Job | undefined> {
    const url = subjectUrl(job, 'withdraw job', (id) => path`/api/jobs/${id}/stopped`);
    return this.request<Job | undefined>({ operation: 'jobs.stop', method: 'PUT', url, schema: Job, allowEmpty: true }, options);
  }

  /** Deletes a job, by id or by the job's `delete job` link. */
  delete(job: Subject, options?: RequestOptions): Promise<void> {
    return this.request({ operation: 'jobs.delete', method: 'DELETE', url: subjectUrl(job, 'delete job', (id) => path`/api/jobs/${id}`) }, options);
  }
}
