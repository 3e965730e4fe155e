import {
  describe,
  listSpec,
  oneOf,
  type PageOptions,
  pageSpec,
  plainJson,
  type Step,
  textFilter,
} from '../../core/namespace-kit.js';
import { DataPlugin, DataPluginCollection, type KnownDataPluginType } from '../../models/data-plugin.js';
import { DataPluginInput } from '../../models/data-plugin-input.js';
import { HubIndex, HubPlugin, HubTypeIndex } from '../../models/plugin-hub.js';
import { dataPluginProbeQuery } from '../../models/queries.js';

/** Filters and paging of `dataPlugins.list()` and `dataPlugins.listAvailable()`: each filter an exact match. */
export interface DataPluginListOptions extends PageOptions {
  /** Plugins of this kind only, such as `EXTRACTOR` or `LOADER` (any case; sent in upper case). */
  type?: KnownDataPluginType | undefined;
  /** Plugins of this name only, such as `tap-postgres`. */
  name?: string | undefined;
  /** Plugins whose settings' prefix is this, such as `tap_postgres`. */
  namespace?: string | undefined;
  /** Plugins of this variant only, such as `meltanolabs`. */
  variant?: string | undefined;
}

// What the service's query-by-example takes of a plugin (src/models/queries.ts); anything else is refused before
// sending.
const probe = /* @__PURE__ */ listSpec<DataPluginListOptions>(dataPluginProbeQuery, { words: oneOf, text: textFilter });

const initialise = {
  method: 'POST',
  path: '/api/workspaces/{workspace}/dataplugins',
  output: DataPlugin,
} satisfies Step<DataPlugin>;

const put = {
  method: 'PUT',
  path: '/api/workspaces/{workspace}/dataplugins/{dataPlugin}',
  input: DataPluginInput,
  output: DataPlugin,
} satisfies Step<DataPlugin>;

// The feeds are YAML text, documented as `*/*` (a handler that declares no media type): YAML is asked for first,
// then anything (such a handler's default text/plain too), so that no answer is a 406.
const yaml = 'application/x-yaml, */*';

/** The operations of `DataPlugins`, each described once (the order of the class's methods). */
export const dataPluginOperations = /* @__PURE__ */ describe('dataPlugins', {
  list: {
    path: '/api/dataplugins',
    query: probe,
    list: DataPluginCollection,
  },
  listForWorkspace: {
    path: '/api/workspaces/{workspace}/dataplugins',
    link: 'dataplugins',
    query: pageSpec,
    list: DataPluginCollection,
  },
  listAvailable: {
    path: '/api/workspaces/{workspace}/availabledataplugins',
    query: probe,
    list: DataPluginCollection,
  },
  get: {
    path: '/api/dataplugins/{dataPlugin}',
    link: 'self',
    output: DataPlugin,
  },
  // The path names the plugin first, the method takes the workspace first.
  install: {
    method: 'PUT',
    path: '/api/dataplugins/{dataPlugin}/workspaces/{workspace}/installed',
    params: ['workspace', 'dataPlugin'],
  },
  initialise,
  put,
  create: {
    start: initialise,
    finish: { ...put, link: ['update dataplugin', 'create dataplugin'] },
  },
  delete: { method: 'DELETE', path: '/api/dataplugins/{dataPlugin}', link: 'self' },
  createFromDiscovery: {
    method: 'POST',
    path: '/api/workspaces/{workspace}/discovery',
    takesBody: true,
    bodyName: 'discoveryYml',
    contentType: plainJson,
  },
  discovery: { path: '/api/discovery.yml', accept: yaml },
  discoveryForWorkspace: { path: '/api/workspaces/{workspace}/discovery.yml', accept: yaml },
  hubIndex: {
    path: '/api/plugins/index',
    accept: plainJson,
    output: HubIndex,
  },
  hubIndexOfType: {
    path: '/api/plugins/{type}/index',
    accept: plainJson,
    output: HubTypeIndex,
  },
  hubPlugin: {
    path: '/api/plugins/{type}/{name}',
    accept: plainJson,
    output: HubPlugin,
  },
  hubIndexForWorkspace: {
    path: '/api/workspaces/{workspace}/plugins/index',
    accept: plainJson,
    output: HubIndex,
  },
  hubIndexOfTypeForWorkspace: {
    path: '/api/workspaces/{workspace}/plugins/{type}/index',
    accept: plainJson,
    output: HubTypeIndex,
  },
  hubPluginForWorkspace: {
    path: '/api/workspaces/{workspace}/plugins/{type}/{name}',
    accept: plainJson,
    output: HubPlugin,
  },
});
