import * as z from 'zod/mini';
import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import type { HalResource } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type OptionsArg, type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, nestedUrl, type Subject, subjectUrl } from '../core/subject.js';
import { Job } from '../models/job.js';
import {
  Pipeline,
  PipelineCollection,
  PipelineInput,
  type PipelineMetrics,
  type PipelineValidation,
} from '../models/pipeline.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';
import { newJobUrl } from './jobs/jobs.js';
import { verdictOf } from './pipeline-validation.js';

type WriteArgs = [HalResource, PipelineInput, OptionsArg?] | [string, Subject, PipelineInput, OptionsArg?];

const pipelinePath = (id: string) => path`/api/pipelines/${id}`;
const inWorkspace = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/pipelines/${id}`;
const draftIn = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/pipelines/${id}/draft`;
const Metrics = z.unknown() as z.ZodMiniType<PipelineMetrics>;

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
    const sig = 'pipelines.list(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/pipelines`;
    return this.paginate(sig, url, PipelineCollection, queryOf(pageSpec, query, sig), options);
  }

  /** Gets a pipeline by id (or by a pipeline object's own self link). */
  get(pipeline: Subject, options?: RequestOptions): ApiPromise<Pipeline> {
    const sig = 'pipelines.get(pipeline)';
    return this.read(sig, subjectUrl(pipeline, 'self', pipelinePath, sig), Pipeline, options);
  }

  /** Starts a pipeline: the service gives a blank one with a fresh id and only a `create pipeline` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<Pipeline> {
    const sig = 'pipelines.initialise(workspace)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/pipelines`;
    return this.write(sig, 'POST', url, undefined, Pipeline, options);
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
    const sig = 'pipelines.put(workspaceId, pipeline, body)';
    const rels = ['create pipeline', 'update pipeline'];
    const [url, body, options] = nestedUrl<[PipelineInput, OptionsArg?]>(args, rels, inWorkspace, sig);
    return this.upsert(sig, url, bodyOf(PipelineInput, body, sig), Pipeline, options);
  }

  /**
   * Saves a pipeline as a draft, without provisioning it: `created` is true the first time (201). Give the
   * workspace and pipeline ids (as for a blank from `initialise`), or a pipeline with its `save draft` link.
   */
  putDraft(pipeline: HalResource, body: PipelineInput, options?: RequestOptions): ApiPromise<Upserted<Pipeline>>;
  putDraft(
    workspaceId: string,
    pipeline: Subject,
    body: PipelineInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<Pipeline>>;
  putDraft(...args: WriteArgs) {
    const sig = 'pipelines.putDraft(workspaceId, pipeline, body)';
    const [url, body, options] = nestedUrl<[PipelineInput, OptionsArg?]>(args, 'save draft', draftIn, sig);
    return this.upsert(sig, url, bodyOf(PipelineInput, body, sig), Pipeline, options);
  }

  /** Creates a pipeline in two steps, `initialise` then `put` to the new id, and returns it (PROVISIONING). */
  create(workspace: Subject, body: PipelineInput, options?: RequestOptions): ApiPromise<Pipeline> {
    const sig = 'pipelines.create(workspace, body)';
    const workspaceId = idOf(workspace, sig);
    bodyOf(PipelineInput, body, sig);
    requestOptions(options, sig);
    const initialised = this.initialise(workspaceId, options);
    return this.chain(initialised, (draft) => this.dataOf(this.put(workspaceId, draft, body, options)));
  }

  /** Changes a pipeline: by workspace and pipeline id, or a pipeline model (its `update pipeline` link). */
  update(pipeline: HalResource, body: PipelineInput, options?: RequestOptions): ApiPromise<Pipeline>;
  update(workspaceId: string, pipeline: Subject, body: PipelineInput, options?: RequestOptions): ApiPromise<Pipeline>;
  update(...args: WriteArgs) {
    const sig = 'pipelines.update(workspaceId, pipeline, body)';
    const [url, body, options] = nestedUrl<[PipelineInput, OptionsArg?]>(args, 'update pipeline', inWorkspace, sig);
    return this.write(sig, 'PUT', url, bodyOf(PipelineInput, body, sig), Pipeline, options);
  }

  /**
   * Asks the service whether a pipeline body is valid: `{ valid: true }`, or `{ valid: false, errors }` with the
   * problems its 400 answer listed (not thrown). Other failures (403, 404...) reject as usual.
   */
  validate(workspace: Subject, body: PipelineInput, options?: RequestOptions): ApiPromise<PipelineValidation> {
    const sig = 'pipelines.validate(workspace, body)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/pipelines/validation`;
    const json = bodyOf(PipelineInput, body, sig);
    const call = { operation: 'pipelines.validate', method: 'POST', url, json, allowEmpty: true } as const;
    return verdictOf(this.request(call, requestOptions(options, sig)));
  }

  /** Verifies a pipeline's plugins and settings: the PIPELINE_VERIFY job that does it. */
  verify(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    const sig = 'pipelines.verify(pipeline)';
    const url = subjectUrl(pipeline, 'verification', (id) => path`/api/pipelines/${id}/verification`, sig);
    return this.write(sig, 'POST', url, undefined, Job, options);
  }

  /** A pipeline's metrics, as the service sends them; undefined when its metrics are not enabled (204). */
  metrics(pipeline: Subject, options?: RequestOptions): ApiPromise<PipelineMetrics | undefined> {
    const sig = 'pipelines.metrics(pipeline)';
    const url = subjectUrl(pipeline, 'metrics', (id) => path`/api/pipelines/${id}/metrics`, sig);
    const call = { operation: 'pipelines.metrics', method: 'GET', url, schema: Metrics, allowEmpty: true } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Runs a pipeline now (201): the PIPELINE_RUN job; refused (409) while it is busy or PROVISIONING. */
  run(pipeline: Subject, options?: RequestOptions): ApiPromise<Job> {
    const sig = 'pipelines.run(pipeline)';
    return this.write(sig, 'POST', newJobUrl(pipeline, sig), undefined, Job, options);
  }

  /** Deletes a pipeline, with its jobs; refused (409) while one of them runs. */
  delete(pipeline: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'pipelines.delete(pipeline)';
    return this.remove(sig, subjectUrl(pipeline, 'delete pipeline', pipelinePath, sig), options);
  }
}
