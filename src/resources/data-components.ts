import {
  type ApiPromise,
  ApiResource,
  type ByLinkOrIds,
  call,
  describe,
  type HalResource,
  idFilter,
  listSpec,
  type Operations,
  type OptionsArg,
  type PageOptions,
  type PagePromise,
  paginate,
  type RequestOptions,
  type Step,
  type Subject,
  submit,
  textFilter,
  twoStep,
  type Upserted,
  upsert,
} from '../core/namespace-kit.js';
import { DataComponent, DataComponentCollection, DataComponentInput } from '../models/data-component.js';
import { dataComponentProbeQuery } from '../models/queries.js';

/** Filters and paging of `dataComponents.list()`: each filter an exact match. */
export interface DataComponentListOptions extends PageOptions {
  /** Components of this name only, such as `extractors/tap-postgres`. */
  name?: string | undefined;
  /** Components of this data plugin only: the plugin's id, or the plugin (a model with an `id`). */
  dataPlugin?: Subject | undefined;
}

const initialise = {
  method: 'POST',
  path: '/api/workspaces/{workspace}/datacomponents',
  link: 'new datacomponent',
  output: DataComponent,
} satisfies Step<DataComponent>;

const put = {
  method: 'PUT',
  path: '/api/workspaces/{workspaceId}/datacomponents/{component}',
  nested: true,
  link: ['create datacomponent', 'update datacomponent'],
  input: DataComponentInput,
  output: DataComponent,
} satisfies Step<DataComponent>;

/** The operations of `DataComponents`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('dataComponents', {
  list: {
    path: '/api/workspaces/{workspace}/datacomponents',
    link: 'datacomponents',
    // What the service's query-by-example takes (src/models/queries.ts); anything else is refused before sending.
    query: listSpec<DataComponentListOptions>(dataComponentProbeQuery, { text: textFilter, id: idFilter }),
    list: DataComponentCollection,
  },
  get: {
    path: '/api/datacomponents/{component}',
    link: 'self',
    output: DataComponent,
  },
  initialise,
  put,
  create: { start: initialise, finish: put },
  update: {
    method: 'PUT',
    path: '/api/datacomponents/{component}',
    link: 'update datacomponent',
    input: DataComponentInput,
    output: DataComponent,
  },
  delete: {
    method: 'DELETE',
    path: '/api/datacomponents/{component}',
    link: 'delete datacomponent',
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const dataComponentOperations: Operations = ops;

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
  /**
   * Lists the data components of a workspace (by id, or a workspace's `datacomponents` link), or those matching every
   * filter given: `name`, `dataPlugin` (a plugin's id or model).
   */
  list(workspace: Subject, query?: DataComponentListOptions, options?: RequestOptions): PagePromise<DataComponent> {
    return paginate(this, ops.list, workspace, query, options);
  }

  /** Gets a data component by id (or by its own self link); its plugin comes embedded. */
  get(component: Subject, options?: RequestOptions): ApiPromise<DataComponent> {
    return call(this, ops.get, component, options);
  }

  /** Starts a data component: the service gives a blank one with a fresh id and a `create datacomponent` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<DataComponent> {
    return call(this, ops.initialise, workspace, options);
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
  put(...args: ByLinkOrIds<[DataComponentInput, OptionsArg?]>) {
    return upsert(this, ops.put, ...args);
  }

  /** Creates a data component in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: DataComponentInput, options?: RequestOptions): ApiPromise<DataComponent> {
    return twoStep(this, ops.create, workspace, body, options);
  }

  /** Changes a data component: by id (`PUT /api/datacomponents/{id}`), or a model's `update datacomponent` link. */
  update(component: Subject, body: DataComponentInput, options?: RequestOptions): ApiPromise<DataComponent> {
    return call(this, ops.update, component, body, options);
  }

  /** Deletes a data component (the service refuses while a pipeline uses it: 409). */
  delete(component: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, component, options);
  }
}
