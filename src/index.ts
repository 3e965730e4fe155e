/**
 * The client of the Workspace Data-Platform Service: `Client` and its namespaces, the models, errors, auth,
 * pages, stream readers, search builders, uploads and webhooks.
 * @example
 * import { Client } from 'wdp-sdk';
 *
 * const client = new Client({ baseUrl: 'https://app.example.com', auth: process.env.WDP_TOKEN });
 * for await (const workspace of client.workspaces.list()) console.log(workspace.name);
 * @module wdp-sdk
 */

// The public API of wdp-sdk, grouped by what a user does with it. Internals (the transport and its pipeline, the
// path builder, the validator, schema helpers such as `openEnum`, collection envelopes) are not exported: the
// client reaches them, users never need to.

// The client: the one object users create; its namespaces hang off it. `ClientCore` is the client without
// namespaces, for an app that builds only the namespaces it uses (`new Channels(core)`) and bundles no others.
export { Client } from './client.js';
export { ClientCore } from './core/client-core.js';
export type { ClientCoreOptions, FollowInit } from './core/client-core.js';
export type { ClientOptions } from './core/client-options.js';

// What calls return and take: awaited, iterated, or opened as a raw response; options on every call.
export { ApiPromise } from './core/api-promise.js';
export type { WithResponse } from './core/api-promise.js';
export type { Upserted } from './core/api-resource.js';
export type { PageOptions, Query } from './core/arguments/query.js';
export { Page } from './core/page.js';
export { PagePromise } from './core/pagination.js';
export type { PagesOptions, ToArrayOptions } from './core/pagination.js';
export type { HeadersOption, RequestOptions } from './core/arguments/request-options.js';
export type { Hooks, RetryEvent } from './core/http/hooks.js';
export type { Subject } from './core/subjects.js';
export type { HttpMethod } from './core/arguments/http-method.js';
export type { RetryOptions } from './core/arguments/retry.js';
export type { CrossOrigin } from './core/http/call.js';
export type { Logger, LogLevel } from './core/logger.js';
export type { ValidationMode } from './core/arguments/validation-mode.js';
export type { ValidationIssue } from './core/validation/validator.js';

// Authentication: a token, a token function, or the OAuth client-credentials helper.
export type { Auth, AuthProvider, TokenContext } from './core/http/auth.js';
export { clientCredentials } from './core/client-credentials.js';
export type { ClientCredentialsOptions } from './core/client-credentials.js';

// Errors: users catch them by class (or `isWdpError` across realms) and read their fields.
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
  ResponseTooLargeError,
  ServerError,
  TimeoutError,
  ValidationError,
  WdpError,
} from './core/errors.js';
export type { ApiErrorInit, CreateDraft, CreateDraftLink } from './core/errors.js';
export type { ErrorBody } from './core/error-body.js';

// HAL links: every model carries `_links`; `client.follow()` and these helpers read them.
export { link, links } from './core/hal.js';
export type { HalResource, Link, LinkParams, Links, RelationOf } from './core/hal.js';
export type { KnownLinks } from './core/validation/links.js';

// Models: zod schemas with types of the same name, to type and validate the service's bodies (and fixtures).
export { toDate } from './core/dates.js';
export { PageMeta } from './core/validation/schema.js';
export type { OpenEnum } from './core/validation/schema.js';
export type { CollectionBody } from './core/validation/collection.js';
export { isKnown } from './core/validation/is-known.js';
export { Account, AccountInput } from './models/account.js';
export { Administrator } from './models/administrator.js';
export { Alert, AlertInput } from './models/alert.js';
export { ApiKey, ApiKeyDraft, ApiKeyInput } from './models/api-key.js';
export { Channel, ChannelDraft, ChannelInput, ChannelPatch } from './models/channel.js';
export { ChannelScope, ChannelType } from './models/channel-summary.js';
export type { KnownChannelScope, KnownChannelType } from './models/channel-summary.js';
export { Comment } from './models/comment.js';
export { CommentEdit, CommentHistory } from './models/comment-history.js';
export { CommentDraft, CommentInput } from './models/comment-input.js';
export { Member } from './models/common.js';
export { WorkspaceSummary } from './models/workspace-summary.js';
export { Timestamp } from './models/common.js';
export { DataComponent, DataComponentInput } from './models/data-component.js';
export {
  ContainerSpec,
  DataPlugin,
  DataPluginCapability,
  DataPluginCommand,
  DataPluginEntity,
  DataPluginSetting,
  DataPluginType,
  DataPluginVariant,
  SettingKind,
  SettingOption,
} from './models/data-plugin.js';
export type { KnownDataPluginCapability, KnownDataPluginType, KnownSettingKind } from './models/data-plugin.js';
export { DataPluginInput } from './models/data-plugin-input.js';
export { HubIndex, HubIndexEntry, HubPlugin, HubSetting, HubTypeIndex, HubVariantRef } from './models/plugin-hub.js';
export { Dataset } from './models/dataset.js';
export { DatasetRow } from './models/dataset-row.js';
export { Message, MessageInput } from './models/message.js';
export { DatasetPatch, DatasetPublish } from './models/dataset-input.js';
export { ChannelSummary } from './models/channel-summary.js';
export { Datastore, DatastoreInput } from './models/datastore.js';
export { isFinished, Job, JobStatus, JobType } from './models/job.js';
export type { KnownJobStatus, KnownJobType } from './models/job.js';
export { JobLogLevel, JobLogLine } from './models/job-log-line.js';
export type { KnownJobLogLevel } from './models/job-log-line.js';
export {
  MsearchEnvelope,
  MsearchHit,
  MsearchItemError,
  MsearchResponse,
  MsearchResult,
  MsearchSource,
} from './models/msearch.js';
export { Invitation, InvitationInput, InvitationStatus } from './models/invitation.js';
export type { KnownInvitationStatus } from './models/invitation.js';
export { Notification, NotificationType } from './models/notification.js';
export type { KnownNotificationType } from './models/notification.js';
export { ApiRoot } from './models/api-root.js';
export { QuestionInput } from './models/question.js';
export { Pipeline, PipelineStatus } from './models/pipeline.js';
export type { KnownPipelineStatus } from './models/pipeline.js';
export { PipelineMetric, PipelineMetrics } from './models/pipeline-metrics.js';
export { PipelineFieldError } from './models/pipeline-input.js';
export { PipelineDraftInput, PipelineInput } from './models/pipeline-input.js';
export type { JsonValue } from './models/pipeline.js';
export type { PipelineValidation } from './models/pipeline-input.js';
export { EnvironmentVariable, PipelineEnvironment } from './models/pipeline-environment.js';
export {
  ExtractorStream,
  ExtractorStreamField,
  ExtractorStreamInput,
  StreamSelected,
  streamSelection,
} from './models/stream-selection.js';
export type { KnownStreamSelected, StreamMetadata, StreamSelection } from './models/stream-selection.js';
export { DefaultWorkspacePatch, Profile, ProfileInput } from './models/profile.js';
export { SubscribeOptions, Subscription, SubscriptionInput, SubscriptionType } from './models/subscription.js';
export type { KnownSubscriptionType } from './models/subscription.js';
export {
  OAuth1AccessTokenInput,
  OAuth1Credentials,
  OAuth1RequestTokenInput,
  SourceToken,
  SourceTokenInput,
} from './models/source-token.js';
export { Tag } from './models/tag.js';
export { Workspace, WorkspaceInput, WorkspaceStatus } from './models/workspace.js';
export type { KnownWorkspaceStatus } from './models/workspace-summary.js';
export {
  WorkspaceFile,
  WorkspaceFileInput,
  WorkspaceResource,
  WorkspaceResourceInput,
} from './models/workspace-file.js';

// The namespace classes and their option types: reach them through a `Client`, or build one on a `ClientCore`.
export { Accounts } from './resources/accounts.js';
export { Administrators } from './resources/administrators.js';
export { Alerts } from './resources/alerts.js';
export { ApiKeys } from './resources/api-keys.js';
export { Channels } from './resources/channels.js';
export type { ChannelListOptions } from './resources/channels.js';
export { Comments } from './resources/comments.js';
export { DataComponents } from './resources/data-components.js';
export type { DataComponentListOptions } from './resources/data-components.js';
export { DataPlugins } from './resources/data-plugins/data-plugins.js';
export type { DataPluginListOptions, HubPluginType } from './resources/data-plugins/data-plugins.js';
export { Datasets } from './resources/datasets/datasets.js';
export type { DataAs, DataOptions, DatasetData } from './resources/datasets/datasets.js';
export { Datastores } from './resources/datastores.js';
export { Deployments } from './resources/deployments.js';
export type { WebhookPayload, WebhookSigning } from './resources/deployments.js';
export { Invitations } from './resources/invitations.js';
export { Jobs } from './resources/jobs/jobs.js';
export type { JobFollowOptions } from './resources/jobs/jobs.js';
export type { JobLogFormat, JobLogOptions } from './resources/jobs/logs.js';
export type { JobWaitOptions } from './resources/jobs/wait.js';
export { Members } from './resources/members.js';
export { Notifications } from './resources/notifications.js';
export type { Instant, NotificationListOptions, NotificationRefreshOptions } from './resources/notifications.js';
export { Pipelines } from './resources/pipelines.js';
export { Profiles } from './resources/profiles.js';
export { Files, Resources } from './resources/files.js';
export type { DownloadAs, Downloaded, DownloadOptions } from './resources/files.js';
export { Search } from './resources/search.js';
export { SourceTokens } from './resources/source-tokens.js';
export { Subscriptions } from './resources/subscriptions.js';
export { Tags } from './resources/tags.js';
export { Workspaces } from './resources/workspaces.js';
export type { WorkspaceNewsOptions } from './resources/workspaces.js';

// Search: builders of the `q` string and of msearch bodies, for users who compose their own queries.
export { searchQuery } from './search/query.js';
export type { SearchFilters, SearchQuery } from './search/query.js';
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

// Stream readers: what job logs are read with, also for raw downloads (`files.download(..., { as: 'stream' })`).
export { StreamLineTooLongError, StreamParseError, StreamTruncatedError } from './streaming/errors.js';
export type { IdleOptions } from './streaming/idle.js';
export type { JsonStreamOptions, OnMalformed } from './streaming/json-stream.js';
export { readLines } from './streaming/lines.js';
export type { Line, LineOptions, LineStreamOptions } from './streaming/lines.js';
export { readNdjson } from './streaming/ndjson.js';
export { readSse } from './streaming/sse.js';
export type { SseEvent } from './streaming/sse.js';

// Files and webhooks: building uploads, and signing or verifying deployment webhooks on the user's side.
export { toFile } from './uploads.js';
export type { ToFileOptions, Uploadable, UploadContent, UploadFile, UploadFiles } from './uploads.js';
export { signWebhook, verifyWebhook, webhookHeaders } from './webhooks.js';
export type {
  SignWebhookOptions,
  WebhookAlgorithm,
  WebhookBody,
  WebhookHeaders,
  WebhookSignatureHeaders,
} from './webhooks.js';
