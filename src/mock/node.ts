// wdp-sdk/mock for Node: the same exports as ./index.ts, with the real loopback server.
export { MockClock } from './clock.js';
export { startMockServer } from './server.js';
export { createMockService } from './service.js';
export type { MockService, MockServiceOptions } from './service.js';
export type { MockFixtures, MockUser } from './seed.js';
export type { MockSeeder } from './seeder.js';
export type { MockStore } from './store.js';
export type {
  ApiKeyRecord,
  ChannelRecord,
  CommentEditRecord,
  CommentRecord,
  DatasetRecord,
  DatastoreRecord,
  JobRecord,
  JobStatus,
  NotificationRecord,
  PipelineRecord,
  ProfileRecord,
  ResourceRecord,
  SubjectKind,
  SubscriptionRecord,
  TagRecord,
  WorkspaceRecord,
} from './records.js';
export type { MockServer, MockServerOptions } from './server-types.js';
export type { MockSnapshot } from './snapshot.js';
