import {
  ApiResource,
  type PageOptions,
  pageQuery,
  type Subject,
  subjectUrl,
  type Upserted,
} from '../core/api-resource.js';
import { link } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { checkInput } from '../core/validation/input.js';
import { Channel, ChannelCollection, ChannelDraft, ChannelInput } from '../models/channel.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';

/** Filters and paging of `channels.list()`. */
export interface ChannelListOptions extends PageOptions {
  /** `list` or `source`. */
  type?: 'list' | 'source' | (string & {}) | undefined;
  /** `profile` or `workspace`. */
  source?: 'profile' | 'workspace' | (string & {}) | undefined;
  /** A dataset id: each channel then says whether it contains that dataset. */
  containsDataset?: string | undefined;
}

/**
 * Channels: named groups of datasets in a workspace.
 * @example
 * const { data: channel } = await client.channels.create(workspaceId, { name: 'Sales', description: 'Q3 numbers' });
 * for await (const c of client.channels.list(workspaceId, { sort: 'name,asc' })) console.log(c.name);
 */
export class Channels extends ApiResource {
  /** Starts a channel: the service gives a fresh id and a `create channel` link (step one of `create`). */
  initialise(workspaceId: string, options?: RequestOptions): Promise<ChannelDraft> {
    return this.request(
      {
        operation: 'channels.initialise',
        method: 'POST',
        url: path`/api/workspaces/${workspaceId}/channels`,
        json: {},
        schema: ChannelDraft,
      },
      options,
    );
  }

  /** Gets a channel by id (or by workspace and id, which also checks membership). */
  get(channel: Subject, options?: RequestOptions): Promise<Channel>;
  get(workspaceId: string, channelId: string, options?: RequestOptions): Promise<Channel>;
  get(first: Subject, second?: string | RequestOptions, third?: RequestOptions): Promise<Channel> {
    if (typeof second === 'string') {
      return this.request(
        {
          operation: 'channels.get',
          method: 'GET',
          url: path`/api/workspaces/${first as string}/channels/${second}`,
          schema: Channel,
        },
        third,
      );
    }
    return this.request(
      {
        operation: 'channels.get',
        method: 'GET',
        url: subjectUrl(first, 'self', (id) => path`/api/channels/${id}`),
        schema: Channel,
      },
      second,
    );
  }

  /** Lists the channels of a workspace (the service sorts by name, 10 a page, unless told otherwise). */
  list(workspaceId: string, query?: ChannelListOptions, options?: RequestOptions): PagePromise<Channel> {
    const filters = { type: query?.type, source: query?.source, containsDataset: query?.containsDataset };
    return this.paginate(
      'channels.list',
      path`/api/workspaces/${workspaceId}/channels`,
      ChannelCollection,
      pageQuery(query, filters),
      options,
    );
  }

  /** Creates or updates the channel with this id; `created` tells which happened. */
  put(workspaceId: string, channel: Subject, body: ChannelInput, options?: RequestOptions): Promise<Upserted<Channel>> {
    const json = checkInput(ChannelInput, body, 'channels.put');
    const url = subjectUrl(channel, 'create channel', (id) => path`/api/workspaces/${workspaceId}/channels/${id}`);
    return this.upsert({ operation: 'channels.put', method: 'PUT', url, json, schema: Channel }, options);
  }

  /** Creates a channel in two steps: `initialise`, then `put` to the new id. */
  create(workspaceId: string, body: ChannelInput, options?: RequestOptions): Promise<Upserted<Channel>> {
    checkInput(ChannelInput, body, 'channels.create');
    return this.initialise(workspaceId, options).then((draft) =>
      this.put(workspaceId, link(draft, 'create channel') ? draft : draft.id, body, options),
    );
  }

  /** Renames or re-describes an existing channel (by id, or by the channel's `update channel` link). */
  update(workspaceId: string, channel: Subject, body: ChannelInput, options?: RequestOptions): Promise<Channel> {
    const json = checkInput(ChannelInput, body, 'channels.update');
    const url = subjectUrl(channel, 'update channel', (id) => path`/api/workspaces/${workspaceId}/channels/${id}`);
    return this.request({ operation: 'channels.update', method: 'PUT', url, json, schema: Channel }, options);
  }

  /** Deletes a channel; the caller must administer its workspace. */
  delete(channel: Subject, options?: RequestOptions): Promise<void> {
    return this.request(
      {
        operation: 'channels.delete',
        method: 'DELETE',
        url: subjectUrl(channel, 'delete channel', (id) => path`/api/channels/${id}`),
      },
      options,
    );
  }

  /** Lists the datasets of a channel. */
  datasets(channel: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const url = subjectUrl(channel, 'datasets', (id) => path`/api/channels/${id}/datasets`);
    return this.paginate('channels.datasets', url, DatasetCollection, pageQuery(query), options);
  }

  /** Shares a channel with the whole workspace. */
  addWorkspaceScope(channel: Subject, options?: RequestOptions): Promise<Channel> {
    const url = subjectUrl(channel, 'add workspace-scope', (id) => path`/api/channels/${id}/scope/workspace`);
    return this.request({ operation: 'channels.addWorkspaceScope', method: 'PUT', url, schema: Channel }, options);
  }

  /** Takes a channel back to the creator's profile scope. */
  withdrawWorkspaceScope(channel: Subject, options?: RequestOptions): Promise<Channel> {
    const url = subjectUrl(channel, 'withdraw workspace-scope', (id) => path`/api/channels/${id}/scope/profile`);
    return this.request({ operation: 'channels.withdrawWorkspaceScope', method: 'PUT', url, schema: Channel }, options);
  }

  /** Adds a dataset to a list channel. */
  addDataset(channelId: string, datasetId: string, options?: RequestOptions): Promise<void> {
    return this.request(
      { operation: 'channels.addDataset', method: 'PUT', url: path`/api/channels/${channelId}/datasets/${datasetId}` },
      options,
    );
  }

  /** Removes a dataset from a list channel. */
  removeDataset(channelId: string, datasetId: string, options?: RequestOptions): Promise<void> {
    return this.request(
      {
        operation: 'channels.removeDataset',
        method: 'DELETE',
        url: path`/api/channels/${channelId}/datasets/${datasetId}`,
      },
      options,
    );
  }
}
