import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { NotificationRecord } from '../records.js';
import { commentView } from './comment.js';
import { memberView } from './common.js';
import { datasetView } from './dataset.js';
import { channelSummary, pipelineSummary, workspaceIdName } from './subscription.js';

/** A notification as the service sends it: the actor, the type, and what it is about, embedded and linked. */
export function notificationView(context: RequestContext, notification: NotificationRecord): Record<string, unknown> {
  const { store } = context;
  const id = notification.id;
  const channel = notification.channelId === undefined ? undefined : channelSummary(context, notification.channelId);
  const comment = notification.commentId === undefined ? undefined : store.comments.get(notification.commentId);
  const dataset = notification.datasetId === undefined ? undefined : store.datasets.get(notification.datasetId);
  const pipeline =
    notification.pipelineId === undefined ? undefined : pipelineSummary(context, notification.pipelineId);
  const embedded: Record<string, unknown> = { subscriberProfile: memberView(context, notification.recipientId) };
  const links: Record<string, unknown> = {
    self: context.link(href`/api/notifications/${id}`),
    'delete notification': context.link(href`/api/notifications/${id}`, 'DELETE'),
  };
  if (channel && notification.channelId !== undefined) {
    embedded['channel'] = channel;
    links['channel'] = context.link(href`/api/channels/${notification.channelId}`, 'GET');
  }
  if (comment) {
    embedded['datasetComment'] = commentView(context, comment);
    links['datasetComment'] = context.link(href`/api/comments/${comment.id}`, 'GET');
  }
  if (dataset) {
    embedded['dataset'] = datasetView(context, dataset);
    links['dataset'] = context.link(href`/api/datasets/${dataset.id}`, 'GET');
    links['data'] = context.link(href`/api/datasets/${dataset.id}/data`, 'GET');
  }
  if (pipeline && notification.pipelineId !== undefined) {
    embedded['pipeline'] = pipeline;
    links['pipeline'] = context.link(href`/api/pipelines/${notification.pipelineId}`, 'GET');
  }
  if (notification.jobId !== undefined && store.jobs.has(notification.jobId))
    links['job'] = context.link(href`/api/jobs/${notification.jobId}`, 'GET');
  embedded['workspace'] = workspaceIdName(context, notification.workspaceId);
  if (store.workspaces.has(notification.workspaceId))
    links['workspace'] = context.link(href`/api/workspaces/${notification.workspaceId}`, 'GET');
  return {
    id,
    created: notification.created,
    lastModified: notification.lastModified,
    actor: memberView(context, notification.actorId),
    type: notification.type,
    resolved: notification.resolved,
    _embedded: embedded,
    _links: links,
  };
}
