import { addChannel } from '../factories.js';
import type { RequestContext } from '../http/context.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { ChannelRecord } from '../records.js';
import { channelDraftView, channelView } from '../views/channel.js';
import { datasetView } from '../views/dataset.js';

/** Channels: initialise, upsert (admins), view and list (members), delete (admins), scope and list membership. */
export function registerChannels(router: Router): void {
  router
    .on('POST', '/api/workspaces/:ws/channels', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      return hal(
        channelDraftView(c, addChannel(c.store, { workspaceId: workspace.id, creatorId: c.caller().id, draft: true })),
      );
    })
    .on('GET', '/api/workspaces/:ws/channels', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const type = c.query.get('type')?.toUpperCase();
      const source = c.query.get('source')?.toUpperCase();
      const containsDataset = c.query.get('containsDataset') ?? undefined;
      const channels = [...c.store.channels.values()]
        .filter((ch) => ch.workspaceId === workspace.id && !ch.draft)
        .filter(
          (ch) =>
            (type ? ch.type === type : true) &&
            (source ? ch.scope === (source === 'WORKSPACE' ? 'WORKSPACE' : 'PROFILE') : true),
        );
      return pagedResponse(
        c,
        'channels',
        channels.map((ch) => channelView(c, ch, containsDataset)),
        { size: 10, sort: 'name,asc' },
      );
    })
    .on('GET', '/api/workspaces/:ws/channels/:id', (c) => {
      c.memberOf(c.param('ws'));
      return hal(channelView(c, channelIn(c, c.param('ws'))));
    })
    .on('PUT', '/api/workspaces/:ws/channels/:id', async (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const body = await c.body();
      const name = c.requireString(body, 'name');
      const description = c.optionalString(body, 'description');
      const picture = c.optionalString(body, 'picture');
      const existing = c.store.channels.get(c.param('id'));
      if (existing && existing.workspaceId !== workspace.id)
        throw new MockHttpError(409, `Channel ${existing.id} belongs to another workspace`);
      const created = !existing || existing.draft;
      const channel =
        existing ?? addChannel(c.store, { id: c.param('id'), workspaceId: workspace.id, creatorId: c.caller().id });
      Object.assign(channel, {
        name,
        description: description ?? channel.description,
        picture: picture ?? channel.picture,
        draft: false,
        lastModified: c.store.timestamp(),
      });
      return hal(channelView(c, channel), created ? 201 : 200);
    })
    .on('GET', '/api/channels/:id', (c) => {
      const channel = c.find(c.store.channels, c.param('id'), 'Channel');
      c.memberOf(channel.workspaceId);
      return hal(channelView(c, channel));
    })
    .on('DELETE', '/api/channels/:id', (c) => {
      const channel = c.find(c.store.channels, c.param('id'), 'Channel');
      c.adminOf(channel.workspaceId);
      c.store.channels.delete(channel.id);
      return empty();
    })
    .on('GET', '/api/channels/:id/datasets', (c) => {
      const channel = c.find(c.store.channels, c.param('id'), 'Channel');
      c.memberOf(channel.workspaceId);
      const datasets = [...c.store.datasets.values()].filter(
        (d) => d.channelId === channel.id || channel.datasetIds.has(d.id),
      );
      return pagedResponse(
        c,
        'datasets',
        datasets.map((d) => datasetView(c, d)),
      );
    })
    .on('PUT', '/api/channels/:id/scope/workspace', (c) => rescope(c, 'WORKSPACE'))
    .on('PUT', '/api/channels/:id/scope/profile', (c) => rescope(c, 'PROFILE'))
    .on('PUT', '/api/channels/:id/datasets/:dataset', (c) => {
      const channel = listChannel(c);
      channel.datasetIds.add(c.find(c.store.datasets, c.param('dataset'), 'Dataset').id);
      return empty(201);
    })
    .on('DELETE', '/api/channels/:id/datasets/:dataset', (c) => {
      const channel = listChannel(c);
      if (!channel.datasetIds.delete(c.param('dataset')))
        throw new MockHttpError(404, `Dataset ${c.param('dataset')} is not in channel ${channel.id}`);
      return empty();
    });
}

function channelIn(c: RequestContext, workspaceId: string): ChannelRecord {
  const channel = c.find(c.store.channels, c.param('id'), 'Channel');
  if (channel.workspaceId !== workspaceId || channel.draft)
    throw new MockHttpError(404, `Channel ${channel.id} not found in workspace ${workspaceId}`);
  return channel;
}

function rescope(c: RequestContext, scope: ChannelRecord['scope']): Response {
  const channel = c.find(c.store.channels, c.param('id'), 'Channel');
  c.adminOf(channel.workspaceId);
  Object.assign(channel, { scope, lastModified: c.store.timestamp() });
  return hal(channelView(c, channel));
}

function listChannel(c: RequestContext): ChannelRecord {
  const channel = c.find(c.store.channels, c.param('id'), 'Channel');
  c.adminOf(channel.workspaceId);
  if (channel.type !== 'LIST')
    throw new MockHttpError(
      409,
      `Channel ${channel.id} is a ${channel.type} channel; datasets can be added to LIST channels only`,
    );
  return channel;
}
