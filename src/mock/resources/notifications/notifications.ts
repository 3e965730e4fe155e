import type { Store } from '../../store.js';

/** An event told to one recipient, with what it is about. */
export interface NotificationRecord {
  id: string;
  recipientId: string;
  workspaceId: string;
  type: string;
  actorId: string;
  resolved: boolean;
  /** Clock instant, for `before` / `since` filters. */
  at: number;
  datasetId?: string | undefined;
  commentId?: string | undefined;
  channelId?: string | undefined;
  pipelineId?: string | undefined;
  jobId?: string | undefined;
  created: string;
  lastModified: string;
}

/** The notifications, by id. */
export const tables = () => ({ notifications: new Map<string, NotificationRecord>() });

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}

/** An unresolved notification raised now. */
export function addNotification(
  store: Store,
  init: Partial<NotificationRecord> & Pick<NotificationRecord, 'recipientId' | 'workspaceId' | 'type' | 'actorId'>,
): NotificationRecord {
  const created = store.timestamp();
  const record: NotificationRecord = {
    id: store.id(),
    resolved: false,
    at: store.clock.now(),
    created,
    lastModified: created,
    ...init,
  };
  store.notifications.set(record.id, record);
  return record;
}
