import type { DataPlugin, DataPluginVariant } from '../../../models/data-plugin.js';
import type { dataPluginProbeQuery } from '../../../models/queries.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { stored } from '../../http/lookup.js';
import { byExample, type ProbeFields, pagedResponse } from '../../http/paging.js';
import { empty, hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { customFields } from './body.js';
import { type CataloguePlugin, catalogue, pluginById } from './catalogue.js';
import { directoryOf } from './plugin-types.js';
import {
  addCustomPlugin,
  availablePlugins,
  catalogueRecord,
  installPlugin,
  type PluginRecord,
  pluginRecord,
  workspacePlugins,
  writeCustomPlugin,
} from './workspace-plugins.js';

/** A data plugin as the service sends it; `type` and `pluginType` both carry its kind, as the service's do. */
export function dataPluginView(context: RequestContext, plugin: PluginRecord | CataloguePlugin): DataPlugin {
  const p = 'pipUrl' in plugin ? plugin : catalogueRecord(plugin);
  if (p.draft) return { id: p.id, _links: { self: context.link(href`/api/dataplugins/${p.id}`) } };
  const view: DataPlugin = {
    id: p.id,
    type: p.type,
    pluginType: p.type,
    name: p.name,
    label: p.label,
    description: p.description,
    namespace: p.namespace,
    variant: p.variant,
    logoUrl: `/assets/logos/${directoryOf(p.type)}/${p.name}.png`,
    pipUrl: p.pipUrl,
    executable: p.executable,
    capabilities: [...p.capabilities],
    select: [...p.select],
    hidden: false,
    settings: p.settings.map((s) => ({ ...s, ...(s.envAliases ? { envAliases: [...s.envAliases] } : {}) })),
    settingsGroupValidation: p.settingsGroupValidation.map((group) => [...group]),
    _links: { self: context.link(href`/api/dataplugins/${p.id}`) },
  };
  if (p.repositoryUrl !== undefined) view.repositoryUrl = p.repositoryUrl;
  if (p.docs !== undefined) view.docs = p.docs;
  if (p.workspaceId === undefined) view.variants = variantsOf(p);
  return view;
}

/** The catalogue's variants of a plugin (same type and name), the first of them the default. */
function variantsOf(plugin: PluginRecord): DataPluginVariant[] {
  const same = catalogue.filter((c) => c.type === plugin.type && c.name === plugin.name).map(catalogueRecord);
  return same.map((v, i) => ({
    name: v.variant,
    default: i === 0,
    pip_url: v.pipUrl,
    repo: v.repositoryUrl,
    docs: v.docs,
    executable: v.executable,
    capabilities: [...v.capabilities],
  }));
}

/**
 * Data plugins: the catalogue (every supported plugin), to any signed-in caller; a workspace's own list (what
 * is installed in it, and its custom plugins) and what it can install, to its members; installs and custom
 * plugins, written by its administrators.
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/dataplugins', (c) => {
      c.caller();
      return listOf(c, byExample(c, catalogue.map(catalogueRecord), probe));
    })
    .on('GET', '/api/workspaces/:ws/dataplugins', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      return listOf(c, workspacePlugins(c.store, workspace.id));
    })
    .on('GET', '/api/workspaces/:ws/availabledataplugins', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      return listOf(c, byExample(c, availablePlugins(c.store, workspace.id), probe));
    })
    .on('PUT', '/api/dataplugins/:id/workspaces/:ws/installed', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const plugin = found(c);
      if (plugin.workspaceId !== undefined)
        throw new MockHttpError(409, `Dataplugin ${plugin.id} is a workspace's own plugin, not one to install`);
      installPlugin(c.store, workspace.id, plugin.id);
      return hal(dataPluginView(c, plugin));
    })
    .on('POST', '/api/workspaces/:ws/dataplugins', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      return hal(dataPluginView(c, addCustomPlugin(c.store, workspace.id)));
    })
    .on('PUT', '/api/workspaces/:ws/dataplugins/:id', async (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const fields = customFields(await c.body());
      const id = c.param('id');
      const other = pluginRecord(c.store, id);
      if (other && other.workspaceId !== workspace.id)
        throw new MockHttpError(409, `Dataplugin ${id} is not a plugin of workspace ${workspace.id}`);
      const existing = c.store.customPlugins.get(id);
      const created = existing === undefined || existing.draft;
      const plugin = existing ?? addCustomPlugin(c.store, workspace.id, undefined, id);
      writeCustomPlugin(plugin, fields);
      return hal(dataPluginView(c, plugin), created ? 201 : 200);
    })
    .on('GET', '/api/dataplugins/:id', (c) => {
      c.caller();
      const plugin = found(c);
      if (plugin.workspaceId !== undefined) c.memberOf(plugin.workspaceId);
      return hal(dataPluginView(c, plugin));
    })
    .on('DELETE', '/api/dataplugins/:id', (c) => {
      c.caller();
      const plugin = found(c);
      if (plugin.workspaceId === undefined) {
        throw new MockHttpError(403, `Dataplugin ${plugin.id} is supported by the service and cannot be deleted`);
      }
      c.adminOf(plugin.workspaceId);
      c.store.customPlugins.delete(plugin.id);
      // The document's "200, an object" is its generator's reading of a ResponseEntity<?>; the service answers 204,
      // as it does the dataset and invitation deletes the document describes the same way.
      return empty();
    });
}

/** The fields the service's query by example of a plugin list matches (src/models/queries.ts), as records hold them. */
const probe: ProbeFields<PluginRecord, typeof dataPluginProbeQuery> = {
  type: (p) => p.type,
  name: (p) => p.name,
  namespace: (p) => p.namespace,
  variant: (p) => p.variant,
};

/** A catalogue plugin, or a stored custom one (404 for a draft, as for an id never seen). */
function found(c: RequestContext): PluginRecord {
  const known = pluginById(c.param('id'));
  return known ? catalogueRecord(known) : stored(c.store.customPlugins, c.param('id'), 'Dataplugin');
}

function listOf(c: RequestContext, plugins: PluginRecord[]): Response {
  const views = plugins.map((p) => dataPluginView(c, p));
  return pagedResponse(c, 'dataplugins', views);
}
