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
  type RequestOptions,
  type Subject,
  type Upserted,
  under,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { Datastore, DatastoreCollection, DatastoreInput } from '../models/datastore.js';

/** A datastore by workspace and datastore id, or a draft or datastore that carries the link. */
type WriteArgs = [HalResource, DatastoreInput, OptionsArg?] | [string, Subject, DatastoreInput, OptionsArg?];

const datastorePath = (id: string) => path`/api/datastores/${id}`;
const datastoresOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/datastores`;
const inWorkspace = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/datastores/${id}`;
const putRels = ['create datastore', 'update datastore'];

/**
 * Datastores: where pipelines load data. Each workspace has a default, at first the managed one.
 * @example
 * const store = await client.datastores.create(workspaceId, {
 *   name: 'Warehouse',
 *   dataPlugin: 'target-postgres',
 *   properties: {
 *     host: 'db.example.com', port: '5432', user: 'etl', password: secret, dbname: 'dw',
 *     default_target_schema: 'public',
 *   },
 * });
 * await client.datastores.makeDefault(store);
 */
export class Datastores extends ApiResource {
  /** Lists the datastores of a workspace. */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Datastore> {
    return this.paginateOld(
      operation('datastores.list', 'workspace', 'query'),
      [pageSpec, DatastoreCollection],
      ids(datastoresOf, workspace),
      query,
      options,
    );
  }

  /** Gets a datastore by id (or by a datastore object's own self link). */
  get(datastore: Subject, options?: RequestOptions): ApiPromise<Datastore> {
    return this.read(
      operation('datastores.get', 'datastore'),
      Datastore,
      linkOr(datastore, 'self', datastorePath),
      options,
    );
  }

  /** Starts a datastore: the service gives a blank one with a fresh id and a `create datastore` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<Datastore> {
    return this.write(
      operation('datastores.initialise', 'workspace'),
      'POST',
      Datastore,
      ids(datastoresOf, workspace),
      undefined,
      options,
    );
  }

  /**
   * Creates or updates the datastore with this id; `created` tells which happened. Give the workspace and
   * datastore ids, or a draft or datastore (its `create datastore` or `update datastore` link is used). The
   * returned `dataPlugin` is the service's resolved name, which may carry a variant suffix the submitted one lacks.
   */
  put(datastore: HalResource, body: DatastoreInput, options?: RequestOptions): ApiPromise<Upserted<Datastore>>;
  put(
    workspaceId: string,
    datastore: Subject,
    body: DatastoreInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<Datastore>>;
  put(...args: WriteArgs) {
    return this.upsertOld(
      operation('datastores.put', 'workspaceId', 'datastore', 'body'),
      [DatastoreInput, Datastore],
      ...nested(args, putRels, inWorkspace),
    );
  }

  /** Creates a datastore in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: DatastoreInput, options?: RequestOptions): ApiPromise<Datastore> {
    return this.twoStepOld(
      operation('datastores.create', 'workspace', 'body'),
      { url: ids(datastoresOf, workspace), draft: Datastore },
      { rels: putRels, path: under(workspace, inWorkspace), schemas: [DatastoreInput, Datastore], body },
      options,
    );
  }

  /** Changes a datastore: by workspace and datastore id, or a datastore model (its `update datastore` link). */
  update(datastore: HalResource, body: DatastoreInput, options?: RequestOptions): ApiPromise<Datastore>;
  update(
    workspaceId: string,
    datastore: Subject,
    body: DatastoreInput,
    options?: RequestOptions,
  ): ApiPromise<Datastore>;
  update(...args: WriteArgs) {
    return this.write(
      operation('datastores.update', 'workspaceId', 'datastore', 'body'),
      'PUT',
      [DatastoreInput, Datastore],
      ...nested(args, 'update datastore', inWorkspace),
    );
  }

  /** Changes the datastore with this id (or model) without its workspace, `PUT /api/datastores/{id}`; it must exist. */
  updateById(datastore: Subject, body: DatastoreInput, options?: RequestOptions): ApiPromise<Datastore> {
    return this.write(
      operation('datastores.updateById', 'datastore', 'body'),
      'PUT',
      [DatastoreInput, Datastore],
      ids(datastorePath, datastore),
      body,
      options,
    );
  }

  /** Makes a datastore the default of its workspace (the service answers 200 with no body). */
  makeDefault(datastore: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.submitOld(
      operation('datastores.makeDefault', 'datastore'),
      'PUT',
      linkOr(datastore, 'make-default', (id) => path`/api/datastores/${id}/default`),
      undefined,
      options,
    );
  }

  /** Deletes a datastore. */
  delete(datastore: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('datastores.delete', 'datastore'),
      linkOr(datastore, 'delete datastore', datastorePath),
      options,
    );
  }
}
