import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  flag,
  instant,
  type ListDescription,
  listSpec,
  map,
  type Operations,
  type PageOptions,
  type PagePromise,
  paginate,
  type RequestOptions,
  type Subject,
  submit,
  type Written,
} from '../core/namespace-kit.js';
import { Notification, NotificationCollection } from '../models/notification.js';
import { notificationListQuery, notificationRefreshQuery } from '../models/queries.js';

/**
 * An instant as the service reads it: an ISO 8601 date and time, sent as given (such as `2021-02-11T11:12`; any
 * other string is refused before sending), or a `Date`, sent as its `toISOString()` (UTC, with the trailing `Z`).
 */
export type Instant = string | Date;

/** Filters and paging of `notifications.list()` and `notifications.listForWorkspace()`. */
export interface NotificationListOptions extends PageOptions {
  /** `true` lists resolved notifications too; the service lists unresolved ones only by default. */
  all?: boolean | undefined;
  /** Only notifications created before this instant (the service's default: now). */
  before?: Instant | undefined;
  /** Only notifications created since this instant (the service's default: 2021-02-11T11:12). */
  since?: Instant | undefined;
}

/**
 * Options of `notifications.refresh()`: which notifications, and the page of them wanted (the service answers one page,
 * 20 of them unless `size` says otherwise).
 */
export interface NotificationRefreshOptions extends PageOptions {
  /** Return the notifications raised since this instant. */
  since?: Instant | undefined;
  /** Mark the notifications up to `since` as resolved (the service's default: true). */
  markAsResolved?: boolean | undefined;
}

const list = {
  path: '/api/notifications',
  // What the service accepts (src/models/queries.ts: `all` a Boolean, `before` and `since` ISO 8601 timestamps).
  query: listSpec<NotificationListOptions>(notificationListQuery, { flag, instant }),
  list: NotificationCollection,
} satisfies Written<ListDescription<Notification>>;

/** The operations of `Notifications`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('notifications', {
  list,
  listForWorkspace: {
    ...list,
    path: '/api/workspaces/{workspace}/notifications',
  },
  get: {
    path: '/api/notifications/{notification}',
    link: 'self',
    output: Notification,
  },
  delete: {
    method: 'DELETE',
    path: '/api/notifications/{notification}',
    link: 'delete notification',
  },
  refresh: {
    method: 'PUT',
    path: '/api/notifications',
    query: listSpec<NotificationRefreshOptions>(notificationRefreshQuery, { flag, instant }),
    output: NotificationCollection.schema,
    allowEmpty: true,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const notificationOperations: Operations = ops;

/**
 * Notifications: events raised for the resources the caller subscribes to.
 * @example
 * for await (const n of client.notifications.list({ all: true, since: '2024-01-01T00:00' })) console.log(n.type);
 * await client.notifications.delete(notificationId);
 */
export class Notifications extends ApiResource {
  /** Lists the caller's notifications (unresolved only unless `all` is true; 20 a page). */
  list(query?: NotificationListOptions, options?: RequestOptions): PagePromise<Notification> {
    return paginate(this, ops.list, query, options);
  }

  /** Lists the caller's notifications for one workspace (given by id or model). */
  listForWorkspace(
    workspace: Subject,
    query?: NotificationListOptions,
    options?: RequestOptions,
  ): PagePromise<Notification> {
    return paginate(this, ops.listForWorkspace, workspace, query, options);
  }

  /** Gets a notification by id (or by the notification's own `self` link). */
  get(notification: Subject, options?: RequestOptions): ApiPromise<Notification> {
    return call(this, ops.get, notification, options);
  }

  /** Deletes a notification (by id, or by its `delete notification` link). */
  delete(notification: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, notification, options);
  }

  /**
   * Asks the service for the notifications raised since `since` and returns them as one array: the one page of them
   * that `page`, `size` and `sort` ask for (not a paged walk: each call is a PUT that may mark notifications
   * resolved); by default the service marks those up to `since` resolved.
   */
  refresh(query?: NotificationRefreshOptions, options?: RequestOptions): ApiPromise<Notification[]> {
    return map(
      call(this, ops.refresh, query, options),
      (collection) => collection?._embedded?.[NotificationCollection.key] ?? [],
    );
  }
}
