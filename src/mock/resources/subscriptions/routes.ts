import type { Subscription } from '../../models/subscription.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { MockStore } from '../store.js';
import { channelSummary } from './channels.js';
import { datasetView } from './datasets/datasets.js';
import { pipelineSummary } from './pipelines/view.js';
import { memberView } from './profiles.js';
import { workspaceSummary } from './workspaces/workspaces.js';

/** What a subscription may be to. */
export type SubjectKind = 'workspace' | 'channel' | 'dataset' | 'pipeline';

/** A subscription of a profile (or of a workspace, for all its members) to a subject. */
export interface SubscriptionRecord {
  id: string;
  /** The subscribing profile; for an all-members subscription, the workspace owner who made it. */
  subscriberId: string;
  /** Set when the workspace itself subscribes for all its members. */
  allMembers: boolean;
  subject: { kind: SubjectKind; id: string };
  type: 'ALL' | 'ALERTS' | 'NONE';
  created: string;
  lastModified: string;
}

/** The subscriptions, by id. */
export const tables = () => ({ subscriptions: new Map<string, SubscriptionRecord>() });

/** A subscription of type ALL. */
export function addSubscription(
  store: MockStore,
  init: Partial<SubscriptionRecord> & Pick<SubscriptionRecord, 'subscriberId' | 'allMembers' | 'subject'>,
): SubscriptionRecord {
  const now = store.timestamp();
  const record: SubscriptionRecord = { id: store.id(), type: 'ALL', created: now, lastModified: now, ...init };
  store.subscriptions.set(record.id, record);
  return record;
}

/** The workspace a subscription's subject belongs to (undefined when the subject is gone). */
function subjectWorkspaceId(context: RequestContext, subject: SubscriptionRecord['subject']): string | undefined {
  const { store } = context;
  switch (subject.kind) {
    case 'workspace':
      return store.workspaces.get(subject.id)?.id;
    case 'channel':
      return store.channels.get(subject.id)?.workspaceId;
    case 'dataset':
      return store.datasets.get(subject.id)?.workspaceId;
    case 'pipeline':
      return store.pipelines.get(subject.id)?.workspaceId;
  }
}

/** The path of a subscription's subject, as its subject link names it. */
function subjectPath(subject: SubscriptionRecord['subject']): string {
  switch (subject.kind) {
    case 'workspace':
      return href`/api/workspaces/${subject.id}`;
    case 'channel':
      return href`/api/channels/${subject.id}`;
    case 'dataset':
      return href`/api/datasets/${subject.id}`;
    case 'pipeline':
      return href`/api/pipelines/${subject.id}`;
  }
}

/** The subject as a subscription embeds it, under its kind; nothing when the subject is gone. */
function subjectEmbed(context: RequestContext, { kind, id }: SubscriptionRecord['subject']): Subscription['_embedded'] {
  switch (kind) {
    case 'workspace':
      return context.store.workspaces.has(id) ? { workspace: workspaceSummary(context, id) } : {};
    case 'channel': {
      const channel = channelSummary(context, id);
      return channel ? { channel } : {};
    }
    case 'pipeline': {
      const pipeline = pipelineSummary(context, id);
      return pipeline ? { pipeline } : {};
    }
    case 'dataset': {
      const dataset = context.store.datasets.get(id);
      return dataset ? { dataset: datasetView(context, dataset) } : {};
    }
  }
}

/** A subscription as the service sends it: the subscriber and exactly one subject embedded, and the subject link. */
export function subscriptionView(context: RequestContext, subscription: SubscriptionRecord): Subscription {
  const { id, subject } = subscription;
  const workspaceId = subjectWorkspaceId(context, subject);
  const forWorkspace = (subject.kind === 'workspace' || subscription.allMembers) && workspaceId !== undefined;
  const links: NonNullable<Subscription['_links']> = {
    self: context.link(href`/api/subscriptions/${id}`),
    'update subscription': context.link(href`/api/subscriptions/${id}`, 'PUT'),
    'delete subscription': context.link(href`/api/subscriptions/${id}`, 'DELETE'),
  };
  links[subject.kind] = context.link(subjectPath(subject), 'GET');
  return {
    id,
    created: subscription.created,
    lastModified: subscription.lastModified,
    type: subscription.type,
    _embedded: {
      subscriberProfile: memberView(context, subscription.subscriberId),
      ...subjectEmbed(context, subject),
      subscriberWorkspace: forWorkspace ? workspaceSummary(context, workspaceId) : undefined,
    },
    _links: links,
  };
}

const types: ReadonlySet<string> = new Set(['ALL', 'ALERTS', 'NONE']);

/** Subscriptions: subscribe to workspaces, channels, datasets and pipelines; list, view, retype and remove. */
export function routes(router: Router): void {
  router
    .on('GET', '/api/subscriptions', (c) => {
      const { id } = c.caller();
      const mine = [...c.store.subscriptions.values()].filter(
        (s) => s.subscriberId === id && !s.allMembers && s.subject.kind !== 'workspace',
      );
      return pagedResponse(
        c,
        'subscriptions',
        mine.map((s) => subscriptionView(c, s)),
      );
    })
    .on('GET', '/api/workspaces/:ws/members/subscriptions', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const toWorkspace = [...c.store.subscriptions.values()].filter(
        (s) =>
          (s.subject.kind === 'workspace' && s.subject.id === workspace.id) ||
          (s.allMembers && subjectWorkspaceId(c, s.subject) === workspace.id),
      );
      return pagedResponse(
        c,
        'subscriptions',
        toWorkspace.map((s) => subscriptionView(c, s)),
      );
    })
    .on('GET', '/api/subscriptions/:id', (c) => {
      const subscription = c.find(c.store.subscriptions, c.param('id'), 'Subscription');
      const workspaceId = subjectWorkspaceId(c, subscription.subject);
      if (subscription.allMembers && workspaceId !== undefined) c.memberOf(workspaceId);
      else subscriberOnly(c, subscription);
      return hal(subscriptionView(c, subscription));
    })
    .on('POST', '/api/workspaces/:ws/subscriptions', (c) => {
      const workspace = c.find(c.store.workspaces, c.param('ws'), 'Workspace');
      return subscribe(c, 'workspace', workspace.id, workspace.id, allMembers(c));
    })
    .on('POST', '/api/channels/:id/subscriptions', (c) => {
      const channel = c.find(c.store.channels, c.param('id'), 'Channel');
      return subscribe(c, 'channel', channel.id, channel.workspaceId, allMembers(c));
    })
    .on('POST', '/api/datasets/:id/subscriptions', (c) => {
      const dataset = c.find(c.store.datasets, c.param('id'), 'Dataset');
      return subscribe(c, 'dataset', dataset.id, dataset.workspaceId, allMembers(c));
    })
    .on('POST', '/api/pipelines/:id/subscriptions', (c) => {
      const pipeline = c.find(c.store.pipelines, c.param('id'), 'Pipeline');
      return subscribe(c, 'pipeline', pipeline.id, pipeline.workspaceId, false);
    })
    .on('PUT', '/api/subscriptions/:id', async (c) => {
      const subscription = subscriberOnly(c, c.find(c.store.subscriptions, c.param('id'), 'Subscription'));
      const type = c.requireString(await c.body(), 'type');
      if (!types.has(type))
        throw new MockHttpError(400, `Validation failed: type must be ALL, ALERTS or NONE; got ${type}`, [
          { field: 'type', rejectedValue: type, defaultMessage: 'must be ALL, ALERTS or NONE' },
        ]);
      Object.assign(subscription, { type, lastModified: c.store.timestamp() });
      return hal(subscriptionView(c, subscription));
    })
    .on('DELETE', '/api/subscriptions/:id', (c) => {
      const subscription = subscriberOnly(c, c.find(c.store.subscriptions, c.param('id'), 'Subscription'));
      c.store.subscriptions.delete(subscription.id);
      return empty();
    });
}

/**
 * Subscribes the caller (a member of the subject's workspace) to a subject, type ALL; with `all` the
 * workspace itself subscribes for all its members (owner only). Subscribing twice returns the existing one.
 */
function subscribe(c: RequestContext, kind: SubjectKind, id: string, workspaceId: string, all: boolean): Response {
  if (all) c.ownerOf(workspaceId);
  else c.memberOf(workspaceId);
  const subscriberId = c.caller().id;
  const existing = [...c.store.subscriptions.values()].find(
    (s) =>
      s.subject.kind === kind &&
      s.subject.id === id &&
      s.allMembers === all &&
      (all || s.subscriberId === subscriberId),
  );
  if (existing) return hal(subscriptionView(c, existing));
  const record = addSubscription(c.store, { subscriberId, allMembers: all, subject: { kind, id } });
  return hal(subscriptionView(c, record));
}

function allMembers(c: RequestContext): boolean {
  const raw = c.query.get('allMembers');
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new MockHttpError(400, `Query parameter 'allMembers' must be true or false; got ${raw}`);
}

// Only the subscriber may view (unless all-members), change or remove a subscription.
function subscriberOnly(c: RequestContext, subscription: SubscriptionRecord): SubscriptionRecord {
  if (subscription.subscriberId !== c.caller().id)
    throw new MockHttpError(403, `Subscription ${subscription.id} belongs to another profile`);
  return subscription;
}
