import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import { isOptionsObject, kindOf } from '../core/validation/options.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';
import { type Notification, NotificationCollection } from '../models/notification.js';
import { Workspace, WorkspaceCollection, WorkspaceInput } from '../models/workspace.js';
import { type SearchQuery, searchQuery } from '../search/query.js';
import { bodyOf, type Filter, instant, listSpec, pageSpec, queryOf } from './inputs.js';
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

const newsOptions = listSpec<WorkspaceNewsOptions>({ before: instant, since: instant, q: search });

const workspacePath = (id: string) => path`/api/workspaces/${id}`;

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
    const sig = 'workspaces.list(query)';
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, '/api/workspaces', WorkspaceCollection, q, options);
  }

  /** Gets a workspace by id (or by a workspace object's own self link). */
  get(workspace: Subject, options?: RequestOptions): ApiPromise<Workspace> {
    const sig = 'workspaces.get(workspace)';
    return this.read(sig, subjectUrl(workspace, 'self', workspacePath, sig), Workspace, options);
  }

  /** Starts a workspace: the service gives a draft with a fresh id and only a `create workspace` link. */
  initialise(options?: RequestOptions): ApiPromise<Workspace> {
    return this.write('workspaces.initialise()', 'POST', '/api/workspaces', undefined, Workspace, options);
  }

  /**
   * Creates (201) or updates (200) the workspace with this id; `created` tells which happened. Give its id, or a
   * draft or workspace (its `create workspace` or `update delete workspace` link is used).
   */
  put(workspace: Subject, body: WorkspaceInput, options?: RequestOptions): ApiPromise<Upserted<Workspace>> {
    const sig = 'workspaces.put(workspace, body)';
    const url = subjectUrl(workspace, ['create workspace', 'update delete workspace'], workspacePath, sig);
    return this.upsert(sig, url, bodyOf(WorkspaceInput, body, sig), Workspace, options);
  }

  /** Creates a workspace in two steps, `initialise` then `put` to the new id, and returns it. */
  create(body: WorkspaceInput, options?: RequestOptions): ApiPromise<Workspace> {
    const sig = 'workspaces.create(body)';
    bodyOf(WorkspaceInput, body, sig);
    requestOptions(options, sig);
    return this.chain(this.initialise(options), (draft) => this.dataOf(this.put(draft, body, options)));
  }

  /** Changes a workspace (administrators): by id, or a workspace model (its `update delete workspace` link). */
  update(workspace: Subject, body: WorkspaceInput, options?: RequestOptions): ApiPromise<Workspace> {
    const sig = 'workspaces.update(workspace, body)';
    const url = subjectUrl(workspace, 'update delete workspace', workspacePath, sig);
    return this.write(sig, 'PUT', url, bodyOf(WorkspaceInput, body, sig), Workspace, options);
  }

  /** Deletes a workspace and everything in it (its owner only). */
  delete(workspace: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'workspaces.delete(workspace)';
    return this.remove(sig, subjectUrl(workspace, 'update delete workspace', workspacePath, sig), options);
  }

  /** Makes a workspace the one the caller's profile opens first (its `make-default` link, else the path). */
  makeDefault(workspace: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'workspaces.makeDefault(workspace)';
    const url = subjectUrl(workspace, 'make-default', (id) => path`/api/workspaces/${id}/default`, sig);
    return this.remove(sig, url, options, 'PUT');
  }

  /** Lists the datasets published in a workspace, newest first. */
  feed(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const sig = 'workspaces.feed(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/feed`;
    return this.paginate(sig, url, DatasetCollection, queryOf(pageSpec, query, sig), options);
  }

  /** Lists the news of a workspace: the caller's notifications there, filtered by `before`, `since` and `q`. */
  listNews(workspace: Subject, query?: WorkspaceNewsOptions, options?: RequestOptions): PagePromise<Notification> {
    const sig = 'workspaces.listNews(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/news`;
    return this.paginate(sig, url, NotificationCollection, queryOf(newsOptions, query, sig), options);
  }
}
