import { catalogue, pluginById } from '../domain/data-plugins.js';
import type { RequestContext } from '../http/context.js';
import { pagedResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { dataPluginView } from '../views/data-plugin.js';

/**
 * Data plugins: the fixed catalogue, to any signed-in caller; a workspace's list, to its members, is the whole
 * catalogue (every supported plugin is available to every workspace).
 */
export function registerDataPlugins(router: Router): void {
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
