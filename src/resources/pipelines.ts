import {
  type ApiPromise,
  ApiResource,
  type ByLinkOrIds,
  call,
  describe,
  type HalResource,
  map,
  type Operations,
  type OptionsArg,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  plainJson,
  type RequestOptions,
  type Step,
  type Subject,
  submit,
  twoStep,
  type Upserted,
  upsert,
} from '../core/namespace-kit.js';
import { Job } from '../models/job.js';
import { Pipeline, PipelineCollection } from '../models/pipeline.js';
import { PipelineEnvironment, sensitiveValues } from '../models/pipeline-environment.js';
import { PipelineDraftInput, PipelineInput, type PipelineValidation } from '../models/pipeline-input.js';
import { PipelineMetrics } from '../models/pipeline-metrics.js';
import { verdictOf } from '../pipelines/validation.js';

const initialise = {
  method: 'POST',
  path: '/api/workspaces/{workspace}/pipelines',
  output: Pipeline,
} satisfies Step<Pipeline>;

const put = {
  method: 'PUT',
  path: '/api/workspaces/{workspaceId}/pipelines/{pipeline}',
  nested: true,
  link: ['create pipeline', 'update pipeline'],
  input: PipelineInput,
  output: Pipeline,
} satisfies Step<Pipeline>;

/** The operations of `Pipelines`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('pipelines', {
  list: {
    path: '/api/workspaces/{workspace}/pipelines',
    query: pageSpec,
    list: PipelineCollection,
  },
  listAll: { path: '/api/pipelines', list: PipelineCollection },
  get: { path: '/api/pipelines/{pipeline}', link: 'self', output: Pipeline },
  initialise,
  put,
  putDraft: {
    ...put,
    path: '/api/workspaces/{workspaceId}/pipelines/{pipeline}/draft',
    link: 'save draft',
    input: PipelineDraftInput,
  },
  create: { start: initialise, finish: put },
  update: { ...put, link: 'update pipeline' },
  validate: {
    method: 'POST',
    path: '/api/workspaces/{workspace}/pipelines/validation',
    input: PipelineInput,
    allowEmpty: true,
  },
  verify: {
    method: 'POST',
    path: '/api/pipelines/{pipeline}/verification',
    link: 'verification',
    output: Job,
  },
  metrics: {
    path: '/api/pipelines/{pipeline}/metrics',
    link: 'metrics',
    // Its rows come paged by the service's `page`, `size` and `sort`, as one JSON array (no HAL page to walk).
    query: pageSpec,
    accept: plainJson,
    output: PipelineMetrics,
    allowEmpty: true,
  },
  environment: {
    path: '/api/pipelines/{pipeline}/environment',
    accept: plainJson,
    output: PipelineEnvironment,
    // Its sensitive values are the caller's secrets, redacted from then on.
    secretsOf: sensitiveValues,
  },
  run: { method: 'POST', path: '/api/pipelines/{pipeline}/jobs', link: 'new job', output: Job },
  delete: { method: 'DELETE', path: '/api/pipelines/{pipeline}', link: 'delete pipeline' },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const pipelineOperations: Operations = ops;

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
    return paginate(this, ops.list, workspace, query, options);
  }

  /** Lists every pipeline the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Pipeline> {
    return paginate(this, ops.listAll, options);
  }

  /** Gets a pipeline by id (or by a pipeline object's own self link). */
  get(pipeline: Subject, options?: RequestOptions): ApiPromise<Pipeline> {
    return call(this, ops.get, pipeline, options);
  }

  /** Starts a pipeline: the service gives a blank one with a fresh id and only a `create pipeline` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<Pipeline> {
    return call(this, ops.initialise, workspace, options);
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
  put(...args: ByLinkOrIds<[PipelineInput, OptionsArg?]>) {
    return upsert(this, ops.put, ...args);
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
  putDraft(...args: ByLinkOrIds<[PipelineDraftInput, OptionsArg?]>) {
    return upsert(this, ops.putDraft, ...args);
  }

  /** Creates a pipeline in two steps, `initialise` then `put` to the new id, and returns it (PROVISIONING). */
  create(workspace: Subject, body: PipelineInput, options?: RequestOptions): ApiPromise<Pipeline> {
    return twoStep(this, ops.create, workspace, body, options);
  }

  /** Changes a pipeline: by workspace and pipeline id, or a pipeline model (its `update pipeline` link). */
  update(pipeline: HalResource, body: PipelineInput, options?: RequestOptions): ApiPromise<Pipeline>;
  update(workspaceId: string, pipeline: Subject, body: PipelineInput, options?: RequestOptions): ApiPromise<Pipeline>;
  update(...args: ByLinkOrIds<[PipelineInput, OptionsArg?]>) {
    return call(this, ops.update, ...args);
  }

  /**
   * Asks the service whether a pipeline body is valid: `{ valid: true }`, or `{ valid: false, errors }` with the
   * problems its 400 answer listed (not thrown). Other failures (403, 404...) reject as usual.
   */
  validate(workspace: Subject, body: PipelineInput, options?: RequestOptions): ApiPromise<PipelineValidation> {
    return verdictOf(call(this, ops.validate, workspace, body, options));
  }

  /** Verifies a pipeline's plugins and settings: the PIPELINE_VERIFY job that does it. */
  verify(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    return call(this, ops.verify, pipeline, options);
  }

  /**
   * A pipeline's metrics: one `{ 'metrics.job-created', 'metrics.value' }` row per measured run (the page of rows
   * `page`, `size` and `sort` ask for, when given); an empty array when it has none (the service answers 204). Asked
   * as `application/json`, the one type the service sends them in.
   */
  metrics(pipeline: Subject, query?: PageOptions, options?: RequestOptions): ApiPromise<PipelineMetrics> {
    return map(call(this, ops.metrics, pipeline, query, options), (rows) => rows ?? []);
  }

  /**
   * The environment a pipeline's runs get: variable name to `{ value, sensitive }`. Sensitive values are the
   * caller's, and redacted from every later error and log line of the client. Asked as `application/json` (a map).
   */
  environment(pipeline: Subject, options?: RequestOptions): ApiPromise<PipelineEnvironment> {
    return call(this, ops.environment, pipeline, options);
  }

  /** Runs a pipeline now (201): the PIPELINE_RUN job; refused (409) while it is busy or PROVISIONING. */
  run(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    return call(this, ops.run, pipeline, options);
  }

  /** Deletes a pipeline, with its jobs; refused (409) while one of them runs. */
  delete(pipeline: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, pipeline, options);
  }
}
