// What each part of loading a seed file shares: the store it fills, the file, and the list of what it left out.
import type { Store } from '../store.js';
import { Fields } from './fields.js';
import type { MockSeedFile, SeedKind } from './format.js';

/** The store being filled from a seed file, and the records left out so far (with why). */
export class LoadContext {
  readonly store: Store;
  readonly seed: MockSeedFile;
  readonly skipped: string[] = [];

  constructor(store: Store, seed: MockSeedFile) {
    this.store = store;
    this.seed = seed;
  }

  /** The records of a kind, in the file's order, each to read with `Fields`. */
  records(kind: SeedKind): Fields[] {
    return Object.values(this.seed.records[kind] ?? {}).map((record) => new Fields(kind, record));
  }

  /** Leaves a record out, saying why (such as `its workspace 0b6… is not in the seed file`). */
  skip(kind: SeedKind, id: string, why: string): void {
    this.skipped.push(`${kind} ${id}: ${why}`);
  }

  /** The records of a kind whose `workspaceId` was loaded, each with it; the others are skipped, saying why. */
  *inWorkspaces(kind: SeedKind): Generator<[Fields, string]> {
    for (const fields of this.records(kind)) {
      const workspaceId = fields.maybeText('workspaceId');
      if (this.inWorkspace(kind, fields, workspaceId)) yield [fields, workspaceId];
    }
  }

  /** Whether a workspace of the file was loaded; else the record is left out, saying so. */
  inWorkspace(kind: SeedKind, fields: Fields, workspaceId: string | undefined): workspaceId is string {
    if (workspaceId !== undefined && this.store.workspaces.has(workspaceId)) return true;
    this.skip(
      kind,
      fields.id,
      workspaceId === undefined ? 'its workspace is unknown' : `its workspace ${workspaceId} was not loaded`,
    );
    return false;
  }

  /** A profile id when that profile was loaded (else undefined: a stand-in takes its place). */
  known(profileId: string | undefined): string | undefined {
    return profileId !== undefined && this.store.profiles.has(profileId) ? profileId : undefined;
  }

  /** The owner of a loaded workspace: who stands in for a creator or raiser the recording did not see. */
  ownerOf(workspaceId: string): string {
    return this.store.workspaces.get(workspaceId)?.ownerId ?? '';
  }
}
