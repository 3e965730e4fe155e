import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import type { HalResource } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type OptionsArg, type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, nestedUrl, type Subject, subjectUrl } from '../core/subject.js';
import { Datastore, DatastoreCollection, DatastoreInput } from '../models/datastore.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';

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
    const sig = 'datastores.list(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/datastores`;
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, DatastoreCollection, q, options);
  }

  /** Gets a datastore by id (or by a datastore object's own self link). */
  get(datastore: Subject, options?: RequestOptions): ApiPromise<Datastore> {
    const sig = 'datastores.get(datastore)';
    const url = subjectUrl(datastore, 'self', datastorePath, sig);
    return this.read(sig, url, Datastore, options);
  }

  /** Starts a datastore: the service gives a blank one with a fresh id and a `create datastore` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<Datastore> {
    const sig = 'datastores.initialise(workspace)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/datastores`;
    return this.write(sig, 'POST', url, undefined, Datastore, options);
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
    const sig = 'datastores.put(workspaceId, datastore, body)';
    const rels = ['create datastore', 'update datastore'];
    const [url, body, options] = nestedUrl<[DatastoreInput, OptionsArg?]>(args, rels, inWorkspace, sig);
    const json = bodyOf(DatastoreInput, body, sig);
    return this.upsert(sig, url, json, Datastore, options);
  }

  /** Creates a datastore in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: DatastoreInput, options?: RequestOptions): ApiPromise<Datastore> {
    const sig = 'datastores.create(workspace, body)';
    const workspaceId = idOf(workspace, sig);
    bodyOf(DatastoreInput, body, sig);
    requestOptions(options, sig);
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
    const sig = 'datastores.update(workspaceId, datastore, body)';
    const [url, body, options] = nestedUrl<[DatastoreInput, OptionsArg?]>(args, 'update datastore', inWorkspace, sig);
    const json = bodyOf(DatastoreInput, body, sig);
    return this.write(sig, 'PUT', url, json, Datastore, options);
  }

  /** Makes a datastore the default of its workspace (the service answers 200 with no body). */
  makeDefault(datastore: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'datastores.makeDefault(datastore)';
    const url = subjectUrl(datastore, 'make-default', (id) => path`/api/datastores/${id}/default`, sig);
    return this.remove(sig, url, options, 'PUT');
  }

  /** Deletes a datastore. */
  delete(datastore: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'datastores.delete(datastore)';
    const url = subjectUrl(datastore, 'delete datastore', datastorePath, sig);
    return this.remove(sig, url, options);
  }
}
