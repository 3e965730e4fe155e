// A pipeline as `wdp pipelines list` and `get` show it.
import type { Pipeline } from '../../index.js';
import { view } from './view.js';

/** A pipeline: its label, status, schedule, components and the names of its settings (never their values). */
export const pipelineView = view({
  columns: ['id', 'name', 'label', 'status', 'schedule'],
  fields: (pipeline: Pipeline) => ({
    id: pipeline.id,
    name: pipeline.name,
    label: pipeline.label,
    status: pipeline.status,
    schedule: pipeline.schedule,
    components: pipeline.dataComponents?.join(', '),
    settings: Object.keys(pipeline.properties ?? {}).join(', '),
    timeout: pipeline.timeout === undefined ? undefined : `${pipeline.timeout}s`,
    'max retries': pipeline.maxRetries,
    created: pipeline.created,
    modified: pipeline.lastModified,
  }),
});
