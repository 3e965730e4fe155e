// Filling a mock's store from a seed file: every record with its id, in the order that puts parents first, so that
// the mock serves them statefully, as it serves its demo data.
import type { MockUser } from '../demo-data.js';
import type { Store } from '../store.js';
import type { MockSeedFile } from './format.js';
import { loadNotifications, loadPublished } from './load-content.js';
import { LoadContext } from './load-context.js';
import { loadProfiles, loadWorkspaces } from './load-people.js';
import { loadComponents, loadPipelines } from './load-pipelines.js';

/** What loading a seed file gave: each profile with its token, and the records left out (with why). */
export interface LoadedMockSeed {
  users: MockUser[];
  /** Such as `channels 7c1…: its workspace 0b6… was not loaded`. */
  skipped: string[];
}

/**
 * Fills a fresh store with a seed file's records, keeping their ids: profiles (each with the token `token(id)`
 * gives), workspaces with their people, channels, datasets, comments, datastores, data components and plugins,
 * pipelines, jobs and notifications. A record whose parent is not in the file is left out and listed in `skipped`.
 * A field of the wrong type throws a `MockSeedError` naming it.
 */
export function loadMockSeed(store: Store, seed: MockSeedFile, token: (profileId: string) => string): LoadedMockSeed {
  const context = new LoadContext(store, seed);
  const users = loadProfiles(context, token);
  loadWorkspaces(context);
  loadPublished(context);
  loadComponents(context);
  loadPipelines(context);
  loadNotifications(context);
  return { users, skipped: context.skipped };
}
