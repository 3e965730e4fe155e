import {
  type ApiPromise,
  ApiResource,
  ids,
  linkOr,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  type RequestOptions,
  type Subject,
  type Target,
} from '../../core/api-resource.js';
import { path } from '../../core/paths.js';
import { Job, JobCollection } from '../../models/job.js';
import { JobLogLine } from '../../models/job-log-line.js';
import { followLogs, type JobFollowOptions } from './follow.js';
import { checkLogRead, type JobLogOptions, type LogAccess, readJobLogs } from './logs.js';
import { type JobWaitOptions, waitForJob } from './wait.js';

export type { JobFollowOptions } from './follow.js';

const jobPath = (id: string) => path`/api/jobs/${id}`;
const stopPath = (id: string) => path`/api/jobs/${id}/stopped`;
const logsPath = (id: string) => path`/api/jobs/${id}/logs`;
const workspaceJobs = (workspaceId: string) => path`/api/workspaces/${workspaceId}/jobs`;
const pipelineJobs = (pipelineId: string) => path`/api/pipelines/${pipelineId}/jobs`;
/** Where a pipeline run starts (jobs.create, pipelines.run): its `new job` link, else /api/pipelines/{id}/jobs. */
export const newJob = (pipeline: Subject): Target => linkOr(pipeline, 'new job', pipelineJobs);

/**
 * Jobs: tasks run for a workspace or a pipeline (deployments, pipeline runs, ...). Workspaces, pipelines and
 * jobs are given by id or as models.
 * @example
 * const job = await client.jobs.create(pipelineId);
 * for await (const j of client.jobs.list(workspaceId)) console.log(j.type, j.status);
 * for await (const line of client.jobs.follow(job)) console.log(line.sequence, line.message);
 * const done = await client.jobs.wait(job, { timeout: 600_000 });
 */
export class Jobs extends ApiResource {
  /** Lists the running and finished jobs of a workspace (20 a page unless told otherwise). */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Job> {
    return this.paginateOld(
      operation('jobs.list', 'workspace', 'query'),
      [pageSpec, JobCollection],
      ids(workspaceJobs, workspace),
      query,
      options,
    );
  }

  /** Lists every job the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Job> {
    return this.paginateOld(operation('jobs.listAll'), JobCollection, '/api/jobs', undefined, options);
  }

  /** Lists the jobs of a pipeline. */
  listForPipeline(pipeline: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Job> {
    return this.paginateOld(
      operation('jobs.listForPipeline', 'pipeline', 'query'),
      [pageSpec, JobCollection],
      ids(pipelineJobs, pipeline),
      query,
      options,
    );
  }

  /** Gets a job by id, or refreshes a job model through its `self` link. */
  get(job: Subject, options?: RequestOptions): ApiPromise<Job> {
    return this.read(operation('jobs.get', 'job'), Job, linkOr(job, 'self', jobPath), options);
  }

  /** Starts a run of a pipeline (201), by id or its `new job` link; refused while the pipeline is busy. */
  create(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    return this.write(operation('jobs.create', 'pipeline'), 'POST', Job, newJob(pipeline), undefined, options);
  }

  /** Stops a job (202), by id or by the job's `withdraw job` link; the job, when the service returns it. */
  stop(job: Subject, options?: RequestOptions): ApiPromise<Job | undefined> {
    return this.request(
      operation('jobs.stop', 'job'),
      { method: 'PUT', url: linkOr(job, 'withdraw job', stopPath), schema: Job, allowEmpty: true },
      options,
    );
  }

  /** Deletes a job, by id or by the job's `delete job` link. */
  delete(job: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(operation('jobs.delete', 'job'), linkOr(job, 'delete job', jobPath), options);
  }

  /** Reads a job's log as a stream from `sequence` (NDJSON by default; `text` gives strings); a 204 yields nothing. */
  logs(
    job: Subject,
    options: JobLogOptions & { format: 'text' },
    requestOptions?: RequestOptions,
  ): AsyncIterableIterator<string>;
  logs(
    job: Subject,
    options?: JobLogOptions & { format?: 'ndjson' | 'sse' | undefined },
    requestOptions?: RequestOptions,
  ): AsyncIterableIterator<JobLogLine>;
  logs(
    job: Subject,
    options?: JobLogOptions,
    requestOptions?: RequestOptions,
  ): AsyncIterableIterator<JobLogLine | string>;
  logs(job: Subject, options?: JobLogOptions, request?: RequestOptions): AsyncIterableIterator<JobLogLine | string> {
    return readJobLogs(
      this.#logAccess,
      checkLogRead(operation('jobs.logs', 'job', 'options'), linkOr(job, 'logs', logsPath), options, request),
    );
  }

  /** Yields a job's log lines as they arrive until it is COMPLETE, ERROR or STOPPED, resuming after dropped reads. */
  follow(
    job: Subject,
    options: JobFollowOptions & { format: 'text' },
    requestOptions?: RequestOptions,
  ): AsyncIterableIterator<string>;
  follow(
    job: Subject,
    options?: JobFollowOptions & { format?: 'ndjson' | 'sse' | undefined },
    requestOptions?: RequestOptions,
  ): AsyncIterableIterator<JobLogLine>;
  follow(
    job: Subject,
    options?: JobFollowOptions,
    requestOptions?: RequestOptions,
  ): AsyncIterableIterator<JobLogLine | string>;
  follow(
    job: Subject,
    options?: JobFollowOptions,
    request?: RequestOptions,
  ): AsyncIterableIterator<JobLogLine | string> {
    return followLogs(
      this.#logAccess,
      operation('jobs.follow', 'job', 'options'),
      linkOr(job, 'logs', logsPath),
      options,
      request,
      (polled) => this.get(job, polled),
    );
  }

  /** Polls a job (5 s, growing after a minute) until it ends or `until` holds; resolves with it, or `TimeoutError`. */
  wait(job: Subject, options?: JobWaitOptions, request?: RequestOptions): Promise<Job> {
    return waitForJob(
      operation('jobs.wait', 'job', 'options'),
      linkOr(job, 'self', jobPath),
      options,
      request,
      (polled) => this.get(job, polled),
    );
  }

  /** The stream capabilities of `ApiResource` that log reads use, bound to this namespace. */
  readonly #logAccess: LogAccess = {
    open: ({ url, sequence, accept, request }) =>
      this.open(operation('jobs.logs', 'job', 'options'), { method: 'GET', url, query: { sequence }, accept }, request),
    checker: (mode) => this.checker(JobLogLine, 'jobs.logs', mode),
    redactError: (error) => this.redactError(error),
  };
}
