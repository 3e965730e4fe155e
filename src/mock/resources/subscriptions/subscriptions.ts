import type { Store } from '../../store.js';

/** What a subscription may be to. */
export type SubjectKind = 'workspace' | 'channel' | 'dataset' | 'pipeline';

/** A subscription of a profile (or of a workspace, for all its members) to a subject. */
export interface SubscriptionRecord {
  /** The subscription's id. */
  id: string;
  /** The subscribing profile; for an all-members subscription, the workspace owner who made it. */
  subscriberId: string;
  /** Set when the workspace itself subscribes for all its members. */
  allMembers: boolean;
  /** What it subscribes to. */
  subject: {
    /** What kind of resource the subject is. */
    kind: SubjectKind;
    /** The subject's id. */
    id: string;
  };
  /** Which notifications it raises: `ALL`, only `ALERTS`, or `NONE`. */
  type: 'ALL' | 'ALERTS' | 'NONE';
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/** The subscriptions, by id. */
export const tables = () => ({ subscriptions: new Map<string, SubscriptionRecord>() });

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}

/** A subscription of type ALL. */
export function addSubscription(
  store: Store,
  init: Partial<SubscriptionRecord> & Pick<SubscriptionRecord, 'subscriberId' | 'allMembers' | 'subject'>,
): SubscriptionRecord {
  const now = store.timestamp();
  const record: SubscriptionRecord = { id: store.id(), type: 'ALL', created: now, lastModified: now, ...init };
  store.subscriptions.set(record.id, record);
  return record;
}
