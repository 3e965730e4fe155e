import type { Pipeline } from '../../../models/pipeline.js';
import type { PipelineMetrics } from '../../../models/pipeline-metrics.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { jobStatus } from '../jobs/jobs.js';
import { shortName } from './body.js';
import { runRecords } from './logs.js';
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
 * PIPELINE_CONFIG job (DRAFT while it was only saved as a draft), its script the body's or else the command its
 * components make.
 */
export function pipelineView(context: RequestContext, pipeline: PipelineRecord): Pipeline {
  const { id, workspaceId } = pipeline;
  // Saved only as a draft, never provisioned: the service's DRAFT.
  const status = pipelineStatus(context.store, pipeline, context.store.clock.now()) ?? 'DRAFT';
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
    actions: [...(pipeline.actions ?? [])],
    triggeredBy: [...(pipeline.triggeredBy ?? [])],
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

/**
 * A pipeline's metrics as real clients read them: one row per completed run, oldest first, its job's creation
 * instant and the records it synced (as its log reports them); empty when none has completed yet.
 */
export function metricsView(context: RequestContext, pipeline: PipelineRecord): PipelineMetrics {
  const now = context.store.clock.now();
  return [...context.store.jobs.values()]
    .filter((job) => job.pipelineId === pipeline.id && job.type === 'PIPELINE_RUN')
    .filter((job) => jobStatus(job, now) === 'COMPLETE')
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((job) => ({ 'metrics.job-created': job.created, 'metrics.value': runRecords(pipeline, job) }));
}

/** The command a pipeline's components make: `meltano run tap-postgres target-postgres`. */
function scriptOf(components: readonly string[]): string | undefined {
  return components.length ? `meltano run ${components.map(shortName).join(' ')}` : undefined;
}
