import { findPlugin } from '../domain/data-plugins.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { DataComponentRecord } from '../records.js';
import { dataPluginView } from './data-plugin.js';

/** The blank data component of the initialise step, with only its `create datacomponent` link. */
export function dataComponentDraftView(
  context: RequestContext,
  component: DataComponentRecord,
): Record<string, unknown> {
  return {
    id: component.id,
    created: component.created,
    lastModified: component.lastModified,
    properties: {},
    commands: {},
    _links: {
      'create datacomponent': context.link(
        href`/api/workspaces/${component.workspaceId}/datacomponents/${component.id}`,
        'PUT',
      ),
    },
  };
}

/** A data component as the service sends it: its plugin resolved and embedded. */
export function dataComponentView(context: RequestContext, component: DataComponentRecord): Record<string, unknown> {
  const id = component.id;
  const plugin = component.dataPlugin === undefined ? undefined : findPlugin(component.dataPlugin);
  return {
    id,
    created: component.created,
    lastModified: component.lastModified,
    ...(component.name === undefined ? {} : { name: component.name }),
    properties: { ...component.properties },
    commands: {},
    ...(component.dataPlugin === undefined ? {} : { dataPlugin: component.dataPlugin }),
    ...(plugin === undefined ? {} : { _embedded: { dataplugin: dataPluginView(context, plugin) } }),
    _links: {
      self: context.link(href`/api/datacomponents/${id}`),
      'update datacomponent': context.link(href`/api/datacomponents/${id}`, 'PUT'),
      'delete datacomponent': context.link(href`/api/datacomponents/${id}`, 'DELETE'),
      ...(plugin === undefined ? {} : { dataplugin: context.link(href`/api/dataplugins/${plugin.id}`, 'GET') }),
    },
  };
}
