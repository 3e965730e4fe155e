import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import { Notification, NotificationCollection } from '../models/notification.js';
import { flag, instant, listSpec, queryOf, querySpec } from './inputs.js';

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

/** Options of `notifications.refresh()`. */
export interface NotificationRefreshOptions {
  /** Return the notifications raised since this instant. */
  since?: Instant | undefined;
  /** Mark the notifications up to `since` as resolved (the service's default: true). */
  markAsResolved?: boolean | undefined;
}

// What the service accepts (spec: `all` a Boolean, `before` and `since` ISO 8601 timestamps).
const listOptions = listSpec<NotificationListOptions>({ all: flag, before: instant, since: instant });
const refreshOptions = querySpec<NotificationRefreshOptions>({ since: instant, markAsResolved: flag });

/**
 * Notifications: events raised for the resources the caller subscribes to.
 * @example
 * for await (const n of client.notifications.list({ all: true, since: '2024-01-01T00:00' })) console.log(n.type);
 * await client.notifications.delete(notificationId);
 */
export class Notifications extends ApiResource {
  /** Lists the caller's notifications (unresolved only unless `all` is true; 20 a page). */
  list(query?: NotificationListOptions, options?: RequestOptions): PagePromise<Notification> {
    const sig = 'notifications.list(query)';
    const q = queryOf(listOptions, query, sig);
    const checked = requestOptions(options, sig);
    return this.paginate('notifications.list', '/api/notifications', NotificationCollection, q, checked);
  }

  /** Lists the caller's notifications for one workspace (given by id or model). */
  listForWorkspace(
    workspace: Subject,
    query?: NotificationListOptions,
    options?: RequestOptions,
  ): PagePromise<Notification> {
    const sig = 'notifications.listForWorkspace(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/notifications`;
    const q = queryOf(listOptions, query, sig);
    const checked = requestOptions(options, sig);
    return this.paginate('notifications.listForWorkspace', url, NotificationCollection, q, checked);
  }

  /** Gets a notification by id (or by the notification's own `self` link). */
  get(notification: Subject, options?: RequestOptions): ApiPromise<Notification> {
    const sig = 'notifications.get(notification)';
    const url = subjectUrl(notification, 'self', notificationPath, sig);
    return this.read(sig, url, Notification, options);
  }

  /** Deletes a notification (by id, or by its `delete notification` link). */
  delete(notification: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'notifications.delete(notification)';
    const url = subjectUrl(notification, 'delete notification', notificationPath, sig);
    return this.remove(sig, url, options);
  }

  /**
   * Asks the service for the notifications raised since `since` and returns them as one array (the
   * answer is a single collection, not a paged walk); by default the service marks those up to `since` resolved.
   */
  refresh(query?: NotificationRefreshOptions, options?: RequestOptions): ApiPromise<Notification[]> {
    const sig = 'notifications.refresh(query)';
    const { schema, key } = NotificationCollection;
    const call = {
      operation: 'notifications.refresh',
      method: 'PUT',
      url: '/api/notifications',
      query: queryOf(refreshOptions, query, sig),
      schema,
      allowEmpty: true,
    } as const;
    const answer = this.request(call, requestOptions(options, sig));
    return this.map(answer, (collection) => collection?._embedded?.[key] ?? []);
  }
}

const notificationPath = (id: string) => path`/api/notifications/${id}`;
