import { type CataloguePlugin, kindOf } from '../domain/data-plugins.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';

/** A data plugin as the service sends it; `type` and `pluginType` both carry its kind, as the service's do. */
export function dataPluginView(context: RequestContext, plugin: CataloguePlugin): Record<string, unknown> {
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
