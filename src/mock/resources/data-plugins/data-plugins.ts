import type { DataPlugin } from '../../../models/data-plugin.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { pagedResponse } from '../../http/paging.js';
import { hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { type CataloguePlugin, catalogue, kindOf, pluginById } from './catalogue.js';

/** A data plugin as the service sends it; `type` and `pluginType` both carry its kind, as the service's do. */
export function dataPluginView(context: RequestContext, plugin: CataloguePlugin): DataPlugin {
  return {
    id: plugin.id,
    type: plugin.type,
    pluginType: plugin.type,
    name: plugin.name,
    label: plugin.label,
    description: plugin.description,
    repositoryUrl: plugin.repositoryUrl,
    namespace: plugin.namespace,
    variant: plugin.variant,
    logoUrl: `/assets/logos/${kindOf(plugin)}/${plugin.name}.png`,
    settings: plugin.settings.map((s) => ({ ...s, envAliases: [...s.envAliases] })),
    settingsGroupValidation: plugin.settingsGroupValidation.map((group) => [...group]),
    _links: { self: context.link(href`/api/dataplugins/${plugin.id}`) },
  };
}

/**
 * Data plugins: the fixed catalogue, to any signed-in caller; a workspace's list, to its members, is the whole
 * catalogue (every supported plugin is available to every workspace).
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/dataplugins', (c) => {
      c.caller();
      return listCatalogue(c);
    })
    .on('GET', '/api/workspaces/:ws/dataplugins', (c) => {
      c.memberOf(c.param('ws'));
      return listCatalogue(c);
    })
    .on('GET', '/api/dataplugins/:id', (c) => {
      c.caller();
      const plugin = pluginById(c.param('id'));
      if (!plugin) throw new MockHttpError(404, `Dataplugin ${c.param('id')} not found`);
      return hal(dataPluginView(c, plugin));
    });
}

function listCatalogue(c: RequestContext): Response {
  return pagedResponse(
    c,
    'dataplugins',
    catalogue.map((p) => dataPluginView(c, p)),
  );
}
