import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  type Filter,
  InvalidArgumentError,
  instant,
  isOptionsObject,
  kindOf,
  listSpec,
  type Operations,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  type RequestOptions,
  type Step,
  type Subject,
  submit,
  twoStep,
  type Upserted,
  upsert,
} from '../core/namespace-kit.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';
import { type Notification, NotificationCollection } from '../models/notification.js';
import { workspaceNewsQuery } from '../models/queries.js';
import { Workspace, WorkspaceCollection, WorkspaceInput, workspaceSecrets } from '../models/workspace.js';
import { type SearchQuery, searchQuery } from '../search/query.js';
import type { Instant } from './notifications.js';

/** Filters and paging of `workspaces.listNews()`. */
export interface WorkspaceNewsOptions extends PageOptions {
  /** Only news raised before this instant. */
  before?: Instant | undefined;
  /** Only news raised since this instant. */
  since?: Instant | undefined;
  /** A search over the news, such as `tag:kpi`, or filters to build one from (`{ tags: ['kpi'] }`). */
  q?: SearchQuery | undefined;
}

/** `q`: a search string sent as given, or `{ text, channel or channels, tags }` built into one. */
const search: Filter = (value, name, where) => {
  if (typeof value !== 'string' && !isOptionsObject(value))
    throw new InvalidArgumentError(
      `${where}: \`${name}\` must be a search such as "tag:kpi" or { text, channel, tags }; got ${kindOf(value)}.`,
    );
  try {
    return searchQuery(value as SearchQuery);
  } catch (error) {
    throw new InvalidArgumentError(`${where}: \`${name}\`: ${(error as Error).message}`);
  }
};

// Each answer holding a workspace (or a page of them) makes its secrets the caller's, redacted from then on.
const initialise = {
  method: 'POST',
  path: '/api/workspaces',
  output: Workspace,
  secretsOf: workspaceSecrets,
} satisfies Step<Workspace>;

const put = {
  method: 'PUT',
  path: '/api/workspaces/{workspace}',
  link: ['create workspace', 'update delete workspace'],
  input: WorkspaceInput,
  output: Workspace,
  secretsOf: workspaceSecrets,
} satisfies Step<Workspace>;

/** The operations of `Workspaces`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('workspaces', {
  list: {
    path: '/api/workspaces',
    query: pageSpec,
    list: WorkspaceCollection,
    secretsOf: workspaceSecrets,
  },
  get: { path: '/api/workspaces/{workspace}', link: 'self', output: Workspace, secretsOf: workspaceSecrets },
  initialise,
  put,
  create: { start: initialise, finish: put },
  update: { ...put, link: 'update delete workspace' },
  delete: {
    method: 'DELETE',
    path: '/api/workspaces/{workspace}',
    link: 'update delete workspace',
  },
  makeDefault: {
    method: 'PUT',
    path: '/api/workspaces/{workspace}/default',
    link: 'make-default',
  },
  feed: {
    path: '/api/workspaces/{workspace}/feed',
    query: pageSpec,
    list: DatasetCollection,
  },
  listNews: {
    path: '/api/workspaces/{workspace}/news',
    query: listSpec<WorkspaceNewsOptions>(workspaceNewsQuery, { instant, search }),
    list: NotificationCollection,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const workspaceOperations: Operations = ops;

/**
 * Workspaces: the caller's teams. Creating one raises a `WORKSPACE_INIT` job and makes the caller its owner.
 * @example
 * const workspace = await client.workspaces.create({ name: 'Analytics', domains: ['example.com'] });
 * await client.workspaces.makeDefault(workspace);
 * for await (const dataset of client.workspaces.feed(workspace)) console.log(dataset.title);
 * const news = await client.workspaces.listNews(workspace, { since: '2024-01-01T00:00', q: 'tag:kpi' });
 */
export class Workspaces extends ApiResource {
  /** Lists the workspaces the caller belongs to. */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<Workspace> {
    return paginate(this, ops.list, query, options);
  }

  /** Gets a workspace by id (or by a workspace object's own self link). */
  get(workspace: Subject, options?: RequestOptions): ApiPromise<Workspace> {
    return call(this, ops.get, workspace, options);
  }

  /** Starts a workspace: the service gives a draft with a fresh id and only a `create workspace` link. */
  initialise(options?: RequestOptions): ApiPromise<Workspace> {
    return call(this, ops.initialise, options);
  }

  /**
   * Creates (201) or updates (200) the workspace with this id; `created` tells which happened. Give its id, or a
   * draft or workspace (its `create workspace` or `update delete workspace` link is used).
   */
  put(workspace: Subject, body: WorkspaceInput, options?: RequestOptions): ApiPromise<Upserted<Workspace>> {
    return upsert(this, ops.put, workspace, body, options);
  }

  /** Creates a workspace in two steps, `initialise` then `put` to the new id, and returns it. */
  create(body: WorkspaceInput, options?: RequestOptions): ApiPromise<Workspace> {
    return twoStep(this, ops.create, body, options);
  }

  /** Changes a workspace (administrators): by id, or a workspace model (its `update delete workspace` link). */
  update(workspace: Subject, body: WorkspaceInput, options?: RequestOptions): ApiPromise<Workspace> {
    return call(this, ops.update, workspace, body, options);
  }

  /** Deletes a workspace and everything in it (its owner only). */
  delete(workspace: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, workspace, options);
  }

  /** Makes a workspace the one the caller's profile opens first (its `make-default` link, else the path). */
  makeDefault(workspace: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.makeDefault, workspace, options);
  }

  /** Lists the datasets published in a workspace, newest first. */
  feed(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return paginate(this, ops.feed, workspace, query, options);
  }

  /** Lists the news of a workspace: the caller's notifications there, filtered by `before`, `since` and `q`. */
  listNews(workspace: Subject, query?: WorkspaceNewsOptions, options?: RequestOptions): PagePromise<Notification> {
    return paginate(this, ops.listNews, workspace, query, options);
  }
}
