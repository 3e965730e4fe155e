import { recordTable } from '../../table.js';

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

/** The subscriptions, by id; `addSubscription` makes a subscription of type ALL. */
export const { tables, add: addSubscription } = recordTable(
  'subscriptions',
  (
    store,
    init: Partial<SubscriptionRecord> & Pick<SubscriptionRecord, 'subscriberId' | 'allMembers' | 'subject'>,
  ): SubscriptionRecord => {
    const now = store.timestamp();
    return { id: store.id(), type: 'ALL', created: now, lastModified: now, ...init };
  },
);

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
