import {
  type ApiPromise,
  ApiResource,
  InvalidArgumentError,
  idOf,
  ids,
  kindOf,
  linkOr,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  plainJson,
  type RequestOptions,
  type Subject,
  signature,
  type Target,
  type Upserted,
  under,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { DataPlugin, DataPluginCollection } from '../models/data-plugin.js';
import { DataPluginInput } from '../models/data-plugin-input.js';
import { HubIndex, HubPlugin, HubTypeIndex } from '../models/plugin-hub.js';

/**
 * The plugin type of a Hub path, in any of the spellings the service accepts.
 * @useDeclaredType
 */
export type HubPluginType = (typeof hubTypes)[number];

const hubTypes = [
  'extractors',
  'loaders',
  'transformers',
  'transforms',
  'models',
  'mappers',
  'files',
  'orchestrators',
  'utilities',
  'extractor',
  'loader',
  'transformer',
  'transform',
  'model',
  'mapper',
  'file',
  'orchestrator',
  'utility',
  'tap',
  'target',
] as const;

const pluginPath = (id: string) => path`/api/dataplugins/${id}`;
const pluginsOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/dataplugins`;
const inWorkspace = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/dataplugins/${id}`;
const putRels = ['update dataplugin', 'create dataplugin'];
const discoveryOp = operation('dataPlugins.createFromDiscovery', 'workspace', 'discoveryYml');

/**
 * Data plugins: the extractors, loaders and transformers the service supports, which data components and
 * datastores configure; what a workspace has installed, can install, and its own custom plugins; and the
 * Meltano Hub index the service passes through.
 * @example
 * for await (const plugin of client.dataPlugins.listAvailable(workspaceId)) console.log(plugin.name, plugin.variant);
 * await client.dataPlugins.install(workspaceId, pluginId);
 * const github = await client.dataPlugins.hubPlugin('extractors', 'tap-github');
 * console.log(github.settings?.map((s) => s.name));
 */
export class DataPlugins extends ApiResource {
  /** Lists every data plugin the service supports. */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<DataPlugin> {
    return this.paginateOld(
      operation('dataPlugins.list', 'query'),
      [pageSpec, DataPluginCollection],
      '/api/dataplugins',
      query,
      options,
    );
  }

  /** Lists a workspace's own data plugins, by id or its `dataplugins` link (not those it could install). */
  listForWorkspace(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<DataPlugin> {
    return this.paginateOld(
      operation('dataPlugins.listForWorkspace', 'workspace', 'query'),
      [pageSpec, DataPluginCollection],
      linkOr(workspace, 'dataplugins', (id) => path`/api/workspaces/${id}/dataplugins`),
      query,
      options,
    );
  }

  /** Lists the data plugins a workspace can install (see `install`). */
  listAvailable(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<DataPlugin> {
    return this.paginateOld(
      operation('dataPlugins.listAvailable', 'workspace', 'query'),
      [pageSpec, DataPluginCollection],
      ids((id) => path`/api/workspaces/${id}/availabledataplugins`, workspace),
      query,
      options,
    );
  }

  /** Gets a data plugin by id (or by a plugin's own self link). */
  get(dataPlugin: Subject, options?: RequestOptions): ApiPromise<DataPlugin> {
    return this.read(
      operation('dataPlugins.get', 'dataPlugin'),
      DataPlugin,
      linkOr(dataPlugin, 'self', pluginPath),
      options,
    );
  }

  /** Installs a supported data plugin into a workspace: it then appears in `listForWorkspace`. */
  install(workspace: Subject, dataPlugin: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.submitOld(
      operation('dataPlugins.install', 'workspace', 'dataPlugin'),
      'PUT',
      ids((ws, id) => path`/api/dataplugins/${id}/workspaces/${ws}/installed`, workspace, dataPlugin),
      undefined,
      options,
    );
  }

  /** Starts a custom data plugin of a workspace: the service gives a blank one with a fresh id. */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<DataPlugin> {
    return this.write(
      operation('dataPlugins.initialise', 'workspace'),
      'POST',
      DataPlugin,
      ids(pluginsOf, workspace),
      undefined,
      options,
    );
  }

  /** Creates or updates the workspace's custom data plugin with this id; `created` tells which happened. */
  put(
    workspace: Subject,
    dataPlugin: Subject,
    body: DataPluginInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<DataPlugin>> {
    return this.upsertOld(
      operation('dataPlugins.put', 'workspace', 'dataPlugin', 'body'),
      [DataPluginInput, DataPlugin],
      ids(inWorkspace, workspace, dataPlugin),
      body,
      options,
    );
  }

  /** Creates a custom data plugin in a workspace in two steps, `initialise` then `put` to the new id. */
  create(workspace: Subject, body: DataPluginInput, options?: RequestOptions): ApiPromise<DataPlugin> {
    return this.twoStepOld(
      operation('dataPlugins.create', 'workspace', 'body'),
      { url: ids(pluginsOf, workspace), draft: DataPlugin },
      { rels: putRels, path: under(workspace, inWorkspace), schemas: [DataPluginInput, DataPlugin], body },
      options,
    );
  }

  /** Deletes a (custom) data plugin. */
  delete(dataPlugin: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(operation('dataPlugins.delete', 'dataPlugin'), linkOr(dataPlugin, 'self', pluginPath), options);
  }

  /**
   * Adds a workspace's data plugins from a Meltano `discovery.yml` document, sent as it is (YAML text, with the
   * `Content-Type: application/json` the service documents); list them with `listForWorkspace`.
   */
  createFromDiscovery(workspace: Subject, discoveryYml: string, options?: RequestOptions): ApiPromise<void> {
    return this.request<void>(
      discoveryOp,
      {
        method: 'POST',
        url: ids((id) => path`/api/workspaces/${id}/discovery`, workspace),
        body: yamlOf(discoveryYml),
        contentType: plainJson,
      },
      options,
    );
  }

  /** Gets the Meltano Hub index of every plugin type: type (`extractors`...) to plugin name to its entry. */
  hubIndex(options?: RequestOptions): ApiPromise<HubIndex> {
    return this.request(
      operation('dataPlugins.hubIndex'),
      { method: 'GET', url: '/api/plugins/index', accept: plainJson, schema: HubIndex },
      options,
    );
  }

  /** Gets the Meltano Hub index of one plugin type (`extractors`, `loaders`...): plugin name to its entry. */
  hubIndexOfType(type: HubPluginType, options?: RequestOptions): ApiPromise<HubTypeIndex> {
    return this.request(
      operation('dataPlugins.hubIndexOfType', 'type'),
      { method: 'GET', url: hubPath(null, [type, 'index'], 1), accept: plainJson, schema: HubTypeIndex },
      options,
    );
  }

  /** Gets one plugin's Meltano Hub definition, by type and name (`tap-github`, or `tap-github--meltanolabs`). */
  hubPlugin(type: HubPluginType, name: string, options?: RequestOptions): ApiPromise<HubPlugin> {
    return this.request(
      operation('dataPlugins.hubPlugin', 'type', 'name'),
      { method: 'GET', url: hubPath(null, [type, name], 1), accept: plainJson, schema: HubPlugin },
      options,
    );
  }

  /** Gets the Meltano Hub index as a workspace sees it (with the workspace's own plugins). */
  hubIndexForWorkspace(workspace: Subject, options?: RequestOptions): ApiPromise<HubIndex> {
    return this.request(
      operation('dataPlugins.hubIndexForWorkspace', 'workspace'),
      {
        method: 'GET',
        url: ids((id) => path`/api/workspaces/${id}/plugins/index`, workspace),
        accept: plainJson,
        schema: HubIndex,
      },
      options,
    );
  }

  /** Gets the Meltano Hub index of one plugin type as a workspace sees it. */
  hubIndexOfTypeForWorkspace(
    workspace: Subject,
    type: HubPluginType,
    options?: RequestOptions,
  ): ApiPromise<HubTypeIndex> {
    return this.request(
      operation('dataPlugins.hubIndexOfTypeForWorkspace', 'workspace', 'type'),
      { method: 'GET', url: hubPath(workspace, [type, 'index'], 2), accept: plainJson, schema: HubTypeIndex },
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
    return this.request(
      operation('dataPlugins.hubPluginForWorkspace', 'workspace', 'type', 'name'),
      { method: 'GET', url: hubPath(workspace, [type, name], 2), accept: plainJson, schema: HubPlugin },
      options,
    );
  }
}

/**
 * The URL of a Hub call: `/api/plugins/{type}/{name or index}`, under `/api/workspaces/{id}` when a workspace is
 * given; the type must be one of the service's spellings and the name non-empty (`position` is the type's argument).
 */
function hubPath(workspace: Subject | null, [type, name]: [unknown, unknown], position: number): Target {
  return (op) => {
    const known = typeof type === 'string' ? hubTypes.find((t) => t === type.toLowerCase()) : undefined;
    if (known === undefined) {
      const got = typeof type === 'string' ? JSON.stringify(type) : kindOf(type);
      throw new InvalidArgumentError(
        `${signature(op)}: argument ${position} must be a plugin type such as 'extractors', 'loaders' or ` +
          `'transformers'; got ${got}.`,
      );
    }
    if (typeof name !== 'string' || name === '') {
      const got = name === '' ? 'an empty string' : kindOf(name);
      throw new InvalidArgumentError(
        `${signature(op)}: argument ${position + 1} must be a plugin name such as 'tap-github'; got ${got}.`,
      );
    }
    const tail = path`/plugins/${known}/${name}`;
    return (workspace === null ? '/api' : path`/api/workspaces/${idOf(workspace, op)}`) + tail;
  };
}

/** The `discovery.yml` argument, checked: non-empty text. */
function yamlOf(discoveryYml: unknown): string {
  if (typeof discoveryYml === 'string' && discoveryYml.trim() !== '') return discoveryYml;
  const got = typeof discoveryYml === 'string' ? 'blank text' : kindOf(discoveryYml);
  throw new InvalidArgumentError(
    `${signature(discoveryOp)} needs the discovery.yml document as text (YAML) in argument 2; got ${got}.`,
  );
}
