// A channel's record and its table. A list channel's datasets are a set replaced on each change, never changed in
// place, so that every channel can start with one shared empty set (an empty `Set` is about 180 bytes of heap; a mock
// after 100,000 writes held 10,000 of them).
import { recordTable } from '../table.js';

/** A channel of a workspace: a source of datasets, or a list of them. */
export interface ChannelRecord {
  /** The channel's id. */
  id: string;
  /** The workspace the channel is in. */
  workspaceId: string;
  /** Absent while the channel is only initialised. */
  name?: string | undefined;
  /** Free text shown with the channel. */
  description?: string | undefined;
  /** The profile that created it. */
  creatorId: string;
  /** Who sees it: `PROFILE`, its creator only, or `WORKSPACE`, every member. */
  scope: 'PROFILE' | 'WORKSPACE';
  /** `SOURCE`: holds the datasets published from it; `LIST`: those added to it. */
  type: 'SOURCE' | 'LIST';
  /** The channel's picture, as the body set it. */
  picture?: string | undefined;
  /** Datasets added to a list channel; replaced, never changed in place (`addToChannel`, `removeFromChannel`). */
  datasetIds: ReadonlySet<string>;
  /** Initialised (`POST`) but not created yet. */
  draft: boolean;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/** The channels, by id; `addChannel` makes a channel, a profile-scope SOURCE unless `init` says otherwise. */
export const { tables, add: addChannel } = recordTable(
  'channels',
  (store, init: Partial<ChannelRecord> & { workspaceId: string; creatorId: string }): ChannelRecord => {
    const { workspaceId, creatorId, ...rest } = init;
    const now = store.timestamp();
    // Every field named here, the optional ones too, so that the record holds them all in the object itself: fields
    // a write adds later go to a second array of properties (measure h: about 60 bytes more per channel).
    return {
      id: store.id(),
      workspaceId,
      name: undefined,
      description: undefined,
      creatorId,
      scope: 'PROFILE',
      type: 'SOURCE',
      picture: undefined,
      datasetIds: noDatasets,
      draft: false,
      created: now,
      lastModified: now,
      ...rest,
    };
  },
);

/** The `datasetIds` of a channel that holds none, shared by every such channel. */
export const noDatasets: ReadonlySet<string> = new Set();

/** Adds the dataset `id` to the list channel. */
export function addToChannel(channel: ChannelRecord, id: string): void {
  channel.datasetIds = new Set(channel.datasetIds).add(id);
}

/** Removes the dataset `id` from the channel; false when the channel did not hold it. */
export function removeFromChannel(channel: ChannelRecord, id: string): boolean {
  if (!channel.datasetIds.has(id)) return false;
  const kept = new Set(channel.datasetIds);
  kept.delete(id);
  channel.datasetIds = kept.size ? kept : noDatasets;
  return true;
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
