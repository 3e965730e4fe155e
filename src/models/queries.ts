// The query parameters the service takes, by operation, and the kind of value of each: data, not checks. The SDK
// builds its checks before sending from it (`listSpec` and `querySpec` in src/core/arguments/query.ts), and the
// mock's checked mode judges each request's query by it (src/mock/check/query-contracts.ts), so that the two can
// never disagree.
import type { QueryKind } from '../core/arguments/query.js';
import { dataPluginTypes } from './data-plugin.js';

export type { QueryKind } from '../core/arguments/query.js';

/** The query parameters of an operation, by name, beyond the paging every list takes (`pageParams`). */
export type QueryParams = Readonly<Record<string, QueryKind>>;

/** What every list takes: the zero-based `page`, its `size` and `sort` keys (`property,asc|desc`). */
export const pageParams = ['page', 'size', 'sort'] as const;

/**
 * `channels.list()`: the channel's type and scope, by example (the service's `probe`: its enums' exact names, as
 * Spring binds them), and a dataset.
 */
export const channelListQuery = {
  type: ['SOURCE', 'LIST'],
  scope: ['WORKSPACE', 'PROFILE'],
  containsDataset: 'id',
} as const satisfies QueryParams;

/** `workspaces.listNews()`: news raised before or since an instant, matching a search. */
export const workspaceNewsQuery = { before: 'instant', since: 'instant', q: 'search' } as const satisfies QueryParams;

/** `notifications.list()` and `listForWorkspace()` (spec: `all` a Boolean, `before` and `since` instants). */
export const notificationListQuery = {
  all: 'flag',
  before: 'instant',
  since: 'instant',
} as const satisfies QueryParams;

/** `notifications.refresh()`. */
export const notificationRefreshQuery = { since: 'instant', markAsResolved: 'flag' } as const satisfies QueryParams;

/** The `subscriptions.to...()` methods: whether every member of the workspace is subscribed (`type` is a body's). */
export const subscribeQuery = { allMembers: 'flag' } as const satisfies QueryParams;

/** `search.datasets()`: the search string (`revenue in:sales tag:kpi`). */
export const datasetSearchQuery = { q: 'search' } as const satisfies QueryParams;

/** `comments.replies()`: the comment replied to. */
export const commentRepliesQuery = { parentId: 'id' } as const satisfies QueryParams;

/** `invitations.forEmail()`: the invited address. */
export const invitationEmailQuery = { email: 'text' } as const satisfies QueryParams;

/** `jobs.logs()`: the first log line wanted. */
export const jobLogsQuery = { sequence: 'count' } as const satisfies QueryParams;

/**
 * `dataPlugins.list()` and `listAvailable()`: the service's query-by-example probe, a data plugin's scalar fields as
 * the plugin entity names them (its kind is `type`, sent in the wire's upper case), each matched exactly.
 */
export const dataPluginProbeQuery = {
  type: dataPluginTypes,
  name: 'text',
  namespace: 'text',
  variant: 'text',
} as const satisfies QueryParams;

/**
 * `dataComponents.list()`: the service's query-by-example probe over a data component's fields, each matched
 * exactly: its name, and its data plugin (the entity, which the service reads from the plugin's id).
 */
export const dataComponentProbeQuery = { name: 'text', dataPlugin: 'id' } as const satisfies QueryParams;
