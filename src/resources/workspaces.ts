import {
  type ApiPromise,
  ApiResource,
  type Filter,
  InvalidArgumentError,
  ids,
  instant,
  isOptionsObject,
  kindOf,
  linkOr,
  listSpec,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  type RequestOptions,
  type Subject,
  type Upserted,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';
import { type Notification, NotificationCollection } from '../models/notification.js';
import { workspaceNewsQuery } from '../models/queries.js';
import { Workspace, WorkspaceCollection, WorkspaceInput } from '../models/workspace.js';
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

const newsOptions = listSpec<WorkspaceNewsOptions>(workspaceNewsQuery, { instant, search });

const workspacePath = (id: string) => path`/api/workspaces/${id}`;
const feedOf = (id: string) => path`/api/workspaces/${id}/feed`;
const newsOf = (id: string) => path`/api/workspaces/${id}/news`;
const ownRels = ['create workspace', 'update delete workspace'];

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
    return this.paginateOld(
      operation('workspaces.list', 'query'),
      [pageSpec, WorkspaceCollection],
      '/api/workspaces',
      query,
      options,
    );
  }

  /** Gets a workspace by id (or by a workspace object's own self link). */
  get(workspace: Subject, options?: RequestOptions): ApiPromise<Workspace> {
    return this.read(
      operation('workspaces.get', 'workspace'),
      Workspace,
      linkOr(workspace, 'self', workspacePath),
      options,
    );
  }

  /** Starts a workspace: the service gives a draft with a fresh id and only a `create workspace` link. */
  initialise(options?: RequestOptions): ApiPromise<Workspace> {
    return this.write(operation('workspaces.initialise'), 'POST', Workspace, '/api/workspaces', undefined, options);
  }

  /**
   * Creates (201) or updates (200) the workspace with this id; `created` tells which happened. Give its id, or a
   * draft or workspace (its `create workspace` or `update delete workspace` link is used).
   */
  put(workspace: Subject, body: WorkspaceInput, options?: RequestOptions): ApiPromise<Upserted<Workspace>> {
    return this.upsertOld(
      operation('workspaces.put', 'workspace', 'body'),
      [WorkspaceInput, Workspace],
      linkOr(workspace, ownRels, workspacePath),
      body,
      options,
    );
  }

  /** Creates a workspace in two steps, `initialise` then `put` to the new id, and returns it. */
  create(body: WorkspaceInput, options?: RequestOptions): ApiPromise<Workspace> {
    return this.twoStepOld(
      operation('workspaces.create', 'body'),
      { url: '/api/workspaces', draft: Workspace },
      { rels: ownRels, path: workspacePath, schemas: [WorkspaceInput, Workspace], body },
      options,
    );
  }

  /** Changes a workspace (administrators): by id, or a workspace model (its `update delete workspace` link). */
  update(workspace: Subject, body: WorkspaceInput, options?: RequestOptions): ApiPromise<Workspace> {
    return this.write(
      operation('workspaces.update', 'workspace', 'body'),
      'PUT',
      [WorkspaceInput, Workspace],
      linkOr(workspace, 'update delete workspace', workspacePath),
      body,
      options,
    );
  }

  /** Deletes a workspace and everything in it (its owner only). */
  delete(workspace: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('workspaces.delete', 'workspace'),
      linkOr(workspace, 'update delete workspace', workspacePath),
      options,
    );
  }

  /** Makes a workspace the one the caller's profile opens first (its `make-default` link, else the path). */
  makeDefault(workspace: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.submitOld(
      operation('workspaces.makeDefault', 'workspace'),
      'PUT',
      linkOr(workspace, 'make-default', (id) => path`/api/workspaces/${id}/default`),
      undefined,
      options,
    );
  }

  /** Lists the datasets published in a workspace, newest first. */
  feed(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return this.paginateOld(
      operation('workspaces.feed', 'workspace', 'query'),
      [pageSpec, DatasetCollection],
      ids(feedOf, workspace),
      query,
      options,
    );
  }

  /** Lists the news of a workspace: the caller's notifications there, filtered by `before`, `since` and `q`. */
  listNews(workspace: Subject, query?: WorkspaceNewsOptions, options?: RequestOptions): PagePromise<Notification> {
    return this.paginateOld(
      operation('workspaces.listNews', 'workspace', 'query'),
      [newsOptions, NotificationCollection],
      ids(newsOf, workspace),
      query,
      options,
    );
  }
}
