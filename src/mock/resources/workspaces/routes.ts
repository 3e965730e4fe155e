import type { RequestContext } from '../../http/context.js';
import { pagedResponse } from '../../http/paging.js';
import { empty, hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { addDatastore } from '../datastores.js';
import { addJob } from '../jobs/jobs.js';
import { removeWorkspace } from './removal.js';
import { type WorkspaceSettings, wantsDefault, workspaceSettings } from './settings.js';
import { workspaceDraftView, workspaceView } from './view.js';
import { addWorkspace, roleOf, type WorkspaceRecord } from './workspaces.js';

/**
 * Workspaces: list and view (members), initialise (anyone: a draft of their own), create from the draft (its
 * initialiser becomes the owner), update (admins), delete (the owner), make default. Feed and news: feeds.ts.
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces', (c) => {
      const { id } = c.caller();
      const mine = [...c.store.workspaces.values()].filter((w) => !w.draft && roleOf(w, id) !== undefined);
      const views = mine.map((w) => workspaceView(c, w));
      return pagedResponse(c, 'workspaces', views);
    })
    .on('POST', '/api/workspaces', (c) => {
      const draft = addWorkspace(c.store, { name: '', alias: '', ownerId: c.caller().id, draft: true });
      return hal(workspaceDraftView(c, draft));
    })
    .on('GET', '/api/workspaces/:ws', (c) => hal(workspaceView(c, c.memberOf(c.param('ws')))))
    .on('PUT', '/api/workspaces/:ws', async (c) => {
      const existing = c.store.workspaces.get(c.param('ws'));
      if (existing === undefined || (existing.draft && roleOf(existing, c.caller().id) !== 'owner'))
        throw new MockHttpError(
          409,
          `Workspace ${c.param('ws')} was not initialised by you; POST /api/workspaces and PUT to the id it gives`,
        );
      const workspace = existing.draft ? existing : c.adminOf(existing.id);
      const fields = await workspaceFields(c);
      if (!workspace.draft) {
        updateWorkspace(c, workspace, fields);
        return hal(workspaceView(c, workspace));
      }
      createWorkspace(c, workspace, fields);
      return hal(workspaceView(c, workspace), 201);
    })
    .on('DELETE', '/api/workspaces/:ws', (c) => {
      const workspace = c.ownerOf(c.param('ws'));
      removeWorkspace(c.store, workspace.id);
      return empty();
    })
    .on('PUT', '/api/workspaces/:ws/default', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      Object.assign(c.caller(), { defaultWorkspaceId: workspace.id, lastModified: c.store.timestamp() });
      return empty(200);
    });
}

/**
 * What a PUT sets: the name, and the domains, image and settings when given (left as they are when not); and
 * whether to make it the caller's default workspace.
 */
export type WorkspaceFields = Pick<WorkspaceRecord, 'name'> &
  Partial<Pick<WorkspaceRecord, 'domains' | 'imageUrl'>> &
  WorkspaceSettings & { makeDefault?: boolean };

/** The fields of a workspace PUT body (400 naming a bad one); `accounts.ts` reads its workspaces' bodies too. */
export async function workspaceFields(c: RequestContext): Promise<WorkspaceFields> {
  const body = await c.body();
  const name = c.requireString(body, 'name');
  if (name.trim() === '') invalid('name', 'must not be blank');
  const fields: WorkspaceFields = { name, ...workspaceSettings(c, body), makeDefault: wantsDefault(body) };
  const domains = body['domains'];
  if (domains !== undefined) {
    if (!Array.isArray(domains) || !domains.every((d) => typeof d === 'string'))
      invalid('domains', 'must be a list of domain names');
    fields.domains = domains as string[];
  }
  const imageUrl = c.optionalString(body, 'imageUrl');
  if (imageUrl !== undefined) {
    if (!imageUrl.startsWith('data:')) invalid('imageUrl', 'must be a data: URI');
    // The service's pattern and @Size: a base64 image data URI of at most 699052 characters.
    if (!/^data:image\/.+?;base64,.*$/.test(imageUrl)) invalid('imageUrl', 'must be an image data: URI');
    if (imageUrl.length > 699_052) invalid('imageUrl', 'size must be between 0 and 699052');
    fields.imageUrl = imageUrl;
  }
  return fields;
}

/** Saves a PUT's fields on a workspace that exists (not a draft); `accounts.ts` saves its workspaces' too. */
export function updateWorkspace(c: RequestContext, workspace: WorkspaceRecord, fields: WorkspaceFields): void {
  const { makeDefault, ...kept } = fields;
  Object.assign(workspace, { ...kept, lastModified: c.store.timestamp() });
  if (makeDefault) Object.assign(c.caller(), { defaultWorkspaceId: workspace.id, lastModified: c.store.timestamp() });
}

function invalid(field: string, problem: string): never {
  throw new MockHttpError(400, `Validation failed: ${field} ${problem}`, [{ field, defaultMessage: problem }]);
}

/**
 * Creates a workspace from its draft: named, with a unique alias, a WORKSPACE_INIT job, and a managed default
 * datastore like the demo workspace's; the initialiser stays its owner.
 */
export function createWorkspace(c: RequestContext, workspace: WorkspaceRecord, fields: WorkspaceFields): void {
  const { store } = c;
  const { makeDefault, ...kept } = fields;
  const base = fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'workspace';
  const taken = new Set([...store.workspaces.values()].map((w) => w.alias));
  let alias = fields.alias ?? base;
  for (let n = 2; fields.alias === undefined && taken.has(alias); n++) alias = `${base}-${n}`;
  Object.assign(workspace, { domains: [], ...kept, alias, draft: false, lastModified: store.timestamp() });
  if (makeDefault) Object.assign(c.caller(), { defaultWorkspaceId: workspace.id, lastModified: store.timestamp() });
  addJob(store, { workspaceId: workspace.id, type: 'WORKSPACE_INIT', profileId: workspace.ownerId });
  const datastore = addDatastore(store, {
    workspaceId: workspace.id,
    name: 'Default datastore',
    dataPlugin: 'target-postgres--transferwise',
    managed: true,
    properties: { host: 'db.internal', port: '5432', dbname: alias.replace(/-/g, '_') },
  });
  store.defaultDatastores.set(workspace.id, datastore.id);
}
