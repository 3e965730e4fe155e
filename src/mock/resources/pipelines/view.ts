import type { Pipeline } from '../../../models/pipeline.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { jobStatus } from '../jobs/jobs.js';
import { shortName } from './body.js';
import type { PipelineRecord } from './pipelines.js';
import { pipelineStatus } from './status.js';

/** The blank pipeline of the initialise step, with only its `create pipeline` link. */
export function pipelineDraftView(context: RequestContext, pipeline: PipelineRecord): Pipeline {
  return {
    id: pipeline.id,
    created: pipeline.created,
    lastModified: pipeline.lastModified,
    properties: {},
    dataComponents: [],
    _links: {
      'create pipeline': context.link(href`/api/workspaces/${pipeline.workspaceId}/pipelines/${pipeline.id}`, 'PUT'),
    },
  };
}

/**
 * A pipeline as the service sends it, at the clock's current instant: its status follows its latest
 * PIPELINE_CONFIG job (none while it was only saved as a draft), its script is the command its components make.
 */
export function pipelineView(context: RequestContext, pipeline: PipelineRecord): Pipeline {
  const { id, workspaceId } = pipeline;
  const status = pipelineStatus(context.store, pipeline, context.store.clock.now());
  const script = pipeline.script ?? scriptOf(pipeline.dataComponents);
  const inWorkspace = href`/api/workspaces/${workspaceId}/pipelines/${id}`;
  return {
    id,
    status,
    name: pipeline.name,
    label: pipeline.label,
    schedule: pipeline.schedule,
    timeout: pipeline.timeout,
    maxRetries: pipeline.maxRetries,
    script,
    created: pipeline.created,
    lastModified: pipeline.lastModified,
    properties: { ...pipeline.properties },
    dataComponents: [...pipeline.dataComponents],
    actions: [],
    triggeredBy: [],
    _links: {
      self: context.link(href`/api/pipelines/${id}`),
      'update pipeline': context.link(inWorkspace, 'PUT'),
      'save draft': context.link(`${inWorkspace}/draft`, 'PUT'),
      'delete pipeline': context.link(href`/api/pipelines/${id}`, 'DELETE'),
      jobs: context.link(href`/api/pipelines/${id}/jobs`),
      'new job': context.link(href`/api/pipelines/${id}/jobs`, 'POST'),
      verification: context.link(href`/api/pipelines/${id}/verification`, 'POST'),
      metrics: context.link(href`/api/pipelines/${id}/metrics`),
      'add subscription': context.link(href`/api/pipelines/${id}/subscriptions`, 'POST'),
      workspace: context.link(href`/api/workspaces/${workspaceId}`),
    },
  };
}

/** A pipeline as subscriptions and notifications embed it: id, label, name, lastModified. */
export function pipelineSummary(context: RequestContext, pipelineId: string): Pipeline | undefined {
  const pipeline = context.store.pipelines.get(pipelineId);
  if (!pipeline) return undefined;
  const { id, label, name, lastModified } = pipeline;
  return { id, label, name, lastModified };
}

/** Run counts by outcome and the last run (the mock's metrics; the service does not document their shape). */
export function metricsView(context: RequestContext, pipeline: PipelineRecord) {
  const now = context.store.clock.now();
  const runs = [...context.store.jobs.values()]
    .filter((job) => job.pipelineId === pipeline.id && job.type === 'PIPELINE_RUN')
    .sort((a, b) => a.createdAt - b.createdAt);
  const statuses = runs.map((job) => jobStatus(job, now));
  const count = (...wanted: string[]) => statuses.filter((s) => wanted.includes(s)).length;
  const last = runs.at(-1);
  return {
    pipelineId: pipeline.id,
    runs: runs.length,
    complete: count('COMPLETE'),
    failed: count('ERROR'),
    running: count('QUEUED', 'RUNNING'),
    ...(last ? { lastRun: { jobId: last.id, status: statuses.at(-1), created: last.created } } : {}),
  };
}

/** The command a pipeline's components make: `meltano run tap-postgres target-postgres`. */
function scriptOf(components: readonly string[]): string | undefined {
  return components.length ? `meltano run ${components.map(shortName).join(' ')}` : undefined;
}
