import type { Notification } from '../../../models/notification.js';
import type { Pipeline } from '../../../models/pipeline.js';
import { readInstant } from '../../clock.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { listResponse, pagedResponse } from '../../http/paging.js';
import { empty, hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import type { MockStore } from '../../store.js';
import { channelSummary } from '../channels.js';
import { commentView } from '../comments.js';
import { datasetView } from '../datasets/datasets.js';
import { pipelineSummary } from '../pipelines/view.js';
import { memberView } from '../profiles.js';
import { workspaceSummary } from '../workspaces/workspaces.js';

/** An event told to one recipient, with what it is about. */
export interface NotificationRecord {
  id: string;
  recipientId: string;
  workspaceId: string;
  type: string;
  actorId: string;
  resolved: boolean;
  /** Clock instant, for `before` / `since` filters. */
  at: number;
  datasetId?: string | undefined;
  commentId?: string | undefined;
  channelId?: string | undefined;
  pipelineId?: string | undefined;
  jobId?: string | undefined;
  created: string;
  lastModified: string;
}

/** The notifications, by id. */
export const tables = () => ({ notifications: new Map<string, NotificationRecord>() });

/** An unresolved notification raised now. */
export function addNotification(
  store: MockStore,
  init: Partial<NotificationRecord> & Pick<NotificationRecord, 'recipientId' | 'workspaceId' | 'type' | 'actorId'>,
): NotificationRecord {
  const created = store.timestamp();
  const record: NotificationRecord = {
    id: store.id(),
    resolved: false,
    at: store.clock.now(),
    created,
    lastModified: created,
    ...init,
  };
  store.notifications.set(record.id, record);
  return record;
}

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

/** The service's default of `since`: 2021-02-11T11:12 (read as UTC). */
const defaultSince = Date.UTC(2021, 1, 11, 11, 12);

/** Notifications: the caller's, filtered by `all`, `before` and `since`, newest first; view, delete, refresh. */
export function routes(router: Router): void {
  router
    .on('GET', '/api/notifications', (c) => listed(c))
    .on('GET', '/api/workspaces/:ws/notifications', (c) => listed(c, c.memberOf(c.param('ws')).id))
    .on('PUT', '/api/notifications', (c) => {
      const { id } = c.caller();
      const since = instant(c, 'since') ?? c.store.clock.now();
      const markAsResolved = flag(c, 'markAsResolved') ?? true;
      const mine = newestFirst([...c.store.notifications.values()].filter((n) => n.recipientId === id));
      if (markAsResolved) {
        for (const n of mine) {
          if (n.at <= since && !n.resolved) Object.assign(n, { resolved: true, lastModified: c.store.timestamp() });
        }
      }
      return listResponse(
        c,
        'notifications',
        mine.filter((n) => n.at >= since).map((n) => notificationView(c, n)),
      );
    })
    .on('GET', '/api/notifications/:id', (c) => hal(notificationView(c, recipientOnly(c))))
    .on('DELETE', '/api/notifications/:id', (c) => {
      c.store.notifications.delete(recipientOnly(c).id);
      return empty();
    });
}

// The caller's notifications (of one workspace, when given), filtered and paged.
function listed(c: RequestContext, workspaceId?: string): Response {
  const { id } = c.caller();
  const all = flag(c, 'all') ?? false;
  const before = instant(c, 'before');
  const since = instant(c, 'since') ?? defaultSince;
  const found = [...c.store.notifications.values()].filter(
    (n) =>
      n.recipientId === id &&
      (workspaceId === undefined || n.workspaceId === workspaceId) &&
      (all || !n.resolved) &&
      n.at >= since &&
      (before === undefined || n.at < before),
  );
  return pagedResponse(
    c,
    'notifications',
    newestFirst(found).map((n) => notificationView(c, n)),
  );
}

// Newest first; among notifications of the same instant, the one raised last comes first.
function newestFirst(notifications: NotificationRecord[]): NotificationRecord[] {
  return notifications.reverse().sort((a, b) => b.at - a.at);
}

// Someone else's notification is not found (404), as if it did not exist.
function recipientOnly(c: RequestContext): NotificationRecord {
  const notification = c.find(c.store.notifications, c.param('id'), 'Notification');
  if (notification.recipientId !== c.caller().id)
    throw new MockHttpError(404, `Notification ${notification.id} not found`);
  return notification;
}

function flag(c: RequestContext, name: string): boolean | undefined {
  const raw = c.query.get(name);
  if (raw === null) return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new MockHttpError(400, `Query parameter '${name}' must be true or false; got ${raw}`);
}

/** A query instant in clock milliseconds (zone-less is UTC); unreadable gives 400. */
export function instant(c: RequestContext, name: string): number | undefined {
  const raw = c.query.get(name);
  if (raw === null) return undefined;
  const ms = readInstant(raw);
  if (ms !== undefined) return ms;
  throw new MockHttpError(
    400,
    `Query parameter '${name}' must be an ISO 8601 timestamp such as 2021-02-11T11:12; got ${raw}`,
  );
}
