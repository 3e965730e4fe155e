import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { type Subject, subjectUrl } from '../core/subject.js';
import { DataPlugin, DataPluginCollection } from '../models/data-plugin.js';
import { pageSpec, queryOf } from './inputs.js';

/**
 * Data plugins: the extractors, loaders and transformers the service supports, which data components and
 * datastores configure.
 * @example
 * for await (const plugin of client.dataPlugins.list()) console.log(plugin.type, plugin.name, plugin.variant);
 * const postgres = await client.dataPlugins.get(pluginId);
 * console.log(postgres.settings?.map((s) => s.name));
 */
export class DataPlugins extends ApiResource {
  /** Lists every data plugin the service supports. */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<DataPlugin> {
    const sig = 'dataPlugins.list(query)';
    return this.paginate(sig, '/api/dataplugins', DataPluginCollection, queryOf(pageSpec, query, sig), options);
  }

  /** Lists the data plugins available to a workspace (by id, or a workspace's `dataplugins` link). */
  listForWorkspace(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<DataPlugin> {
    const sig = 'dataPlugins.listForWorkspace(workspace, query)';
    const url = subjectUrl(workspace, 'dataplugins', (id) => path`/api/workspaces/${id}/dataplugins`, sig);
    return this.paginate(sig, url, DataPluginCollection, queryOf(pageSpec, query, sig), options);
  }

  /** Gets a data plugin by id (or by a plugin's own self link). */
  get(dataPlugin: Subject, options?: RequestOptions): ApiPromise<DataPlugin> {
    const sig = 'dataPlugins.get(dataPlugin)';
    const url = subjectUrl(dataPlugin, 'self', (id) => path`/api/dataplugins/${id}`, sig);
    return this.read(sig, url, DataPlugin, options);
  }
}
