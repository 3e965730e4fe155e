import * as z from 'zod/mini';
import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, pageQuery } from '../core/api-resource.js';
import { json as plainJson } from '../core/http/http.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
import { refinement } from '../core/validation/schema.js';
import { Dataset, DatasetCollection, DatasetPatch } from '../models/dataset.js';

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
    return this.read('datasets.get', subjectUrl(dataset, 'self', datasetPath), Dataset, options);
  }

  /** Gets a dataset of a workspace by id or by alias (the workspace and the dataset each an id or a model). */
  getInWorkspace(workspace: Subject, idOrAlias: Subject, options?: RequestOptions): ApiPromise<Dataset> {
    const signature = 'datasets.getInWorkspace(workspace, idOrAlias)';
    const url = path`/api/workspaces/${idOf(workspace, signature)}/datasets/${idOf(idOrAlias, signature)}`;
    return this.read('datasets.getInWorkspace', url, Dataset, options);
  }

  /** Lists the datasets of a workspace. */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const url = path`/api/workspaces/${idOf(workspace, 'datasets.list(workspace)')}/datasets`;
    return this.paginate('datasets.list', url, DatasetCollection, pageQuery(query), options);
  }

  /** Lists the datasets of a workspace that the caller likes. */
  listLiked(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const url = path`/api/workspaces/${idOf(workspace, 'datasets.listLiked(workspace)')}/liked`;
    return this.paginate('datasets.listLiked', url, DatasetCollection, pageQuery(query), options);
  }

  /** Changes some fields of a dataset with a PATCH (by id, or by the dataset's `edit dataset` link). */
  update(dataset: Subject, patch: DatasetPatch, options?: RequestOptions): ApiPromise<Dataset> {
    const json = checkInput(UpdateInput, patch, 'datasets.update');
    const url = subjectUrl(dataset, 'edit dataset', datasetPath);
    return this.write('datasets.update', 'PATCH', url, json, Dataset, options);
  }

  /** Deletes a dataset (by id, or by the dataset's `delete dataset` link). */
  delete(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove('datasets.delete', subjectUrl(dataset, 'delete dataset', datasetPath), options);
  }

  /** Gets the data behind a dataset as JSON; its shape depends on the dataset's query. */
  data(dataset: Subject, options?: RequestOptions): ApiPromise<unknown> {
    const url = subjectUrl(dataset, 'data', (id) => path`/api/datasets/${id}/data`);
    return this.request(
      { operation: 'datasets.data', method: 'GET', url, accept: plainJson, schema: AnyJson },
      options,
    );
  }

  /** Likes a dataset; resolves to the dataset when the service sends it back. */
  like(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    const url = subjectUrl(dataset, 'add like', (id) => path`/api/datasets/${id}/like`);
    return this.request({ operation: 'datasets.like', method: 'PUT', url, schema: Dataset, allowEmpty: true }, options);
  }

  /** Withdraws the caller's like of a dataset. */
  unlike(dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    const url = subjectUrl(dataset, 'remove like', (id) => path`/api/datasets/${id}/like`);
    return this.remove('datasets.unlike', url, options);
  }

  /** Counts a view of a dataset; resolves to the dataset when the service sends it back. */
  view(dataset: Subject, options?: RequestOptions): ApiPromise<Dataset | undefined> {
    const url = subjectUrl(dataset, 'add view', (id) => path`/api/datasets/${id}/view`);
    return this.request({ operation: 'datasets.view', method: 'PUT', url, schema: Dataset, allowEmpty: true }, options);
  }
}
