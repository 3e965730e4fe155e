import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, pageQuery, type Upserted } from '../core/api-resource.js';
import type { HalResource } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { OptionsArg, RequestOptions } from '../core/request-options.js';
import { idOf, nestedUrl, type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
import { Datastore, DatastoreCollection, DatastoreInput } from '../models/datastore.js';

type WriteArgs = [HalResource, DatastoreInput, OptionsArg?] | [string, Subject, DatastoreInput, OptionsArg?];

const datastorePath = (id: string) => path`/api/datastores/${id}`;
const inWorkspace = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/datastores/${id}`;

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
    const url = path`/api/workspaces/${idOf(workspace, 'datastores.list(workspace)')}/datastores`;
    return this.paginate('datastores.list', url, DatastoreCollection, pageQuery(query), options);
  }

  /** Gets a datastore by id (or by a datastore object's own self link). */
  get(datastore: Subject, options?: RequestOptions): ApiPromise<Datastore> {
    return this.read('datastores.get', subjectUrl(datastore, 'self', datastorePath), Datastore, options);
  }

  /** Starts a datastore: the service gives a blank one with a fresh id and a `create datastore` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<Datastore> {
    const url = path`/api/workspaces/${idOf(workspace, 'datastores.initialise(workspace)')}/datastores`;
    return this.write('datastores.initialise', 'POST', url, undefined, Datastore, options);
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
    const signature = 'datastores.put(workspaceId, datastore, body)';
    const rels = ['create datastore', 'update datastore'];
    const [url, body, options] = nestedUrl<[DatastoreInput, OptionsArg?]>(args, rels, inWorkspace, signature);
    const json = checkInput(DatastoreInput, body, 'datastores.put');
    return this.upsert('datastores.put', url, json, Datastore, options);
  }

  /** Creates a datastore in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: DatastoreInput, options?: RequestOptions): ApiPromise<Datastore> {
    checkInput(DatastoreInput, body, 'datastores.create');
    const workspaceId = idOf(workspace, 'datastores.create(workspace, body)');
    const initialised = this.initialise(workspaceId, options);
    return this.chain(initialised, (draft) => this.dataOf(this.put(workspaceId, draft, body, options)));
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
    const signature = 'datastores.update(workspaceId, datastore, body)';
    const [url, body, options] = nestedUrl<[DatastoreInput, OptionsArg?]>(
      args,
      'update datastore',
      inWorkspace,
      signature,
    );
    const json = checkInput(DatastoreInput, body, 'datastores.update');
    return this.write('datastores.update', 'PUT', url, json, Datastore, options);
  }

  /** Makes a datastore the default of its workspace (the service answers 200 with no body). */
  makeDefault(datastore: Subject, options?: RequestOptions): ApiPromise<void> {
    const url = subjectUrl(datastore, 'make-default', (id) => path`/api/datastores/${id}/default`);
    return this.remove('datastores.makeDefault', url, options, 'PUT');
  }

  /** Deletes a datastore. */
  delete(datastore: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove('datastores.delete', subjectUrl(datastore, 'delete datastore', datastorePath), options);
  }
}
