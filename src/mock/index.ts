// wdp-sdk/mock for browsers and bundlers. Node resolves ./node.ts instead, whose startMockServer serves
// the same handlers over node:http; the two export the same names with the same types. Neither loads msw:
// its request handlers are in wdp-sdk/mock/msw (./msw.ts), so the mock works where msw is not installed.
export type { MockAdmin, MockClockState } from './admin/admin-api.js';
export type { JournalEntry } from './admin/journal.js';
export { RemoteMockAdmin } from './admin/remote.js';
export type { MockViolation } from './check/check-body.js';
export { MockClock } from './clock.js';
export type { MockFixtures, MockUser } from './demo-data.js';
export type { MockFault, MockFaultRule, MockFaultRuleState } from './faults/fault-types.js';
export type { MockSeedFile, SeedKind, SeedRecord, SeedRole } from './record/format.js';
export { mockSeedFormat } from './record/format.js';
export { checkMockSeed, MockSeedError, parseMockSeed } from './record/parse.js';
export type { RecordingProxy, RecordingProxyOptions } from './record/proxy-types.js';
export type { ApiKeyRecord } from './resources/api-keys.js';
export type { ChannelRecord } from './resources/channels.js';
export { CommentEditHistory, type CommentEditRecord } from './resources/comment-history.js';
export type { CommentRecord } from './resources/comments.js';
export type { ComponentExtras } from './resources/component-extras.js';
export type { DatasetRecord } from './resources/datasets/datasets.js';
export type { DatastoreRecord } from './resources/datastores.js';
export type { JobRecord, JobStatus } from './resources/jobs/jobs.js';
export type { NotificationRecord } from './resources/notifications/notifications.js';
export type { PipelineRecord } from './resources/pipelines/pipelines.js';
export type { ProfileRecord } from './resources/profiles/profiles.js';
export type { SubjectKind, SubscriptionRecord } from './resources/subscriptions/subscriptions.js';
export type { TagRecord } from './resources/tags.js';
export type { ResourceRecord } from './resources/workspace-files.js';
export type { WorkspaceRecord } from './resources/workspaces/workspaces.js';
export type { MockSeeder } from './seeder.js';
export type { MockServer, MockServerOptions } from './server-types.js';
export type { MockService, MockServiceOptions, MockStore } from './service.js';
export { createMockService, mockClockHeader } from './service.js';
export type { MockSnapshot } from './snapshot.js';

import type { RecordingProxy, RecordingProxyOptions } from './record/proxy-types.js';
import type { MockServer, MockServerOptions } from './server-types.js';

/** Starts the mock as an HTTP server; this browser build cannot (it needs node:http) and rejects. */
export function startMockServer(_options?: MockServerOptions): Promise<MockServer> {
  return Promise.reject(
    new Error(
      'startMockServer() needs Node.js (node:http); in a browser use createMockService() with its fetch, ' +
        'or with msw: setupWorker(...mswHandlers(mock)) from wdp-sdk/mock/msw.',
    ),
  );
}

/** Starts a recording proxy; this browser build cannot (it needs node:http) and rejects. */
export function startRecordingProxy(_options: RecordingProxyOptions): Promise<RecordingProxy> {
  return Promise.reject(
    new Error('startRecordingProxy() needs Node.js (node:http); record with it, or with wdp mock --record URL.'),
  );
}
