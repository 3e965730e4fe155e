// wdp-sdk/mock for browsers and bundlers. Node resolves ./node.ts instead, whose startMockServer serves
// the same handlers over node:http; the two export the same names with the same types. Neither loads msw:
// its request handlers are in wdp-sdk/mock/msw (./msw.ts), so the mock works where msw is not installed.
export { MockClock } from './clock.js';
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
export type { MockFixtures, MockUser } from './seed.js';
export type { MockSeeder } from './seeder.js';
export type { MockServer, MockServerOptions } from './server-types.js';
export type { MockService, MockServiceOptions } from './service.js';
export { createMockService } from './service.js';
export type { MockSnapshot } from './snapshot.js';
export type { MockStore } from './store.js';

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
