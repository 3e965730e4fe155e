import { addJob } from '../factories.js';
import { MockHttpError } from '../http/responses.js';
import type { JobRecord, PipelineRecord } from '../records.js';
import type { MockStore } from '../store.js';
import { jobStatus } from './jobs.js';

/** The status of a provisioned pipeline. */
export type PipelineStatus = PipelineRecord['status'];

/** Initialised and never saved: no name yet, shown nowhere but its own `create pipeline` link. */
export function isBlank(pipeline: PipelineRecord): boolean {
  return pipeline.name === '';
}

/** The latest PIPELINE_CONFIG job of a pipeline (among equal instants, the later made). */
export function latestConfigJob(store: MockStore, pipelineId: string): JobRecord | undefined {
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
export function pipelineStatus(store: MockStore, pipeline: PipelineRecord, now: number): PipelineStatus | undefined {
  const job = latestConfigJob(store, pipeline.id);
  if (!job) return pipeline.draft ? undefined : pipeline.status;
  const status = jobStatus(job, now);
  if (status === 'QUEUED' || status === 'RUNNING') return 'PROVISIONING';
  return status === 'COMPLETE' ? 'READY' : 'FAILED';
}

/** A job of the pipeline that has not finished (QUEUED or RUNNING), if any. */
export function busyJob(store: MockStore, pipelineId: string, now: number): JobRecord | undefined {
  return [...store.jobs.values()].find((job) => {
    if (job.pipelineId !== pipelineId) return false;
    const status = jobStatus(job, now);
    return status === 'QUEUED' || status === 'RUNNING';
  });
}

/**
 * Raises a PIPELINE_RUN or PIPELINE_VERIFY job of a pipeline for a profile; 409 when the pipeline was never
 * provisioned, is PROVISIONING, or has a job under way.
 */
export function startPipelineJob(
  store: MockStore,
  pipeline: PipelineRecord,
  type: 'PIPELINE_RUN' | 'PIPELINE_VERIFY',
  profileId: string,
): JobRecord {
  checkIdle(store, pipeline, type === 'PIPELINE_RUN' ? 'run' : 'verify');
  return addJob(store, { workspaceId: pipeline.workspaceId, pipelineId: pipeline.id, type, profileId });
}

function checkIdle(store: MockStore, pipeline: PipelineRecord, what: 'run' | 'verify'): void {
  const now = store.clock.now();
  if (pipelineStatus(store, pipeline, now) === undefined)
    throw new MockHttpError(409, `Pipeline ${pipeline.id} is a draft; PUT it to provision it before you ${what} it`);
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

/** A component's short name: `extractors/tap-x--meltanolabs` -> `tap-x`. */
export function shortName(name: string): string {
  return (name.split('/').at(-1) ?? name).split('--')[0] ?? name;
}

/**
 * The data component names a workspace knows (each full and short): its data components, its datastores' loaders,
 * and those of its pipelines whose latest configuration succeeded (such as the demo pipeline's), but `except` one.
 */
export function knownComponents(store: MockStore, workspaceId: string, except?: string): Set<string> {
  const known = new Set<string>();
  const add = (name: string | undefined) => {
    if (name) known.add(name).add(shortName(name));
  };
  for (const component of store.dataComponents.values())
    if (component.workspaceId === workspaceId && !component.draft) add(component.name);
  for (const datastore of store.datastores.values())
    if (datastore.workspaceId === workspaceId) add(datastore.dataPlugin);
  for (const pipeline of store.pipelines.values()) {
    if (pipeline.workspaceId !== workspaceId || pipeline.id === except) continue;
    if (latestConfigJob(store, pipeline.id)?.outcome === 'COMPLETE') pipeline.dataComponents.forEach(add);
  }
  return known;
}

/** The names of `components` the workspace does not know. */
export function unknownComponents(store: MockStore, workspaceId: string, components: string[], except?: string) {
  const known = knownComponents(store, workspaceId, except);
  return components.filter((name) => !known.has(name) && !known.has(shortName(name)));
}

/**
 * Whether a schedule is a 6-field Quartz cron, as far as the mock checks: six fields of cron characters, numbers
 * in each field's range, and `?` in exactly one of day-of-month and day-of-week.
 */
export function isQuartzCron(schedule: string): boolean {
  const parts = schedule.trim().split(/\s+/);
  const ranges = [59, 59, 23, 31, 12, 7];
  if (parts.length !== 6 || (parts[3] === '?') === (parts[5] === '?')) return false;
  return parts.every((part, i) => {
    if (part === '?') return i === 3 || i === 5;
    if (!/^[0-9A-Za-z*,\-/#]+$/.test(part)) return false;
    return (part.match(/\d+/g) ?? []).every((n) => Number(n) <= (ranges[i] ?? 0));
  });
}
