import { millisTimestamp } from '../clock.js';
import { jobEndsAt, jobRan } from '../domain/job-logs.js';
import { jobStatus } from '../domain/jobs.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { JobRecord, JobStatus } from '../records.js';
import { pipelineView } from './pipeline.js';

const exitCodes: Partial<Record<JobStatus, number>> = { COMPLETE: 0, ERROR: 1, STOPPED: 143 };

/** Whether a status is final (COMPLETE, ERROR or STOPPED). */
export function isFinal(status: JobStatus): boolean {
  return exitCodes[status] !== undefined;
}

/**
 * A job as the service sends it, at the clock's current instant: `startTime` and `commitId` once it ran,
 * `endTime` and `exitCode` once it finished, the pipeline and the raising profile embedded, and the
 * `withdraw job` link only while it is QUEUED or RUNNING.
 */
export function jobView(context: RequestContext, job: JobRecord): Record<string, unknown> {
  const now = context.store.clock.now();
  const status = jobStatus(job, now);
  const pipeline = job.pipelineId ? context.store.pipelines.get(job.pipelineId) : undefined;
  const profile = context.store.profiles.get(job.profileId);
  const ran = jobRan(job, now);
  const exitCode = exitCodes[status];
  const id = job.id;
  return {
    id,
    created: job.created,
    type: job.type,
    maxAttempts: pipeline ? pipeline.maxRetries + 1 : 1,
    attempt: 1,
    ...(ran ? { commitId: job.commitId, startTime: millisTimestamp(job.startsAt) } : {}),
    ...(exitCode === undefined ? {} : { exitCode, endTime: millisTimestamp(jobEndsAt(job)) }),
    status,
    _embedded: {
      ...(pipeline ? { pipeline: pipelineView(context, pipeline) } : {}),
      profile: {
        id: job.profileId,
        name: profile?.name ?? 'Unknown',
        handle: profile?.handle ?? '@unknown',
        email: profile?.email ?? '',
      },
    },
    _links: {
      self: context.link(href`/api/jobs/${id}`),
      'delete job': context.link(href`/api/jobs/${id}`, 'DELETE'),
      logs: context.link(`${href`/api/jobs/${id}/logs`}?sequence=0`, 'GET'),
      ...(exitCode === undefined ? { 'withdraw job': context.link(href`/api/jobs/${id}/stopped`, 'PUT') } : {}),
    },
  };
}
