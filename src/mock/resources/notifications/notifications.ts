import { recordTable } from '../../table.js';

/** An event told to one recipient, with what it is about. */
export interface NotificationRecord {
  /** The notification's id. */
  id: string;
  /** The profile it is for. */
  recipientId: string;
  /** The workspace it happened in. */
  workspaceId: string;
  /** What happened, such as `DATASET_COMMENT` or `JOB_ENDED`. */
  type: string;
  /** The profile whose action raised it. */
  actorId: string;
  /** Whether the recipient has read it. */
  resolved: boolean;
  /** Clock instant, for `before` / `since` filters. */
  at: number;
  /** The dataset it is about, if any. */
  datasetId?: string | undefined;
  /** The comment it is about, if any. */
  commentId?: string | undefined;
  /** The channel it is about, if any. */
  channelId?: string | undefined;
  /** The pipeline it is about, if any. */
  pipelineId?: string | undefined;
  /** The job it is about, if any. */
  jobId?: string | undefined;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/** The notifications, by id; `addNotification` makes an unresolved notification raised now. */
export const { tables, add: addNotification } = recordTable(
  'notifications',
  (
    store,
    init: Partial<NotificationRecord> & Pick<NotificationRecord, 'recipientId' | 'workspaceId' | 'type' | 'actorId'>,
  ): NotificationRecord => {
    const created = store.timestamp();
    return {
      id: store.id(),
      resolved: false,
      at: store.clock.now(),
      created,
      lastModified: created,
      ...init,
    };
  },
);

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
