// A job as `wdp jobs list` and `get` show it.
import type { Job } from '../../index.js';
import { view } from './view.js';

/** The pipeline a job runs, as `name (id)`, from the job's embedded pipeline. */
function pipelineOf(job: Job): string | undefined {
  const pipeline = job._embedded?.pipeline;
  return pipeline && `${pipeline.name ?? pipeline.label ?? ''} (${pipeline.id})`;
}

/** A job: its type, status, pipeline, times and attempt; its table shows how long ago it was created. */
export const jobView = view({
  columns: ['id', 'type', 'status', { field: 'created', time: true }],
  fields: (job: Job) => ({
    id: job.id,
    type: job.type,
    status: job.status,
    pipeline: pipelineOf(job),
    created: job.created,
    started: job.startTime,
    ended: job.endTime,
    attempt: job.attempt === undefined ? undefined : `${job.attempt} of ${job.maxAttempts ?? '?'}`,
    'exit code': job.exitCode,
    commit: job.commitId,
  }),
});
