import {
  type ApiPromise,
  ApiResource,
  type HalResource,
  ids,
  linkOr,
  nested,
  type OptionsArg,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  plainJson,
  type RequestOptions,
  type Subject,
  type Upserted,
  under,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { Job } from '../models/job.js';
import { Pipeline, PipelineCollection } from '../models/pipeline.js';
import { PipelineEnvironment, sensitiveValues } from '../models/pipeline-environment.js';
import { PipelineDraftInput, PipelineInput, type PipelineValidation } from '../models/pipeline-input.js';
import { PipelineMetrics } from '../models/pipeline-metrics.js';
import { verdictOf } from '../pipelines/validation.js';
import { newJob } from './jobs/jobs.js';

type WriteArgs = [HalResource, PipelineInput, OptionsArg?] | [string, Subject, PipelineInput, OptionsArg?];
type DraftArgs = [HalResource, PipelineDraftInput, OptionsArg?] | [string, Subject, PipelineDraftInput, OptionsArg?];

const pipelinePath = (id: string) => path`/api/pipelines/${id}`;
const pipelinesOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/pipelines`;
const inWorkspace = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/pipelines/${id}`;
const draftIn = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/pipelines/${id}/draft`;
const validationIn = (workspaceId: string) => path`/api/workspaces/${workspaceId}/pipelines/validation`;
const putRels = ['create pipeline', 'update pipeline'];

/**
 * Pipelines: data components run together on demand or on a schedule. Creating or fixing one provisions it
 * (status PROVISIONING, then READY or FAILED); `run` starts a job whose logs `client.jobs.follow` reads.
 * @example
 * const body = { label: 'Orders', dataComponents: ['extractors/tap-postgres', 'loaders/target-postgres'],
 *   schedule: '0 0 2 * * ?', properties: streamSelection('tap-postgres', { select: ['orders.*'] }) };
 * const check = await client.pipelines.validate(workspaceId, body);
 * if (!check.valid) throw new Error(check.errors.map((e) => `${e.field}: ${e.defaultMessage}`).join('; '));
 * const pipeline = await client.pipelines.create(workspaceId, body);
 * const job = await client.pipelines.run(pipeline);
 * for await (const line of client.jobs.follow(job)) console.log(line.message);
 */
export class Pipelines extends ApiResource {
  /** Lists the pipelines of a workspace. */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Pipeline> {
    return this.paginateOld(
      operation('pipelines.list', 'workspace', 'query'),
      [pageSpec, PipelineCollection],
      ids(pipelinesOf, workspace),
      query,
      options,
    );
  }

  /** Lists every pipeline the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Pipeline> {
    return this.paginateOld(operation('pipelines.listAll'), PipelineCollection, '/api/pipelines', undefined, options);
  }

  /** Gets a pipeline by id (or by a pipeline object's own self link). */
  get(pipeline: Subject, options?: RequestOptions): ApiPromise<Pipeline> {
    return this.read(operation('pipelines.get', 'pipeline'), Pipeline, linkOr(pipeline, 'self', pipelinePath), options);
  }

  /** Starts a pipeline: the service gives a blank one with a fresh id and only a `create pipeline` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<Pipeline> {
    return this.write(
      operation('pipelines.initialise', 'workspace'),
      'POST',
      Pipeline,
      ids(pipelinesOf, workspace),
      undefined,
      options,
    );
  }

  /**
   * Creates (201, and provisions it) or updates (200) the pipeline with this id. Give the workspace and pipeline
   * ids, or a draft or pipeline (its `create pipeline` or `update pipeline` link is used).
   */
  put(pipeline: HalResource, body: PipelineInput, options?: RequestOptions): ApiPromise<Upserted<Pipeline>>;
  put(
    workspaceId: string,
    pipeline: Subject,
    body: PipelineInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<Pipeline>>;
  put(...args: WriteArgs) {
    return this.upsertOld(
      operation('pipelines.put', 'workspaceId', 'pipeline', 'body'),
      [PipelineInput, Pipeline],
      ...nested(args, putRels, inWorkspace),
    );
  }

  /**
   * Saves a pipeline as a draft, without provisioning it (status DRAFT): `created` is true the first time (201);
   * `dataComponents` may be left out. Give the workspace and pipeline ids (as for a blank from `initialise`), or a
   * pipeline with its `save draft` link.
   */
  putDraft(pipeline: HalResource, body: PipelineDraftInput, options?: RequestOptions): ApiPromise<Upserted<Pipeline>>;
  putDraft(
    workspaceId: string,
    pipeline: Subject,
    body: PipelineDraftInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<Pipeline>>;
  putDraft(...args: DraftArgs) {
    return this.upsertOld(
      operation('pipelines.putDraft', 'workspaceId', 'pipeline', 'body'),
      [PipelineDraftInput, Pipeline],
      ...nested(args, 'save draft', draftIn),
    );
  }

  /** Creates a pipeline in two steps, `initialise` then `put` to the new id, and returns it (PROVISIONING). */
  create(workspace: Subject, body: PipelineInput, options?: RequestOptions): ApiPromise<Pipeline> {
    return this.twoStepOld(
      operation('pipelines.create', 'workspace', 'body'),
      { url: ids(pipelinesOf, workspace), draft: Pipeline },
      { rels: putRels, path: under(workspace, inWorkspace), schemas: [PipelineInput, Pipeline], body },
      options,
    );
  }

  /** Changes a pipeline: by workspace and pipeline id, or a pipeline model (its `update pipeline` link). */
  update(pipeline: HalResource, body: PipelineInput, options?: RequestOptions): ApiPromise<Pipeline>;
  update(workspaceId: string, pipeline: Subject, body: PipelineInput, options?: RequestOptions): ApiPromise<Pipeline>;
  update(...args: WriteArgs) {
    return this.write(
      operation('pipelines.update', 'workspaceId', 'pipeline', 'body'),
      'PUT',
      [PipelineInput, Pipeline],
      ...nested(args, 'update pipeline', inWorkspace),
    );
  }

  /**
   * Asks the service whether a pipeline body is valid: `{ valid: true }`, or `{ valid: false, errors }` with the
   * problems its 400 answer listed (not thrown). Other failures (403, 404...) reject as usual.
   */
  validate(workspace: Subject, body: PipelineInput, options?: RequestOptions): ApiPromise<PipelineValidation> {
    return verdictOf(
      this.request(
        operation('pipelines.validate', 'workspace', 'body'),
        { method: 'POST', url: ids(validationIn, workspace), input: PipelineInput, json: body, allowEmpty: true },
        options,
      ),
    );
  }

  /** Verifies a pipeline's plugins and settings: the PIPELINE_VERIFY job that does it. */
  verify(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    return this.write(
      operation('pipelines.verify', 'pipeline'),
      'POST',
      Job,
      linkOr(pipeline, 'verification', (id) => path`/api/pipelines/${id}/verification`),
      undefined,
      options,
    );
  }

  /**
   * A pipeline's metrics: one `{ 'metrics.job-created', 'metrics.value' }` row per measured run; an empty array
   * when it has none (the service answers 204). Asked as `application/json`, the one type the service sends them in.
   */
  metrics(pipeline: Subject, options?: RequestOptions): ApiPromise<PipelineMetrics> {
    return this.map(
      this.request(
        operation('pipelines.metrics', 'pipeline'),
        {
          method: 'GET',
          url: linkOr(pipeline, 'metrics', (id) => path`/api/pipelines/${id}/metrics`),
          accept: plainJson,
          schema: PipelineMetrics,
          allowEmpty: true,
        },
        options,
      ),
      (rows) => rows ?? [],
    );
  }

  /**
   * The environment a pipeline's runs get: variable name to `{ value, sensitive }`. Sensitive values are the
   * caller's, and redacted from every later error and log line of the client. Asked as `application/json` (a map).
   */
  environment(pipeline: Subject, options?: RequestOptions): ApiPromise<PipelineEnvironment> {
    return this.request(
      operation('pipelines.environment', 'pipeline'),
      {
        method: 'GET',
        url: ids((id) => path`/api/pipelines/${id}/environment`, pipeline),
        accept: plainJson,
        schema: PipelineEnvironment,
        secretsOf: sensitiveValues,
      },
      options,
    );
  }

  /** Runs a pipeline now (201): the PIPELINE_RUN job; refused (409) while it is busy or PROVISIONING. */
  run(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    return this.write(operation('pipelines.run', 'pipeline'), 'POST', Job, newJob(pipeline), undefined, options);
  }

  /** Deletes a pipeline, with its jobs; refused (409) while one of them runs. */
  delete(pipeline: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('pipelines.delete', 'pipeline'),
      linkOr(pipeline, 'delete pipeline', pipelinePath),
      options,
    );
  }
}
