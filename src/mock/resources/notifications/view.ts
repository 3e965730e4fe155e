import type { Notification } from '../../../models/notification.js';
import type { Pipeline } from '../../../models/pipeline.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { channelSummary } from '../channels.js';
import { commentView } from '../comments.js';
import { datasetView } from '../datasets/view.js';
import { pipelineSummary } from '../pipelines/view.js';
import { memberView } from '../profiles/view.js';
import { workspaceSummary } from '../workspaces/view.js';
import { messageOf } from './message.js';
import type { NotificationRecord } from './notifications.js';

/**
 * A notification as the service sends it. The mock embeds the pipeline of a job event too, which `Notification`
 * does not declare in `_embedded`: that one field is checked against `Pipeline`.
 */
type NotificationBody = Notification & {
  _embedded?: { pipeline?: Pipeline | undefined } | undefined;
};

/** A notification as the service sends it: the actor, the type, and what it is about, embedded and linked. */
export function notificationView(context: RequestContext, notification: NotificationRecord): NotificationBody {
  const { store } = context;
  const { id, channelId, pipelineId, jobId, workspaceId } = notification;
  const channel = channelId === undefined ? undefined : channelSummary(context, channelId);
  const comment = notification.commentId === undefined ? undefined : store.comments.get(notification.commentId);
  const dataset = notification.datasetId === undefined ? undefined : store.datasets.get(notification.datasetId);
  const pipeline = pipelineId === undefined ? undefined : pipelineSummary(context, pipelineId);
  const links: NonNullable<NotificationBody['_links']> = {
    self: context.link(href`/api/notifications/${id}`),
    'delete notification': context.link(href`/api/notifications/${id}`, 'DELETE'),
  };
  if (channel && channelId !== undefined) links.channel = context.link(href`/api/channels/${channelId}`, 'GET');
  if (comment) links.datasetComment = context.link(href`/api/comments/${comment.id}`, 'GET');
  if (dataset) {
    links.dataset = context.link(href`/api/datasets/${dataset.id}`, 'GET');
    links.data = context.link(href`/api/datasets/${dataset.id}/data`, 'GET');
  }
  if (pipeline) links.pipeline = context.link(href`/api/pipelines/${pipeline.id}`, 'GET');
  if (jobId !== undefined && store.jobs.has(jobId)) links.job = context.link(href`/api/jobs/${jobId}`, 'GET');
  if (store.workspaces.has(workspaceId)) links.workspace = context.link(href`/api/workspaces/${workspaceId}`, 'GET');
  return {
    id,
    created: notification.created,
    lastModified: notification.lastModified,
    actor: memberView(context, notification.actorId),
    type: notification.type,
    message: messageOf(store, notification),
    resolved: notification.resolved,
    _embedded: {
      subscriberProfile: memberView(context, notification.recipientId),
      channel,
      datasetComment: comment && commentView(context, comment),
      dataset: dataset && datasetView(context, dataset),
      pipeline,
      workspace: workspaceSummary(context, workspaceId),
    },
    _links: links,
  };
}
