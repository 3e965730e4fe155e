import { type KnownSubscriptionType, SubscriptionType } from '../../../models/subscription.js';
import type { RequestContext } from '../../http/context.js';
import { stored } from '../../http/lookup.js';
import { pagedResponse } from '../../http/paging.js';
import { queryFlag } from '../../http/query.js';
import { empty, hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { storedPipeline } from '../pipelines/status.js';
import { addSubscription, type SubjectKind, type SubscriptionRecord } from './subscriptions.js';
import { subjectWorkspaceId, subscriptionView } from './view.js';

/** Subscriptions: subscribe to workspaces, channels, datasets and pipelines; list, view, retype and remove. */
export function routes(router: Router): void {
  router
    .on('GET', '/api/subscriptions', (c) => {
      const { id } = c.caller();
      const mine = [...c.store.subscriptions.values()].filter(
        (s) => s.subscriberId === id && !s.allMembers && s.subject.kind !== 'workspace',
      );
      const views = mine.map((s) => subscriptionView(c, s));
      return pagedResponse(c, 'subscriptions', views);
    })
    .on('GET', '/api/workspaces/:ws/members/subscriptions', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const toWorkspace = [...c.store.subscriptions.values()].filter(
        (s) =>
          (s.subject.kind === 'workspace' && s.subject.id === workspace.id) ||
          (s.allMembers && subjectWorkspaceId(c, s.subject) === workspace.id),
      );
      const views = toWorkspace.map((s) => subscriptionView(c, s));
      return pagedResponse(c, 'subscriptions', views);
    })
    .on('GET', '/api/subscriptions/:id', (c) => {
      const subscription = stored(c.store.subscriptions, c.param('id'), 'Subscription');
      const workspaceId = subjectWorkspaceId(c, subscription.subject);
      if (subscription.allMembers && workspaceId !== undefined) c.memberOf(workspaceId);
      else subscriberOnly(c, subscription);
      return hal(subscriptionView(c, subscription));
    })
    .on('POST', '/api/workspaces/:ws/subscriptions', async (c) => {
      const workspace = stored(c.store.workspaces, c.param('ws'), 'Workspace');
      return subscribe(c, 'workspace', workspace.id, workspace.id, await subscribeRequest(c));
    })
    .on('POST', '/api/channels/:id/subscriptions', async (c) => {
      const channel = stored(c.store.channels, c.param('id'), 'Channel');
      return subscribe(c, 'channel', channel.id, channel.workspaceId, await subscribeRequest(c));
    })
    .on('POST', '/api/datasets/:id/subscriptions', async (c) => {
      const dataset = stored(c.store.datasets, c.param('id'), 'Dataset');
      return subscribe(c, 'dataset', dataset.id, dataset.workspaceId, await subscribeRequest(c));
    })
    .on('POST', '/api/pipelines/:id/subscriptions', async (c) => {
      const pipeline = storedPipeline(c, c.param('id'));
      return subscribe(c, 'pipeline', pipeline.id, pipeline.workspaceId, await subscribeRequest(c));
    })
    .on('PUT', '/api/subscriptions/:id', async (c) => {
      const subscription = subscriberOnly(c, stored(c.store.subscriptions, c.param('id'), 'Subscription'));
      const type = typeOf(c.requireString(await c.body(), 'type'));
      Object.assign(subscription, { type, lastModified: c.store.timestamp() });
      return hal(subscriptionView(c, subscription));
    })
    .on('DELETE', '/api/subscriptions/:id', (c) => {
      const subscription = subscriberOnly(c, stored(c.store.subscriptions, c.param('id'), 'Subscription'));
      c.store.subscriptions.delete(subscription.id);
      return empty();
    });
}

/** What a subscribe asks for: `allMembers` from its query, and `type` from its optional JSON body (ALL without). */
interface SubscribeRequest {
  all: boolean;
  type: KnownSubscriptionType;
}

/**
 * Subscribes the caller (a member of the subject's workspace) to a subject, of the asked type; with `all` the
 * workspace itself subscribes for all its members (owner only). Subscribing twice returns the existing one as it is.
 */
function subscribe(
  c: RequestContext,
  kind: SubjectKind,
  id: string,
  workspaceId: string,
  { all, type }: SubscribeRequest,
): Response {
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
  const record = addSubscription(c.store, { subscriberId, allMembers: all, subject: { kind, id }, type });
  return hal(subscriptionView(c, record));
}

async function subscribeRequest(c: RequestContext): Promise<SubscribeRequest> {
  const all = queryFlag(c, 'allMembers') ?? false;
  // The body is optional: none, an empty one, or one without a type subscribes to ALL.
  const type = c.optionalString(await c.optionalBody(), 'type');
  return { all, type: type === undefined ? 'ALL' : typeOf(type) };
}

/** A subscription's type as a body gives it: ALL, ALERTS or NONE, else the service's 400 naming the field. */
function typeOf(type: string): KnownSubscriptionType {
  const known = SubscriptionType.options.find((option) => option === type);
  if (known !== undefined) return known;
  throw new MockHttpError(400, `Validation failed: type must be ALL, ALERTS or NONE; got ${type}`, [
    { field: 'type', rejectedValue: type, defaultMessage: 'must be ALL, ALERTS or NONE' },
  ]);
}

// Only the subscriber may view (unless all-members), change or remove a subscription.
function subscriberOnly(c: RequestContext, subscription: SubscriptionRecord): SubscriptionRecord {
  if (subscription.subscriberId !== c.caller().id)
    throw new MockHttpError(403, `Subscription ${subscription.id} belongs to another profile`);
  return subscription;
}
