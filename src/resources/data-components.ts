import {
  type ApiPromise,
  ApiResource,
  type HalResource,
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
import { DataComponent, DataComponentCollection, DataComponentInput } from '../models/data-component.js';

/** A data component by workspace and component id, or a draft or component that carries the link. */
type PutArgs = [HalResource, DataComponentInput, OptionsArg?] | [string, Subject, DataComponentInput, OptionsArg?];

const componentPath = (id: string) => path`/api/datacomponents/${id}`;
const componentsOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/datacomponents`;
const inWorkspace = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/datacomponents/${id}`;
const newComponent = (workspace: Subject) => linkOr(workspace, 'new datacomponent', componentsOf);
const putRels = ['create datacomponent', 'update datacomponent'];

/**
 * Data components: a data plugin's settings in a workspace, named `<kind>s/<plugin>`; pipelines list them.
 * @example
 * const source = await client.dataComponents.create(workspaceId, {
 *   name: 'extractors/tap-postgres',
 *   dataPlugin: 'tap-postgres',
 *   properties: { host: 'db.example.com', port: '5432', user: 'etl', password: secret, database: 'shop' },
 * });
 * console.log(source.dataPlugin); // 'extractors/tap-postgres--meltanolabs'
 * await client.dataComponents.delete(source);
 */
export class DataComponents extends ApiResource {
  /** Lists the data components of a workspace (by id, or a workspace's `datacomponents` link). */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<DataComponent> {
    return this.paginateOld(
      operation('dataComponents.list', 'workspace', 'query'),
      [pageSpec, DataComponentCollection],
      linkOr(workspace, 'datacomponents', componentsOf),
      query,
      options,
    );
  }

  /** Gets a data component by id (or by its own self link); its plugin comes embedded. */
  get(component: Subject, options?: RequestOptions): ApiPromise<DataComponent> {
    return this.read(
      operation('dataComponents.get', 'component'),
      DataComponent,
      linkOr(component, 'self', componentPath),
      options,
    );
  }

  /** Starts a data component: the service gives a blank one with a fresh id and a `create datacomponent` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<DataComponent> {
    return this.write(
      operation('dataComponents.initialise', 'workspace'),
      'POST',
      DataComponent,
      newComponent(workspace),
      undefined,
      options,
    );
  }

  /**
   * Creates or updates the data component with this id; `created` tells which happened (201 vs 200). Give the
   * workspace and component ids, or a draft or component alone (its `create datacomponent` or `update
   * datacomponent` link is used). The returned `dataPlugin` is the resolved `extractors/tap-x--variant`.
   */
  put(component: HalResource, body: DataComponentInput, options?: RequestOptions): ApiPromise<Upserted<DataComponent>>;
  put(
    workspaceId: string,
    component: Subject,
    body: DataComponentInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<DataComponent>>;
  put(...args: PutArgs) {
    return this.upsertOld(
      operation('dataComponents.put', 'workspaceId', 'component', 'body'),
      [DataComponentInput, DataComponent],
      ...nested(args, putRels, inWorkspace),
    );
  }

  /** Creates a data component in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: DataComponentInput, options?: RequestOptions): ApiPromise<DataComponent> {
    return this.twoStepOld(
      operation('dataComponents.create', 'workspace', 'body'),
      { url: newComponent(workspace), draft: DataComponent },
      { rels: putRels, path: under(workspace, inWorkspace), schemas: [DataComponentInput, DataComponent], body },
      options,
    );
  }

  /** Changes a data component: by id (`PUT /api/datacomponents/{id}`), or a model's `update datacomponent` link. */
  update(component: Subject, body: DataComponentInput, options?: RequestOptions): ApiPromise<DataComponent> {
    return this.write(
      operation('dataComponents.update', 'component', 'body'),
      'PUT',
      [DataComponentInput, DataComponent],
      linkOr(component, 'update datacomponent', componentPath),
      body,
      options,
    );
  }

  /** Deletes a data component (the service refuses while a pipeline uses it: 409). */
  delete(component: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('dataComponents.delete', 'component'),
      linkOr(component, 'delete datacomponent', componentPath),
      options,
    );
  }
}
