import type { WorkspaceSummary } from '../../../models/common.js';
import type { Workspace } from '../../../models/workspace.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { pagedResponse } from '../../http/paging.js';
import { empty, hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import type { MockStore } from '../../store.js';
import { addDatastore } from '../datastores.js';
import { addJob } from '../jobs/jobs.js';
import { removeWorkspace } from './removal.js';

/** A workspace: its people by role, its repository and the secret of its deployment webhook. */
export interface WorkspaceRecord {
  id: string;
  name: string;
  alias: string;
  ownerId: string;
  adminIds: Set<string>;
  memberIds: Set<string>;
  repositoryUrl: string;
  /** The secret that signs the deployment webhook (X-Hub-Signature). */
  webhookSecret: string;
  domains: string[];
  /** A `data:` URI. */
  imageUrl?: string | undefined;
  /** Initialised (POST /api/workspaces) but never PUT: shown nowhere but its own create link. */
  draft: boolean;
  created: string;
  lastModified: string;
}

/** The workspaces, by id. */
export const tables = () => ({ workspaces: new Map<string, WorkspaceRecord>() });

/** A workspace; unless it is a draft, its WORKSPACE_INIT job is raised too. */
export function addWorkspace(
  store: MockStore,
  init: Partial<WorkspaceRecord> & { name: string; ownerId: string },
): WorkspaceRecord {
  const now = store.timestamp();
  const record: WorkspaceRecord = {
    id: store.id(),
    alias: init.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    adminIds: new Set(),
    memberIds: new Set(),
    repositoryUrl: 'DISABLED',
    webhookSecret: `whsec_${store.random.hex(20)}`,
    domains: [],
    draft: false,
    created: now,
    lastModified: now,
    ...init,
  };
  store.workspaces.set(record.id, record);
  // A draft (initialised, never PUT) is set up only when it is created.
  if (!record.draft) addJob(store, { workspaceId: record.id, type: 'WORKSPACE_INIT', profileId: record.ownerId });
  return record;
}

/** What a profile is in a workspace. */
export type Role = 'owner' | 'admin' | 'member';

/** A profile's role in a workspace: its owner, an administrator, a member, or undefined when none of them. */
export function roleOf(workspace: WorkspaceRecord, profileId: string): Role | undefined {
  if (workspace.ownerId === profileId) return 'owner';
  if (workspace.adminIds.has(profileId)) return 'admin';
  return workspace.memberIds.has(profileId) ? 'member' : undefined;
}

/** Whether a role holds administrator rights (the owner's include them). */
export function administers(role: Role | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/** A workspace as subscriptions and notifications embed it: id and name. */
export function workspaceSummary(context: RequestContext, workspaceId: string): WorkspaceSummary {
  const workspace = context.store.workspaces.get(workspaceId);
  return workspace ? { id: workspace.id, name: workspace.name } : { id: workspaceId };
}

/** The draft of the initialise step: id, timestamps and its only link, `create workspace`. */
export function workspaceDraftView(context: RequestContext, workspace: WorkspaceRecord): Workspace {
  return {
    id: workspace.id,
    created: workspace.created,
    lastModified: workspace.lastModified,
    _links: { 'create workspace': context.link(href`/api/workspaces/${workspace.id}`, 'PUT') },
  };
}

/**
 * A workspace as the service sends it. `deploymentSecret` (the secret that signs its deployment webhook) is shown
 * to its owner and administrators only.
 */
export function workspaceView(context: RequestContext, workspace: WorkspaceRecord): Workspace {
  const id = workspace.id;
  const at = (path: string, type?: string) => context.link(href`/api/workspaces/${id}` + path, type);
  const admin = administers(roleOf(workspace, context.caller().id));
  return {
    id,
    created: workspace.created,
    lastModified: workspace.lastModified,
    alias: workspace.alias,
    name: workspace.name,
    domains: [...workspace.domains],
    deploymentSecret: admin ? workspace.webhookSecret : undefined,
    imageUrl: workspace.imageUrl,
    repositoryUrl: workspace.repositoryUrl,
    appProperties: {},
    status: 'READY',
    managed: true,
    _links: {
      self: at(''),
      'update delete workspace': at('', 'PUT'),
      'make-default': at('/default', 'PUT'),
      members: at('/members', 'GET'),
      invitations: at('/invitations', 'GET'),
      'new invitation': at('/invitations', 'POST'),
      pipelines: at('/pipelines', 'GET'),
      'new pipeline': at('/pipelines', 'POST'),
      datasets: at('/datasets', 'GET'),
      'publish dataset': at('/datasets', 'POST'),
      channels: at('/channels', 'GET'),
      datastores: at('/datastores', 'GET'),
      datacomponents: at('/datacomponents', 'GET'),
      'new datacomponent': at('/datacomponents', 'POST'),
      dataplugins: at('/dataplugins', 'GET'),
      jobs: at('/jobs', 'GET'),
      feed: at('/feed', 'GET'),
      news: at('/news', 'GET'),
    },
  };
}

/**
 * Workspaces: list and view (members), initialise (anyone: a draft of their own), create from the draft (its
 * initialiser becomes the owner), update (admins), delete (the owner), make default. Feed and news: feeds.ts.
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces', (c) => {
      const { id } = c.caller();
      const mine = [...c.store.workspaces.values()].filter((w) => !w.draft && roleOf(w, id) !== undefined);
      return pagedResponse(
        c,
        'workspaces',
        mine.map((w) => workspaceView(c, w)),
      );
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
        Object.assign(workspace, { ...fields, lastModified: c.store.timestamp() });
        return hal(workspaceView(c, workspace));
      }
      create(c, workspace, fields);
      return hal(workspaceView(c, workspace), 201);
    })
    .on('DELETE', '/api/workspaces/:ws', (c) => {
      const draft = c.store.workspaces.get(c.param('ws'));
      const own = draft?.draft && roleOf(draft, c.caller().id) === 'owner';
      const workspace = own ? draft : c.ownerOf(c.param('ws'));
      removeWorkspace(c.store, workspace.id);
      return empty();
    })
    .on('PUT', '/api/workspaces/:ws/default', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      Object.assign(c.caller(), { defaultWorkspaceId: workspace.id, lastModified: c.store.timestamp() });
      return empty(200);
    });
}

/** What a PUT sets: the name, and the domains and image when given (left as they are when not). */
type WorkspaceFields = Pick<WorkspaceRecord, 'name'> & Partial<Pick<WorkspaceRecord, 'domains' | 'imageUrl'>>;

async function workspaceFields(c: RequestContext): Promise<WorkspaceFields> {
  const body = await c.body();
  const name = c.requireString(body, 'name');
  if (name.trim() === '') invalid('name', 'must not be blank');
  const fields: WorkspaceFields = { name };
  const domains = body['domains'];
  if (domains !== undefined) {
    if (!Array.isArray(domains) || !domains.every((d) => typeof d === 'string'))
      invalid('domains', 'must be a list of domain names');
    fields.domains = domains as string[];
  }
  const imageUrl = c.optionalString(body, 'imageUrl');
  if (imageUrl !== undefined) {
    if (!imageUrl.startsWith('data:')) invalid('imageUrl', 'must be a data: URI');
    fields.imageUrl = imageUrl;
  }
  return fields;
}

function invalid(field: string, problem: string): never {
  throw new MockHttpError(400, `Validation failed: ${field} ${problem}`, [{ field, defaultMessage: problem }]);
}

/**
 * Creates a workspace from its draft: named, with a unique alias, a WORKSPACE_INIT job, and a managed default
 * datastore like the demo workspace's; the initialiser stays its owner.
 */
function create(c: RequestContext, workspace: WorkspaceRecord, fields: WorkspaceFields): void {
  const { store } = c;
  const base = fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'workspace';
  const taken = new Set([...store.workspaces.values()].map((w) => w.alias));
  let alias = base;
  for (let n = 2; taken.has(alias); n++) alias = `${base}-${n}`;
  Object.assign(workspace, { domains: [], ...fields, alias, draft: false, lastModified: store.timestamp() });
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
