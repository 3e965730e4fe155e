import {
  type ApiPromise,
  ApiResource,
  type BodyReader,
  call,
  type Description,
  InvalidArgumentError,
  ids,
  kindOf,
  type PageOptions,
  type PagePromise,
  paginate,
  type RequestOptions,
  receive,
  request,
  type Subject,
  signature,
  submit,
  twoStep,
  type Upserted,
  upsert,
} from '../../core/namespace-kit.js';
import { fill } from '../../core/paths.js';
import type { DataPlugin } from '../../models/data-plugin.js';
import type { DataPluginInput } from '../../models/data-plugin-input.js';
import type { HubIndex, HubPlugin, HubTypeIndex } from '../../models/plugin-hub.js';
import { type HubPluginType, hub } from './hub.js';
import { type DataPluginListOptions, dataPluginOperations } from './operations.js';

export type { HubPluginType } from './hub.js';
export type { DataPluginListOptions } from './operations.js';

const ops = dataPluginOperations;

/**
 * Data plugins: the extractors, loaders and transformers the service supports, which data components and
 * datastores configure; what a workspace has installed, can install, and its own custom plugins; and the
 * Meltano Hub index the service passes through.
 * @example
 * for await (const plugin of client.dataPlugins.listAvailable(workspaceId, { type: 'EXTRACTOR', name: 'tap-github' }))
 *   console.log(plugin.name, plugin.variant);
 * await client.dataPlugins.install(workspaceId, pluginId);
 * const github = await client.dataPlugins.hubPlugin('extractors', 'tap-github');
 * console.log(github.settings?.map((s) => s.name));
 */
export class DataPlugins extends ApiResource {
  /** Lists every data plugin the service supports, or those matching every filter given (`type`, `name`...). */
  list(query?: DataPluginListOptions, options?: RequestOptions): PagePromise<DataPlugin> {
    return paginate(this, ops.list, query, options);
  }

  /** Lists a workspace's own data plugins, by id or its `dataplugins` link (not those it could install). */
  listForWorkspace(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<DataPlugin> {
    return paginate(this, ops.listForWorkspace, workspace, query, options);
  }

  /** Lists the data plugins a workspace can install (see `install`), or those matching every filter given. */
  listAvailable(workspace: Subject, query?: DataPluginListOptions, options?: RequestOptions): PagePromise<DataPlugin> {
    return paginate(this, ops.listAvailable, workspace, query, options);
  }

  /** Gets a data plugin by id (or by a plugin's own self link). */
  get(dataPlugin: Subject, options?: RequestOptions): ApiPromise<DataPlugin> {
    return call(this, ops.get, dataPlugin, options);
  }

  /** Installs a supported data plugin into a workspace: it then appears in `listForWorkspace`. */
  install(workspace: Subject, dataPlugin: Subject, options?: RequestOptions): ApiPromise<void> {
    return request<void>(
      this,
      ops.install,
      { method: ops.install.method, url: ids((ws, id) => fill(ops.install.path, [id, ws]), workspace, dataPlugin) },
      options,
    );
  }

  /** Starts a custom data plugin of a workspace: the service gives a blank one with a fresh id. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<DataPlugin> {
    return call(this, ops.initialise, workspace, options);
  }

  /** Creates or updates the workspace's custom data plugin with this id; `created` tells which happened. */
  put(
    workspace: Subject,
    dataPlugin: Subject,
    body: DataPluginInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<DataPlugin>> {
    return upsert(this, ops.put, workspace, dataPlugin, body, options);
  }

  /** Creates a custom data plugin in a workspace in two steps, `initialise` then `put` to the new id. */
  create(workspace: Subject, body: DataPluginInput, options?: RequestOptions): ApiPromise<DataPlugin> {
    return twoStep(this, ops.create, workspace, body, options);
  }

  /** Deletes a (custom) data plugin. */
  delete(dataPlugin: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, dataPlugin, options);
  }

  /**
   * Adds a workspace's data plugins from a Meltano `discovery.yml` document, sent as it is (YAML text, with the
   * `Content-Type: application/json` the service documents); list them with `listForWorkspace`.
   */
  createFromDiscovery(workspace: Subject, discoveryYml: string, options?: RequestOptions): ApiPromise<void> {
    return request<void>(this, ops.createFromDiscovery, discovery(workspace, discoveryYml), options);
  }

  /** Gets the Meltano runtime's `discovery.yml` feed, as YAML text: every plugin the service supports. */
  discovery(options?: RequestOptions): ApiPromise<string> {
    return receive(this, ops.discovery, feed(ops.discovery), yamlText, options);
  }

  /**
   * Gets a workspace's `discovery.yml` feed, as YAML text: the plugins its runtime has, by workspace id or model.
   * @example
   * const yml = await client.dataPlugins.discoveryForWorkspace(workspaceId);
   * await client.dataPlugins.createFromDiscovery(otherWorkspaceId, yml); // the same plugins, as its own
   */
  discoveryForWorkspace(workspace: Subject, options?: RequestOptions): ApiPromise<string> {
    return receive(this, ops.discoveryForWorkspace, feed(ops.discoveryForWorkspace, workspace), yamlText, options);
  }

  /** Gets the Meltano Hub index of every plugin type: type (`extractors`...) to plugin name to its entry. */
  hubIndex(options?: RequestOptions): ApiPromise<HubIndex> {
    return call(this, ops.hubIndex, options);
  }

  /** Gets the Meltano Hub index of one plugin type (`extractors`, `loaders`...): plugin name to its entry. */
  hubIndexOfType(type: HubPluginType, options?: RequestOptions): ApiPromise<HubTypeIndex> {
    return request(this, ops.hubIndexOfType, hub(ops.hubIndexOfType, null, [type]), options);
  }

  /** Gets one plugin's Meltano Hub definition, by type and name (`tap-github`, or `tap-github--meltanolabs`). */
  hubPlugin(type: HubPluginType, name: string, options?: RequestOptions): ApiPromise<HubPlugin> {
    return request(this, ops.hubPlugin, hub(ops.hubPlugin, null, [type, name]), options);
  }

  /** Gets the Meltano Hub index as a workspace sees it (with the workspace's own plugins). */
  hubIndexForWorkspace(workspace: Subject, options?: RequestOptions): ApiPromise<HubIndex> {
    return call(this, ops.hubIndexForWorkspace, workspace, options);
  }

  /** Gets the Meltano Hub index of one plugin type as a workspace sees it. */
  hubIndexOfTypeForWorkspace(
    workspace: Subject,
    type: HubPluginType,
    options?: RequestOptions,
  ): ApiPromise<HubTypeIndex> {
    return request(
      this,
      ops.hubIndexOfTypeForWorkspace,
      hub(ops.hubIndexOfTypeForWorkspace, workspace, [type]),
      options,
    );
  }

  /** Gets one plugin's Meltano Hub definition as a workspace sees it. */
  hubPluginForWorkspace(
    workspace: Subject,
    type: HubPluginType,
    name: string,
    options?: RequestOptions,
  ): ApiPromise<HubPlugin> {
    return request(this, ops.hubPluginForWorkspace, hub(ops.hubPluginForWorkspace, workspace, [type, name]), options);
  }
}

/** The call of `createFromDiscovery`: its `discovery.yml` argument checked (non-empty text) and sent as it is. */
function discovery(workspace: Subject, discoveryYml: unknown) {
  const d = dataPluginOperations.createFromDiscovery;
  const url = ids((id) => fill(d.path, [id]), workspace);
  if (typeof discoveryYml === 'string' && discoveryYml.trim() !== '')
    return { method: d.method, url, body: discoveryYml, contentType: d.contentType };
  const got = typeof discoveryYml === 'string' ? 'blank text' : kindOf(discoveryYml);
  throw new InvalidArgumentError(
    `${signature(d)} needs the discovery.yml document as text (YAML) in argument 2; got ${got}.`,
  );
}

/** The call of a `discovery.yml` feed: its path filled with the workspace's id, where it has one. */
function feed(d: Description, ...workspace: Subject[]) {
  return { method: d.method, url: ids((...id) => fill(d.path, id), ...workspace), accept: d.accept };
}

/** A feed's body: the YAML text as it is. */
const yamlText: BodyReader<string> = (response) => response.text();
