import type { Channel, ChannelDraft } from '../../models/channel.js';
import { ChannelScope, type ChannelSummary, ChannelType } from '../../models/channel-summary.js';
import type { channelListQuery } from '../../models/queries.js';
import { bodyWorkspace } from '../http/body-workspace.js';
import type { RequestContext } from '../http/context.js';
import { createsDraft } from '../http/drafts.js';
import { href } from '../http/href.js';
import { stored } from '../http/lookup.js';
import { byExample, listResponse, type ProbeFields, pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { addChannel, addToChannel, type ChannelRecord, removeFromChannel } from './channel-record.js';
import { memberView } from './profiles/view.js';
import type { WorkspaceRecord } from './workspaces/workspaces.js';

export { addChannel, type ChannelRecord, tables } from './channel-record.js';

/** The partial channel of the initialise step: id, workspace, counts and the `create channel` link. */
export function channelDraftView(context: RequestContext, channel: ChannelRecord): ChannelDraft {
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

/**
 * What `channelView` sends: a `Channel`, but `Channel` requires a `name`, which a channel read by its id while only
 * initialised does not have yet; that one field is checked as optional.
 */
type ChannelBody = Omit<Channel, 'name'> & { name?: string | undefined };

/** A channel as the service sends it; `containsDataset` is relative to the given dataset id. */
export function channelView(context: RequestContext, channel: ChannelRecord, containsDataset?: string): ChannelBody {
  const datasets = [...context.store.datasets.values()].filter(
    (d) => d.channelId === channel.id || channel.datasetIds.has(d.id),
  );
  const id = channel.id;
  const links: NonNullable<ChannelBody['_links']> = {
    self: context.link(href`/api/channels/${id}`),
    datasets: context.link(href`/api/channels/${id}/datasets`, 'GET'),
    'add subscription': context.link(href`/api/channels/${id}/subscriptions`, 'POST'),
    'update channel': context.link(href`/api/workspaces/${channel.workspaceId}/channels/${id}`, 'PUT'),
    'delete channel': context.link(href`/api/channels/${id}`, 'DELETE'),
  };
  if (channel.scope === 'PROFILE')
    links['add workspace-scope'] = context.link(href`/api/channels/${id}/scope/workspace`, 'PUT');
  else links['withdraw workspace-scope'] = context.link(href`/api/channels/${id}/scope/profile`, 'PUT');
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
    picture: channel.picture || undefined,
    datasetCount: datasets.length,
    containsDataset: containsDataset !== undefined && datasets.some((d) => d.id === containsDataset),
    _links: links,
  };
}

/** A channel as datasets, subscriptions and notifications embed it: name, description, picture. */
export function channelSummary(context: RequestContext, channelId: string): ChannelSummary | undefined {
  const channel = context.store.channels.get(channelId);
  if (!channel) return undefined;
  return {
    name: channel.name ?? '',
    description: channel.description ?? '',
    picture: channel.picture || undefined,
  };
}

/**
 * Channels: initialise, upsert (in a workspace or by id) and edit (admins), view and list (members), delete (admins),
 * scope and list membership. Their datasets are listed by datasets/routes.ts.
 */
export function routes(router: Router): void {
  router
    .on('POST', '/api/workspaces/:ws/channels', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      return hal(
        channelDraftView(c, addChannel(c.store, { workspaceId: workspace.id, creatorId: c.caller().id, draft: true })),
      );
    })
    .on('GET', '/api/channels', (c) => {
      const mine = c.memberships();
      const channels = [...c.store.channels.values()].filter((ch) => mine.has(ch.workspaceId) && !ch.draft);
      const views = channels.map((ch) => channelView(c, ch, undefined));
      return listResponse(c, 'channels', views);
    })
    .on('GET', '/api/workspaces/:ws/news/channels', (c) => {
      // The workspace news: its channels, busiest first (one page, as the service gives it).
      const workspace = c.memberOf(c.param('ws'));
      const views = [...c.store.channels.values()]
        .filter((ch) => ch.workspaceId === workspace.id && !ch.draft)
        .map((ch) => channelView(c, ch, undefined))
        .sort((a, b) => (b.datasetCount ?? 0) - (a.datasetCount ?? 0) || (a.name ?? '').localeCompare(b.name ?? ''));
      return listResponse(c, 'channels', views);
    })
    .on('GET', '/api/workspaces/:ws/channels', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const containsDataset = c.query.get('containsDataset') ?? undefined;
      const channels = [...c.store.channels.values()].filter((ch) => ch.workspaceId === workspace.id && !ch.draft);
      const views = byExample(c, channels, probe, probeWords).map((ch) => channelView(c, ch, containsDataset));
      return pagedResponse(c, 'channels', views, { size: 10, sort: 'name,asc' });
    })
    .on('GET', '/api/workspaces/:ws/channels/:id', (c) => {
      c.memberOf(c.param('ws'));
      return hal(channelView(c, channelIn(c, c.param('ws'))));
    })
    .on('PUT', '/api/workspaces/:ws/channels/:id', async (c) => putChannel(c, c.adminOf(c.param('ws')), await c.body()))
    // By id alone: an existing channel stays in its workspace; a new one goes to the body's or the default workspace.
    .on('PUT', '/api/channels/:id', async (c) => {
      const body = await c.body();
      const existing = c.store.channels.get(c.param('id'));
      return putChannel(c, existing ? c.adminOf(existing.workspaceId) : bodyWorkspace(c, body), body);
    })
    .on('PATCH', '/api/channels/:id', async (c) => {
      const channel = stored(c.store.channels, c.param('id'), 'Channel');
      c.adminOf(channel.workspaceId);
      const body = await c.body();
      const changes = { name: c.optionalString(body, 'name'), ...optionalFields(c, body) };
      if (Object.values(changes).every((value) => value === undefined))
        throw new MockHttpError(400, 'The patch changes nothing; give one of name, description, picture, scope, type');
      if (changes.name !== undefined && changes.name.trim() === '')
        throw new MockHttpError(400, 'Validation failed: name must not be blank', [
          { field: 'name', defaultMessage: 'must not be blank' },
        ]);
      Object.assign(channel, {
        name: changes.name ?? channel.name,
        description: changes.description ?? channel.description,
        picture: changes.picture ?? channel.picture,
        scope: changes.scope ?? channel.scope,
        type: changes.type ?? channel.type,
        lastModified: c.store.timestamp(),
      });
      return hal(channelView(c, channel));
    })
    .on('GET', '/api/channels/:id', (c) => {
      const channel = stored(c.store.channels, c.param('id'), 'Channel');
      c.memberOf(channel.workspaceId);
      return hal(channelView(c, channel));
    })
    .on('DELETE', '/api/channels/:id', (c) => {
      const channel = stored(c.store.channels, c.param('id'), 'Channel');
      c.adminOf(channel.workspaceId);
      c.store.channels.delete(channel.id);
      return empty();
    })
    .on('PUT', '/api/channels/:id/scope/workspace', (c) => rescope(c, 'WORKSPACE'))
    .on('PUT', '/api/channels/:id/scope/profile', (c) => rescope(c, 'PROFILE'))
    .on('PUT', '/api/channels/:id/datasets/:dataset', (c) => {
      const channel = listChannel(c);
      addToChannel(channel, stored(c.store.datasets, c.param('dataset'), 'Dataset').id);
      return empty(201);
    })
    .on('DELETE', '/api/channels/:id/datasets/:dataset', (c) => {
      const channel = listChannel(c);
      if (!removeFromChannel(channel, c.param('dataset')))
        throw new MockHttpError(404, `Dataset ${c.param('dataset')} is not in channel ${channel.id}`);
      return empty();
    });
}

/** Creates (201) or replaces (200) the channel of the `id` parameter in the workspace. */
function putChannel(c: RequestContext, workspace: WorkspaceRecord, body: Record<string, unknown>): Response {
  const name = c.requireString(body, 'name');
  const { description, picture, scope, type } = optionalFields(c, body);
  const existing = c.store.channels.get(c.param('id'));
  if (existing && existing.workspaceId !== workspace.id)
    throw new MockHttpError(409, `Channel ${existing.id} belongs to another workspace`);
  const created = createsDraft(existing, existing?.creatorId, c.caller().id, `Channel ${c.param('id')}`);
  const channel =
    existing ?? addChannel(c.store, { id: c.param('id'), workspaceId: workspace.id, creatorId: c.caller().id });
  Object.assign(channel, {
    name,
    description: description ?? channel.description,
    picture: picture ?? channel.picture,
    scope: scope ?? channel.scope,
    type: type ?? channel.type,
    draft: false,
    lastModified: c.store.timestamp(),
  });
  return hal(channelView(c, channel), created ? 201 : 200);
}

/** A body's optional enum field: one of `values`, or undefined when absent (400 naming the field otherwise). */
function oneOf<T extends string>(
  c: RequestContext,
  body: Record<string, unknown>,
  field: string,
  values: readonly T[],
) {
  const value = c.optionalString(body, field);
  if (value === undefined || (values as readonly string[]).includes(value)) return value as T | undefined;
  const problem = `must be one of ${values.join(', ')}`;
  throw new MockHttpError(400, `Validation failed: ${field} ${problem}`, [{ field, defaultMessage: problem }]);
}

/**
 * What the service's query by example of a channel list matches (src/models/queries.ts), by the enums' exact names; a
 * `source` is no field of a channel, so it is ignored.
 */
const probe: ProbeFields<ChannelRecord, Omit<typeof channelListQuery, 'containsDataset'>> = {
  type: (ch) => ch.type,
  scope: (ch) => ch.scope,
};
const probeWords = { type: ChannelType.options, scope: ChannelScope.options };

function optionalFields(c: RequestContext, body: Record<string, unknown>) {
  return {
    description: c.optionalString(body, 'description'),
    picture: c.optionalString(body, 'picture'),
    scope: oneOf(c, body, 'scope', ChannelScope.options),
    type: oneOf(c, body, 'type', ChannelType.options),
  };
}

function channelIn(c: RequestContext, workspaceId: string): ChannelRecord {
  const channel = stored(c.store.channels, c.param('id'), 'Channel');
  if (channel.workspaceId !== workspaceId)
    throw new MockHttpError(404, `Channel ${channel.id} not found in workspace ${workspaceId}`);
  return channel;
}

function rescope(c: RequestContext, scope: ChannelRecord['scope']): Response {
  const channel = stored(c.store.channels, c.param('id'), 'Channel');
  c.adminOf(channel.workspaceId);
  Object.assign(channel, { scope, lastModified: c.store.timestamp() });
  return hal(channelView(c, channel));
}

function listChannel(c: RequestContext): ChannelRecord {
  const channel = stored(c.store.channels, c.param('id'), 'Channel');
  c.adminOf(channel.workspaceId);
  if (channel.type !== 'LIST')
    throw new MockHttpError(
      409,
      `Channel ${channel.id} is a ${channel.type} channel; datasets can be added to LIST channels only`,
    );
  return channel;
}
