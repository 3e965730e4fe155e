import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { SubjectKind, SubscriptionRecord } from '../records.js';
import { memberView } from './common.js';
import { datasetView } from './dataset.js';

/** The workspace a subscription's subject belongs to (undefined when the subject is gone). */
export function subjectWorkspaceId(
  context: RequestContext,
  subject: { kind: SubjectKind; id: string },
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
function subjectPath(subject: { kind: SubjectKind; id: string }): string {
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

/** A workspace as subscriptions and notifications embed it: id and name. */
export function workspaceIdName(context: RequestContext, workspaceId: string): Record<string, unknown> {
  const workspace = context.store.workspaces.get(workspaceId);
  return workspace ? { id: workspace.id, name: workspace.name } : { id: workspaceId };
}

/** A channel as subscriptions and notifications embed it: name, description, picture. */
export function channelSummary(context: RequestContext, channelId: string): Record<string, unknown> | undefined {
  const channel = context.store.channels.get(channelId);
  if (!channel) return undefined;
  return {
    name: channel.name ?? '',
    description: channel.description ?? '',
    ...(channel.picture ? { picture: channel.picture } : {}),
  };
}

/** A pipeline as subscriptions embed it: id, label, name, lastModified. */
export function pipelineSummary(context: RequestContext, pipelineId: string): Record<string, unknown> | undefined {
  const pipeline = context.store.pipelines.get(pipelineId);
  if (!pipeline) return undefined;
  return { id: pipeline.id, label: pipeline.label, name: pipeline.name, lastModified: pipeline.lastModified };
}

/** A subscription as the service sends it: the subscriber and exactly one subject embedded, and the subject link. */
export function subscriptionView(context: RequestContext, subscription: SubscriptionRecord): Record<string, unknown> {
  const id = subscription.id;
  const { kind } = subscription.subject;
  const embedded: Record<string, unknown> = { subscriberProfile: memberView(context, subscription.subscriberId) };
  const subject = subjectEmbed(context, subscription);
  if (subject !== undefined) embedded[kind] = subject;
  const workspaceId = subjectWorkspaceId(context, subscription.subject);
  if ((kind === 'workspace' || subscription.allMembers) && workspaceId !== undefined)
    embedded['subscriberWorkspace'] = workspaceIdName(context, workspaceId);
  return {
    id,
    created: subscription.created,
    lastModified: subscription.lastModified,
    type: subscription.type,
    _embedded: embedded,
    _links: {
      self: context.link(href`/api/subscriptions/${id}`),
      'update subscription': context.link(href`/api/subscriptions/${id}`, 'PUT'),
      'delete subscription': context.link(href`/api/subscriptions/${id}`, 'DELETE'),
      [kind]: context.link(subjectPath(subscription.subject), 'GET'),
    },
  };
}

function subjectEmbed(context: RequestContext, subscription: SubscriptionRecord): Record<string, unknown> | undefined {
  const { kind, id } = subscription.subject;
  switch (kind) {
    case 'workspace':
      return context.store.workspaces.has(id) ? workspaceIdName(context, id) : undefined;
    case 'channel':
      return channelSummary(context, id);
    case 'pipeline':
      return pipelineSummary(context, id);
    case 'dataset': {
      const dataset = context.store.datasets.get(id);
      return dataset ? datasetView(context, dataset) : undefined;
    }
  }
}
