import type { ApiPromise } from '../../core/api-promise.js';
import { ApiResource, type PageOptions, pageQuery } from '../../core/api-resource.js';
import { jobFollow } from '../../core/defaults.js';
import { checkMs } from '../../core/http/timers.js';
import type { PagePromise } from '../../core/pagination.js';
import { path } from '../../core/paths.js';
import type { RequestOptions } from '../../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../../core/subject.js';
import { Job, JobCollection, JobLogLine } from '../../models/job.js';
import { followJob } from './follow.js';
import { checkLogOptions, type JobLogOptions, type LogAccess, readJobLogs } from './logs.js';
import { type JobWaitOptions, waitForJob } from './wait.js';

/** Options of `jobs.follow`: those of `jobs.logs` (but `sequence` is where to start) and the poll interval. */
export interface JobFollowOptions extends JobLogOptions {
  /** Milliseconds between status polls while the job runs. @default 2000 */
  interval?: number | undefined;
}

const jobPath = (id: string) => path`/api/jobs/${id}`;
const stopPath = (id: string) => path`/api/jobs/${id}/stopped`;
const workspaceJobs = (workspace: Subject) => path`/api/workspaces/${idOf(workspace, 'jobs.list(workspace)')}/jobs`;
const pipelineJobs = (pipeline: Subject, method: string) =>
  path`/api/pipelines/${idOf(pipeline, `jobs.${method}(pipeline)`)}/jobs`;

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
    return this.paginate('jobs.list', workspaceJobs(workspace), JobCollection, pageQuery(query), options);
  }

  /** Lists the jobs of a pipeline. */
  listForPipeline(pipeline: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Job> {
    const url = pipelineJobs(pipeline, 'listForPipeline');
    return this.paginate('jobs.listForPipeline', url, JobCollection, pageQuery(query), options);
  }

  /** Gets a job by id, or refreshes a job model through its `self` link. */
  get(job: Subject, options?: RequestOptions): ApiPromise<Job> {
    return this.read('jobs.get', subjectUrl(job, 'self', jobPath), Job, options);
  }

  /** Starts a run of a pipeline (201); the service refuses while the pipeline is already running. */
  create(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    return this.write('jobs.create', 'POST', pipelineJobs(pipeline, 'create'), undefined, Job, options);
  }

  /** Stops a job (202), by id or by the job's `withdraw job` link; the job, when the service returns it. */
  stop(job: Subject, options?: RequestOptions): ApiPromise<Job | undefined> {
    const url = subjectUrl(job, 'withdraw job', stopPath);
    return this.request({ operation: 'jobs.stop', method: 'PUT', url, schema: Job, allowEmpty: true }, options);
  }

  /** Deletes a job, by id or by the job's `delete job` link. */
  delete(job: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove('jobs.delete', subjectUrl(job, 'delete job', jobPath), options);
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
  logs(
    job: Subject,
    options: JobLogOptions = {},
    requestOptions: RequestOptions = {},
  ): AsyncIterableIterator<JobLogLine | string> {
    return readJobLogs(this.#logAccess, checkLogOptions(this.#logsUrl(job), options, requestOptions));
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
    options: JobFollowOptions = {},
    requestOptions: RequestOptions = {},
  ): AsyncIterableIterator<JobLogLine | string> {
    const read = checkLogOptions(this.#logsUrl(job), options, requestOptions);
    const interval = checkMs('interval', options.interval, jobFollow.intervalMs);
    const logs = (sequence: number, final: boolean) =>
      readJobLogs(this.#logAccess, { ...read, sequence }, read.format !== 'text' || final);
    const get = () =>
      this.get(job, read.request.signal ? { ...requestOptions, signal: read.request.signal } : requestOptions);
    return followJob({ logs, get }, read.sequence, interval, read.stream.signal);
  }

  /** Polls a job (5 s, growing after a minute) until it ends or `until` holds; resolves with it, or `TimeoutError`. */
  wait(job: Subject, options: JobWaitOptions = {}, requestOptions: RequestOptions = {}): Promise<Job> {
    const get = (signal: AbortSignal | undefined) =>
      this.get(job, signal ? { ...requestOptions, signal } : requestOptions);
    return waitForJob(get, options, requestOptions.signal);
  }

  /** The stream capabilities of `ApiResource` that log reads use, bound to this namespace. */
  readonly #logAccess: LogAccess = {
    open: ({ url, sequence, accept, request }) =>
      this.open({ operation: 'jobs.logs', method: 'GET', url, query: { sequence }, accept }, request),
    checker: (mode) => this.checker(JobLogLine, 'jobs.logs', mode),
    redactError: (error) => this.redactError(error),
  };

  #logsUrl(job: Subject): string {
    return subjectUrl(job, 'logs', (id) => path`/api/jobs/${id}/logs`);
  }
}
