import { capTables } from './http/capped-table.js';
import { mockLimits } from './http/limits.js';
import type { Router } from './http/router.js';
import * as accounts from './resources/accounts.js';
import * as administrators from './resources/administrators.js';
import * as alerts from './resources/alerts.js';
import * as apiKeys from './resources/api-keys.js';
import * as channels from './resources/channels.js';
import * as comments from './resources/comments.js';
import * as dataComponents from './resources/data-components.js';
import * as dataPlugins from './resources/data-plugins/data-plugins.js';
import * as pluginDiscovery from './resources/data-plugins/discovery.js';
import * as pluginHub from './resources/data-plugins/hub.js';
import * as workspacePlugins from './resources/data-plugins/workspace-plugins.js';
import * as datasets from './resources/datasets/datasets.js';
import * as messages from './resources/datasets/messages.js';
import * as datasetRoutes from './resources/datasets/routes.js';
import * as datastores from './resources/datastores.js';
import * as deployments from './resources/deployments.js';
import * as invitations from './resources/invitations.js';
import * as jobs from './resources/jobs/jobs.js';
import * as jobRoutes from './resources/jobs/routes.js';
import * as members from './resources/members.js';
import * as notifications from './resources/notifications/notifications.js';
import * as notificationRoutes from './resources/notifications/routes.js';
import * as oauth from './resources/oauth.js';
import * as pipelineEnvironment from './resources/pipelines/environment.js';
import * as pipelines from './resources/pipelines/pipelines.js';
import * as pipelineRoutes from './resources/pipelines/routes.js';
import * as profiles from './resources/profiles/profiles.js';
import * as profileRoutes from './resources/profiles/routes.js';
import * as root from './resources/root.js';
import * as msearch from './resources/search/msearch.js';
import * as search from './resources/search/search.js';
import * as sourceTokens from './resources/source-tokens.js';
import * as subscriptionRoutes from './resources/subscriptions/routes.js';
import * as subscriptions from './resources/subscriptions/subscriptions.js';
import * as tags from './resources/tags.js';
import * as files from './resources/workspace-files.js';
import * as workspaceFeeds from './resources/workspaces/feeds.js';
import * as workspaceRoutes from './resources/workspaces/routes.js';
import * as workspaces from './resources/workspaces/workspaces.js';
import type { MockTables } from './store.js';

// The resource modules of the mock: each declares its routes (and its tables) itself. A new resource is a module under
// resources/ (its records with their constructor and tables, its views and its routes), listed here, and seeded in
// demo-data.ts when the demo should hold some (src/mock/README.md, "Adding a resource"). A resource whose records
// other modules need below HTTP is a folder: `<name>.ts` holds its records (no HTTP), `view.ts` its views and
// `routes.ts` its routes. Only service.ts imports this file: the resource modules declare their own tables into
// store.ts `MockTables`, so none of them depends on it.

/** A module that serves routes. */
export interface RouteModule {
  routes(router: Router): void;
}

/**
 * Every module with routes. Their order does not choose a route (the router ranks routes by their paths,
 * http/router.ts); it is only the order in which a 405 lists the methods a path allows.
 */
export const routeModules: readonly RouteModule[] = [
  root,
  channels,
  apiKeys,
  oauth,
  profileRoutes,
  administrators,
  tags,
  comments,
  messages,
  datasetRoutes,
  search,
  msearch,
  jobRoutes,
  deployments,
  files,
  datastores,
  subscriptionRoutes,
  members,
  notificationRoutes,
  workspaceRoutes,
  workspaceFeeds,
  invitations,
  pipelineRoutes,
  pipelineEnvironment,
  alerts,
  dataPlugins,
  pluginHub,
  pluginDiscovery,
  dataComponents,
  accounts,
  sourceTokens,
];

/** Every route of the service, on the given router. */
export function registerRoutes(router: Router, modules: readonly RouteModule[] = routeModules): Router {
  for (const module of modules) module.routes(router);
  return router;
}

/** Tables whose records a client does not create directly (side effects of other writes): no cap. */
const uncapped = new Set(['tokens', 'notifications', 'sourceRefreshTokens', 'sourceCodes', 'oauth1Requests']);

/**
 * The tables of a new store, empty: each resource module's own (every table it declares into `MockTables`), each
 * capped at `mockLimits.recordsPerScope` records per workspace (or dataset, or profile) but the `uncapped` ones.
 */
export function createTables() {
  const tables = {
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
    ...workspacePlugins.tables(),
    ...accounts.tables(),
    ...sourceTokens.tables(),
  } satisfies MockTables;
  return capTables(tables, mockLimits.recordsPerScope, uncapped);
}
