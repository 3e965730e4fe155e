// Loading a workspace's data machinery from a seed file: datastores, data components, data plugins, pipelines and
// their jobs, each job placed on the mock's clock so that it shows the status it was recorded with.
import { millisTimestamp, readInstant } from '../clock.js';
import type { ComponentExtras } from '../resources/component-extras.js';
import { addDataComponent } from '../resources/data-components.js';
import { addCustomPlugin, installNamed, type PluginRecord } from '../resources/data-plugins/workspace-plugins.js';
import { addDatastore } from '../resources/datastores.js';
import { addJob, type JobStatus, jobTiming } from '../resources/jobs/jobs.js';
import { addPipeline } from '../resources/pipelines/pipelines.js';
import type { Fields } from './fields.js';
import type { LoadContext } from './load-context.js';

/** Adds the datastores, data components and data plugins of the file; each workspace gets a default datastore. */
export function loadComponents(context: LoadContext): void {
  const { store } = context;
  for (const fields of context.records('datastores')) {
    const workspaceId = fields.maybeText('workspace') ?? fields.maybeText('workspaceId');
    if (!context.inWorkspace('datastores', fields, workspaceId)) continue;
    const { draft, ...extras } = extrasOf(fields);
    addDatastore(store, {
      id: fields.id,
      workspaceId,
      name: fields.text('name'),
      dataPlugin: fields.maybeText('dataPlugin'),
      properties: fields.stringMap('properties'),
      extras,
      managed: fields.boolean('managed', false),
      draft,
      ...fields.timestamps(),
    });
  }
  // Which datastore is a workspace's default is not in the service's JSON: its managed one, else its first.
  for (const datastore of store.datastores.values())
    if (!store.defaultDatastores.has(datastore.workspaceId) || datastore.managed)
      store.defaultDatastores.set(datastore.workspaceId, datastore.id);
  for (const [fields, workspaceId] of context.inWorkspaces('dataComponents')) {
    addDataComponent(store, {
      id: fields.id,
      workspaceId,
      name: fields.text('name'),
      dataPlugin: fields.maybeText('dataPlugin'),
      properties: fields.stringMap('properties'),
      extras: extrasOf(fields),
      draft: false,
      ...fields.timestamps(),
    });
  }
  for (const [fields, workspaceId] of context.inWorkspaces('dataPlugins')) {
    addCustomPlugin(store, workspaceId, pluginFields(fields), fields.id);
  }
  for (const [workspaceId, names] of Object.entries(context.seed.installedPlugins))
    if (store.workspaces.has(workspaceId)) installNamed(store, workspaceId, ...names);
}

/** Adds the pipelines and jobs of the file, each job with the status it was recorded with (or, under way, going on). */
export function loadPipelines(context: LoadContext): void {
  const { store } = context;
  for (const [fields, workspaceId] of context.inWorkspaces('pipelines')) {
    const status = fields.text('status', 'READY');
    // Added as a draft, which raises no PIPELINE_CONFIG job: the recorded jobs are its jobs, its status is kept.
    const pipeline = addPipeline(store, {
      id: fields.id,
      workspaceId,
      profileId: context.ownerOf(workspaceId),
      name: fields.text('name'),
      label: fields.text('label', fields.text('name')),
      status: status === 'FAILED' ? 'FAILED' : 'READY',
      schedule: fields.maybeText('schedule'),
      script: fields.maybeText('script'),
      actions: fields.strings('actions'),
      triggeredBy: fields.strings('triggeredBy'),
      timeout: fields.number('timeout', 3600),
      maxRetries: fields.number('maxRetries', 1),
      properties: fields.stringMap('properties'),
      dataComponents: fields.strings('dataComponents'),
      draft: true,
      ...fields.timestamps(),
    });
    pipeline.draft = status === 'DRAFT';
  }
  for (const [fields, workspaceId] of context.inWorkspaces('jobs')) {
    const pipelineId = fields.idIn('_embedded', 'pipeline');
    const commitId = fields.maybeText('commitId');
    addJob(store, {
      id: fields.id,
      workspaceId,
      pipelineId: pipelineId !== undefined && store.pipelines.has(pipelineId) ? pipelineId : undefined,
      type: fields.text('type'),
      profileId: context.known(fields.idIn('_embedded', 'profile')) ?? context.ownerOf(workspaceId),
      ...jobTimes(fields, store.clock.now()),
      ...(commitId === undefined ? {} : { commitId }),
      created: fields.text('created', millisTimestamp(store.clock.now())),
    });
  }
}

const statuses: readonly JobStatus[] = ['QUEUED', 'RUNNING', 'COMPLETE', 'ERROR', 'STOPPED'];

/**
 * When a job was created, started and ended on the mock's clock (`now`: the clock's start, the recording's last
 * instant). A job recorded finished ended by now, with its outcome; one recorded QUEUED or RUNNING is so at the
 * start and runs its course from there: QUEUED 2 s more, then RUNNING 8 s.
 */
function jobTimes(fields: Fields, now: number) {
  const recorded = fields.text('status', 'COMPLETE');
  // A status the mock does not know (the service's may grow) reads as still under way.
  const status = statuses.find((known) => known === recorded) ?? 'QUEUED';
  const createdAt = Math.min(readInstant(fields.text('created', '')) ?? now, now);
  const started = readInstant(fields.maybeTimestamp('startTime') ?? '');
  if (status === 'QUEUED' || status === 'RUNNING') {
    const startsAt = status === 'QUEUED' ? now + jobTiming.queuedMs : Math.min(started ?? now, now);
    return { createdAt, startsAt, endsAt: Math.max(startsAt, now) + jobTiming.runningMs, seenStatus: status };
  }
  const endsAt = Math.max(createdAt, Math.min(readInstant(fields.maybeTimestamp('endTime') ?? '') ?? now, now));
  // One stopped before it started has no start: it starts as it is stopped, so it never ran.
  const startsAt = Math.min(Math.max(started ?? endsAt, createdAt), endsAt);
  const outcome = status === 'ERROR' ? 'ERROR' : 'COMPLETE';
  const stopped = status === 'STOPPED' ? { stoppedAt: endsAt } : {};
  return { createdAt, startsAt, endsAt, outcome, seenStatus: status, ...stopped } as const;
}

/** The commands, streams and `draft` of a data component or datastore, as recorded. */
function extrasOf(fields: Fields): ComponentExtras {
  return {
    commands: (fields.object('commands') ?? {}) as ComponentExtras['commands'],
    streams: fields.list('streams') as ComponentExtras['streams'],
    draft: fields.boolean('draft', false),
  };
}

/** A custom data plugin's fields, as its JSON gives them. */
function pluginFields(fields: Fields): Pick<PluginRecord, 'type' | 'name' | 'variant'> & Partial<PluginRecord> {
  return {
    type: fields.text('type'),
    name: fields.text('name'),
    variant: fields.text('variant', 'default'),
    ...(fields.maybeText('namespace') === undefined ? {} : { namespace: fields.text('namespace') }),
    label: fields.maybeText('label') ?? null,
    description: fields.text('description', ''),
    pipUrl: fields.text('pipUrl', ''),
    executable: fields.text('executable', fields.text('name')),
    capabilities: fields.strings('capabilities'),
    select: fields.strings('select'),
    settings: fields.list('settings') as PluginRecord['settings'],
    settingsGroupValidation: fields.list('settingsGroupValidation') as PluginRecord['settingsGroupValidation'],
    repositoryUrl: fields.maybeText('repositoryUrl'),
    docs: fields.maybeText('docs'),
  };
}
