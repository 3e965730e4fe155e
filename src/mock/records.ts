// The mock's internal records: plain data, turned into the service's HAL bodies by views/.

export interface ProfileRecord {
  id: string;
  name: string;
  handle: string;
  email: string;
  phone?: string | undefined;
  defaultWorkspaceId?: string | undefined;
  created: string;
  lastModified: string;
}

export interface WorkspaceRecord {
  id: string;
  name: string;
  alias: string;
  ownerId: string;
  adminIds: Set<string>;
  memberIds: Set<string>;
  repositoryUrl: string;
  /** The secret that signs the deployment webhook (X-Hub-Signature). */
  webhookSecret: string;
  domains: string[];
  /** A `data:` URI. */
  imageUrl?: string | undefined;
  /** Initialised (POST /api/workspaces) but never PUT: shown nowhere but its own create link. */
  draft: boolean;
  created: string;
  lastModified: string;
}

export interface ChannelRecord {
  id: string;
  workspaceId: string;
  /** Absent while the channel is only initialised. */
  name?: string | undefined;
  description?: string | undefined;
  creatorId: string;
  scope: 'PROFILE' | 'WORKSPACE';
  type: 'SOURCE' | 'LIST';
  picture?: string | undefined;
  /** Datasets added to a list channel. */
  datasetIds: Set<string>;
  draft: boolean;
  created: string;
  lastModified: string;
}

export interface DatasetRecord {
  id: string;
  workspaceId: string;
  channelId: string;
  alias: string;
  title: string;
  description: string;
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

export interface CommentEditRecord {
  lastModified: string;
  message: string;
  editVersion: string;
}

export interface CommentRecord {
  id: string;
  datasetId: string;
  parentId?: string | undefined;
  authorId: string;
  message?: string | undefined;
  likedBy: Set<string>;
  /** Earlier versions, oldest first; empty until the comment is edited. */
  history: CommentEditRecord[];
  draft: boolean;
  created: string;
  lastModified: string;
}

export interface DatastoreRecord {
  id: string;
  workspaceId: string;
  name?: string | undefined;
  dataPlugin?: string | undefined;
  properties: Record<string, string>;
  managed: boolean;
  draft: boolean;
  created: string;
  lastModified: string;
}

export type SubjectKind = 'workspace' | 'channel' | 'dataset' | 'pipeline';

export interface SubscriptionRecord {
  id: string;
  /** The subscribing profile; for an all-members subscription, the workspace owner who made it. */
  subscriberId: string;
  /** Set when the workspace itself subscribes for all its members. */
  allMembers: boolean;
  subject: { kind: SubjectKind; id: string };
  type: 'ALL' | 'ALERTS' | 'NONE';
  created: string;
  lastModified: string;
}

export interface ResourceRecord {
  workspaceId: string;
  path: string;
  contentType: string;
  /** The file as text, or its exact bytes when an upload was not UTF-8 text. */
  content: string | Uint8Array<ArrayBuffer>;
  created: string;
  lastModified: string;
}

export interface PipelineRecord {
  id: string;
  workspaceId: string;
  name: string;
  label: string;
  /** The status shown when no PIPELINE_CONFIG job is left to follow (views derive it from the latest one). */
  status: 'READY' | 'PROVISIONING' | 'FAILED';
  /** A 6-field Quartz cron, when scheduled. */
  schedule?: string | undefined;
  script?: string | undefined;
  /** Never provisioned: initialised (blank, `name` '') or saved only as a draft; the first PUT provisions it. */
  draft: boolean;
  timeout: number;
  maxRetries: number;
  properties: Record<string, string>;
  dataComponents: string[];
  /** Jobs of this pipeline end in ERROR. */
  failing: boolean;
  created: string;
  lastModified: string;
}

export type JobStatus = 'QUEUED' | 'RUNNING' | 'COMPLETE' | 'ERROR' | 'STOPPED';

export interface JobRecord {
  id: string;
  workspaceId: string;
  pipelineId?: string | undefined;
  type: string;
  profileId: string;
  /** Clock instants (ms) of the transitions. */
  createdAt: number;
  startsAt: number;
  endsAt: number;
  /** Set when stopped before it ended. */
  stoppedAt?: number | undefined;
  outcome: 'COMPLETE' | 'ERROR';
  commitId: string;
  /** The status last seen by `syncJobs`, to raise JOB_STARTED / JOB_ENDED once. */
  seenStatus: JobStatus;
  created: string;
}

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

export interface ApiKeyRecord {
  id: string;
  profileId: string;
  name?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /** Access tokens issued for this key at /oauth/token; deleting the key revokes them. */
  tokens: Set<string>;
  draft: boolean;
  created: string;
  lastModified: string;
}

export interface TagRecord {
  id: string;
  workspaceId: string;
  name: string;
}

export interface InvitationRecord {
  id: string;
  workspaceId: string;
  email: string;
  creatorId: string;
  status: 'PENDING' | 'ACCEPTED' | 'REVOKED';
  created: string;
  lastModified: string;
}

export interface AlertRecord {
  id: string;
  datasetId: string;
  creatorId: string;
  /** Absent while the alert is only initialised. */
  detail?: string | undefined;
  draft: boolean;
  created: string;
  lastModified: string;
}

export interface MessageRecord {
  id: string;
  datasetId: string;
  senderId: string;
  /** Absent while the message is only initialised. */
  recipientId?: string | undefined;
  message?: string | undefined;
  draft: boolean;
  created: string;
  lastModified: string;
}

export interface DataComponentRecord {
  id: string;
  workspaceId: string;
  /** Such as `extractors/tap-x`; absent while only initialised. */
  name?: string | undefined;
  /** The plugin's fullyQualifiedName, such as `extractors/tap-x--variant`. */
  dataPlugin?: string | undefined;
  properties: Record<string, string>;
  draft: boolean;
  created: string;
  lastModified: string;
}
