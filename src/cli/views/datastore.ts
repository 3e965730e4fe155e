// A datastore as `wdp datastores list` and `get` show it.
import type { Datastore } from '../../index.js';
import { multiLine } from '../output/print.js';
import { shownProperties } from '../output/properties.js';
import { view } from './view.js';

/** A datastore: its plugin, JDBC URL and settings, one a line, secret-looking values hidden. */
export const datastoreView = view({
  columns: ['id', 'name', 'plugin', 'managed'],
  fields: (datastore: Datastore) => ({
    id: datastore.id,
    name: datastore.name,
    plugin: datastore.dataPlugin,
    managed: datastore.managed,
    draft: datastore.draft,
    'jdbc url': datastore.jdbcUrl,
    created: datastore.created,
    modified: datastore.lastModified,
    properties: multiLine(shownProperties(datastore.properties)),
  }),
});
