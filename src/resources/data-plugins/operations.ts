import {
  type Description,
  type ListDescription,
  pageSpec,
  plainJson,
  type TwoStepDescription,
} from '../../core/namespace-kit.js';
import { DataPlugin, DataPluginCollection } from '../../models/data-plugin.js';
import { DataPluginInput } from '../../models/data-plugin-input.js';
import { HubIndex, HubPlugin, HubTypeIndex } from '../../models/plugin-hub.js';

const initialise = {
  name: 'dataPlugins.initialise',
  method: 'POST',
  path: '/api/workspaces/{workspace}/dataplugins',
  output: DataPlugin,
} satisfies Description<DataPlugin>;

const put = {
  name: 'dataPlugins.put',
  method: 'PUT',
  path: '/api/workspaces/{workspace}/dataplugins/{dataPlugin}',
  input: DataPluginInput,
  output: DataPlugin,
} satisfies Description<DataPlugin>;

/** The operations of `DataPlugins`, each described once (the order of the class's methods). */
export const dataPluginOperations = {
  list: {
    name: 'dataPlugins.list',
    method: 'GET',
    path: '/api/dataplugins',
    query: pageSpec,
    list: DataPluginCollection,
  },
  listForWorkspace: {
    name: 'dataPlugins.listForWorkspace',
    method: 'GET',
    path: '/api/workspaces/{workspace}/dataplugins',
    link: 'dataplugins',
    query: pageSpec,
    list: DataPluginCollection,
  },
  listAvailable: {
    name: 'dataPlugins.listAvailable',
    method: 'GET',
    path: '/api/workspaces/{workspace}/availabledataplugins',
    query: pageSpec,
    list: DataPluginCollection,
  },
  get: {
    name: 'dataPlugins.get',
    method: 'GET',
    path: '/api/dataplugins/{dataPlugin}',
    link: 'self',
    output: DataPlugin,
  },
  // The path names the plugin first, the method takes the workspace first.
  install: {
    name: 'dataPlugins.install',
    method: 'PUT',
    path: '/api/dataplugins/{dataPlugin}/workspaces/{workspace}/installed',
    params: ['workspace', 'dataPlugin'],
  },
  initialise,
  put,
  create: {
    name: 'dataPlugins.create',
    start: initialise,
    finish: { ...put, link: ['update dataplugin', 'create dataplugin'] },
  },
  delete: { name: 'dataPlugins.delete', method: 'DELETE', path: '/api/dataplugins/{dataPlugin}', link: 'self' },
  createFromDiscovery: {
    name: 'dataPlugins.createFromDiscovery',
    method: 'POST',
    path: '/api/workspaces/{workspace}/discovery',
    takesBody: true,
    bodyName: 'discoveryYml',
    contentType: plainJson,
  },
  hubIndex: {
    name: 'dataPlugins.hubIndex',
    method: 'GET',
    path: '/api/plugins/index',
    accept: plainJson,
    output: HubIndex,
  },
  hubIndexOfType: {
    name: 'dataPlugins.hubIndexOfType',
    method: 'GET',
    path: '/api/plugins/{type}/index',
    accept: plainJson,
    output: HubTypeIndex,
  },
  hubPlugin: {
    name: 'dataPlugins.hubPlugin',
    method: 'GET',
    path: '/api/plugins/{type}/{name}',
    accept: plainJson,
    output: HubPlugin,
  },
  hubIndexForWorkspace: {
    name: 'dataPlugins.hubIndexForWorkspace',
    method: 'GET',
    path: '/api/workspaces/{workspace}/plugins/index',
    accept: plainJson,
    output: HubIndex,
  },
  hubIndexOfTypeForWorkspace: {
    name: 'dataPlugins.hubIndexOfTypeForWorkspace',
    method: 'GET',
    path: '/api/workspaces/{workspace}/plugins/{type}/index',
    accept: plainJson,
    output: HubTypeIndex,
  },
  hubPluginForWorkspace: {
    name: 'dataPlugins.hubPluginForWorkspace',
    method: 'GET',
    path: '/api/workspaces/{workspace}/plugins/{type}/{name}',
    accept: plainJson,
    output: HubPlugin,
  },
} satisfies Record<string, Description | ListDescription<DataPlugin> | TwoStepDescription<DataPlugin, DataPlugin>>;
