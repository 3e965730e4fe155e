// What the service accepts in each request body, by the mock's route: the SDK's own input models (src/models), so
// that the mock's checked mode and the SDK's checks before sending can never disagree. A route not listed takes no
// JSON body the SDK models (a draft's empty POST, an upload, msearch's NDJSON, a form), and is not checked.
import type * as z from 'zod/mini';
import { AccountInput } from '../../models/account.js';
import { AlertInput } from '../../models/alert.js';
import { ApiKeyInput } from '../../models/api-key.js';
import { ChannelInput, ChannelPatch } from '../../models/channel.js';
import { CommentInput } from '../../models/comment-input.js';
import { DataComponentInput } from '../../models/data-component.js';
import { DataPluginInput } from '../../models/data-plugin-input.js';
import { DatasetPatch, DatasetPublish } from '../../models/dataset-input.js';
import { DatastoreInput } from '../../models/datastore.js';
import { InvitationInput } from '../../models/invitation.js';
import { MessageInput } from '../../models/message.js';
import { PipelineDraftInput, PipelineInput } from '../../models/pipeline-input.js';
import { DefaultWorkspacePatch, ProfileInput } from '../../models/profile.js';
import { QuestionInput } from '../../models/question.js';
import { OAuth1AccessTokenInput, OAuth1RequestTokenInput, SourceTokenInput } from '../../models/source-token.js';
import { SubscriptionInput } from '../../models/subscription.js';
import { WorkspaceInput } from '../../models/workspace.js';
import { WorkspaceFileInput } from '../../models/workspace-file.js';

/** The model of a request body: a zod object schema of the SDK's. */
export type BodyModel = z.ZodMiniType;

/** The body model of each route that takes one, keyed as the router registers it: `METHOD /path/:param`. */
export const bodyContracts: Readonly<Record<string, BodyModel>> = {
  'PUT /api/accounts/:account': AccountInput,
  'PUT /api/accounts/:account/workspaces/:ws': WorkspaceInput,
  'PUT /api/datasets/:ds/alerts/:id': AlertInput,
  'PUT /api/apikeys/:id': ApiKeyInput,
  'PUT /api/workspaces/:ws/channels/:id': ChannelInput,
  'PUT /api/channels/:id': ChannelInput,
  'PATCH /api/channels/:id': ChannelPatch,
  'PUT /api/datasets/:ds/comments/:id': CommentInput,
  'PUT /api/workspaces/:ws/datacomponents/:id': DataComponentInput,
  'PUT /api/datacomponents/:id': DataComponentInput,
  'PUT /api/workspaces/:ws/dataplugins/:id': DataPluginInput,
  'POST /api/workspaces/:ws/datasets': DatasetPublish,
  'POST /api/datasets': DatasetPublish,
  'PUT /api/datasets/:id': DatasetPublish,
  'PATCH /api/datasets/:id': DatasetPatch,
  'POST /api/workspaces/:ws/questions': QuestionInput,
  'PUT /api/datasets/:ds/messages/:id': MessageInput,
  'PUT /api/workspaces/:ws/datastores/:id': DatastoreInput,
  'PUT /api/datastores/:id': DatastoreInput,
  'POST /api/workspaces/:ws/invitations': InvitationInput,
  'PUT /api/workspaces/:ws/pipelines/:id': PipelineInput,
  'POST /api/workspaces/:ws/pipelines/validation': PipelineInput,
  'PUT /api/workspaces/:ws/pipelines/:id/draft': PipelineDraftInput,
  'PUT /api/profiles/:profile': ProfileInput,
  'PATCH /api/profiles/:profile': DefaultWorkspacePatch,
  'PUT /api/subscriptions/:id': SubscriptionInput,
  'POST /api/tokens/:idp/token': SourceTokenInput,
  'POST /api/tokens/:idp/token/pipelines/:pipeline/:component': SourceTokenInput,
  'POST /api/tokens/:idp/oauth/request_token': OAuth1RequestTokenInput,
  'POST /api/tokens/:idp/oauth/access_token': OAuth1AccessTokenInput,
  'PUT /api/workspaces/:ws': WorkspaceInput,
  'PUT /api/workspaces/:ws/resources/:path*': WorkspaceFileInput,
};
