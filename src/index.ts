// The public API of wdp-sdk. Internals (transport, path builder, validator) are deliberately not exported.

export type { FollowInit } from './client.js';
// client.ts, client-options.ts
export { Client } from './client.js';
export type { ClientOptions } from './client-options.js';
export type { WithResponse } from './core/api-promise.js';
export { ApiPromise } from './core/api-promise.js';
// core options
export type { PageOptions, Upserted } from './core/api-resource.js';
// core/auth.ts, core/client-credentials.ts
export type { Auth, AuthProvider, TokenContext } from './core/auth.js';
export type { ClientCredentialsOptions } from './core/client-credentials.js';
export { clientCredentials } from './core/client-credentials.js';
export { toDate } from './core/dates.js';
export { ErrorBody } from './core/error-body.js';
export type { ApiErrorInit } from './core/errors.js';
// core/errors.ts, core/error-body.ts
export {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InvalidArgumentError,
  isWdpError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RedirectError,
  ServerError,
  TimeoutError,
  ValidationError,
  WdpError,
} from './core/errors.js';
export type { HalResource, LinkParams } from './core/hal.js';
// core/hal.ts, core/pagination.ts, core/dates.ts
export { Link, Links, link, links } from './core/hal.js';
export type { HttpMethod } from './core/http/http.js';
export type { RetryOptions } from './core/http/retry-policy.js';
export type { CrossOrigin } from './core/http/transport.js';
export type { Query } from './core/http/url.js';
export type { Logger, LogLevel } from './core/logger.js';
export { Page } from './core/page.js';
export { PagePromise } from './core/pagination.js';
export type { HeadersOption, Hooks, RequestOptions, RetryEvent } from './core/request-options.js';
export type { Subject } from './core/subject.js';
export type { CollectionBody, CollectionSchema } from './core/validation/collection.js';
export { openEnum, PageMeta } from './core/validation/schema.js';
export type { ValidationIssue, ValidationMode } from './core/validation/validator.js';
// models/
export { Administrator, AdministratorCollection } from './models/administrator.js';
export { ApiKey, ApiKeyCollection, ApiKeyDraft, ApiKeyInput } from './models/api-key.js';
export { Channel, ChannelCollection, ChannelDraft, ChannelInput, ChannelScope, ChannelType } from './models/channel.js';
export {
  Comment,
  CommentCollection,
  CommentDraft,
  CommentEdit,
  CommentHistory,
  CommentInput,
} from './models/comment.js';
export { Member, Timestamp, WorkspaceSummary } from './models/common.js';
export { ChannelSummary, Dataset, DatasetCollection, DatasetPatch } from './models/dataset.js';
export { Datastore, DatastoreCollection, DatastoreInput } from './models/datastore.js';
export { isFinished, Job, JobCollection, JobLogLevel, JobLogLine, JobStatus, JobType } from './models/job.js';
export {
  MsearchEnvelope,
  MsearchHit,
  MsearchItemError,
  MsearchResponse,
  MsearchResult,
  MsearchSource,
} from './models/msearch.js';
export { Notification, NotificationCollection, NotificationType } from './models/notification.js';
export { Pipeline, PipelineStatus } from './models/pipeline.js';
export { DefaultWorkspacePatch, Profile, ProfileCollection, ProfileInput } from './models/profile.js';
export {
  SubscribeOptions,
  Subscription,
  SubscriptionCollection,
  SubscriptionInput,
  SubscriptionType,
} from './models/subscription.js';
export { Tag, TagCollection } from './models/tag.js';
export { WorkspaceResource, WorkspaceResourceCollection, WorkspaceResourceInput } from './models/workspace-resource.js';
// resources/ (the namespace classes, for typing; reach them through a Client)
export type { Administrators } from './resources/administrators.js';
export type { ApiKeys } from './resources/api-keys.js';
export type { ChannelListOptions, Channels } from './resources/channels.js';
export type { Comments } from './resources/comments.js';
export type { Datasets } from './resources/datasets.js';
export type { Datastores } from './resources/datastores.js';
export type { Deployments, WebhookPayload, WebhookSigning } from './resources/deployments.js';
export type { JobFollowOptions, Jobs } from './resources/jobs/jobs.js';
export type { JobLogFormat, JobLogOptions } from './resources/jobs/logs.js';
export type { JobWaitOptions } from './resources/jobs/wait.js';
export type {
  Instant,
  NotificationListOptions,
  NotificationRefreshOptions,
  Notifications,
} from './resources/notifications.js';
export type { Profiles } from './resources/profiles.js';
export type { DownloadAs, Downloaded, DownloadOptions, Resources } from './resources/resources.js';
export type { Search } from './resources/search.js';
export type { Subscriptions } from './resources/subscriptions.js';
export type { Tags } from './resources/tags.js';
// search/msearch.ts, search/msearch-schema.ts
export { msearchBody, msearchQuery } from './search/msearch.js';
export {
  MinimumShouldMatch,
  MsearchHeader,
  MsearchHighlight,
  MsearchMustClause,
  MsearchQuery,
  MsearchSourceFilter,
  MsearchText,
  MultiMatch,
  MultiMatchType,
} from './search/msearch-schema.js';
export type { SearchFilters, SearchQuery } from './search/query.js';
// search/query.ts
export { searchQuery } from './search/query.js';
// streaming/: job log formats and the stream readers they share (also useful on raw downloads)
export { StreamLineTooLongError, StreamParseError, StreamTruncatedError } from './streaming/errors.js';
export type { IdleOptions } from './streaming/idle.js';
export type { Line, LineOptions, LineStreamOptions } from './streaming/lines.js';
export { readLines } from './streaming/lines.js';
export type { JsonStreamOptions, OnMalformed } from './streaming/json-stream.js';
export { readNdjson } from './streaming/ndjson.js';
export { readSse } from './streaming/sse.js';
export type { SseEvent } from './streaming/sse.js';
export type { ToFileOptions, Uploadable, UploadContent, UploadFile, UploadFiles } from './uploads.js';
// uploads.ts, webhooks.ts
export { contentTypeFor, toFile } from './uploads.js';
export type {
  SignWebhookOptions,
  WebhookAlgorithm,
  WebhookBody,
  WebhookHeaders,
  WebhookSignatureHeaders,
} from './webhooks.js';
export { signWebhook, verifyWebhook, webhookHeaders } from './webhooks.js';
