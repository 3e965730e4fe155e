import type { Datastore } from '../../models/datastore.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { anyRecord, stored } from '../http/lookup.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { Store } from '../store.js';
import { type ComponentExtras, extrasView, readExtras } from './component-extras.js';
import { findPlugin } from './data-plugins/catalogue.js';
import type { WorkspaceRecord } from './workspaces/workspaces.js';

/** Where a workspace's pipelines load data: a loader plugin and its settings; `managed` for the service's own. */
export interface DatastoreRecord {
  /** The datastore's id. */
  id: string;
  /** The workspace the datastore is in. */
  workspaceId: string;
  /** The datastore's name; absent while only initialised. */
  name?: string | undefined;
  /** The loader plugin it is configured for, such as `target-postgres`. */
  dataPlugin?: string | undefined;
  /** The plugin's settings, by name. */
  properties: Record<string, string>;
  /** Its commands and streams as last written (`draft` is the record's own field). */
  extras?: Omit<ComponentExtras, 'draft'> | undefined;
  /** The workspace's managed datastore, which the service runs itself. */
  managed: boolean;
  /** Saved but not part of the workspace's project yet. */
  draft: boolean;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/** The datastores by id, and each workspace's default datastore: workspace id to datastore id. */
export const tables = () => ({
  datastores: new Map<string, DatastoreRecord>(),
  defaultDatastores: new Map<string, string>(),
});

/** A datastore; without a `name` it is blank (only initialised). */
export function addDatastore(store: Store, init: Partial<DatastoreRecord> & { workspaceId: string }): DatastoreRecord {
  const now = store.timestamp();
  const record: DatastoreRecord = {
    id: store.id(),
    properties: {},
    managed: false,
    draft: false,
    created: now,
    lastModified: now,
    ...init,
  };
  store.datastores.set(record.id, record);
  return record;
}

// JDBC schemes by database family; the relational loader's default is PostgreSQL.
const schemes: Array<[RegExp, string, string]> = [
  [/redshift/, 'redshift', '5439'],
  [/snowflake/, 'snowflake', '443'],
  [/mysql/, 'mysql', '3306'],
  [/postgres/, 'postgresql', '5432'],
];

/**
 * The fullyQualifiedName the service stores for a submitted loader name: with its variant suffix, the catalogue
 * loader's (`target-postgres` -> `target-postgres--transferwise`), else `meltanolabs`.
 */
function resolveDataPlugin(name: string): string {
  return name.includes('--') ? name : `${name}--${findPlugin(`loaders/${name}`)?.variant ?? 'meltanolabs'}`;
}

/** The JDBC URL of a datastore, from its host, port and dbname properties (absent without a host). */
function jdbcUrl(datastore: DatastoreRecord): string | undefined {
  const { host, port, dbname } = datastore.properties;
  if (!host) return undefined;
  const [, scheme, defaultPort] = schemes.find(([pattern]) => pattern.test(datastore.dataPlugin ?? '')) ?? [
    undefined,
    'postgresql',
    '5432',
  ];
  return `jdbc:${scheme}://${host}:${port ?? defaultPort}/${dbname ?? ''}`;
}

/** The blank datastore of the initialise step, with its `create datastore` link. */
export function datastoreDraftView(context: RequestContext, datastore: DatastoreRecord): Datastore {
  return {
    id: datastore.id,
    created: datastore.created,
    lastModified: datastore.lastModified,
    properties: {},
    commands: {},
    workspace: datastore.workspaceId,
    draft: false,
    managed: false,
    _links: {
      'create datastore': context.link(
        href`/api/workspaces/${datastore.workspaceId}/datastores/${datastore.id}`,
        'PUT',
      ),
    },
  };
}

/** A datastore as the service sends it. */
export function datastoreView(context: RequestContext, datastore: DatastoreRecord): Datastore {
  const id = datastore.id;
  const plugin = datastore.dataPlugin;
  const family = plugin?.replace(/^target-/, '').split('--')[0];
  const url = jdbcUrl(datastore);
  const loader = plugin === undefined ? undefined : findPlugin(`loaders/${plugin}`);
  const pluginFields: Partial<Datastore> =
    plugin === undefined
      ? {}
      : {
          dataPlugin: plugin,
          dataPluginType: 'loader',
          dataPluginLogoUrl: `/assets/logos/loaders/${family ?? plugin}.png`,
          logoUrl: `/assets/logos/datastores/${family ?? plugin}.png`,
        };
  const pluginLink: Datastore['_links'] =
    loader === undefined ? {} : { dataplugin: context.link(href`/api/dataplugins/${loader.id}`, 'GET') };
  return {
    id,
    created: datastore.created,
    lastModified: datastore.lastModified,
    name: datastore.name,
    ...pluginFields,
    workspace: datastore.workspaceId,
    jdbcUrl: url,
    properties: { ...datastore.properties },
    ...extrasView({ commands: {}, streams: [], ...datastore.extras, draft: datastore.draft }),
    managed: datastore.managed,
    _links: {
      self: context.link(href`/api/datastores/${id}`),
      ...pluginLink,
      'update datastore': context.link(href`/api/workspaces/${datastore.workspaceId}/datastores/${id}`, 'PUT'),
      'delete datastore': context.link(href`/api/datastores/${id}`, 'DELETE'),
      'make-default': context.link(href`/api/datastores/${id}/default`, 'PUT'),
    },
  };
}

/** Datastores: list and view (members); initialise, upsert (update by id), make default and delete (admins). */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/datastores', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const datastores = [...c.store.datastores.values()].filter((d) => d.workspaceId === workspace.id && !isBlank(d));
      const views = datastores.map((d) => datastoreView(c, d));
      return pagedResponse(c, 'datastores', views);
    })
    .on('POST', '/api/workspaces/:ws/datastores', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      return hal(datastoreDraftView(c, addDatastore(c.store, { workspaceId: workspace.id })));
    })
    .on('PUT', '/api/workspaces/:ws/datastores/:id', async (c) => {
      const { datastore, created } = await putDatastore(c, c.adminOf(c.param('ws')));
      return hal(datastoreView(c, datastore), created ? 201 : 200);
    })
    // By id alone (updateDataStore): the datastore must exist; it stays in its workspace.
    .on('PUT', '/api/datastores/:id', async (c) => {
      const { workspaceId } = stored(c.store.datastores, c.param('id'), 'Datastore', anyRecord);
      const { datastore } = await putDatastore(c, c.adminOf(workspaceId));
      return hal(datastoreView(c, datastore));
    })
    .on('GET', '/api/datastores/:id', (c) => {
      const datastore = stored(c.store.datastores, c.param('id'), 'Datastore', isBlank);
      c.memberOf(datastore.workspaceId);
      return hal(datastoreView(c, datastore));
    })
    .on('PUT', '/api/datastores/:id/default', (c) => {
      const datastore = adminDatastore(c);
      c.store.defaultDatastores.set(datastore.workspaceId, datastore.id);
      return empty(200);
    })
    .on('DELETE', '/api/datastores/:id', (c) => {
      const datastore = adminDatastore(c);
      if (datastore.managed)
        throw new MockHttpError(
          409,
          `Datastore ${datastore.id} is the managed datastore supplied by the service and cannot be deleted`,
        );
      c.store.datastores.delete(datastore.id);
      if (c.store.defaultDatastores.get(datastore.workspaceId) === datastore.id)
        fallBackToManaged(c, datastore.workspaceId);
      return empty();
    });
}

/** Creates or replaces the datastore of the `id` parameter in the workspace from the request's body. */
async function putDatastore(
  c: RequestContext,
  workspace: WorkspaceRecord,
): Promise<{ datastore: DatastoreRecord; created: boolean }> {
  const body = await c.body();
  const name = c.requireString(body, 'name');
  const dataPlugin = c.requireString(body, 'dataPlugin');
  if (!dataPlugin.startsWith('target-'))
    throw new MockHttpError(400, `Validation failed: ${dataPlugin} is not a loader data plugin`, [
      { field: 'dataPlugin', defaultMessage: 'must be a loader' },
    ]);
  const properties = c.stringMap(body, 'properties');
  const { draft, ...extras } = readExtras(body);
  const existing = c.store.datastores.get(c.param('id'));
  if (existing && existing.workspaceId !== workspace.id)
    throw new MockHttpError(409, `Datastore ${existing.id} belongs to another workspace`);
  if (existing?.managed)
    throw new MockHttpError(409, `Datastore ${existing.id} is managed by the service and cannot be changed`);
  const created = !existing || isBlank(existing);
  const datastore = existing ?? addDatastore(c.store, { id: c.param('id'), workspaceId: workspace.id });
  Object.assign(datastore, {
    name,
    dataPlugin: resolveDataPlugin(dataPlugin),
    properties,
    extras,
    draft,
    lastModified: c.store.timestamp(),
  });
  return { datastore, created };
}

/** Initialised but never PUT: it has no name yet. */
function isBlank(datastore: DatastoreRecord): boolean {
  return datastore.name === undefined;
}

function adminDatastore(c: RequestContext): DatastoreRecord {
  const datastore = stored(c.store.datastores, c.param('id'), 'Datastore', isBlank);
  c.adminOf(datastore.workspaceId);
  return datastore;
}

// When the default is deleted, the workspace's managed datastore becomes the default again.
function fallBackToManaged(c: RequestContext, workspaceId: string): void {
  const managed = [...c.store.datastores.values()].find((d) => d.workspaceId === workspaceId && d.managed);
  if (managed) c.store.defaultDatastores.set(workspaceId, managed.id);
  else c.store.defaultDatastores.delete(workspaceId);
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
