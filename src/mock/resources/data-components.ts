import type { DataComponent } from '../../models/data-component.js';
import type { dataComponentProbeQuery } from '../../models/queries.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { stored } from '../http/lookup.js';
import { byExample, type ProbeFields, pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { recordTable } from '../table.js';
import { type ComponentExtras, extrasView, readExtras } from './component-extras.js';
import { type CataloguePlugin, findPlugin, kindOf, qualifiedName } from './data-plugins/catalogue.js';
import { dataPluginView } from './data-plugins/data-plugins.js';
import { workspacePlugins } from './data-plugins/workspace-plugins.js';

/** A data plugin's settings in a workspace, named `<kind>s/<plugin>`. */
export interface DataComponentRecord {
  id: string;
  workspaceId: string;
  /** Such as `extractors/tap-x`; absent while only initialised. */
  name?: string | undefined;
  /** The plugin's fullyQualifiedName, such as `extractors/tap-x--variant`. */
  dataPlugin?: string | undefined;
  properties: Record<string, string>;
  /** Its commands, streams and the body's `draft` flag, as last written. */
  extras: ComponentExtras;
  /** Only initialised, never PUT (not the body's `draft`, which `extras` keeps). */
  draft: boolean;
  created: string;
  lastModified: string;
}

/**
 * The data components, by id; `addDataComponent` makes a data component of a workspace; without `name` and `dataPlugin`
 * it is a draft (only initialised).
 */
export const { tables, add: addDataComponent } = recordTable(
  'dataComponents',
  (store, init: Partial<DataComponentRecord> & { workspaceId: string }): DataComponentRecord => {
    const now = store.timestamp();
    return {
      id: store.id(),
      properties: {},
      extras: { commands: {}, streams: [], draft: false },
      draft: init.name === undefined,
      created: now,
      lastModified: now,
      ...init,
    };
  },
);

/** The blank data component of the initialise step, with only its `create datacomponent` link. */
export function dataComponentDraftView(context: RequestContext, component: DataComponentRecord): DataComponent {
  const { id, workspaceId } = component;
  return {
    id,
    created: component.created,
    lastModified: component.lastModified,
    properties: {},
    commands: {},
    _links: {
      'create datacomponent': context.link(href`/api/workspaces/${workspaceId}/datacomponents/${id}`, 'PUT'),
    },
  };
}

/** A data component as the service sends it: its plugin resolved and embedded. */
export function dataComponentView(context: RequestContext, component: DataComponentRecord): DataComponent {
  const id = component.id;
  const plugin = component.dataPlugin === undefined ? undefined : findPlugin(component.dataPlugin);
  const links: NonNullable<DataComponent['_links']> = {
    self: context.link(href`/api/datacomponents/${id}`),
    'update datacomponent': context.link(href`/api/datacomponents/${id}`, 'PUT'),
    'delete datacomponent': context.link(href`/api/datacomponents/${id}`, 'DELETE'),
  };
  if (plugin) links.dataplugin = context.link(href`/api/dataplugins/${plugin.id}`, 'GET');
  const dataplugin = plugin && dataPluginView(context, plugin);
  return {
    id,
    created: component.created,
    lastModified: component.lastModified,
    name: component.name,
    properties: { ...component.properties },
    ...extrasView(component.extras),
    dataPlugin: component.dataPlugin,
    dataPluginType: plugin?.type.toLowerCase(),
    dataPluginLogoUrl: dataplugin?.logoUrl,
    managed: false,
    _embedded: dataplugin && { dataplugin },
    _links: links,
  };
}

/**
 * Data components: a plugin's settings in a workspace, named `<kind>s/<plugin>`. Members list and view them;
 * administrators initialise, write and delete them (not while a pipeline of the workspace uses one).
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/datacomponents', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const components = [...c.store.dataComponents.values()].filter((d) => d.workspaceId === workspace.id && !d.draft);
      const views = byExample(c, components, probe).map((d) => dataComponentView(c, d));
      return pagedResponse(c, 'datacomponents', views);
    })
    .on('POST', '/api/workspaces/:ws/datacomponents', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      return hal(dataComponentDraftView(c, addDataComponent(c.store, { workspaceId: workspace.id })));
    })
    .on('PUT', '/api/workspaces/:ws/datacomponents/:id', async (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const existing = c.store.dataComponents.get(c.param('id'));
      if (existing && existing.workspaceId !== workspace.id)
        throw new MockHttpError(409, `Data component ${existing.id} belongs to another workspace`);
      const fields = fieldsOf(c, workspace.id, c.param('id'), await c.body());
      const created = !existing || existing.draft;
      const component = existing ?? addDataComponent(c.store, { id: c.param('id'), workspaceId: workspace.id });
      Object.assign(component, fields);
      return hal(dataComponentView(c, component), created ? 201 : 200);
    })
    .on('GET', '/api/datacomponents/:id', (c) => {
      const component = found(c);
      c.memberOf(component.workspaceId);
      return hal(dataComponentView(c, component));
    })
    .on('PUT', '/api/datacomponents/:id', async (c) => {
      const component = found(c);
      c.adminOf(component.workspaceId);
      Object.assign(component, fieldsOf(c, component.workspaceId, component.id, await c.body()));
      return hal(dataComponentView(c, component));
    })
    .on('DELETE', '/api/datacomponents/:id', (c) => {
      const component = found(c);
      c.adminOf(component.workspaceId);
      const user = [...c.store.pipelines.values()].find(
        (p) => p.workspaceId === component.workspaceId && p.dataComponents.some((name) => refersTo(name, component)),
      );
      if (user)
        throw new MockHttpError(
          409,
          `Data component ${component.name} is used by pipeline ${user.name}; remove it from the pipeline first`,
        );
      c.store.dataComponents.delete(component.id);
      return empty();
    });
}

/**
 * The fields the service's query by example of a component list matches (src/models/queries.ts): its name, and its
 * plugin, which the service reads from the plugin's id.
 */
const probe: ProbeFields<DataComponentRecord, typeof dataComponentProbeQuery> = {
  name: (d) => d.name,
  dataPlugin: (d) => (d.dataPlugin === undefined ? undefined : findPlugin(d.dataPlugin)?.id),
};

/** A data component that has been PUT (a draft is known only to its `create datacomponent` link). */
function found(c: RequestContext): DataComponentRecord {
  return stored(c.store.dataComponents, c.param('id'), 'Data component');
}

/**
 * The fields a body writes: the name's plugin must be in the catalogue, dataPlugin a variant of it (400), installed
 * in the workspace (409), and the name not taken (409).
 */
function fieldsOf(c: RequestContext, workspaceId: string, id: string, body: Record<string, unknown>) {
  const extras = readExtras(body); // the body is checked (400) before the workspace's state (409)
  const name = c.requireString(body, 'name');
  const named = pluginOfName(name);
  const plugin = findPlugin(c.requireString(body, 'dataPlugin'));
  if (!plugin || plugin.name !== named.name || plugin.type !== named.type)
    throw invalid('dataPlugin', `must be a variant of ${kindOf(named)}/${named.name}, the plugin the name names`);
  // A data component needs its plugin installed in the workspace: a state to change first, hence 409, not 400.
  if (!workspacePlugins(c.store, workspaceId).some((p) => p.id === plugin.id))
    throw new MockHttpError(
      409,
      `Data plugin ${qualifiedName(plugin)} is not installed in workspace ${workspaceId}; install it first ` +
        `(PUT /api/dataplugins/${plugin.id}/workspaces/${workspaceId}/installed)`,
    );
  const taken = [...c.store.dataComponents.values()].find(
    (d) => d.workspaceId === workspaceId && d.name === name && d.id !== id,
  );
  if (taken) throw new MockHttpError(409, `The workspace already has a data component named ${name}`);
  return {
    name,
    dataPlugin: qualifiedName(plugin),
    properties: c.stringMap(body, 'properties'),
    extras,
    draft: false,
    lastModified: c.store.timestamp(),
  };
}

/** The catalogue plugin of a component name such as `extractors/tap-postgres`. */
function pluginOfName(name: string): CataloguePlugin {
  const plugin = /^[a-z]+\/[^/]+$/.test(name) ? findPlugin(name.split('--')[0] ?? name) : undefined;
  if (!plugin) throw invalid('name', 'must be <kind>s/<plugin> of a supported plugin, such as extractors/tap-postgres');
  return plugin;
}

/** Whether a pipeline's `dataComponents` entry names this component: its name, its plugin's name or its id. */
function refersTo(entry: string, component: DataComponentRecord): boolean {
  return entry === component.id || entry === component.name || entry === component.name?.split('/')[1];
}

function invalid(field: string, message: string): MockHttpError {
  return new MockHttpError(400, `Validation failed: ${field} ${message}`, [{ field, defaultMessage: message }]);
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
