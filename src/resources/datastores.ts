import {
  type ApiPromise,
  ApiResource,
  type ByLinkOrIds,
  call,
  describe,
  type HalResource,
  type Operations,
  type OptionsArg,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  type RequestOptions,
  type Step,
  type Subject,
  submit,
  twoStep,
  type Upserted,
  upsert,
} from '../core/namespace-kit.js';
import { Datastore, DatastoreCollection, DatastoreInput } from '../models/datastore.js';

const initialise = {
  method: 'POST',
  path: '/api/workspaces/{workspace}/datastores',
  output: Datastore,
} satisfies Step<Datastore>;

const put = {
  method: 'PUT',
  path: '/api/workspaces/{workspaceId}/datastores/{datastore}',
  nested: true,
  link: ['create datastore', 'update datastore'],
  input: DatastoreInput,
  output: Datastore,
} satisfies Step<Datastore>;

/** The operations of `Datastores`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('datastores', {
  list: {
    path: '/api/workspaces/{workspace}/datastores',
    query: pageSpec,
    list: DatastoreCollection,
  },
  get: { path: '/api/datastores/{datastore}', link: 'self', output: Datastore },
  initialise,
  put,
  create: { start: initialise, finish: put },
  update: { ...put, link: 'update datastore' },
  updateById: {
    method: 'PUT',
    path: '/api/datastores/{datastore}',
    input: DatastoreInput,
    output: Datastore,
  },
  makeDefault: {
    method: 'PUT',
    path: '/api/datastores/{datastore}/default',
    link: 'make-default',
  },
  delete: {
    method: 'DELETE',
    path: '/api/datastores/{datastore}',
    link: 'delete datastore',
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const datastoreOperations: Operations = ops;

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
    return paginate(this, ops.list, workspace, query, options);
  }

  /** Gets a datastore by id (or by a datastore object's own self link). */
  get(datastore: Subject, options?: RequestOptions): ApiPromise<Datastore> {
    return call(this, ops.get, datastore, options);
  }

  /** Starts a datastore: the service gives a blank one with a fresh id and a `create datastore` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<Datastore> {
    return call(this, ops.initialise, workspace, options);
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
  put(...args: ByLinkOrIds<[DatastoreInput, OptionsArg?]>) {
    return upsert(this, ops.put, ...args);
  }

  /** Creates a datastore in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: DatastoreInput, options?: RequestOptions): ApiPromise<Datastore> {
    return twoStep(this, ops.create, workspace, body, options);
  }

  /** Changes a datastore: by workspace and datastore id, or a datastore model (its `update datastore` link). */
  update(datastore: HalResource, body: DatastoreInput, options?: RequestOptions): ApiPromise<Datastore>;
  update(
    workspaceId: string,
    datastore: Subject,
    body: DatastoreInput,
    options?: RequestOptions,
  ): ApiPromise<Datastore>;
  update(...args: ByLinkOrIds<[DatastoreInput, OptionsArg?]>) {
    return call(this, ops.update, ...args);
  }

  /** Changes the datastore with this id (or model) without its workspace, `PUT /api/datastores/{id}`; it must exist. */
  updateById(datastore: Subject, body: DatastoreInput, options?: RequestOptions): ApiPromise<Datastore> {
    return call(this, ops.updateById, datastore, body, options);
  }

  /** Makes a datastore the default of its workspace (the service answers 200 with no body). */
  makeDefault(datastore: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.makeDefault, datastore, options);
  }

  /** Deletes a datastore. */
  delete(datastore: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, datastore, options);
  }
}
