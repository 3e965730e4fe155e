import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import type { HalResource } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type OptionsArg, type RequestOptions, requestOptions } from '../core/request-options.js';
import { nestedUrl, type Subject, subjectUrl } from '../core/subject.js';
import { DataComponent, DataComponentCollection, DataComponentInput } from '../models/data-component.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';

type PutArgs = [HalResource, DataComponentInput, OptionsArg?] | [string, Subject, DataComponentInput, OptionsArg?];

const componentPath = (id: string) => path`/api/datacomponents/${id}`;
const inWorkspace = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/datacomponents/${id}`;
const newComponentUrl = (workspace: Subject, sig: string) =>
  subjectUrl(workspace, 'new datacomponent', (id) => path`/api/workspaces/${id}/datacomponents`, sig);

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
    const sig = 'dataComponents.list(workspace, query)';
    const url = subjectUrl(workspace, 'datacomponents', (id) => path`/api/workspaces/${id}/datacomponents`, sig);
    return this.paginate(sig, url, DataComponentCollection, queryOf(pageSpec, query, sig), options);
  }

  /** Gets a data component by id (or by its own self link); its plugin comes embedded. */
  get(component: Subject, options?: RequestOptions): ApiPromise<DataComponent> {
    const sig = 'dataComponents.get(component)';
    return this.read(sig, subjectUrl(component, 'self', componentPath, sig), DataComponent, options);
  }

  /** Starts a data component: the service gives a blank one with a fresh id and a `create datacomponent` link. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<DataComponent> {
    const sig = 'dataComponents.initialise(workspace)';
    return this.write(sig, 'POST', newComponentUrl(workspace, sig), undefined, DataComponent, options);
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
    const sig = 'dataComponents.put(workspaceId, component, body)';
    const rels = ['create datacomponent', 'update datacomponent'];
    const [url, body, options] = nestedUrl<[DataComponentInput, OptionsArg?]>(args, rels, inWorkspace, sig);
    return this.upsert(sig, url, bodyOf(DataComponentInput, body, sig), DataComponent, options);
  }

  /** Creates a data component in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: DataComponentInput, options?: RequestOptions): ApiPromise<DataComponent> {
    const sig = 'dataComponents.create(workspace, body)';
    newComponentUrl(workspace, sig);
    bodyOf(DataComponentInput, body, sig);
    requestOptions(options, sig);
    const workspaceId = typeof workspace === 'string' ? workspace : workspace.id;
    return this.chain(this.initialise(workspace, options), (draft) =>
      this.dataOf(
        workspaceId === undefined ? this.put(draft, body, options) : this.put(workspaceId, draft, body, options),
      ),
    );
  }

  /** Changes a data component: by id (`PUT /api/datacomponents/{id}`), or a model's `update datacomponent` link. */
  update(component: Subject, body: DataComponentInput, options?: RequestOptions): ApiPromise<DataComponent> {
    const sig = 'dataComponents.update(component, body)';
    const url = subjectUrl(component, 'update datacomponent', componentPath, sig);
    return this.write(sig, 'PUT', url, bodyOf(DataComponentInput, body, sig), DataComponent, options);
  }

  /** Deletes a data component (the service refuses while a pipeline uses it: 409). */
  delete(component: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'dataComponents.delete(component)';
    return this.remove(sig, subjectUrl(component, 'delete datacomponent', componentPath, sig), options);
  }
}
