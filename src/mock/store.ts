import { MockClock, serviceTimestamp } from './clock.js';
import { SeededRandom } from './random.js';
import type {
  AlertRecord,
  ApiKeyRecord,
  ChannelRecord,
  CommentRecord,
  DataComponentRecord,
  DatasetRecord,
  DatastoreRecord,
  InvitationRecord,
  JobRecord,
  MessageRecord,
  NotificationRecord,
  PipelineRecord,
  ProfileRecord,
  ResourceRecord,
  SubscriptionRecord,
  TagRecord,
  WorkspaceRecord,
} from './records.js';

/** An access token the mock accepts, and whom it authenticates. */
export interface TokenRecord {
  profileId: string;
  /** Clock instant after which the token is refused; absent for tokens that never expire. */
  expiresAt?: number | undefined;
}

/** Every collection of the mock, keyed by id (resources and tags by `workspaceId path-or-name`). */
export class MockStore {
  readonly random: SeededRandom;
  readonly clock: MockClock;
  readonly profiles = new Map<string, ProfileRecord>();
  readonly workspaces = new Map<string, WorkspaceRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly datasets = new Map<string, DatasetRecord>();
  readonly comments = new Map<string, CommentRecord>();
  readonly datastores = new Map<string, DatastoreRecord>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly resources = new Map<string, ResourceRecord>();
  readonly pipelines = new Map<string, PipelineRecord>();
  readonly jobs = new Map<string, JobRecord>();
  readonly notifications = new Map<string, NotificationRecord>();
  readonly apiKeys = new Map<string, ApiKeyRecord>();
  readonly tags = new Map<string, TagRecord>();
  readonly tokens = new Map<string, TokenRecord>();
  readonly invitations = new Map<string, InvitationRecord>();
  readonly alerts = new Map<string, AlertRecord>();
  readonly messages = new Map<string, MessageRecord>();
  readonly dataComponents = new Map<string, DataComponentRecord>();
  /** Each workspace's default datastore: workspace id to datastore id. */
  readonly defaultDatastores = new Map<string, string>();

  constructor(seed: number, start: number, autoAdvanceMs: number, speed = 0) {
    this.random = new SeededRandom(seed);
    this.clock = new MockClock(start, autoAdvanceMs, speed);
  }

  /** A fresh version 4 UUID from the seeded generator. */
  id(): string {
    return this.random.uuid();
  }

  /** The current instant in the service's zone-less form, with a varying number of fractional digits. */
  timestamp(): string {
    return serviceTimestamp(this.clock.now(), this.random);
  }

  /** The key of a workspace file. */
  resourceKey(workspaceId: string, path: string): string {
    return `${workspaceId} ${path}`;
  }
}
