import type {
  ApiKeyRecord,
  ChannelRecord,
  DataComponentRecord,
  DatasetRecord,
  DatastoreRecord,
  InvitationRecord,
  JobRecord,
  PipelineRecord,
  ProfileRecord,
  ResourceRecord,
  WorkspaceRecord,
} from './records.js';
import type { MockStore } from './store.js';

// Factories: each builds a record with the mock's ids and timestamps, stores it and returns it.

/** How long a job waits in the queue and how long it runs, in clock milliseconds. */
export const jobTiming = { queuedMs: 2_000, runningMs: 8_000, lineEveryMs: 500 };

export function addProfile(store: MockStore, init: Partial<ProfileRecord> & { name: string }): ProfileRecord {
  const handle = init.handle ?? `@${init.name.toLowerCase().split(' ')[0] ?? 'user'}`;
  const now = store.timestamp();
  const record: ProfileRecord = {
    id: `auth0|${store.random.hex(24)}`,
    handle,
    email: `${handle.slice(1)}@example.com`,
    created: now,
    lastModified: now,
    ...init,
  };
  store.profiles.set(record.id, record);
  return record;
}

export function addToken(
  store: MockStore,
  profileId: string,
  token = `mock_${store.random.hex(32)}`,
  expiresAt?: number,
): string {
  store.tokens.set(token, { profileId, expiresAt });
  return token;
}

export function addWorkspace(
  store: MockStore,
  init: Partial<WorkspaceRecord> & { name: string; ownerId: string },
): WorkspaceRecord {
  const now = store.timestamp();
  const record: WorkspaceRecord = {
    id: store.id(),
    alias: init.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    adminIds: new Set(),
    memberIds: new Set(),
    repositoryUrl: 'DISABLED',
    webhookSecret: `whsec_${store.random.hex(20)}`,
    domains: [],
    draft: false,
    created: now,
    lastModified: now,
    ...init,
  };
  store.workspaces.set(record.id, record);
  // A draft (initialised, never PUT) is set up only when it is created.
  if (!record.draft) addJob(store, { workspaceId: record.id, type: 'WORKSPACE_INIT', profileId: record.ownerId });
  return record;
}

export function addChannel(
  store: MockStore,
  init: Partial<ChannelRecord> & { workspaceId: string; creatorId: string },
): ChannelRecord {
  const now = store.timestamp();
  const record: ChannelRecord = {
    id: store.id(),
    scope: 'PROFILE',
    type: 'SOURCE',
    datasetIds: new Set(),
    draft: false,
    created: now,
    lastModified: now,
    ...init,
  };
  store.channels.set(record.id, record);
  return record;
}

export function addDataset(
  store: MockStore,
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

export function addDatastore(
  store: MockStore,
  init: Partial<DatastoreRecord> & { workspaceId: string },
): DatastoreRecord {
  const now = store.timestamp();
  const record: DatastoreRecord = {
    id: store.id(),
    properties: {},
    managed: false,
    draft: false,
    created: now,
    lastModified: now,
    ...init,
  };
  store.datastores.set(record.id, record);
  return record;
}

export function addPipeline(
  store: MockStore,
  init: Partial<PipelineRecord> & { workspaceId: string; name: string; profileId: string },
): PipelineRecord {
  const now = store.timestamp();
  const { profileId, ...fields } = init;
  const record: PipelineRecord = {
    id: store.id(),
    label: init.name,
    status: 'READY',
    timeout: 3600,
    maxRetries: 1,
    properties: {},
    dataComponents: [],
    failing: false,
    draft: false,
    created: now,
    lastModified: now,
    ...fields,
  };
  store.pipelines.set(record.id, record);
  // A draft (initialised, or saved as a draft) is not provisioned: it gets its PIPELINE_CONFIG job when PUT.
  if (!record.draft)
    addJob(store, { workspaceId: record.workspaceId, pipelineId: record.id, type: 'PIPELINE_CONFIG', profileId });
  return record;
}

export function addJob(
  store: MockStore,
  init: Partial<JobRecord> & { workspaceId: string; type: string; profileId: string },
): JobRecord {
  const createdAt = init.createdAt ?? store.clock.now();
  const pipeline = init.pipelineId ? store.pipelines.get(init.pipelineId) : undefined;
  const record: JobRecord = {
    id: store.id(),
    createdAt,
    startsAt: createdAt + jobTiming.queuedMs,
    endsAt: createdAt + jobTiming.queuedMs + jobTiming.runningMs,
    outcome: pipeline?.failing ? 'ERROR' : 'COMPLETE',
    commitId: store.random.hex(40),
    seenStatus: 'QUEUED',
    created: store.timestamp(),
    ...init,
  };
  store.jobs.set(record.id, record);
  return record;
}

export function addResource(
  store: MockStore,
  init: Partial<ResourceRecord> & Pick<ResourceRecord, 'workspaceId' | 'path' | 'content'>,
): ResourceRecord {
  const now = store.timestamp();
  const record: ResourceRecord = { contentType: 'text/plain', created: now, lastModified: now, ...init };
  store.resources.set(store.resourceKey(record.workspaceId, record.path), record);
  return record;
}

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Fresh API key credentials from the seeded generator: a 32-character clientId and a 64-character clientSecret. */
export function apiKeyCredentials(store: MockStore): { clientId: string; clientSecret: string } {
  const pick = (count: number, alphabet: string) =>
    Array.from({ length: count }, () => alphabet[store.random.int(0, alphabet.length - 1)]).join('');
  return { clientId: pick(32, keyAlphabet), clientSecret: pick(64, `${keyAlphabet}-_`) };
}

/** An API key of a profile: created with credentials, or with `draft: true` only initialised (no name, no secret). */
export function addApiKey(store: MockStore, init: Partial<ApiKeyRecord> & { profileId: string }): ApiKeyRecord {
  const now = store.timestamp();
  const credentials = init.draft ? {} : apiKeyCredentials(store);
  const record: ApiKeyRecord = {
    id: store.id(),
    tokens: new Set(),
    draft: false,
    created: now,
    lastModified: now,
    ...credentials,
    ...init,
  };
  store.apiKeys.set(record.id, record);
  return record;
}

/** A PENDING invitation of an email address to a workspace. */
export function addInvitation(
  store: MockStore,
  init: Partial<InvitationRecord> & Pick<InvitationRecord, 'workspaceId' | 'email' | 'creatorId'>,
): InvitationRecord {
  const now = store.timestamp();
  const record: InvitationRecord = { id: store.id(), status: 'PENDING', created: now, lastModified: now, ...init };
  store.invitations.set(record.id, record);
  return record;
}

/** A data component of a workspace; without `name` and `dataPlugin` it is a draft (only initialised). */
export function addDataComponent(
  store: MockStore,
  init: Partial<DataComponentRecord> & { workspaceId: string },
): DataComponentRecord {
  const now = store.timestamp();
  const record: DataComponentRecord = {
    id: store.id(),
    properties: {},
    draft: init.name === undefined,
    created: now,
    lastModified: now,
    ...init,
  };
  store.dataComponents.set(record.id, record);
  return record;
}
