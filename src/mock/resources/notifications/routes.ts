import type { RequestContext } from '../../http/context.js';
import { stored } from '../../http/lookup.js';
import { pagedResponse } from '../../http/paging.js';
import { queryFlag, queryInstant } from '../../http/query.js';
import { empty, hal } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import type { NotificationRecord } from './notifications.js';
import { notificationView } from './view.js';

/** The service's default of `since`: 2021-02-11T11:12 (read as UTC). */
const defaultSince = Date.UTC(2021, 1, 11, 11, 12);

/** Notifications: the caller's, filtered by `all`, `before` and `since`, newest first; view, delete, refresh. */
export function routes(router: Router): void {
  router
    .on('GET', '/api/notifications', (c) => listed(c))
    .on('GET', '/api/workspaces/:ws/notifications', (c) => listed(c, c.memberOf(c.param('ws')).id))
    .on('PUT', '/api/notifications', (c) => {
      const { id } = c.caller();
      const since = queryInstant(c, 'since') ?? c.store.clock.now();
      const markAsResolved = queryFlag(c, 'markAsResolved') ?? true;
      const mine = newestFirst([...c.store.notifications.values()].filter((n) => n.recipientId === id));
      if (markAsResolved) {
        for (const n of mine) {
          if (n.at <= since && !n.resolved) Object.assign(n, { resolved: true, lastModified: c.store.timestamp() });
        }
      }
      // One page of them, 20 unless `size` says otherwise, as the service's Spring `Pageable` answers.
      const views = mine.filter((n) => n.at >= since).map((n) => notificationView(c, n));
      return pagedResponse(c, 'notifications', views);
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
  const all = queryFlag(c, 'all') ?? false;
  const before = queryInstant(c, 'before');
  const since = queryInstant(c, 'since') ?? defaultSince;
  const found = [...c.store.notifications.values()].filter(
    (n) =>
      n.recipientId === id &&
      (workspaceId === undefined || n.workspaceId === workspaceId) &&
      (all || !n.resolved) &&
      n.at >= since &&
      (before === undefined || n.at < before),
  );
  const views = newestFirst(found).map((n) => notificationView(c, n));
  return pagedResponse(c, 'notifications', views);
}

// Newest first; among notifications of the same instant, the one raised last comes first.
function newestFirst(notifications: NotificationRecord[]): NotificationRecord[] {
  return notifications.reverse().sort((a, b) => b.at - a.at);
}

// Someone else's notification is not found (404), as if it did not exist.
function recipientOnly(c: RequestContext): NotificationRecord {
  const theirs = (notification: NotificationRecord) => notification.recipientId !== c.caller().id;
  return stored(c.store.notifications, c.param('id'), 'Notification', theirs);
}
