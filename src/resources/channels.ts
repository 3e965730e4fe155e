import {
  type ApiPromise,
  ApiResource,
  type ByLinkOrIds,
  call,
  describe,
  type HalResource,
  idFilter,
  listSpec,
  type Operations,
  type OptionsArg,
  oneOf,
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
import { Channel, ChannelCollection, ChannelDraft, ChannelInput, ChannelPatch } from '../models/channel.js';
import type { KnownChannelScope, KnownChannelType } from '../models/channel-summary.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';
import { channelListQuery } from '../models/queries.js';

/** Filters and paging of `channels.list()`. */
export interface ChannelListOptions extends PageOptions {
  /**
   * Channels of this type only: `SOURCE` or `LIST`, sent as `type=`. The lower-case `'source'` and `'list'` are
   * deprecated aliases of these, sent upper-case too.
   */
  type?: KnownChannelType | 'source' | 'list' | undefined;
  /** Channels of this scope only: `WORKSPACE` (shared with every member) or `PROFILE` (the creator's own). */
  scope?: KnownChannelScope | undefined;
  /** A dataset (id or model): each channel then says whether it contains that dataset. */
  containsDataset?: Subject | undefined;
}

const initialise = {
  method: 'POST',
  path: '/api/workspaces/{workspace}/channels',
  body: {},
  output: ChannelDraft,
} satisfies Step<ChannelDraft>;

const put = {
  method: 'PUT',
  path: '/api/workspaces/{workspaceId}/channels/{channel}',
  nested: true,
  link: 'create channel',
  input: ChannelInput,
  output: Channel,
} satisfies Step<Channel>;

/** The operations of `Channels`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('channels', {
  initialise,
  get: { path: '/api/channels/{channel}', link: 'self', output: Channel },
  getInWorkspace: {
    path: '/api/workspaces/{workspace}/channels/{channel}',
    output: Channel,
  },
  list: {
    path: '/api/workspaces/{workspace}/channels',
    // What the service accepts (src/models/queries.ts); anything else is refused before sending. `oneOf` sends a
    // lower-case type upper-case.
    query: listSpec<ChannelListOptions>(channelListQuery, { words: oneOf, id: idFilter }),
    list: ChannelCollection,
  },
  listAll: { path: '/api/channels', list: ChannelCollection },
  listNews: {
    path: '/api/workspaces/{workspace}/news/channels',
    list: ChannelCollection,
  },
  put,
  create: { start: initialise, finish: put },
  update: { ...put, link: 'update channel' },
  putById: {
    method: 'PUT',
    path: '/api/channels/{channel}',
    input: ChannelInput,
    output: Channel,
  },
  edit: {
    method: 'PATCH',
    path: '/api/channels/{channel}',
    input: ChannelPatch,
    bodyName: 'patch',
    output: Channel,
  },
  delete: { method: 'DELETE', path: '/api/channels/{channel}', link: 'delete channel' },
  listDatasets: {
    path: '/api/channels/{channel}/datasets',
    link: 'datasets',
    query: pageSpec,
    list: DatasetCollection,
  },
  addWorkspaceScope: {
    method: 'PUT',
    path: '/api/channels/{channel}/scope/workspace',
    link: 'add workspace-scope',
    output: Channel,
  },
  withdrawWorkspaceScope: {
    method: 'PUT',
    path: '/api/channels/{channel}/scope/profile',
    link: 'withdraw workspace-scope',
    output: Channel,
  },
  addDataset: { method: 'PUT', path: '/api/channels/{channel}/datasets/{dataset}' },
  removeDataset: {
    method: 'DELETE',
    path: '/api/channels/{channel}/datasets/{dataset}',
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const channelOperations: Operations = ops;

/**
 * Channels: named groups of datasets in a workspace.
 * @example
 * const channel = await client.channels.create(workspaceId, { name: 'Sales', description: 'Q3 numbers' });
 * for await (const c of client.channels.list(workspaceId, { type: 'LIST', sort: 'name,asc' })) console.log(c.name);
 * @example
 * // In a browser app that bundles only this namespace:
 * const channels = new Channels(new ClientCore({ baseUrl: 'https://app.example.com', auth: token }));
 */
export class Channels extends ApiResource {
  /** Starts a channel: the service gives a fresh id and a `create channel` link (step one of `create`). */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<ChannelDraft> {
    return call(this, ops.initialise, workspace, options);
  }

  /** Gets a channel by id, or refreshes a channel model from its `self` link. */
  get(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    return call(this, ops.get, channel, options);
  }

  /**
   * Gets a channel through its workspace (each by id or model), which also checks that the caller is a member.
   * `GET /api/workspaces/{ws}/channels/{id}` is not in the service's OpenAPI document; documented by the interface
   * spec.
   */
  getInWorkspace(workspace: Subject, channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    return call(this, ops.getInWorkspace, workspace, channel, options);
  }

  /**
   * Lists the channels of a workspace (the service sorts by name, 10 a page, unless told otherwise), of one `type`
   * or `scope` when given.
   */
  list(workspace: Subject, query?: ChannelListOptions, options?: RequestOptions): PagePromise<Channel> {
    return paginate(this, ops.list, workspace, query, options);
  }

  /** Lists every channel the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Channel> {
    return paginate(this, ops.listAll, options);
  }

  /** Lists the channels of a workspace's news, busiest first (one page; the counterpart of `tags.listNews`). */
  listNews(workspace: Subject, options?: RequestOptions): PagePromise<Channel> {
    return paginate(this, ops.listNews, workspace, options);
  }

  /**
   * Creates or updates the channel with this id; `created` tells which happened. Give the workspace and
   * channel ids, or a draft from `initialise` (its `create channel` link is used).
   */
  put(draft: HalResource, body: ChannelInput, options?: RequestOptions): ApiPromise<Upserted<Channel>>;
  put(
    workspaceId: string,
    channel: Subject,
    body: ChannelInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<Channel>>;
  put(...args: ByLinkOrIds<[ChannelInput, OptionsArg?]>) {
    return upsert(this, ops.put, ...args);
  }

  /** Creates a channel in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel> {
    return twoStep(this, ops.create, workspace, body, options);
  }

  /** Renames or re-describes a channel: by workspace and channel id, or a channel model (its `update channel` link). */
  update(channel: HalResource, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel>;
  update(workspaceId: string, channel: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel>;
  update(...args: ByLinkOrIds<[ChannelInput, OptionsArg?]>) {
    return call(this, ops.update, ...args);
  }

  /**
   * Creates or replaces the channel with this id (or model), `PUT /api/channels/{id}`, without its workspace: an
   * existing channel stays in its own, a new one goes to the body's `workspaceId`, else the caller's default
   * workspace; `created` tells which (201 vs 200).
   */
  putById(channel: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Upserted<Channel>> {
    return upsert(this, ops.putById, channel, body, options);
  }

  /** Changes some fields of a channel (id or model), `PATCH /api/channels/{id}`; an empty patch is refused. */
  edit(channel: Subject, patch: ChannelPatch, options?: RequestOptions): ApiPromise<Channel> {
    return call(this, ops.edit, channel, patch, options);
  }

  /** Deletes a channel; the caller must administer its workspace. */
  delete(channel: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, channel, options);
  }

  /** Lists the datasets of a channel. */
  listDatasets(channel: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return paginate(this, ops.listDatasets, channel, query, options);
  }

  /** Shares a channel with the whole workspace. */
  addWorkspaceScope(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    return call(this, ops.addWorkspaceScope, channel, options);
  }

  /** Takes a channel back to the creator's profile scope. */
  withdrawWorkspaceScope(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    return call(this, ops.withdrawWorkspaceScope, channel, options);
  }

  /** Adds a dataset to a list channel (each given by id or model). */
  addDataset(channel: Subject, dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.addDataset, channel, dataset, options);
  }

  /** Removes a dataset from a list channel (each given by id or model). */
  removeDataset(channel: Subject, dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.removeDataset, channel, dataset, options);
  }
}
