import { recordTable } from '../../table.js';

/** A dataset: a published query (or rows) with its visualisation, in a channel. */
export interface DatasetRecord {
  /** The dataset's id. */
  id: string;
  /** The workspace the dataset is in. */
  workspaceId: string;
  /** The channel it was published from. */
  channelId: string;
  /** Its short name in the workspace, derived from the title unless given. */
  alias: string;
  /** The title, #tags included. */
  title: string;
  /** Free text shown with the dataset. */
  description: string;
  /** The media type of `description` as published, such as `text/markdown`. */
  descriptionContentType?: string | undefined;
  /** The questions the dataset answers, as published ('' when none). */
  questions: string;
  /** How it is shown: JSON text, such as `{"type":"table"}`. */
  visualisation: string;
  /** Metadata as published: JSON text, `{}` when none. */
  metadata: string;
  /** '' when the dataset has no query; with no `rawData` either, it has no data (204). */
  query: string;
  /** The rows published with the dataset: JSON text of an array of row objects; its data when given. */
  rawData?: string | undefined;
  /** The profiles that like it. */
  likedBy: Set<string>;
  /** How often it was viewed. */
  viewCount: number;
  /** When it was last published, in the service's zone-less timestamp form. */
  published: string;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
}

/**
 * The datasets, by id; `addDataset` makes a dataset published now; its alias derives from the title (without #tags)
 * unless given.
 */
export const { tables, add: addDataset } = recordTable(
  'datasets',
  (store, init: Partial<DatasetRecord> & { workspaceId: string; channelId: string; title: string }): DatasetRecord => {
    const now = store.timestamp();
    return {
      id: store.id(),
      alias: init.title
        .toLowerCase()
        .replace(/#\w+/g, '')
        .trim()
        .replace(/[^a-z0-9]+/g, '-'),
      description: '',
      questions: '',
      visualisation: '{"type":"table"}',
      metadata: '{}',
      query: 'select 1',
      likedBy: new Set(),
      viewCount: 0,
      published: now,
      created: now,
      ...init,
    };
  },
);

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
