import { findPlugin } from '../domain/data-plugins.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { DatastoreRecord } from '../records.js';

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
export function resolveDataPlugin(name: string): string {
  return name.includes('--') ? name : `${name}--${findPlugin(`loaders/${name}`)?.variant ?? 'meltanolabs'}`;
}

/** The JDBC URL of a datastore, from its host, port and dbname properties (absent without a host). */
export function jdbcUrl(datastore: DatastoreRecord): string | undefined {
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
export function datastoreDraftView(context: RequestContext, datastore: DatastoreRecord): Record<string, unknown> {
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
export function datastoreView(context: RequestContext, datastore: DatastoreRecord): Record<string, unknown> {
  const id = datastore.id;
  const plugin = datastore.dataPlugin;
  const family = plugin?.replace(/^target-/, '').split('--')[0];
  const url = jdbcUrl(datastore);
  const loader = plugin === undefined ? undefined : findPlugin(`loaders/${plugin}`);
  return {
    id,
    created: datastore.created,
    lastModified: datastore.lastModified,
    ...(datastore.name === undefined ? {} : { name: datastore.name }),
    ...(plugin === undefined
      ? {}
      : {
          dataPlugin: plugin,
          dataPluginType: 'loader',
          dataPluginLogoUrl: `/assets/logos/loaders/${family ?? plugin}.png`,
          logoUrl: `/assets/logos/datastores/${family ?? plugin}.png`,
        }),
    workspace: datastore.workspaceId,
    ...(url === undefined ? {} : { jdbcUrl: url }),
    properties: { ...datastore.properties },
    commands: {},
    draft: datastore.draft,
    managed: datastore.managed,
    _links: {
      self: context.link(href`/api/datastores/${id}`),
      ...(loader === undefined ? {} : { dataplugin: context.link(href`/api/dataplugins/${loader.id}`, 'GET') }),
      'update datastore': context.link(href`/api/workspaces/${datastore.workspaceId}/datastores/${id}`, 'PUT'),
      'delete datastore': context.link(href`/api/datastores/${id}`, 'DELETE'),
      'make-default': context.link(href`/api/datastores/${id}/default`, 'PUT'),
    },
  };
}
