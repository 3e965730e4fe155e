import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { ChannelRecord } from '../records.js';
import { memberView } from './common.js';

/** The partial channel of the initialise step: id, workspace, counts and the `create channel` link. */
export function channelDraftView(context: RequestContext, channel: ChannelRecord): Record<string, unknown> {
  return {
    id: channel.id,
    workspaceId: channel.workspaceId,
    created: channel.created,
    lastModified: channel.lastModified,
    datasetCount: 0,
    containsDataset: false,
    _links: {
      'create channel': context.link(href`/api/workspaces/${channel.workspaceId}/channels/${channel.id}`, 'PUT'),
    },
  };
}

/** A channel as the service sends it; `containsDataset` is relative to the given dataset id. */
export function channelView(
  context: RequestContext,
  channel: ChannelRecord,
  containsDataset?: string,
): Record<string, unknown> {
  const datasets = [...context.store.datasets.values()].filter(
    (d) => d.channelId === channel.id || channel.datasetIds.has(d.id),
  );
  const id = channel.id;
  return {
    id,
    name: channel.name,
    workspaceId: channel.workspaceId,
    creator: memberView(context, channel.creatorId),
    scope: channel.scope,
    type: channel.type,
    created: channel.created,
    lastModified: channel.lastModified,
    description: channel.description ?? '',
    ...(channel.picture ? { picture: channel.picture } : {}),
    datasetCount: datasets.length,
    containsDataset: containsDataset !== undefined && datasets.some((d) => d.id === containsDataset),
    _links: {
      self: context.link(href`/api/channels/${id}`),
      datasets: context.link(href`/api/channels/${id}/datasets`, 'GET'),
      'add subscription': context.link(href`/api/channels/${id}/subscriptions`, 'POST'),
      'update channel': context.link(href`/api/workspaces/${channel.workspaceId}/channels/${id}`, 'PUT'),
      'delete channel': context.link(href`/api/channels/${id}`, 'DELETE'),
      ...(channel.scope === 'PROFILE'
        ? { 'add workspace-scope': context.link(href`/api/channels/${id}/scope/workspace`, 'PUT') }
        : { 'withdraw workspace-scope': context.link(href`/api/channels/${id}/scope/profile`, 'PUT') }),
    },
  };
}
