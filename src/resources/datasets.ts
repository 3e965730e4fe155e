import * as z from 'zod/mini';
import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions } from '../core/api-resource.js';
import { json as plainJson } from '../core/http/http.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import { refinement } from '../core/validation/schema.js';
import { Dataset, DatasetCollection, DatasetPatch } from '../models/dataset.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';

// A PATCH that sets nothing is refused before sending: it could only be a caller's mistake.
const UpdateInput = DatasetPatch.check(
  refinement(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    'the patch is empty; give at least one field to change',
  ),
);

// The data's shape depends on the dataset's query.
const AnyJson = z.unknown();

const datasetPath = (id: string) => path`/api/datasets/${id}`;

/**
 * Datasets: published queries with their visualisations.
 * @example
 * const dataset = await client.datasets.getInWorkspace(workspaceId, 'q3-revenue');
 * await client.datasets.update(dataset, { title: 'Q3 revenue #kpi #finance' });
 * for await (const d of client.datasets.list(workspaceId)) console.log(d.title);
 */
export class Datasets extends ApiResource {
  /** Gets a dataset by id (or by its own `self` link). */
  get(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset> {
    const sig = 'datasets.get(dataset)';
    const url = subjectUrl(dataset, 'self', datasetPath, sig);
    return this.read(sig, url, Dataset, options);
  }

  /** Gets a dataset of a workspace by id or by alias (the workspace and the dataset each an id or a model). */
  getInWorkspace(workspace: Subject, idOrAlias: Subject, options?: RequestOptions): ApiPromise<Dataset> {
    const sig = 'datasets.getInWorkspace(workspace, dataset)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/datasets/${idOf(idOrAlias, sig, 2)}`;
    return this.read(sig, url, Dataset, options);
  }

  /** Lists the datasets of a workspace. */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const sig = 'datasets.list(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/datasets`;
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, DatasetCollection, q, options);
  }

  /** Lists the datasets of a workspace that the caller likes. */
  listLiked(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const sig = 'datasets.listLiked(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/liked`;
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, DatasetCollection, q, options);
  }

  /** Changes some fields of a dataset with a PATCH (by id, or by the dataset's `edit dataset` link). */
  update(dataset: Subject, patch: DatasetPatch, options?: RequestOptions): ApiPromise<Dataset> {
    const sig = 'datasets.update(dataset, patch)';
    const url = subjectUrl(dataset, 'edit dataset', datasetPath, sig);
    const json = bodyOf(UpdateInput, patch, sig);
    return this.write(sig, 'PATCH', url, json, Dataset, options);
  }

  /** Deletes a dataset (by id, or by the dataset's `delete dataset` link). */
  delete(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'datasets.delete(dataset)';
    const url = subjectUrl(dataset, 'delete dataset', datasetPath, sig);
    return this.remove(sig, url, options);
  }

  /** Gets the data behind a dataset as JSON; its shape depends on the dataset's query. */
  data(dataset: Subject, options?: RequestOptions): ApiPromise<unknown> {
    const sig = 'datasets.data(dataset)';
    const url = subjectUrl(dataset, 'data', (id) => path`/api/datasets/${id}/data`, sig);
    const call = { operation: 'datasets.data', method: 'GET', url, accept: plainJson, schema: AnyJson } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Likes a dataset; resolves to the dataset when the service sends it back. */
  like(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    const sig = 'datasets.like(dataset)';
    const url = subjectUrl(dataset, 'add like', (id) => path`/api/datasets/${id}/like`, sig);
    const call = { operation: 'datasets.like', method: 'PUT', url, schema: Dataset, allowEmpty: true } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Withdraws the caller's like of a dataset. */
  unlike(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'datasets.unlike(dataset)';
    const url = subjectUrl(dataset, 'remove like', (id) => path`/api/datasets/${id}/like`, sig);
    return this.remove(sig, url, options);
  }

  /** Counts a view of a dataset; resolves to the dataset when the service sends it back. */
  view(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    const sig = 'datasets.view(dataset)';
    const url = subjectUrl(dataset, 'add view', (id) => path`/api/datasets/${id}/view`, sig);
    const call = { operation: 'datasets.view', method: 'PUT', url, schema: Dataset, allowEmpty: true } as const;
    return this.request(call, requestOptions(options, sig));
  }
}
