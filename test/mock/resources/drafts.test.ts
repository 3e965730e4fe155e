// One rule for every draft kind: an initialised id is no stored record until its first PUT. Every read, list and
// delete by id answers 404 for it, as for an id never seen; after the PUT the same reads answer.
import { describe, expect, it } from 'vitest';
import { embedded, inProcessMock, type Role } from './in-process.js';

/** A draft kind: who initialises it where, its first PUT, its by-id reads, its delete (if any) and its list. */
interface DraftKind {
  what: string;
  role: Role;
  initialise: string;
  put: (id: string) => [path: string, body: unknown];
  reads: (id: string) => string[];
  remove?: (id: string) => string;
  list: [path: string, name: string];
}

const { mock: demo } = inProcessMock();
const ws = demo.fixtures.workspaceId;
const ds = demo.fixtures.datasets.revenue;

const kinds: DraftKind[] = [
  {
    what: 'Channel',
    role: 'admin',
    initialise: `/api/workspaces/${ws}/channels`,
    put: (id) => [`/api/workspaces/${ws}/channels/${id}`, { name: 'Finance' }],
    reads: (id) => [`/api/channels/${id}`, `/api/workspaces/${ws}/channels/${id}`, `/api/channels/${id}/datasets`],
    remove: (id) => `/api/channels/${id}`,
    list: [`/api/workspaces/${ws}/channels`, 'channels'],
  },
  {
    what: 'API key',
    role: 'owner',
    initialise: '/api/apikeys',
    put: (id) => [`/api/apikeys/${id}`, { name: 'ci' }],
    reads: (id) => [`/api/apikeys/${id}`],
    remove: (id) => `/api/apikeys/${id}`,
    list: ['/api/apikeys', 'apikeys'],
  },
  {
    what: 'Pipeline',
    role: 'admin',
    initialise: `/api/workspaces/${ws}/pipelines`,
    put: (id) => [
      `/api/workspaces/${ws}/pipelines/${id}`,
      { label: 'Sales sync', dataComponents: ['tap-postgres', 'target-postgres'] },
    ],
    reads: (id) => [`/api/pipelines/${id}`, `/api/pipelines/${id}/environment`, `/api/pipelines/${id}/jobs`],
    remove: (id) => `/api/pipelines/${id}`,
    list: [`/api/workspaces/${ws}/pipelines`, 'pipelines'],
  },
  {
    what: 'Data component',
    role: 'admin',
    initialise: `/api/workspaces/${ws}/datacomponents`,
    put: (id) => [
      `/api/workspaces/${ws}/datacomponents/${id}`,
      { name: 'loaders/target-postgres', dataPlugin: 'loaders/target-postgres--transferwise' },
    ],
    reads: (id) => [`/api/datacomponents/${id}`],
    remove: (id) => `/api/datacomponents/${id}`,
    list: [`/api/workspaces/${ws}/datacomponents`, 'datacomponents'],
  },
  {
    what: 'Datastore',
    role: 'admin',
    initialise: `/api/workspaces/${ws}/datastores`,
    put: (id) => [
      `/api/workspaces/${ws}/datastores/${id}`,
      { name: 'warehouse', dataPlugin: 'target-postgres--transferwise' },
    ],
    reads: (id) => [`/api/datastores/${id}`],
    remove: (id) => `/api/datastores/${id}`,
    list: [`/api/workspaces/${ws}/datastores`, 'datastores'],
  },
  {
    what: 'Dataplugin',
    role: 'admin',
    initialise: `/api/workspaces/${ws}/dataplugins`,
    put: (id) => [
      `/api/workspaces/${ws}/dataplugins/${id}`,
      { pluginType: 'LOADER', name: 'target-acme', variant: 'acme' },
    ],
    reads: (id) => [`/api/dataplugins/${id}`],
    remove: (id) => `/api/dataplugins/${id}`,
    list: [`/api/workspaces/${ws}/dataplugins`, 'dataplugins'],
  },
  {
    what: 'Comment',
    role: 'member',
    initialise: `/api/datasets/${ds}/comments`,
    put: (id) => [`/api/datasets/${ds}/comments/${id}`, { message: 'Up 4% #kpi' }],
    reads: (id) => [`/api/comments/${id}`, `/api/comments/${id}/history`],
    remove: (id) => `/api/comments/${id}`,
    list: [`/api/datasets/${ds}/comments`, 'datasetComments'],
  },
  {
    what: 'Alert',
    role: 'member',
    initialise: `/api/datasets/${ds}/alerts`,
    put: (id) => [`/api/datasets/${ds}/alerts/${id}`, { detail: 'Below 1M' }],
    reads: (id) => [`/api/alerts/${id}`],
    list: [`/api/datasets/${ds}/alerts`, 'alerts'],
  },
  {
    what: 'Workspace',
    role: 'member',
    initialise: '/api/workspaces',
    put: (id) => [`/api/workspaces/${id}`, { name: 'Lab' }],
    reads: (id) => [`/api/workspaces/${id}`, `/api/workspaces/${id}/members`],
    remove: (id) => `/api/workspaces/${id}`,
    list: ['/api/workspaces', 'workspaces'],
  },
];

describe('a draft (initialised, never PUT)', () => {
  for (const kind of kinds) {
    it(`${kind.what}: every read, list and delete by id answers as for an unknown id until the first PUT`, async () => {
      const { call } = inProcessMock();
      const draft = await call(kind.role, 'POST', kind.initialise);
      expect(draft.status).toBe(200);
      const id = String(draft.body?.['id']);
      for (const path of kind.reads(id)) {
        const read = await call(kind.role, 'GET', path);
        expect([path, read.status]).toEqual([path, 404]);
      }
      expect((await call(kind.role, 'GET', kind.reads(id)[0] ?? '')).body?.['message']).toBe(
        `${kind.what} ${id} not found`,
      );
      const [listPath, name] = kind.list;
      expect(embedded(await call(kind.role, 'GET', listPath), name).map((item) => item['id'])).not.toContain(id);
      if (kind.remove) expect((await call(kind.role, 'DELETE', kind.remove(id))).status).toBe(404);

      const [putPath, body] = kind.put(id);
      expect((await call(kind.role, 'PUT', putPath, body)).status).toBe(201);
      for (const path of kind.reads(id)) {
        const read = await call(kind.role, 'GET', path);
        expect([path, read.status]).toEqual([path, 200]);
      }
      expect(embedded(await call(kind.role, 'GET', listPath), name).map((item) => item['id'])).toContain(id);
    });
  }
});
