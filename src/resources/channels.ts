import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import type { HalResource } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type OptionsArg, type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, nestedUrl, type Subject, subjectUrl } from '../core/subject.js';
import { Channel, ChannelCollection, ChannelDraft, ChannelInput } from '../models/channel.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';
import { bodyOf, idFilter, listSpec, oneOf, pageSpec, queryOf } from './inputs.js';

/** Filters and paging of `channels.list()`. */
export interface ChannelListOptions extends PageOptions {
  /** Channels of this type only: `list` or `source`. */
  type?: 'list' | 'source' | undefined;
  /** Channels of this source only: `profile` or `workspace`. */
  source?: 'profile' | 'workspace' | undefined;
  /** A dataset (id or model): each channel then says whether it contains that dataset. */
  containsDataset?: Subject | undefined;
}

// What the service accepts (spec: channel list query parameters); anything else is refused before sending.
const listOptions = listSpec<ChannelListOptions>({
  type: oneOf('list', 'source'),
  source: oneOf('profile', 'workspace'),
  containsDataset: idFilter,
});

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
    const sig = 'channels.initialise(workspace)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/channels`;
    return this.write(sig, 'POST', url, {}, ChannelDraft, options);
  }

  /** Gets a channel by id, or refreshes a channel model from its `self` link. */
  get(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    const sig = 'channels.get(channel)';
    const url = subjectUrl(channel, 'self', channelPath, sig);
    return this.read(sig, url, Channel, options);
  }

  /** Gets a channel through its workspace (each by id or model), which also checks that the caller is a member. */
  getInWorkspace(workspace: Subject, channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    const sig = 'channels.getInWorkspace(workspace, channel)';
    const url = inWorkspace(idOf(workspace, sig), idOf(channel, sig, 2));
    return this.read(sig, url, Channel, options);
  }

  /** Lists the channels of a workspace (the service sorts by name, 10 a page, unless told otherwise). */
  list(workspace: Subject, query?: ChannelListOptions, options?: RequestOptions): PagePromise<Channel> {
    const sig = 'channels.list(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/channels`;
    const q = queryOf(listOptions, query, sig);
    return this.paginate(sig, url, ChannelCollection, q, options);
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
    const sig = 'channels.put(workspaceId, channel, body)';
    const [url, body, options] = nestedUrl<[ChannelInput, OptionsArg?]>(args, 'create channel', inWorkspace, sig);
    return this.upsert(sig, url, bodyOf(ChannelInput, body, sig), Channel, options);
  }

  /** Creates a channel in two steps, `initialise` then `put` to the new id, and returns it. */
  create(workspace: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel> {
    const sig = 'channels.create(workspace, body)';
    const workspaceId = idOf(workspace, sig);
    bodyOf(ChannelInput, body, sig);
    requestOptions(options, sig);
    const initialised = this.initialise(workspaceId, options);
    return this.chain(initialised, (draft) => this.dataOf(this.put(workspaceId, draft, body, options)));
  }

  /** Renames or re-describes a channel: by workspace and channel id, or a channel model (its `update channel` link). */
  update(channel: HalResource, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel>;
  update(workspaceId: string, channel: Subject, body: ChannelInput, options?: RequestOptions): ApiPromise<Channel>;
  update(...args: [HalResource, ChannelInput, OptionsArg?] | [string, Subject, ChannelInput, OptionsArg?]) {
    const sig = 'channels.update(workspaceId, channel, body)';
    const [url, body, options] = nestedUrl<[ChannelInput, OptionsArg?]>(args, 'update channel', inWorkspace, sig);
    const json = bodyOf(ChannelInput, body, sig);
    return this.write(sig, 'PUT', url, json, Channel, options);
  }

  /** Deletes a channel; the caller must administer its workspace. */
  delete(channel: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'channels.delete(channel)';
    const url = subjectUrl(channel, 'delete channel', channelPath, sig);
    return this.remove(sig, url, options);
  }

  /** Lists the datasets of a channel. */
  listDatasets(channel: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    const sig = 'channels.listDatasets(channel, query)';
    const url = subjectUrl(channel, 'datasets', (id) => path`/api/channels/${id}/datasets`, sig);
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, DatasetCollection, q, options);
  }

  /** Shares a channel with the whole workspace. */
  addWorkspaceScope(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    const sig = 'channels.addWorkspaceScope(channel)';
    const url = subjectUrl(channel, 'add workspace-scope', (id) => path`/api/channels/${id}/scope/workspace`, sig);
    return this.write(sig, 'PUT', url, undefined, Channel, options);
  }

  /** Takes a channel back to the creator's profile scope. */
  withdrawWorkspaceScope(channel: Subject, options?: RequestOptions): ApiPromise<Channel> {
    const sig = 'channels.withdrawWorkspaceScope(channel)';
    const url = subjectUrl(channel, 'withdraw workspace-scope', (id) => path`/api/channels/${id}/scope/profile`, sig);
    const checked = requestOptions(options, sig);
    return this.write('channels.withdrawWorkspaceScope', 'PUT', url, undefined, Channel, checked);
  }

  /** Adds a dataset to a list channel (each given by id or model). */
  addDataset(channel: Subject, dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'channels.addDataset(channel, dataset)';
    return this.remove(sig, datasetUrl(channel, dataset, sig), options, 'PUT');
  }

  /** Removes a dataset from a list channel (each given by id or model). */
  removeDataset(channel: Subject, dataset: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'channels.removeDataset(channel, dataset)';
    return this.remove(sig, datasetUrl(channel, dataset, sig), options);
  }
}

function datasetUrl(channel: Subject, dataset: Subject, sig: string): string {
  return path`/api/channels/${idOf(channel, sig)}/datasets/${idOf(dataset, sig, 2)}`;
}
