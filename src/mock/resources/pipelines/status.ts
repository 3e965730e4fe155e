import type { RequestContext } from '../../http/context.js';
import { stored } from '../../http/lookup.js';
import { MockHttpError } from '../../http/responses.js';
import type { Store } from '../../store.js';
import { addJob, type JobRecord, jobStatus } from '../jobs/jobs.js';
import type { PipelineRecord } from './pipelines.js';

/** The status of a provisioned pipeline. */
export type PipelineStatus = PipelineRecord['status'];

/** Initialised and never saved: no name yet, shown nowhere but its own `create pipeline` link. */
export function isBlank(pipeline: PipelineRecord): boolean {
  return pipeline.name === '';
}

/** The pipeline with this id: 404 while it is blank, as for an id never seen (drafts.ts). */
export function storedPipeline(c: RequestContext, id: string): PipelineRecord {
  return stored(c.store.pipelines, id, 'Pipeline', isBlank);
}

/** The latest PIPELINE_CONFIG job of a pipeline (among equal instants, the later made). */
export function latestConfigJob(store: Store, pipelineId: string): JobRecord | undefined {
  let latest: JobRecord | undefined;
  for (const job of store.jobs.values())
    if (
      job.pipelineId === pipelineId &&
      job.type === 'PIPELINE_CONFIG' &&
      (!latest || job.createdAt >= latest.createdAt)
    )
      latest = job;
  return latest;
}

/**
 * A pipeline's status at `now`, from its latest configuration job: PROVISIONING while it is QUEUED or RUNNING,
 * READY when COMPLETE, FAILED on ERROR (or STOPPED). None for a pipeline never provisioned (saved as a draft only).
 */
export function pipelineStatus(store: Store, pipeline: PipelineRecord, now: number): PipelineStatus | undefined {
  const job = latestConfigJob(store, pipeline.id);
  if (!job) return pipeline.draft ? undefined : pipeline.status;
  const status = jobStatus(job, now);
  if (status === 'QUEUED' || status === 'RUNNING') return 'PROVISIONING';
  return status === 'COMPLETE' ? 'READY' : 'FAILED';
}

/** A job of the pipeline that has not finished (QUEUED or RUNNING), if any. */
export function busyJob(store: Store, pipelineId: string, now: number): JobRecord | undefined {
  return [...store.jobs.values()].find((job) => {
    if (job.pipelineId !== pipelineId) return false;
    const status = jobStatus(job, now);
    return status === 'QUEUED' || status === 'RUNNING';
  });
}

/**
 * Raises a PIPELINE_RUN or PIPELINE_VERIFY job of a pipeline for a profile; 409 when the pipeline was never
 * provisioned, is PROVISIONING or FAILED (its configuration failed: an update configures it again), or has a job
 * under way.
 */
export function startPipelineJob(
  store: Store,
  pipeline: PipelineRecord,
  type: 'PIPELINE_RUN' | 'PIPELINE_VERIFY',
  profileId: string,
): JobRecord {
  checkIdle(store, pipeline, type === 'PIPELINE_RUN' ? 'run' : 'verify');
  return addJob(store, { workspaceId: pipeline.workspaceId, pipelineId: pipeline.id, type, profileId });
}

function checkIdle(store: Store, pipeline: PipelineRecord, what: 'run' | 'verify'): void {
  const now = store.clock.now();
  const state = pipelineStatus(store, pipeline, now);
  if (state === undefined)
    throw new MockHttpError(409, `Pipeline ${pipeline.id} is a draft; PUT it to provision it before you ${what} it`);
  if (state === 'FAILED') throw failed(store, pipeline, what);
  const busy = busyJob(store, pipeline.id, now);
  if (!busy) return;
  const status = jobStatus(busy, now);
  throw new MockHttpError(
    409,
    busy.type === 'PIPELINE_CONFIG'
      ? `Pipeline ${pipeline.id} is PROVISIONING (job ${busy.id} is ${status}); wait for it to be READY`
      : `Pipeline ${pipeline.id} already has a ${status} ${busy.type} job (${busy.id}); ` +
          'stop it or wait for it to finish',
  );
}

/** The 409 for a FAILED pipeline: what its configuration job said, and how to configure it again. */
function failed(store: Store, pipeline: PipelineRecord, what: 'run' | 'verify'): MockHttpError {
  const job = latestConfigJob(store, pipeline.id);
  const said = job?.failure === undefined ? '' : `: ${job.failure}`;
  const why = job ? ` (its PIPELINE_CONFIG job ${job.id} ended ${jobStatus(job, store.clock.now())}${said})` : '';
  return new MockHttpError(
    409,
    `Pipeline ${pipeline.id} is FAILED${why}; update it to configure it again before you ${what} it`,
  );
}
