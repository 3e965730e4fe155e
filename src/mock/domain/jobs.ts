import type { JobRecord, JobStatus } from '../records.js';
import type { MockStore } from '../store.js';
import { raiseForPipeline } from './notify.js';

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
