import type { Router } from './http/router.js';
import * as administrators from './resources/administrators.js';
import * as alerts from './resources/alerts.js';
import * as apiKeys from './resources/api-keys.js';
import * as channels from './resources/channels.js';
import * as comments from './resources/comments.js';
import * as dataComponents from './resources/data-components.js';
import * as dataPlugins from './resources/data-plugins/data-plugins.js';
import * as datasets from './resources/datasets/datasets.js';
import * as messages from './resources/datasets/messages.js';
import * as datastores from './resources/datastores.js';
import * as deployments from './resources/deployments.js';
import * as invitations from './resources/invitations.js';
import * as jobs from './resources/jobs/jobs.js';
import * as members from './resources/members.js';
import * as notifications from './resources/notifications/notifications.js';
import * as oauth from './resources/oauth.js';
import * as pipelines from './resources/pipelines/pipelines.js';
import * as profiles from './resources/profiles.js';
import * as msearch from './resources/search/msearch.js';
import * as search from './resources/search/search.js';
import * as subscriptions from './resources/subscriptions.js';
import * as tags from './resources/tags.js';
import * as files from './resources/workspace-resources.js';
import * as workspaceFeeds from './resources/workspaces/feeds.js';
import * as workspaces from './resources/workspaces/workspaces.js';

// The route table: every resource module of the mock, its routes and its tables. A new resource is a module under
// resources/ (its records with their constructor, its views and its routes), listed here, and seeded in
// demo-data.ts when the demo should hold some.

/** Every route of the service, in the order they are tried: `/members/subscriptions` before `/members/:profile`. */
export function registerRoutes(router: Router): Router {
  channels.routes(router);
  apiKeys.routes(router);
  oauth.routes(router);
  profiles.routes(router);
  administrators.routes(router);
  tags.routes(router);
  comments.routes(router);
  messages.routes(router);
  datasets.routes(router);
  search.routes(router);
  msearch.routes(router);
  jobs.routes(router);
  deployments.routes(router);
  files.routes(router);
  datastores.routes(router);
  subscriptions.routes(router);
  members.routes(router);
  notifications.routes(router);
  workspaces.routes(router);
  workspaceFeeds.routes(router);
  invitations.routes(router);
  pipelines.routes(router);
  alerts.routes(router);
  dataPlugins.routes(router);
  dataComponents.routes(router);
  return router;
}

/** The tables of a new store, empty: each resource module's own. */
export function createTables() {
  return {
    ...profiles.tables(),
    ...workspaces.tables(),
    ...channels.tables(),
    ...datasets.tables(),
    ...comments.tables(),
    ...datastores.tables(),
    ...subscriptions.tables(),
    ...files.tables(),
    ...pipelines.tables(),
    ...jobs.tables(),
    ...notifications.tables(),
    ...apiKeys.tables(),
    ...tags.tables(),
    ...oauth.tables(),
    ...invitations.tables(),
    ...alerts.tables(),
    ...messages.tables(),
    ...dataComponents.tables(),
  };
}

/** Every table of the store, by name (`store.jobs`, `store.channels`...). */
export type MockTables = ReturnType<typeof createTables>;
