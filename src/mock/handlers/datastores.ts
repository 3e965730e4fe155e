import { addDatastore } from '../factories.js';
import type { RequestContext } from '../http/context.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { DatastoreRecord } from '../records.js';
import { datastoreDraftView, datastoreView, resolveDataPlugin } from '../views/datastore.js';

/** Datastores: list and view (members); initialise, upsert, make default and delete (admins). */
export function registerDatastores(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/datastores', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const datastores = [...c.store.datastores.values()].filter((d) => d.workspaceId === workspace.id && !isBlank(d));
      return pagedResponse(
        c,
        'datastores',
        datastores.map((d) => datastoreView(c, d)),
      );
    })
    .on('POST', '/api/workspaces/:ws/datastores', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      return hal(datastoreDraftView(c, addDatastore(c.store, { workspaceId: workspace.id })));
    })
    .on('PUT', '/api/workspaces/:ws/datastores/:id', async (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const body = await c.body();
      const name = c.requireString(body, 'name');
      const dataPlugin = c.requireString(body, 'dataPlugin');
      if (!dataPlugin.startsWith('target-'))
        throw new MockHttpError(400, `Validation failed: ${dataPlugin} is not a loader data plugin`, [
          { field: 'dataPlugin', defaultMessage: 'must be a loader' },
        ]);
      const properties = c.stringMap(body, 'properties');
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
        lastModified: c.store.timestamp(),
      });
      return hal(datastoreView(c, datastore), created ? 201 : 200);
    })
    .on('GET', '/api/datastores/:id', (c) => {
      const datastore = c.find(c.store.datastores, c.param('id'), 'Datastore');
      c.memberOf(datastore.workspaceId);
      return hal(datastoreView(c, datastore));
    })
    .on('PUT', '/api/datastores/:id/default', (c) => {
      const datastore = adminDatastore(c);
      if (isBlank(datastore))
        throw new MockHttpError(
          409,
          `Datastore ${datastore.id} is not created yet; PUT it before making it the default`,
        );
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

/** Initialised but never PUT: it has no name yet. */
function isBlank(datastore: DatastoreRecord): boolean {
  return datastore.name === undefined;
}

function adminDatastore(c: RequestContext): DatastoreRecord {
  const datastore = c.find(c.store.datastores, c.param('id'), 'Datastore');
  c.adminOf(datastore.workspaceId);
  return datastore;
}

// When the default is deleted, the workspace's managed datastore becomes the default again.
function fallBackToManaged(c: RequestContext, workspaceId: string): void {
  const managed = [...c.store.datastores.values()].find((d) => d.workspaceId === workspaceId && d.managed);
  if (managed) c.store.defaultDatastores.set(workspaceId, managed.id);
  else c.store.defaultDatastores.delete(workspaceId);
}
