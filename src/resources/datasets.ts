import * as z from 'zod/mini';
import { ApiResource, type PageOptions, pageQuery } from '../core/api-resource.js';
import { json as plainJson } from '../core/http/http.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
import { Dataset, DatasetCollection, DatasetPatch } from '../models/dataset.js';

// A PATCH that sets nothing is refused before sending: it could only be a caller's mistake.
const EditInput = DatasetPatch.check(
  z.refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'the patch is empty; give at least one field to change',
  }),
);

/**
 * Datasets: published queries with their visualisations.
 * @example
 * const dataset = await client.datasets.getInWorkspace(workspaceId, 'q3-revenue');
 * await client.datasets.edit(dataset, { title: 'Q3 revenue #kpi #finance' });
 * for await (const d of client.datasets.list(workspaceId)) console.log(d.title);
 */
export class Datasets extends ApiResource {
  /** Gets a dataset by id (or by its own `self` link). */
  get(dataset: Subject, options?: RequestOptions): Promise<Dataset> {
    return this.request(
      {
        operation: 'datasets.get',
        method: 'GET',
        url: subjectUrl(dataset, 'self', (id) => path`/api/datasets/${id}`),
        schema: Dataset,
      },
      options,
    );
  }

  /** Gets a dataset of a workspace by id or by alias. */
  getInWorkspace(workspaceId: string, idOrAlias: string, options?: RequestOptions): Promise<Dataset> {
    return this.request(
      {
        operation: 'datasets.getInWorkspace',
        method: 'GET',
        url: path`/api/workspaces/${workspaceId}/datasets/${idOrAlias}`,
        schema: Dataset,
      },
      options,
    );
  }

  /** Lists the datasets of a workspace. */
  list(workspaceId: string, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return this.paginate(
      'datasets.list',
      path`/api/workspaces/${workspaceId}/datasets`,
      DatasetCollection,
      pageQuery(query),
      options,
    );
  }

  /** Lists the datasets of a workspace that the caller likes. */
  liked(workspaceId: string, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return this.paginate(
      'datasets.liked',
      path`/api/workspaces/${workspaceId}/liked`,
      DatasetCollection,
      pageQuery(query),
      options,
    );
  }

  /** Changes some fields of a dataset (by id, or by the dataset's `edit dataset` link). */
  edit(dataset: Subject, patch: DatasetPatch, options?: RequestOptions): Promise<Dataset> {
    const json = checkInput(EditInput, patch, 'datasets.edit');
    const url = subjectUrl(dataset, 'edit dataset', (id) => path`/api/datasets/${id}`);
    return this.request({ operation: 'datasets.edit', method: 'PATCH', url, json, schema: Dataset }, options);
  }

  /** Deletes a dataset (by id, or by the dataset's `delete dataset` link). */
  delete(dataset: Subject, options?: RequestOptions): Promise<void> {
    return this.request(
      {
        operation: 'datasets.delete',
        method: 'DELETE',
        url: subjectUrl(dataset, 'delete dataset', (id) => path`/api/datasets/${id}`),
      },
      options,
    );
  }

  /** Gets the data behind a dataset as JSON; its shape depends on the dataset's query. */
  data(dataset: Subject, options?: RequestOptions): Promise<unknown> {
    const url = subjectUrl(dataset, 'data', (id) => path`/api/datasets/${id}/data`);
    return this.request(
      { operation: 'datasets.data', method: 'GET', url, accept: plainJson, schema: z.unknown() },
      options,
    );
  }

  /** Likes a dataset; resolves to the dataset when the service sends it back. */
  like(dataset: Subject, options?: RequestOptions): Promise<Dataset | undefined> {
    const url = subjectUrl(dataset, 'add like', (id) => path`/api/datasets/${id}/like`);
    return this.request<Dataset | undefined>(
      { operation: 'datasets.like', method: 'PUT', url, schema: Dataset, allowEmpty: true },
      options,
    );
  }

  /** Withdraws the caller's like of a dataset. */
  unlike(dataset: Subject, options?: RequestOptions): Promise<void> {
    const url = subjectUrl(dataset, 'remove like', (id) => path`/api/datasets/${id}/like`);
    return this.request({ operation: 'datasets.unlike', method: 'DELETE', url }, options);
  }

  /** Counts a view of a dataset; resolves to the dataset when the service sends it back. */
  view(dataset: Subject, options?: RequestOptions): Promise<Dataset | undefined> {
    const url = subjectUrl(dataset, 'add view', (id) => path`/api/datasets/${id}/view`);
    return this.request<Dataset | undefined>(
      { operation: 'datasets.view', method: 'PUT', url, schema: Dataset, allowEmpty: true },
      options,
    );
  }
}
