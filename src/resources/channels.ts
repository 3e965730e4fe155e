import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, pageQuery, type Upserted } from '../core/api-resource.js';
import type { HalResource } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { OptionsArg, RequestOptions } from '../core/request-options.js';
import { idOf, nestedUrl, type Subject, subjectUrl } from '../core/subject.js';
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

const channelPath = (id: string) => path`/api/channels/${id}`;
const inWorkspace = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/channels/${id}`;

/**
 * Channels: named groups of datasets in a workspace.
 * @example
 * const channel = await client.channels.create(workspaceId, { name: 'Sales', description: 'Q3 numbers' });
 * for await (const c of client.channels.list(workspaceId, { sort: 'name,asc' })) console.log(c.name);
 */
export class Channels extends ApiResource {
  /** Starts a channel: the service gives a fresh id and a `create channel` link (step one of `create`). */
  initialise(workspace: Subject, options?: RequestOptions): ApiPromise<ChannelDraft> {
    const url = path`/api/workspaces/${idOf(workspace, 'channels.initialise(workspace)')}/channels`;
    return this.write('channels.initialise', 'POST', url, {}, ChannelDraft, options);
  }

  /** Gets a channel by id, or refreshes a channel model from its `self` link. */
  get(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    return this.read('channels.get', subjectUrl(channel, 'self', channelPath), Channel, options);
  }

  /** Gets a channel through its workspace (each by id or model), which also checks that the caller is a member. */
  getInWorkspace(workspace: Subject, channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    const signature = 'channels.getInWorkspace(workspace, channel)';
    const url = inWorkspace(idOf(workspace, signature), idOf(channel, signature));
    return this.read('channels.getInWorkspace', url, Channel, options);
  }

  /** Lists the channels of a workspace (the service sorts by name, 10 a page, unless told otherwise). */
  list(workspace: Subject, query?: ChannelListOptions, options?: RequestOptions): PagePromise<Channel> {
    const filters = { type: query?.type, source: query?.source, containsDataset: query?.containsDataset };
    const url = path`/api/workspaces/${idOf(workspace, 'channels.list(workspace)')}/channels`;
    return this.paginate('channels.list', url, ChannelCollection, pageQuery(query, filters), options);
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
  put(...args: [HalResource, ChannelInput, OptionsArg?] | [string, Subject, ChannelInput, OptionsArg?]) {
    const [url, body, options] = nestedUrl<[ChannelInput, OptionsArg?]>(
      args,
      'create channel',
      inWorkspace,
      'channels.put(workspaceId, channel, body)',
    );
    const json = checkInput(ChannelInput, body, 'channels.put');
    return this.upsert('channels.put', url, json, Channel, options);
  }

  /** Creates a channel in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel> {
    checkInput(ChannelInput, body, 'channels.create');
    const workspaceId = idOf(workspace, 'channels.create(workspace, body)');
    const initialised = this.initialise(workspaceId, options);
    return this.chain(initialised, (draft) => this.dataOf(this.put(workspaceId, draft, body, options)));
  }

  /** Renames or re-describes a channel: by workspace and channel id, or a channel model (its `update channel` link). */
  update(channel: HalResource, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel>;
  update(workspaceId: string, channel: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel>;
  update(...args: [HalResource, ChannelInput, OptionsArg?] | [string, Subject, ChannelInput, OptionsArg?]) {
    const signature = 'channels.update(workspaceId, channel, body)';
    const [url, body, options] = nestedUrl<[ChannelInput, OptionsArg?]>(args, 'update channel', inWorkspace, signature);
    const json = checkInput(ChannelInput, body, 'channels.update');
    return this.write('channels.update', 'PUT', url, json, Channel, options);
  }

  /** Deletes a channel; the caller must administer its workspace. */
  delete(channel: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove('channels.delete', subjectUrl(channel, 'delete channel', channelPath), options);
  }

  /** Lists the datasets of a channel. */
  listDatasets(channel: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const url = subjectUrl(channel, 'datasets', (id) => path`/api/channels/${id}/datasets`);
    return this.paginate('channels.listDatasets', url, DatasetCollection, pageQuery(query), options);
  }

  /** Shares a channel with the whole workspace. */
  addWorkspaceScope(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    const url = subjectUrl(channel, 'add workspace-scope', (id) => path`/api/channels/${id}/scope/workspace`);
    return this.write('channels.addWorkspaceScope', 'PUT', url, undefined, Channel, options);
  }

  /** Takes a channel back to the creator's profile scope. */
  withdrawWorkspaceScope(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    const url = subjectUrl(channel, 'withdraw workspace-scope', (id) => path`/api/channels/${id}/scope/profile`);
    return this.write('channels.withdrawWorkspaceScope', 'PUT', url, undefined, Channel, options);
  }

  /** Adds a dataset to a list channel (each given by id or model). */
  addDataset(channel: Subject, dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove('channels.addDataset', this.#datasetUrl(channel, dataset, 'addDataset'), options, 'PUT');
  }

  /** Removes a dataset from a list channel (each given by id or model). */
  removeDataset(channel: Subject, dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove('channels.removeDataset', this.#datasetUrl(channel, dataset, 'removeDataset'), options);
  }

  #datasetUrl(channel: Subject, dataset: Subject, method: string): string {
    const signature = `channels.${method}(channel, dataset)`;
    return path`/api/channels/${idOf(channel, signature)}/datasets/${idOf(dataset, signature)}`;
  }
}
