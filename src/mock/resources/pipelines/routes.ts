import type { RequestContext } from '../../http/context.js';
import { createsDraft } from '../../http/drafts.js';
import { listResponse, pagedResponse, requestedPage } from '../../http/paging.js';
import { empty, hal, json, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { jobView } from '../jobs/view.js';
import { type FieldError, type PipelineFields, readPipelineBody, unknownComponents } from './body.js';
import { configurePipeline } from './configure.js';
import { addPipeline, type PipelineRecord } from './pipelines.js';
import { busyJob, isBlank, pipelineStatus, startPipelineJob, storedPipeline } from './status.js';
import { metricsView, pipelineDraftView, pipelineView } from './view.js';

/**
 * Pipelines: list, view, validate and metrics (members); initialise, create or update (provisioning with a
 * PIPELINE_CONFIG job), save as a draft, verify and delete (admins). Runs are served by jobs/routes.ts.
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/pipelines', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const pipelines = [...c.store.pipelines.values()].filter((p) => p.workspaceId === workspace.id && !isBlank(p));
      const views = pipelines.map((p) => pipelineView(c, p));
      return pagedResponse(c, 'pipelines', views);
    })
    .on('GET', '/api/pipelines', (c) => {
      const mine = c.memberships();
      const pipelines = [...c.store.pipelines.values()].filter((p) => mine.has(p.workspaceId) && !isBlank(p));
      const views = pipelines.map((p) => pipelineView(c, p));
      return listResponse(c, 'pipelines', views);
    })
    .on('POST', '/api/workspaces/:ws/pipelines', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      return hal(pipelineDraftView(c, blankPipeline(c, workspace.id)));
    })
    .on('POST', '/api/workspaces/:ws/pipelines/validation', async (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const { fields, errors } = readPipelineBody(await c.body());
      fields.dataComponents.forEach((name, index) => {
        if (unknownComponents(c.store, workspace.id, [name]).length)
          errors.push({
            field: `dataComponents[${index}]`,
            defaultMessage: `no data component ${name} in this workspace`,
            rejectedValue: name,
          });
      });
      if (errors.length) throw invalid('Pipeline is not valid', errors);
      return empty(200);
    })
    .on('PUT', '/api/workspaces/:ws/pipelines/:id', async (c) => {
      const { pipeline, fields, created } = await save(c);
      const failed = pipelineStatus(c.store, pipeline, c.store.clock.now()) === 'FAILED';
      const provision = pipeline.draft || failed;
      apply(c, pipeline, fields);
      pipeline.draft = false;
      if (provision) configurePipeline(c.store, pipeline, c.caller().id);
      return hal(pipelineView(c, pipeline), created ? 201 : 200);
    })
    .on('PUT', '/api/workspaces/:ws/pipelines/:id/draft', async (c) => {
      const { pipeline, fields, created } = await save(c, true);
      apply(c, pipeline, fields);
      return hal(pipelineView(c, pipeline), created ? 201 : 200);
    })
    .on('GET', '/api/pipelines/:id', (c) => {
      const pipeline = storedPipeline(c, c.param('id'));
      c.memberOf(pipeline.workspaceId);
      return hal(pipelineView(c, pipeline));
    })
    .on('DELETE', '/api/pipelines/:id', (c) => {
      const pipeline = adminPipeline(c);
      const busy = busyJob(c.store, pipeline.id, c.store.clock.now());
      if (busy)
        throw new MockHttpError(
          409,
          `Pipeline ${pipeline.id} has a ${busy.type} job under way (${busy.id}); stop it first`,
        );
      for (const job of [...c.store.jobs.values()]) if (job.pipelineId === pipeline.id) c.store.jobs.delete(job.id);
      for (const subscription of [...c.store.subscriptions.values()])
        if (subscription.subject.kind === 'pipeline' && subscription.subject.id === pipeline.id)
          c.store.subscriptions.delete(subscription.id);
      c.store.pipelines.delete(pipeline.id);
      return empty();
    })
    .on('POST', '/api/pipelines/:id/verification', (c) => {
      const pipeline = adminPipeline(c);
      const job = startPipelineJob(c.store, pipeline, 'PIPELINE_VERIFY', c.caller().id);
      return hal(jobView(c, job), 201);
    })
    .on('GET', '/api/pipelines/:id/metrics', (c) => {
      const pipeline = storedPipeline(c, c.param('id'));
      c.memberOf(pipeline.workspaceId);
      const rows = requestedPage(c, metricsView(c, pipeline));
      return rows.length ? json(rows) : empty();
    });
}

/** A 400 with the service's error body, `errors` naming each bad field. */
function invalid(what: string, errors: FieldError[]): MockHttpError {
  return new MockHttpError(400, `${what}: ${errors.map((e) => `${e.field} ${e.defaultMessage}`).join('; ')}`, errors);
}

/** A blank pipeline of the workspace (no job: it is provisioned when first PUT). */
function blankPipeline(c: RequestContext, workspaceId: string, id?: string): PipelineRecord {
  const caller = c.caller().id;
  const init = { workspaceId, name: '', label: '', draft: true, profileId: caller, initialiserId: caller };
  return addPipeline(c.store, id === undefined ? init : { ...init, id });
}

/** The pipeline a PUT names (made blank when new) and the body's fields; 400 on a bad body (a draft may be partial). */
async function save(
  c: RequestContext,
  draft = false,
): Promise<{ pipeline: PipelineRecord; fields: PipelineFields; created: boolean }> {
  const workspace = c.adminOf(c.param('ws'));
  const { fields, errors } = readPipelineBody(await c.body(), draft);
  if (errors.length) throw invalid('Validation failed', errors);
  const existing = c.store.pipelines.get(c.param('id'));
  if (existing && existing.workspaceId !== workspace.id)
    throw new MockHttpError(409, `Pipeline ${existing.id} belongs to another workspace`);
  // Only the profile that initialised a blank pipeline gives it its first fields.
  if (existing && isBlank(existing))
    createsDraft({ draft: true }, existing.initialiserId, c.caller().id, `Pipeline ${existing.id}`);
  const pipeline = existing ?? blankPipeline(c, workspace.id, c.param('id'));
  return { pipeline, fields, created: isBlank(pipeline) };
}

/** Writes a body's fields (a PUT replaces them all); the name is made from the first label. */
function apply(c: RequestContext, pipeline: PipelineRecord, fields: PipelineFields): void {
  const slug = fields.label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  Object.assign(pipeline, {
    name: fields.name ?? (isBlank(pipeline) ? slug || `pipeline-${pipeline.id.slice(0, 8)}` : pipeline.name),
    label: fields.label,
    schedule: fields.schedule,
    dataComponents: fields.dataComponents,
    properties: fields.properties,
    timeout: fields.timeout ?? pipeline.timeout,
    maxRetries: fields.maxRetries ?? pipeline.maxRetries,
    script: fields.script,
    actions: fields.actions,
    triggeredBy: fields.triggeredBy,
    lastModified: c.store.timestamp(),
  });
}

function adminPipeline(c: RequestContext): PipelineRecord {
  const pipeline = storedPipeline(c, c.param('id'));
  c.adminOf(pipeline.workspaceId);
  return pipeline;
}
