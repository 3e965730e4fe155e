import {
  type ApiPromise,
  ApiResource,
  call,
  checker,
  type Description,
  describe,
  linkOr,
  type Operations,
  open,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  type RequestOptions,
  type Subject,
  streamError,
  submit,
  type Target,
  type Written,
} from '../../core/namespace-kit.js';
import { fill } from '../../core/paths.js';
import { textMap } from '../../models/fields.js';
import { Job, JobCollection } from '../../models/job.js';
import { JobLogLine } from '../../models/job-log-line.js';
import { followLogs, type JobFollowOptions } from './follow.js';
import { checkLogRead, type JobLogOptions, type LogAccess, readJobLogs } from './logs.js';
import { type JobWaitOptions, waitForJob } from './wait.js';

export type { JobFollowOptions } from './follow.js';

const logs = {
  path: '/api/jobs/{job}/logs',
  link: 'logs',
  params: ['job', 'options'],
  output: JobLogLine,
} satisfies Written<Description<JobLogLine>>;

/** The operations of `Jobs`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('jobs', {
  list: {
    path: '/api/workspaces/{workspace}/jobs',
    query: pageSpec,
    list: JobCollection,
  },
  listAll: { path: '/api/jobs', list: JobCollection },
  listForPipeline: {
    path: '/api/pipelines/{pipeline}/jobs',
    query: pageSpec,
    list: JobCollection,
  },
  get: { path: '/api/jobs/{job}', link: 'self', output: Job },
  create: { method: 'POST', path: '/api/pipelines/{pipeline}/jobs', link: 'new job', output: Job },
  stop: {
    method: 'PUT',
    path: '/api/jobs/{job}/stopped',
    link: 'withdraw job',
    // The service's acceptance of the stop, a map of text (its document names no key), not the job.
    output: textMap,
    allowEmpty: true,
  },
  delete: { method: 'DELETE', path: '/api/jobs/{job}', link: 'delete job' },
  // A stream read as it arrives, in the format its options ask for (the core has no verb for it).
  logs,
  // The log read on until the job ends, the job polled between reads.
  follow: { ...logs },
  // The job polled until it ends.
  wait: {
    path: '/api/jobs/{job}',
    link: 'self',
    params: ['job', 'options'],
    output: Job,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const jobOperations: Operations = ops;

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
    return paginate(this, ops.list, workspace, query, options);
  }

  /** Lists every job the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Job> {
    return paginate(this, ops.listAll, options);
  }

  /** Lists the jobs of a pipeline. */
  listForPipeline(pipeline: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Job> {
    return paginate(this, ops.listForPipeline, pipeline, query, options);
  }

  /** Gets a job by id, or refreshes a job model through its `self` link. */
  get(job: Subject, options?: RequestOptions): ApiPromise<Job> {
    return call(this, ops.get, job, options);
  }

  /** Starts a run of a pipeline (201), by id or its `new job` link; refused while the pipeline is busy. */
  create(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    return call(this, ops.create, pipeline, options);
  }

  /**
   * Stops a job (202), by id or by the job's `withdraw job` link. Resolves to the service's acceptance, a map of text
   * whose keys it does not promise (`undefined` when it sends none), not the job: `jobs.get()` reads the job.
   */
  stop(job: Subject, options?: RequestOptions): ApiPromise<Record<string, string> | undefined> {
    return call(this, ops.stop, job, options);
  }

  /** Deletes a job, by id or by the job's `delete job` link. */
  delete(job: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, job, options);
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
    return readJobLogs(this.#logAccess, checkLogRead(ops.logs, jobTarget(ops.logs, job), options, request));
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
    return followLogs(this.#logAccess, ops.follow, jobTarget(ops.follow, job), options, request, (polled) =>
      this.get(job, polled),
    );
  }

  /** Polls a job (5 s, growing after a minute) until it ends or `until` holds; resolves with it, or `TimeoutError`. */
  wait(job: Subject, options?: JobWaitOptions, request?: RequestOptions): Promise<Job> {
    return waitForJob(ops.wait, jobTarget(ops.wait, job), options, request, (polled) => this.get(job, polled));
  }

  /** The stream capabilities of `ApiResource` that log reads use, bound to this namespace. */
  readonly #logAccess: LogAccess = {
    open: ({ url, sequence, accept, request }) =>
      open(this, ops.logs, { method: ops.logs.method, url, query: { sequence }, accept }, request),
    checker: (mode) => checker(this, ops.logs.output, ops.logs.name, mode),
    streamError: (error, response) => streamError(this, error, response),
  };
}

/** Where a log read or wait goes: the job's own link of the description's relation, else its path by the job's id. */
function jobTarget(d: Description, job: Subject): Target {
  return linkOr(job, d.link ?? 'self', (id) => fill(d.path, [id]));
}
