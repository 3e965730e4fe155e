import {
  type ApiPromise,
  ApiResource,
  linkOr,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  type RequestOptions,
  type Subject,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { DataPlugin, DataPluginCollection } from '../models/data-plugin.js';

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
    return this.paginate(
      operation('dataPlugins.list', 'query'),
      [pageSpec, DataPluginCollection],
      '/api/dataplugins',
      query,
      options,
    );
  }

  /** Lists the data plugins available to a workspace (by id, or a workspace's `dataplugins` link). */
  listForWorkspace(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<DataPlugin> {
    return this.paginate(
      operation('dataPlugins.listForWorkspace', 'workspace', 'query'),
      [pageSpec, DataPluginCollection],
      linkOr(workspace, 'dataplugins', (id) => path`/api/workspaces/${id}/dataplugins`),
      query,
      options,
    );
  }

  /** Gets a data plugin by id (or by a plugin's own self link). */
  get(dataPlugin: Subject, options?: RequestOptions): ApiPromise<DataPlugin> {
    return this.read(
      operation('dataPlugins.get', 'dataPlugin'),
      DataPlugin,
      linkOr(dataPlugin, 'self', (id) => path`/api/dataplugins/${id}`),
      options,
    );
  }
}
