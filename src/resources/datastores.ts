import { ApiResource, type PageOptions, pageQuery, type Upserted } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
import { Datastore, DatastoreCollection, DatastoreInput } from '../models/datastore.js';

/**
 * Datastores: where pipelines load data. Each workspace has a default, at first the managed one.
 * @example
 * const { data: store } = await client.datastores.create(workspaceId, {
 *   name: 'Warehouse',
 *   dataPlugin: 'target-postgres',
 *   properties: { host: 'db.example.com', port: '5432', user: 'etl', password: secret, dbname: 'dw', default_target_schema: 'public' },
 * });
 * await client.datastores.makeDefault(store);
 */
export class Datastores extends ApiResource {
  /** Lists the datastores of a workspace. */
  list(workspaceId: string, query?: PageOptions, options?: RequestOptions): PagePromise<Datastore> {
    return this.paginate(
      'datastores.list',
      path`/api/workspaces/${workspaceId}/datastores`,
      DatastoreCollection,
      pageQuery(query),
      options,
    );
  }

  /** Gets a datastore by id (or by a datastore object's own self link). */
  get(datastore: Subject, options?: RequestOptions): Promise<Datastore> {
    return this.request(
      {
        operation: 'datastores.get',
        method: 'GET',
        url: subjectUrl(datastore, 'self', (id) => path`/api/datastores/${id}`),
        schema: Datastore,
      },
      options,
    );
  }

  /** Starts a datastore: the service gives a blank one with a fresh id and a `create datastore` link (step one of `create`). */
  initialise(workspaceId: string, options?: RequestOptions): Promise<Datastore> {
    return this.request(
      {
        operation: 'datastores.initialise',
        method: 'POST',
        url: path`/api/workspaces/${workspaceId}/datastores`,
        schema: Datastore,
      },
      options,
    );
  }

  /**
   * Creates or updates the datastore with this id; `created` tells which happened. Given a draft or a
   * datastore, its `create datastore` or `update datastore` link is used. The returned `dataPlugin`
   * is the service's resolved name, which may carry a variant suffix the submitted one lacks.
   */
  put(
    workspaceId: string,
    datastore: Subject,
    body: DatastoreInput,
    options?: RequestOptions,
  ): Promise<Upserted<Datastore>> {
    const json = checkInput(DatastoreInput, body, 'datastores.put');
    const url = subjectUrl(
      datastore,
      ['create datastore', 'update datastore'],
      (id) => path`/api/workspaces/${workspaceId}/datastores/${id}`,
    );
    return this.upsert({ operation: 'datastores.put', method: 'PUT', url, json, schema: Datastore }, options);
  }

  /** Creates a datastore in two steps: `initialise`, then `put` to the new id. */
  create(workspaceId: string, body: DatastoreInput, options?: RequestOptions): Promise<Upserted<Datastore>> {
    checkInput(DatastoreInput, body, 'datastores.create');
    return this.initialise(workspaceId, options).then((draft) => this.put(workspaceId, draft, body, options));
  }

  /** Makes a datastore the default of its workspace (the service answers 200 with no body). */
  makeDefault(datastore: Subject, options?: RequestOptions): Promise<void> {
    const url = subjectUrl(datastore, 'make-default', (id) => path`/api/datastores/${id}/default`);
    return this.request({ operation: 'datastores.makeDefault', method: 'PUT', url }, options);
  }

  /** Deletes a datastore. */
  delete(datastore: Subject, options?: RequestOptions): Promise<void> {
    return this.request(
      {
        operation: 'datastores.delete',
        method: 'DELETE',
        url: subjectUrl(datastore, 'delete datastore', (id) => path`/api/datastores/${id}`),
      },
      options,
    );
  }
}
