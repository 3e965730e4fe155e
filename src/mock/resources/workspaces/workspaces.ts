import type { Store } from '../../store.js';
import { recordTable } from '../../table.js';
import { addJob } from '../jobs/jobs.js';

/** A workspace: its people by role, its repository and the secret of its deployment webhook. */
export interface WorkspaceRecord {
  /** The workspace's id. */
  id: string;
  /** The workspace's display name, such as `Analytics`. */
  name: string;
  /** Its short name: the name in lower case, each run of other characters a hyphen. */
  alias: string;
  /** The profile that owns it. */
  ownerId: string;
  /** The profiles that administer it. */
  adminIds: Set<string>;
  /** The profiles that are plain members. */
  memberIds: Set<string>;
  /** The URL of the workspace's Git repository. */
  repositoryUrl: string;
  /** The secret that signs the deployment webhook (X-Hub-Signature). */
  webhookSecret: string;
  /** Email domains whose people may join it. */
  domains: string[];
  /** A `data:` URI. */
  imageUrl?: string | undefined;
  /** The repository settings and the rest a PUT may set (`settings.ts`), kept as given. */
  repositoryBranch?: string | undefined;
  /** The directory of the project in the repository, as a PUT set it. */
  repositoryDirectory?: string | undefined;
  /** The GitHub app installation that reaches the repository, as a PUT set it. */
  githubInstallationId?: string | undefined;
  /** Shown, like `webhookSecret`, to administrators only. */
  sshPrivateKey?: string | undefined;
  /** The pipeline environment used by default, as a PUT set it. */
  defaultEnvironment?: string | undefined;
  /** The container image pipelines run in, as a PUT set it. */
  pipelinesImage?: string | undefined;
  /** The app's own settings, as a PUT set them. */
  appProperties?: Record<string, string> | undefined;
  /** Initialised (POST /api/workspaces) but never PUT: shown nowhere but its own create link. */
  draft: boolean;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/** The workspaces, by id. */
const workspaceTable = recordTable(
  'workspaces',
  (store, init: Partial<WorkspaceRecord> & { name: string; ownerId: string }): WorkspaceRecord => {
    const now = store.timestamp();
    return {
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
  },
);
export const { tables } = workspaceTable;

/** A workspace; unless it is a draft, its WORKSPACE_INIT job is raised too. */
export function addWorkspace(store: Store, init: Parameters<typeof workspaceTable.add>[1]): WorkspaceRecord {
  const record = workspaceTable.add(store, init);
  // A draft (initialised, never PUT) is set up only when it is created.
  if (!record.draft) addJob(store, { workspaceId: record.id, type: 'WORKSPACE_INIT', profileId: record.ownerId });
  return record;
}

/** What a profile is in a workspace. */
export type Role = 'owner' | 'admin' | 'member';

/** Everyone in a workspace, by profile id: its owner, then its administrators, then its members. */
export function peopleOf(workspace: WorkspaceRecord): string[] {
  return [workspace.ownerId, ...workspace.adminIds, ...workspace.memberIds];
}

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

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
