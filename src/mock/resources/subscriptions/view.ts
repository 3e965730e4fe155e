import type { Subscription } from '../../../models/subscription.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { channelSummary } from '../channels.js';
import { datasetView } from '../datasets/view.js';
import { pipelineSummary } from '../pipelines/view.js';
import { memberView } from '../profiles/view.js';
import { workspaceSummary } from '../workspaces/view.js';
import type { SubscriptionRecord } from './subscriptions.js';

/** The workspace a subscription's subject belongs to (undefined when the subject is gone). */
export function subjectWorkspaceId(
  context: RequestContext,
  subject: SubscriptionRecord['subject'],
): string | undefined {
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
