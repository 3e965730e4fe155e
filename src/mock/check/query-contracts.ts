// What the service accepts in each request's query, by the mock's route: the parameters of the SDK's own data
// (src/models/queries.ts), which the SDK's checks before sending are built from. A route not listed takes no
// parameter but the paging every list takes (`pageParams`); the checked mode records any other as ignored.
import {
  channelListQuery,
  commentRepliesQuery,
  dataComponentProbeQuery,
  dataPluginProbeQuery,
  datasetSearchQuery,
  invitationEmailQuery,
  jobLogsQuery,
  notificationListQuery,
  notificationRefreshQuery,
  type QueryParams,
  subscribeQuery,
  workspaceNewsQuery,
} from '../../models/queries.js';

/** The query parameters of each route that takes some, keyed as the router registers it: `METHOD /path/:param`. */
export const queryContracts: Readonly<Record<string, QueryParams>> = {
  'GET /api/workspaces/:ws/channels': channelListQuery,
  'GET /api/workspaces/:ws/news': workspaceNewsQuery,
  'GET /api/notifications': notificationListQuery,
  'GET /api/workspaces/:ws/notifications': notificationListQuery,
  'PUT /api/notifications': notificationRefreshQuery,
  'POST /api/workspaces/:ws/subscriptions': subscribeQuery,
  'POST /api/channels/:id/subscriptions': subscribeQuery,
  'POST /api/datasets/:id/subscriptions': subscribeQuery,
  'POST /api/pipelines/:id/subscriptions': subscribeQuery,
  'GET /api/workspaces/:ws/search': datasetSearchQuery,
  'GET /api/datasets/:id/comments': commentRepliesQuery,
  'GET /api/invitations': invitationEmailQuery,
  'GET /api/jobs/:id/logs': jobLogsQuery,
  'GET /api/dataplugins': dataPluginProbeQuery,
  'GET /api/workspaces/:ws/availabledataplugins': dataPluginProbeQuery,
  'GET /api/workspaces/:ws/datacomponents': dataComponentProbeQuery,
};
