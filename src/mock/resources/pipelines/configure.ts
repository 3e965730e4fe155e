import type { Store } from '../../store.js';
import { findPlugin } from '../data-plugins/catalogue.js';
import { workspacePlugins } from '../data-plugins/workspace-plugins.js';
import { addJob, type JobRecord } from '../jobs/jobs.js';
import { shortName, unknownComponents } from './body.js';
import type { PipelineRecord } from './pipelines.js';

/**
 * Raises a pipeline's PIPELINE_CONFIG job, as the service does when a pipeline is created or a FAILED one is
 * updated: it ends COMPLETE (the pipeline READY), or ERROR when a data component does not resolve (none of
 * that name in the workspace, or its plugin not installed there), its last line naming each, and the pipeline
 * FAILED: it then refuses to run until an update configures it again.
 */
export function configurePipeline(store: Store, pipeline: PipelineRecord, profileId: string): JobRecord {
  const unresolved = unresolvedComponents(store, pipeline);
  return addJob(store, {
    workspaceId: pipeline.workspaceId,
    pipelineId: pipeline.id,
    type: 'PIPELINE_CONFIG',
    profileId,
    outcome: unresolved.length ? 'ERROR' : 'COMPLETE',
    failure: unresolved.length
      ? `Configuring pipeline ${pipeline.name} failed: could not resolve its data components (${unresolved.join(', ')})`
      : undefined,
  });
}

/** The pipeline's data components the workspace cannot resolve, each with why when it is its plugin. */
function unresolvedComponents(store: Store, pipeline: PipelineRecord): string[] {
  const { workspaceId, dataComponents } = pipeline;
  const unknown = new Set(unknownComponents(store, workspaceId, dataComponents, pipeline.id));
  const installed = new Set(workspacePlugins(store, workspaceId).map((plugin) => plugin.id));
  return dataComponents.flatMap((name) => {
    if (unknown.has(name)) return [name];
    const uninstalled = [...store.dataComponents.values()].find((component) => {
      if (component.workspaceId !== workspaceId || component.draft || component.name === undefined) return false;
      if (name !== component.name && shortName(name) !== shortName(component.name)) return false;
      const plugin = component.dataPlugin === undefined ? undefined : findPlugin(component.dataPlugin);
      return plugin !== undefined && !installed.has(plugin.id);
    });
    return uninstalled ? [`${name}: its plugin ${uninstalled.dataPlugin} is not installed`] : [];
  });
}
