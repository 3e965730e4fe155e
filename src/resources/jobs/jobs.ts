import { ApiResource, type PageOptions, pageQuery } from '../../core/api-resource.js';
import { checkMs } from '../../core/http/timers.js';
import type { PagePromise } from '../../core/pagination.js';
import { path } from '../../core/paths.js';
import type { RequestOptions } from '../../core/request-options.js';
import { type Subject, subjectUrl } from '../../core/subject.js';
import { Job, JobCollection, type JobLogLine } from '../../models/job.js';
import { followJob } from './follow.js';
import { checkLogOptions, type JobLogOptions, openJobLogs } from './logs.js';
import { type JobWaitOptions, waitForJob } from './wait.js';

/** Options of `jobs.follow`: those of `jobs.logs` (but `sequence` is where to start) and the poll interval. */
export interface JobFollowOptions extends JobLogOptions {
  /** Milliseconds between status polls while the job runs. @default 2000 */
  interval?: number | undefined;
}

/**
 * Jobs: tasks run for a workspace or a pipeline (deployments, pipeline runs, ...).
 * @example
 * const job = await client.jobs.create(pipelineId);
 * for await (const j of client.jobs.list(workspaceId)) console.log(j.type, j.status);
 * for await (const line of client.jobs.follow(job)) console.log(line.sequence, line.message);
 * const done = await client.jobs.wait(job, { timeout: 600_000 });
 */
export class Jobs extends ApiResource {
  /** Lists the running and finished jobs of a workspace (20 a page unless told otherwise). */
  list(workspaceId: string, query?: PageOptions, options?: RequestOptions): PagePromise<Job> {
    return this.paginate(
      'jobs.list',
      path`/api/workspaces/${workspaceId}/jobs`,
      JobCollection,
      pageQuery(query),
      options,
    );
  }

  /** Lists the jobs of a pipeline. */
  listForPipeline(pipelineId: string, query?: PageOptions, options?: RequestOptions): PagePromise<Job> {
    return this.paginate(
      'jobs.listForPipeline',
      path`/api/pipelines/${pipelineId}/jobs`,
      JobCollection,
      pageQuery(query),
      options,
    );
  }

  /** Gets a job by id, or refreshes a job object through its `self` link. */
  get(job: Subject, options?: RequestOptions): Promise<Job> {
    return this.request(
      {
        operation: 'jobs.get',
        method: 'GET',
        url: subjectUrl(job, 'self', (id) => path`/api/jobs/${id}`),
        schema: Job,
      },
      options,
    );
  }

  /** Starts a run of a pipeline (201); the service refuses while the pipeline is already running. */
  create(pipelineId: string, options?: RequestOptions): Promise<Job> {
    return this.request(
      { operation: 'jobs.create', method: 'POST', url: path`/api/pipelines/${pipelineId}/jobs`, schema: Job },
      options,
    );
  }

  /** Stops a job (202), by id or by the job's `withdraw job` link; resolves to the job when the service returns it. */
  stop(job: Subject, options?: RequestOptions): Promise<Job | undefined> {
    const url = subjectUrl(job, 'withdraw job', (id) => path`/api/jobs/${id}/stopped`);
    return this.request<Job | undefined>(
      { operation: 'jobs.stop', method: 'PUT', url, schema: Job, allowEmpty: true },
      options,
    );
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
    return openJobLogs(this.transport, checkLogOptions(this.#logsUrl(job), options, requestOptions));
  }

  /** Yields a job's log lines as they arrive until it is COMPLETE, ERROR or STOPPED, resuming after dropped connections. */
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
    const logs = (sequence: number, final: boolean) =>
      openJobLogs(this.transport, { ...read, sequence }, read.format !== 'text' || final);
    const get = () =>
      this.get(job, read.request.signal ? { ...requestOptions, signal: read.request.signal } : requestOptions);
    return followJob({ logs, get }, read.sequence, checkMs('interval', options.interval, 2_000), read.stream.signal);
  }

  /** Polls a job (5 s, growing after a minute) until it finishes or `until` holds; resolves with it, or throws `TimeoutError`. */
  wait(job: Subject, options: JobWaitOptions = {}, requestOptions: RequestOptions = {}): Promise<Job> {
    return waitForJob(
      (signal) => this.get(job, signal ? { ...requestOptions, signal } : requestOptions),
      options,
      requestOptions.signal,
    );
  }

  /** Deletes a job, by id or by the job's `delete job` link. */
  delete(job: Subject, options?: RequestOptions): Promise<void> {
    return this.request(
      { operation: 'jobs.delete', method: 'DELETE', url: subjectUrl(job, 'delete job', (id) => path`/api/jobs/${id}`) },
      options,
    );
  }

  #logsUrl(job: Subject): string {
    return subjectUrl(job, 'logs', (id) => path`/api/jobs/${id}/logs`);
  }
}
