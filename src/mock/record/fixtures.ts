// What `mock.fixtures` is for a mock served from a seed file: its first workspace's people by role, and every
// recorded profile with its token (fresh ones, made once per service so that a reset keeps them).

import { emptyFixtures } from '../demo/empty-fixtures.js';
import { freshToken, type MockFixtures, type MockUser } from '../demo-data.js';
import type { Store } from '../store.js';
import type { MockSeedFile } from './format.js';
import { type LoadedMockSeed, loadMockSeed } from './load.js';
import { checkMockSeed } from './parse.js';

/** Loads one seed file into each store a service builds (after a reset too), with the same tokens every time. */
export interface SeedLoader {
  /** The instant a replay's clock starts at: the last one the recording saw. */
  readonly startTime: string;
  /** Fills a fresh store; the fixtures of the recording (see `seedFixtures`). */
  load(store: Store): MockFixtures;
}

/** The loader of a seed file, checked first (a `MockSeedError` names what is wrong with it). */
export function seedLoader(seedFile: MockSeedFile): SeedLoader {
  const seed = checkMockSeed(seedFile);
  const tokens = new Map<string, string>();
  const token = (profileId: string) =>
    tokens.get(profileId) ?? tokens.set(profileId, freshToken()).get(profileId) ?? '';
  return { startTime: seed.recordedAt, load: (store) => seedFixtures(store, loadMockSeed(store, seed, token)) };
}

/**
 * The fixtures of a recording: `workspaceId` its first workspace; `owner`, `admin`, `member` the first of each role
 * there and `outsider` the first profile not in it (empty when there is none); its first pipeline, its default
 * datastore and its (fresh) webhook secret; empty channel and dataset ids, which name the demo's; and in `recorded`
 * every profile with its token, and the records left out.
 */
export function seedFixtures(store: Store, loaded: LoadedMockSeed): MockFixtures {
  const nobody: MockUser = { id: '', name: '', token: '' };
  const user = (id: string | undefined) => loaded.users.find((u) => u.id === id) ?? nobody;
  const [workspace] = store.workspaces.values();
  const ws = workspace?.id ?? '';
  const inIt = (id: string) =>
    workspace !== undefined && (workspace.ownerId === id || workspace.adminIds.has(id) || workspace.memberIds.has(id));
  const [adminId] = workspace?.adminIds ?? [];
  const [memberId] = workspace?.memberIds ?? [];
  return {
    ...emptyFixtures(),
    workspaceId: ws,
    owner: user(workspace?.ownerId),
    admin: user(adminId),
    member: user(memberId),
    outsider: loaded.users.find((u) => !inIt(u.id)) ?? nobody,
    pipelineId: [...store.pipelines.values()].find((p) => p.workspaceId === ws)?.id ?? '',
    datastoreId: store.defaultDatastores.get(ws) ?? '',
    webhookSecret: workspace?.webhookSecret ?? '',
    recorded: { users: loaded.users, skipped: loaded.skipped },
  };
}
