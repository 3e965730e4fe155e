import type { Store } from '../../store.js';
import { recordTable } from '../../table.js';
import { raise } from '../notifications/raise.js';

/** Where a job is: QUEUED, RUNNING, then an outcome (COMPLETE, ERROR) unless STOPPED first. */
export type JobStatus = 'QUEUED' | 'RUNNING' | 'COMPLETE' | 'ERROR' | 'STOPPED';

/** A task run for a workspace or a pipeline, on the mock's clock. */
export interface JobRecord {
  /** The job's id. */
  id: string;
  /** The workspace the job runs for. */
  workspaceId: string;
  /** The pipeline it runs or configures, when it is a pipeline's job. */
  pipelineId?: string | undefined;
  /** The job's type, such as `PIPELINE_RUN` or `WORKSPACE_DEPLOY`. */
  type: string;
  /** The profile that started it. */
  profileId: string;
  /** Clock instants (ms) of the transitions. */
  createdAt: number;
  /** Clock instant (ms) when it turns RUNNING. */
  startsAt: number;
  /** Clock instant (ms) when it reaches its outcome. */
  endsAt: number;
  /** Set when stopped before it ended. */
  stoppedAt?: number | undefined;
  /** The status it ends with, unless stopped first. */
  outcome: 'COMPLETE' | 'ERROR';
  /** The message of the ERROR line that ends its log, when the mock knows why it fails. */
  failure?: string | undefined;
  /** How often its log gets a line while it runs, in clock ms (a long run writes fewer). @default 500 */
  lineEveryMs?: number | undefined;
  /** The commit of the workspace's repository it ran on: 40 hex digits. */
  commitId: string;
  /** The status last seen by `syncJobs`, to raise JOB_STARTED / JOB_ENDED once. */
  seenStatus: JobStatus;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
}

/** How long a job waits in the queue and how long it runs, in clock milliseconds. */
export const jobTiming = { queuedMs: 2_000, runningMs: 8_000, lineEveryMs: 500 };

/**
 * The jobs, by id; `addJob` makes a job created now (or at `createdAt`): QUEUED 2 s, RUNNING 8 s, then its outcome
 * (ERROR for a run or a verification of a failing pipeline; a configuration fails only when it is told so, see
 * pipelines/configure.ts).
 */
export const { tables, add: addJob } = recordTable(
  'jobs',
  (store, init: Partial<JobRecord> & { workspaceId: string; type: string; profileId: string }): JobRecord => {
    const createdAt = init.createdAt ?? store.clock.now();
    const pipeline = init.pipelineId ? store.pipelines.get(init.pipelineId) : undefined;
    return {
      id: store.id(),
      createdAt,
      startsAt: createdAt + jobTiming.queuedMs,
      endsAt: createdAt + jobTiming.queuedMs + jobTiming.runningMs,
      outcome: pipeline?.failing && init.type !== 'PIPELINE_CONFIG' ? 'ERROR' : 'COMPLETE',
      commitId: store.random.hex(40),
      seenStatus: 'QUEUED',
      created: store.timestamp(),
      ...init,
    };
  },
);

/** A job's status at a clock instant: QUEUED, then RUNNING, then its outcome, unless stopped first. */
export function jobStatus(job: JobRecord, now: number): JobStatus {
  if (job.stoppedAt !== undefined && job.stoppedAt <= now) return 'STOPPED';
  if (now < job.startsAt) return 'QUEUED';
  if (now < job.endsAt) return 'RUNNING';
  return job.outcome;
}

/** Brings every job up to the clock, raising JOB_STARTED and JOB_ENDED once per transition. */
export function syncJobs(store: Store): void {
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

/** The instant a job ended or will end: stopped, or its scheduled end. */
export function jobEndsAt(job: JobRecord): number {
  return job.stoppedAt !== undefined && job.stoppedAt < job.endsAt ? job.stoppedAt : job.endsAt;
}

/** Whether the job ever ran (it was not stopped while queued). */
export function jobRan(job: JobRecord, now: number): boolean {
  return now >= job.startsAt && (job.stoppedAt === undefined || job.stoppedAt > job.startsAt);
}

/** Raises JOB_STARTED or JOB_ENDED for subscribers of the job's pipeline (the job's raiser told too). */
function raiseForPipeline(store: Store, job: JobRecord, type: 'JOB_STARTED' | 'JOB_ENDED'): void {
  if (!job.pipelineId) return;
  raise(
    store,
    job.workspaceId,
    [{ kind: 'pipeline', id: job.pipelineId }],
    type,
    job.profileId,
    { pipelineId: job.pipelineId, jobId: job.id },
    true,
  );
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
