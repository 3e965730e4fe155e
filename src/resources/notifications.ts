import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, pageQuery } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import type { Query } from '../core/http/url.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import { Notification, NotificationCollection } from '../models/notification.js';

/**
 * An instant as the service reads it: an ISO 8601 string sent as given (such as `2021-02-11T11:12`),
 * or a `Date`, sent as its `toISOString()` (UTC, with the trailing `Z`).
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

/**
 * Notifications: events raised for the resources the caller subscribes to.
 * @example
 * for await (const n of client.notifications.list({ all: true, since: '2024-01-01T00:00' })) console.log(n.type);
 * await client.notifications.delete(notificationId);
 */
export class Notifications extends ApiResource {
  /** Lists the caller's notifications (unresolved only unless `all` is true; 20 a page). */
  list(query?: NotificationListOptions, options?: RequestOptions): PagePromise<Notification> {
    const q = listQuery(query, 'notifications.list');
    return this.paginate('notifications.list', '/api/notifications', NotificationCollection, q, options);
  }

  /** Lists the caller's notifications for one workspace (given by id or model). */
  listForWorkspace(
    workspace: Subject,
    query?: NotificationListOptions,
    options?: RequestOptions,
  ): PagePromise<Notification> {
    const operation = 'notifications.listForWorkspace';
    const url = path`/api/workspaces/${idOf(workspace, `${operation}(workspace)`)}/notifications`;
    return this.paginate(operation, url, NotificationCollection, listQuery(query, operation), options);
  }

  /** Gets a notification by id (or by the notification's own `self` link). */
  get(notification: Subject, options?: RequestOptions): ApiPromise<Notification> {
    return this.read('notifications.get', subjectUrl(notification, 'self', notificationPath), Notification, options);
  }

  /** Deletes a notification (by id, or by its `delete notification` link). */
  delete(notification: Subject, options?: RequestOptions): ApiPromise<void> {
    const url = subjectUrl(notification, 'delete notification', notificationPath);
    return this.remove('notifications.delete', url, options);
  }

  /**
   * Asks the service for the notifications raised since `since` and returns them as one array (the
   * answer is a single collection, not a paged walk); by default the service marks those up to `since` resolved.
   */
  refresh(query?: NotificationRefreshOptions, options?: RequestOptions): ApiPromise<Notification[]> {
    const q: Query = {
      since: instant(query?.since, 'since', 'notifications.refresh'),
      markAsResolved: flag(query?.markAsResolved, 'markAsResolved', 'notifications.refresh'),
    };
    const { schema, key } = NotificationCollection;
    const url = '/api/notifications';
    const call = {
      operation: 'notifications.refresh',
      method: 'PUT',
      url,
      query: q,
      schema,
      allowEmpty: true,
    } as const;
    return this.map(this.request(call, options), (collection) => collection?._embedded?.[key] ?? []);
  }
}

const notificationPath = (id: string) => path`/api/notifications/${id}`;

function listQuery(query: NotificationListOptions | undefined, operation: string): Query {
  const filters = {
    all: flag(query?.all, 'all', operation),
    before: instant(query?.before, 'before', operation),
    since: instant(query?.since, 'since', operation),
  };
  return pageQuery(query, filters);
}

function flag(value: unknown, name: string, operation: string): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  throw new InvalidArgumentError(`${operation}: \`${name}\` must be true or false; got ${typeof value}.`);
}

function instant(value: unknown, name: string, operation: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && value !== '') return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  throw new InvalidArgumentError(
    `${operation}: \`${name}\` must be an ISO 8601 timestamp such as "2021-02-11T11:12" or a valid Date; ` +
      `got ${describe(value)}.`,
  );
}

function describe(value: unknown): string {
  if (value instanceof Date) return 'an invalid Date';
  return typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : typeof value;
}
