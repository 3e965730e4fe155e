import { ApiResource, type PageOptions, pageQuery } from '../core/api-resource.js';
import type { Query } from '../core/http/url.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
import { SubscribeOptions, Subscription, SubscriptionCollection, SubscriptionInput } from '../models/subscription.js';

/**
 * Subscriptions: which workspaces, channels, datasets and pipelines raise notifications for the caller.
 * @example
 * const sub = await client.subscriptions.toChannel(channelId);
 * await client.subscriptions.update(sub, { type: 'ALERTS' });
 * for await (const s of client.subscriptions.list()) console.log(s.type, s._embedded?.channel?.name);
 */
export class Subscriptions extends ApiResource {
  /** Lists the caller's subscriptions (channels, pipelines, datasets); the service pages by 20. */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<Subscription> {
    return this.paginate('subscriptions.list', '/api/subscriptions', SubscriptionCollection, pageQuery(query), options);
  }

  /** Lists the members' subscriptions to a workspace. */
  listMembers(workspaceId: string, query?: PageOptions, options?: RequestOptions): PagePromise<Subscription> {
    return this.paginate(
      'subscriptions.listMembers',
      path`/api/workspaces/${workspaceId}/members/subscriptions`,
      SubscriptionCollection,
      pageQuery(query),
      options,
    );
  }

  /** Gets a subscription by id (or by a subscription object's own self link). */
  get(subscription: Subject, options?: RequestOptions): Promise<Subscription> {
    return this.request(
      {
        operation: 'subscriptions.get',
        method: 'GET',
        url: subjectUrl(subscription, 'self', (id) => path`/api/subscriptions/${id}`),
        schema: Subscription,
      },
      options,
    );
  }

  /** Subscribes to a workspace's events (type ALL); `allMembers: true` subscribes the workspace for all members. */
  toWorkspace(workspaceId: string, params?: SubscribeOptions, options?: RequestOptions): Promise<Subscription> {
    const query = subscribeQuery(params, 'subscriptions.toWorkspace');
    return this.request(
      {
        operation: 'subscriptions.toWorkspace',
        method: 'POST',
        url: path`/api/workspaces/${workspaceId}/subscriptions`,
        query,
        schema: Subscription,
      },
      options,
    );
  }

  /** Subscribes to a channel's events (type ALL), by id or by the channel's `add subscription` link. */
  toChannel(channel: Subject, params?: SubscribeOptions, options?: RequestOptions): Promise<Subscription> {
    const query = subscribeQuery(params, 'subscriptions.toChannel');
    const url = subjectUrl(channel, 'add subscription', (id) => path`/api/channels/${id}/subscriptions`);
    return this.request(
      { operation: 'subscriptions.toChannel', method: 'POST', url, query, schema: Subscription },
      options,
    );
  }

  /** Subscribes to a dataset's events (type ALL), by id or by the dataset's `add subscription` link. */
  toDataset(dataset: Subject, options?: RequestOptions): Promise<Subscription> {
    const url = subjectUrl(dataset, 'add subscription', (id) => path`/api/datasets/${id}/subscriptions`);
    return this.request({ operation: 'subscriptions.toDataset', method: 'POST', url, schema: Subscription }, options);
  }

  /** Subscribes to a pipeline's job events, by id (or by a pipeline's `add subscription` link when it has one). */
  toPipeline(pipeline: Subject, options?: RequestOptions): Promise<Subscription> {
    const url = subjectUrl(pipeline, 'add subscription', (id) => path`/api/pipelines/${id}/subscriptions`);
    return this.request({ operation: 'subscriptions.toPipeline', method: 'POST', url, schema: Subscription }, options);
  }

  /** Changes which events a subscription delivers: ALL, ALERTS or NONE. */
  update(subscription: Subject, body: SubscriptionInput, options?: RequestOptions): Promise<Subscription> {
    const json = checkInput(SubscriptionInput, body, 'subscriptions.update');
    const url = subjectUrl(subscription, 'update subscription', (id) => path`/api/subscriptions/${id}`);
    return this.request({ operation: 'subscriptions.update', method: 'PUT', url, json, schema: Subscription }, options);
  }

  /** Removes a subscription. */
  delete(subscription: Subject, options?: RequestOptions): Promise<void> {
    return this.request(
      {
        operation: 'subscriptions.delete',
        method: 'DELETE',
        url: subjectUrl(subscription, 'delete subscription', (id) => path`/api/subscriptions/${id}`),
      },
      options,
    );
  }
}

// allMembers is sent only when the caller gives it; the service's default is false.
function subscribeQuery(params: SubscribeOptions | undefined, operation: string): Query | undefined {
  if (params === undefined) return undefined;
  return { allMembers: checkInput(SubscribeOptions, params, operation).allMembers };
}
