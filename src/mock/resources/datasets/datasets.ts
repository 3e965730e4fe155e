import type { Store } from '../../store.js';

/** A dataset: a published query (or rows) with its visualisation, in a channel. */
export interface DatasetRecord {
  id: string;
  workspaceId: string;
  channelId: string;
  alias: string;
  title: string;
  description: string;
  /** The media type of `description` as published, such as `text/markdown`. */
  descriptionContentType?: string | undefined;
  questions: string;
  visualisation: string;
  metadata: string;
  /** '' when the dataset has no query; with no `rawData` either, it has no data (204). */
  query: string;
  /** The rows published with the dataset: JSON text of an array of row objects; its data when given. */
  rawData?: string | undefined;
  likedBy: Set<string>;
  viewCount: number;
  published: string;
  created: string;
}

/** The datasets, by id. */
export const tables = () => ({ datasets: new Map<string, DatasetRecord>() });

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}

/** A dataset published now; its alias derives from the title (without #tags) unless given. */
export function addDataset(
  store: Store,
  init: Partial<DatasetRecord> & { workspaceId: string; channelId: string; title: string },
): DatasetRecord {
  const now = store.timestamp();
  const record: DatasetRecord = {
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
  store.datasets.set(record.id, record);
  return record;
}
