import type { ApiPromise } from '../../core/api-promise.js';
import { ApiResource, type PageOptions } from '../../core/api-resource.js';
import { jobFollow } from '../../core/defaults.js';
import { checkMs } from '../../core/http/timers.js';
import type { PagePromise } from '../../core/pagination.js';
import { path } from '../../core/paths.js';
import { type RequestOptions, requestOptions } from '../../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../../core/subject.js';
import { checkOptions, keysOf } from '../../core/validation/options.js';
import { Job, JobCollection, JobLogLine } from '../../models/job.js';
import { pageSpec, queryOf } from '../inputs.js';
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
const pipelineJobs = (pipeline: Subject, sig: string) => path`/api/pipelines/${idOf(pipeline, sig)}/jobs`;
/** Where a pipeline run starts (jobs.create, pipelines.run): its `new job` link, else /api/pipelines/{id}/jobs. */
export const newJobUrl = (pipeline: Subject, sig: string) =>
  subjectUrl(pipeline, 'new job', (id) => path`/api/pipelines/${id}/jobs`, sig);
const logsUrl = (job: Subject, sig: string) => subjectUrl(job, 'logs', (id) => path`/api/jobs/${id}/logs`, sig);
const logOptions = {
  format: true,
  sequence: true,
  signal: true,
  idleTimeout: true,
  onMalformed: true,
  maxLineLength: true,
};
const logKeys = keysOf<JobLogOptions>(logOptions);
const followKeys = keysOf<JobFollowOptions>({ ...logOptions, interval: true });
const waitKeys = keysOf<JobWaitOptions>({ until: true, timeout: true, interval: true, signal: true, onUpdate: true });

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
    const sig = 'jobs.list(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/jobs`;
    return this.paginate(sig, url, JobCollection, queryOf(pageSpec, query, sig), options);
  }

  /** Lists the jobs of a pipeline. */
  listForPipeline(pipeline: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Job> {
    const sig = 'jobs.listForPipeline(pipeline, query)';
    const url = pipelineJobs(pipeline, sig);
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, JobCollection, q, options);
  }

  /** Gets a job by id, or refreshes a job model through its `self` link. */
  get(job: Subject, options?: RequestOptions): ApiPromise<Job> {
    const sig = 'jobs.get(job)';
    return this.read(sig, subjectUrl(job, 'self', jobPath, sig), Job, options);
  }

  /** Starts a run of a pipeline (201), by id or its `new job` link; refused while the pipeline is busy. */
  create(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    const sig = 'jobs.create(pipeline)';
    return this.write(sig, 'POST', newJobUrl(pipeline, sig), undefined, Job, options);
  }

  /** Stops a job (202), by id or by the job's `withdraw job` link; the job, when the service returns it. */
  stop(job: Subject, options?: RequestOptions): ApiPromise<Job | undefined> {
    const sig = 'jobs.stop(job)';
    const url = subjectUrl(job, 'withdraw job', stopPath, sig);
    const call = { operation: 'jobs.stop', method: 'PUT', url, schema: Job, allowEmpty: true } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Deletes a job, by id or by the job's `delete job` link. */
  delete(job: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'jobs.delete(job)';
    return this.remove(sig, subjectUrl(job, 'delete job', jobPath, sig), options);
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
    const sig = 'jobs.logs(job, options)';
    const url = logsUrl(job, sig);
    const read = checkLogOptions(url, checkOptions(options, logKeys, sig) ?? {}, requestOptions(request, sig) ?? {});
    return readJobLogs(this.#logAccess, read);
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
    const sig = 'jobs.follow(job, options)';
    const url = logsUrl(job, sig);
    const following = checkOptions(options, followKeys, sig) ?? {};
    const checked = requestOptions(request, sig) ?? {};
    const read = checkLogOptions(url, following, checked);
    const interval = checkMs('interval', following.interval, jobFollow.intervalMs);
    const logs = (sequence: number, final: boolean) =>
      readJobLogs(this.#logAccess, { ...read, sequence }, read.format !== 'text' || final);
    const get = () => this.get(job, read.request.signal ? { ...checked, signal: read.request.signal } : checked);
    return followJob({ logs, get }, read.sequence, interval, read.stream.signal);
  }

  /** Polls a job (5 s, growing after a minute) until it ends or `until` holds; resolves with it, or `TimeoutError`. */
  wait(job: Subject, options?: JobWaitOptions, request?: RequestOptions): Promise<Job> {
    const sig = 'jobs.wait(job, options)';
    subjectUrl(job, 'self', jobPath, sig);
    const waiting = checkOptions(options, waitKeys, sig) ?? {};
    const checked = requestOptions(request, sig) ?? {};
    const get = (signal: AbortSignal | undefined) => this.get(job, signal ? { ...checked, signal } : checked);
    return waitForJob(get, waiting, checked.signal);
  }

  /** The stream capabilities of `ApiResource` that log reads use, bound to this namespace. */
  readonly #logAccess: LogAccess = {
    open: ({ url, sequence, accept, request }) =>
      this.open({ operation: 'jobs.logs', method: 'GET', url, query: { sequence }, accept }, request),
    checker: (mode) => this.checker(JobLogLine, 'jobs.logs', mode),
    redactError: (error) => this.redactError(error),
  };
}
