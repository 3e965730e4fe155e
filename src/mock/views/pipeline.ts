import { pipelineStatus, shortName } from '../domain/pipelines.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { PipelineRecord } from '../records.js';

/** The blank pipeline of the initialise step, with only its `create pipeline` link. */
export function pipelineDraftView(context: RequestContext, pipeline: PipelineRecord): Record<string, unknown> {
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
export function pipelineView(context: RequestContext, pipeline: PipelineRecord): Record<string, unknown> {
  const { id, workspaceId } = pipeline;
  const status = pipelineStatus(context.store, pipeline, context.store.clock.now());
  const script = pipeline.script ?? scriptOf(pipeline.dataComponents);
  const inWorkspace = href`/api/workspaces/${workspaceId}/pipelines/${id}`;
  return {
    id,
    ...(status === undefined ? {} : { status }),
    name: pipeline.name,
    label: pipeline.label,
    ...(pipeline.schedule === undefined ? {} : { schedule: pipeline.schedule }),
    timeout: pipeline.timeout,
    maxRetries: pipeline.maxRetries,
    ...(script === undefined ? {} : { script }),
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

/** The command a pipeline's components make: `meltano run tap-postgres target-postgres`. */
function scriptOf(components: readonly string[]): string | undefined {
  return components.length ? `meltano run ${components.map(shortName).join(' ')}` : undefined;
}
