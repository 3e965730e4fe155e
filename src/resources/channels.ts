import {
  type ApiPromise,
  ApiResource,
  type HalResource,
  idFilter,
  ids,
  linkOr,
  listSpec,
  nested,
  type OptionsArg,
  oneOf,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  type RequestOptions,
  type Subject,
  type Upserted,
  under,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { Channel, ChannelCollection, ChannelDraft, ChannelInput, ChannelPatch } from '../models/channel.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';
import { channelListQuery } from '../models/queries.js';

/** Filters and paging of `channels.list()`. */
export interface ChannelListOptions extends PageOptions {
  /** Channels of this type only: `list` or `source`. */
  type?: 'list' | 'source' | undefined;
  /**
   * Channels of this source only: `profile` or `workspace`. Not in the service's OpenAPI document; documented by
   * the interface spec.
   */
  source?: 'profile' | 'workspace' | undefined;
  /** A dataset (id or model): each channel then says whether it contains that dataset. */
  containsDataset?: Subject | undefined;
}

// What the service accepts (src/models/queries.ts); anything else is refused before sending.
const listOptions = listSpec<ChannelListOptions>(channelListQuery, { words: oneOf, id: idFilter });

/** A channel by workspace and channel id, or a model that carries the link. */
type ChannelArgs = [HalResource, ChannelInput, OptionsArg?] | [string, Subject, ChannelInput, OptionsArg?];

const channelPath = (id: string) => path`/api/channels/${id}`;
const newChannel = (workspaceId: string) => path`/api/workspaces/${workspaceId}/channels`;
const inWorkspace = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/channels/${id}`;
const datasetsOf = (id: string) => path`/api/channels/${id}/datasets`;
const datasetIn = (channelId: string, datasetId: string) => path`/api/channels/${channelId}/datasets/${datasetId}`;

/**
 * Channels: named groups of datasets in a workspace.
 * @example
 * const channel = await client.channels.create(workspaceId, { name: 'Sales', description: 'Q3 numbers' });
 * for await (const c of client.channels.list(workspaceId, { sort: 'name,asc' })) console.log(c.name);
 * @example
 * // In a browser app that bundles only this namespace:
 * const channels = new Channels(new ClientCore({ baseUrl: 'https://app.example.com', auth: token }));
 */
export class Channels extends ApiResource {
  /** Starts a channel: the service gives a fresh id and a `create channel` link (step one of `create`). */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<ChannelDraft> {
    return this.write(
      operation('channels.initialise', 'workspace'),
      'POST',
      ChannelDraft,
      ids(newChannel, workspace),
      {},
      options,
    );
  }

  /** Gets a channel by id, or refreshes a channel model from its `self` link. */
  get(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    return this.read(operation('channels.get', 'channel'), Channel, linkOr(channel, 'self', channelPath), options);
  }

  /**
   * Gets a channel through its workspace (each by id or model), which also checks that the caller is a member.
   * `GET /api/workspaces/{ws}/channels/{id}` is not in the service's OpenAPI document; documented by the interface
   * spec.
   */
  getInWorkspace(workspace: Subject, channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    return this.read(
      operation('channels.getInWorkspace', 'workspace', 'channel'),
      Channel,
      ids(inWorkspace, workspace, channel),
      options,
    );
  }

  /** Lists the channels of a workspace (the service sorts by name, 10 a page, unless told otherwise). */
  list(workspace: Subject, query?: ChannelListOptions, options?: RequestOptions): PagePromise<Channel> {
    return this.paginate(
      operation('channels.list', 'workspace', 'query'),
      [listOptions, ChannelCollection],
      ids(newChannel, workspace),
      query,
      options,
    );
  }

  /** Lists every channel the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Channel> {
    return this.paginate(operation('channels.listAll'), ChannelCollection, '/api/channels', undefined, options);
  }

  /** Lists the channels of a workspace's news, busiest first (one page; the counterpart of `tags.listNews`). */
  listNews(workspace: Subject, options?: RequestOptions): PagePromise<Channel> {
    return this.paginate(
      operation('channels.listNews', 'workspace'),
      ChannelCollection,
      ids((id) => path`/api/workspaces/${id}/news/channels`, workspace),
      undefined,
      options,
    );
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
  put(...args: ChannelArgs) {
    return this.upsert(
      operation('channels.put', 'workspaceId', 'channel', 'body'),
      [ChannelInput, Channel],
      ...nested(args, 'create channel', inWorkspace),
    );
  }

  /** Creates a channel in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel> {
    return this.twoStep(
      operation('channels.create', 'workspace', 'body'),
      { url: ids(newChannel, workspace), body: {}, draft: ChannelDraft },
      { rels: 'create channel', path: under(workspace, inWorkspace), schemas: [ChannelInput, Channel], body },
      options,
    );
  }

  /** Renames or re-describes a channel: by workspace and channel id, or a channel model (its `update channel` link). */
  update(channel: HalResource, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel>;
  update(workspaceId: string, channel: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel>;
  update(...args: ChannelArgs) {
    return this.write(
      operation('channels.update', 'workspaceId', 'channel', 'body'),
      'PUT',
      [ChannelInput, Channel],
      ...nested(args, 'update channel', inWorkspace),
    );
  }

  /**
   * Creates or replaces the channel with this id (or model), `PUT /api/channels/{id}`, without its workspace: an
   * existing channel stays in its own, a new one goes to the body's `workspaceId`, else the caller's default
   * workspace; `created` tells which (201 vs 200).
   */
  putById(channel: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Upserted<Channel>> {
    return this.upsert(
      operation('channels.putById', 'channel', 'body'),
      [ChannelInput, Channel],
      ids(channelPath, channel),
      body,
      options,
    );
  }

  /** Changes some fields of a channel (id or model), `PATCH /api/channels/{id}`; an empty patch is refused. */
  edit(channel: Subject, patch: ChannelPatch, options?: RequestOptions): ApiPromise<Channel> {
    return this.write(
      operation('channels.edit', 'channel', 'patch'),
      'PATCH',
      [ChannelPatch, Channel],
      ids(channelPath, channel),
      patch,
      options,
    );
  }

  /** Deletes a channel; the caller must administer its workspace. */
  delete(channel: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('channels.delete', 'channel'),
      linkOr(channel, 'delete channel', channelPath),
      options,
    );
  }

  /** Lists the datasets of a channel. */
  listDatasets(channel: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return this.paginate(
      operation('channels.listDatasets', 'channel', 'query'),
      [pageSpec, DatasetCollection],
      linkOr(channel, 'datasets', datasetsOf),
      query,
      options,
    );
  }

  /** Shares a channel with the whole workspace. */
  addWorkspaceScope(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    return this.write(
      operation('channels.addWorkspaceScope', 'channel'),
      'PUT',
      Channel,
      linkOr(channel, 'add workspace-scope', (id) => path`/api/channels/${id}/scope/workspace`),
      undefined,
      options,
    );
  }

  /** Takes a channel back to the creator's profile scope. */
  withdrawWorkspaceScope(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    return this.write(
      operation('channels.withdrawWorkspaceScope', 'channel'),
      'PUT',
      Channel,
      linkOr(channel, 'withdraw workspace-scope', (id) => path`/api/channels/${id}/scope/profile`),
      undefined,
      options,
    );
  }

  /** Adds a dataset to a list channel (each given by id or model). */
  addDataset(channel: Subject, dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.submit(
      operation('channels.addDataset', 'channel', 'dataset'),
      'PUT',
      ids(datasetIn, channel, dataset),
      undefined,
      options,
    );
  }

  /** Removes a dataset from a list channel (each given by id or model). */
  removeDataset(channel: Subject, dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('channels.removeDataset', 'channel', 'dataset'),
      ids(datasetIn, channel, dataset),
      options,
    );
  }
}
