import type { Job } from '../../../models/job.js';
import { millisTimestamp } from '../../clock.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { pipelineView } from '../pipelines/view.js';
import { type JobRecord, type JobStatus, jobEndsAt, jobRan, jobStatus } from './jobs.js';

/** The exit code of a final status (none while QUEUED or RUNNING). */
const exitCodes: Partial<Record<JobStatus, number>> = { COMPLETE: 0, ERROR: 1, STOPPED: 143 };

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
