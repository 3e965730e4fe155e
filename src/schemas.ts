/**
 * The models' schemas with their zod types, to compose them with zod (`zod/mini` or `zod`): the same objects as
 * the root entry's, which declares them by what they do (`parse`, `safeParse`, Standard Schema) so that a project
 * importing `wdp-sdk` compiles none of zod's types.
 * @example
 * import { Job } from 'wdp-sdk/schemas';
 * import * as z from 'zod/mini';
 *
 * const QueuedJob = z.extend(Job, { queue: z.string() });
 * @module wdp-sdk/schemas
 */
export { PageMeta } from './core/validation/schema.js';
export { Account, AccountInput } from './models/account.js';
export { Administrator } from './models/administrator.js';
export { Alert, AlertInput } from './models/alert.js';
export { ApiKey, ApiKeyDraft, ApiKeyInput } from './models/api-key.js';
export { ApiRoot } from './models/api-root.js';
export { Channel, ChannelDraft, ChannelInput, ChannelPatch } from './models/channel.js';
export { ChannelScope, ChannelSummary, ChannelType } from './models/channel-summary.js';
export { Comment } from './models/comment.js';
export { CommentEdit, CommentHistory } from './models/comment-history.js';
export { CommentDraft, CommentInput } from './models/comment-input.js';
export { Member, Timestamp } from './models/common.js';
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
export { DataPluginInput } from './models/data-plugin-input.js';
export { Dataset } from './models/dataset.js';
export { DatasetPatch, DatasetPublish } from './models/dataset-input.js';
export { DatasetRow } from './models/dataset-row.js';
export { Datastore, DatastoreInput } from './models/datastore.js';
export { Invitation, InvitationInput, InvitationStatus } from './models/invitation.js';
export { Job, JobStatus, JobType } from './models/job.js';
export { JobLogLevel, JobLogLine } from './models/job-log-line.js';
export { Message, MessageInput } from './models/message.js';
export {
  MsearchEnvelope,
  MsearchHit,
  MsearchItemError,
  MsearchResponse,
  MsearchResult,
  MsearchSource,
} from './models/msearch.js';
export { Notification, NotificationType } from './models/notification.js';
export { Pipeline, PipelineStatus } from './models/pipeline.js';
export { EnvironmentVariable, PipelineEnvironment } from './models/pipeline-environment.js';
export { PipelineDraftInput, PipelineFieldError, PipelineInput } from './models/pipeline-input.js';
export { PipelineMetric, PipelineMetrics } from './models/pipeline-metrics.js';
export { HubIndex, HubIndexEntry, HubPlugin, HubSetting, HubTypeIndex, HubVariantRef } from './models/plugin-hub.js';
export { DefaultWorkspacePatch, Profile, ProfileInput } from './models/profile.js';
export { QuestionInput } from './models/question.js';
export {
  OAuth1AccessTokenInput,
  OAuth1Credentials,
  OAuth1RequestTokenInput,
  SourceToken,
  SourceTokenInput,
} from './models/source-token.js';
export {
  ExtractorStream,
  ExtractorStreamField,
  ExtractorStreamInput,
  StreamSelected,
} from './models/stream-selection.js';
export { SubscribeOptions, Subscription, SubscriptionInput, SubscriptionType } from './models/subscription.js';
export { Tag } from './models/tag.js';
export { Workspace, WorkspaceInput } from './models/workspace.js';
export {
  WorkspaceFile,
  WorkspaceFileInput,
  WorkspaceResource,
  WorkspaceResourceInput,
} from './models/workspace-file.js';
export { WorkspaceStatus, WorkspaceSummary } from './models/workspace-summary.js';
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
