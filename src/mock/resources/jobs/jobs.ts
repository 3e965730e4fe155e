import type { Job } from '../../../models/job.js';
import { millisTimestamp } from '../../clock.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { pagedResponse } from '../../http/paging.js';
import { empty, hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import type { MockStore } from '../../store.js';
import { raiseForPipeline } from '../notifications/raise.js';
import { startPipelineJob } from '../pipelines/status.js';
import { pipelineView } from '../pipelines/view.js';
import { jobEndsAt, jobRan, logsResponse } from './logs.js';

/** Where a job is: QUEUED, RUNNING, then an outcome (COMPLETE, ERROR) unless STOPPED first. */
export type JobStatus = 'QUEUED' | 'RUNNING' | 'COMPLETE' | 'ERROR' | 'STOPPED';

/** A task run for a workspace or a pipeline, on the mock's clock. */
export interface JobRecord {
  id: string;
  workspaceId: string;
  pipelineId?: string | undefined;
  type: string;
  profileId: string;
  /** Clock instants (ms) of the transitions. */
  createdAt: number;
  startsAt: number;
  endsAt: number;
  /** Set when stopped before it ended. */
  stoppedAt?: number | undefined;
  outcome: 'COMPLETE' | 'ERROR';
  commitId: string;
  /** The status last seen by `syncJobs`, to raise JOB_STARTED / JOB_ENDED once. */
  seenStatus: JobStatus;
  created: string;
}

/** The jobs, by id. */
export const tables = () => ({ jobs: new Map<string, JobRecord>() });

/** How long a job waits in the queue and how long it runs, in clock milliseconds. */
export const jobTiming = { queuedMs: 2_000, runningMs: 8_000, lineEveryMs: 500 };

/** A job created now (or at `createdAt`): QUEUED 2 s, RUNNING 8 s, then its outcome (ERROR for a failing pipeline). */
export function addJob(
  store: MockStore,
  init: Partial<JobRecord> & { workspaceId: string; type: string; profileId: string },
): JobRecord {
  const createdAt = init.createdAt ?? store.clock.now();
  const pipeline = init.pipelineId ? store.pipelines.get(init.pipelineId) : undefined;
  const record: JobRecord = {
    id: store.id(),
    createdAt,
    startsAt: createdAt + jobTiming.queuedMs,
    endsAt: createdAt + jobTiming.queuedMs + jobTiming.runningMs,
    outcome: pipeline?.failing ? 'ERROR' : 'COMPLETE',
    commitId: store.random.hex(40),
    seenStatus: 'QUEUED',
    created: store.timestamp(),
    ...init,
  };
  store.jobs.set(record.id, record);
  return record;
}

/** A job's status at a clock instant: QUEUED, then RUNNING, then its outcome, unless stopped first. */
export function jobStatus(job: JobRecord, now: number): JobStatus {
  if (job.stoppedAt !== undefined && job.stoppedAt <= now) return 'STOPPED';
  if (now < job.startsAt) return 'QUEUED';
  if (now < job.endsAt) return 'RUNNING';
  return job.outcome;
}

/** Brings every job up to the clock, raising JOB_STARTED and JOB_ENDED once per transition. */
export function syncJobs(store: MockStore): void {
  const now = store.clock.now();
  for (const job of store.jobs.values()) {
    const status = jobStatus(job, now);
    if (status === job.seenStatus) continue;
    if (job.pipelineId && job.seenStatus === 'QUEUED' && status !== 'STOPPED')
      raiseForPipeline(store, job, 'JOB_STARTED');
    if (job.pipelineId && status !== 'RUNNING') raiseForPipeline(store, job, 'JOB_ENDED');
    job.seenStatus = status;
  }
}

const exitCodes: Partial<Record<JobStatus, number>> = { COMPLETE: 0, ERROR: 1, STOPPED: 143 };

/** Whether a status is final (COMPLETE, ERROR or STOPPED). */
function isFinal(status: JobStatus): boolean {
  return exitCodes[status] !== undefined;
}

/**
 * A job as the service sends it, at the clock's current instant: `startTime` and `commitId` once it ran,
 * `endTime` and `exitCode` once it finished, the pipeline and the raising profile embedded, and the
 * `withdraw job` link only while it is QUEUED or RUNNING.
 */
export function jobView(context: RequestContext, job: JobRecord): Job {
  const now = context.store.clock.now();
  const status = jobStatus(job, now);
  const pipeline = job.pipelineId ? context.store.pipelines.get(job.pipelineId) : undefined;
  const profile = context.store.profiles.get(job.profileId);
  const ran = jobRan(job, now);
  const exitCode = exitCodes[status];
  const id = job.id;
  const links: NonNullable<Job['_links']> = {
    self: context.link(href`/api/jobs/${id}`),
    'delete job': context.link(href`/api/jobs/${id}`, 'DELETE'),
    logs: context.link(`${href`/api/jobs/${id}/logs`}?sequence=0`, 'GET'),
  };
  if (exitCode === undefined) links['withdraw job'] = context.link(href`/api/jobs/${id}/stopped`, 'PUT');
  return {
    id,
    created: job.created,
    type: job.type,
    maxAttempts: pipeline ? pipeline.maxRetries + 1 : 1,
    attempt: 1,
    commitId: ran ? job.commitId : undefined,
    startTime: ran ? millisTimestamp(job.startsAt) : undefined,
    exitCode,
    endTime: exitCode === undefined ? undefined : millisTimestamp(jobEndsAt(job)),
    status,
    _embedded: {
      pipeline: pipeline && pipelineView(context, pipeline),
      profile: {
        id: job.profileId,
        name: profile?.name ?? 'Unknown',
        handle: profile?.handle ?? '@unknown',
        email: profile?.email ?? '',
      },
    },
    _links: links,
  };
}

/** Jobs: list (workspace, pipeline) and view (members); run a pipeline, stop and delete (admins); logs by sequence. */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/jobs', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      return pagedResponse(
        c,
        'jobs',
        newestFirst(c, (job) => job.workspaceId === workspace.id).map((job) => jobView(c, job)),
      );
    })
    .on('GET', '/api/pipelines/:id/jobs', (c) => {
      const pipeline = c.find(c.store.pipelines, c.param('id'), 'Pipeline');
      c.memberOf(pipeline.workspaceId);
      return pagedResponse(
        c,
        'jobs',
        newestFirst(c, (job) => job.pipelineId === pipeline.id).map((job) => jobView(c, job)),
      );
    })
    .on('POST', '/api/pipelines/:id/jobs', (c) => {
      const pipeline = c.find(c.store.pipelines, c.param('id'), 'Pipeline');
      c.adminOf(pipeline.workspaceId);
      const job = startPipelineJob(c.store, pipeline, 'PIPELINE_RUN', c.caller().id);
      return hal(jobView(c, job), 201);
    })
    .on('GET', '/api/jobs/:id', (c) => hal(jobView(c, visibleJob(c))))
    .on('PUT', '/api/jobs/:id/stopped', (c) => {
      const job = managedJob(c);
      const now = c.store.clock.now();
      const status = jobStatus(job, now);
      if (isFinal(status)) throw new MockHttpError(409, `Job ${job.id} has already finished with status ${status}`);
      job.stoppedAt = now;
      syncJobs(c.store);
      return hal(jobView(c, job), 202);
    })
    .on('DELETE', '/api/jobs/:id', (c) => {
      const job = managedJob(c);
      if (jobStatus(job, c.store.clock.now()) === 'RUNNING')
        throw new MockHttpError(409, `Job ${job.id} is running; stop it before deleting it`);
      c.store.jobs.delete(job.id);
      return empty();
    })
    .on('GET', '/api/jobs/:id/logs', (c) => logsResponse(c, visibleJob(c)));
}

/** Jobs matching a filter, newest first (later creation first; among equal instants, the later made). */
function newestFirst(c: RequestContext, keep: (job: JobRecord) => boolean): JobRecord[] {
  return [...c.store.jobs.values()]
    .filter(keep)
    .reverse()
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The job, when the caller is a member of its workspace. */
function visibleJob(c: RequestContext): JobRecord {
  const job = c.find(c.store.jobs, c.param('id'), 'Job');
  c.memberOf(job.workspaceId);
  return job;
}

/** The job, when the caller administers its workspace (stop, delete). */
function managedJob(c: RequestContext): JobRecord {
  const job = c.find(c.store.jobs, c.param('id'), 'Job');
  c.adminOf(job.workspaceId);
  return job;
}
