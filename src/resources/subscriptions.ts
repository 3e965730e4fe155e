import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, pageQuery } from '../core/api-resource.js';
import type { Query } from '../core/http/url.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
import { SubscribeOptions, Subscription, SubscriptionCollection, SubscriptionInput } from '../models/subscription.js';

const subscriptionPath = (id: string) => path`/api/subscriptions/${id}`;

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

  /** Lists the members' subscriptions to a workspace (by id or model). */
  listMembers(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Subscription> {
    const url = path`/api/workspaces/${idOf(workspace, 'subscriptions.listMembers(workspace)')}/members/subscriptions`;
    return this.paginate('subscriptions.listMembers', url, SubscriptionCollection, pageQuery(query), options);
  }

  /** Gets a subscription by id (or by a subscription object's own self link). */
  get(subscription: Subject, options?: RequestOptions): ApiPromise<Subscription> {
    return this.read('subscriptions.get', subjectUrl(subscription, 'self', subscriptionPath), Subscription, options);
  }

  /** Subscribes to a workspace's events (type ALL); `allMembers: true` subscribes the workspace for all members. */
  toWorkspace(workspace: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    const url = path`/api/workspaces/${idOf(workspace, 'subscriptions.toWorkspace(workspace)')}/subscriptions`;
    return this.#subscribe(
      'subscriptions.toWorkspace',
      url,
      subscribeQuery(params, 'subscriptions.toWorkspace'),
      options,
    );
  }

  /** Subscribes to a channel's events (type ALL), by id or by the channel's `add subscription` link. */
  toChannel(channel: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    const url = subjectUrl(channel, 'add subscription', (id) => path`/api/channels/${id}/subscriptions`);
    return this.#subscribe('subscriptions.toChannel', url, subscribeQuery(params, 'subscriptions.toChannel'), options);
  }

  /** Subscribes to a dataset's events (type ALL), by id or by the dataset's `add subscription` link. */
  toDataset(dataset: Subject, options?: RequestOptions): ApiPromise<Subscription> {
    const url = subjectUrl(dataset, 'add subscription', (id) => path`/api/datasets/${id}/subscriptions`);
    return this.#subscribe('subscriptions.toDataset', url, undefined, options);
  }

  /** Subscribes to a pipeline's job events, by id (or by a pipeline's `add subscription` link when it has one). */
  toPipeline(pipeline: Subject, options?: RequestOptions): ApiPromise<Subscription> {
    const url = subjectUrl(pipeline, 'add subscription', (id) => path`/api/pipelines/${id}/subscriptions`);
    return this.#subscribe('subscriptions.toPipeline', url, undefined, options);
  }

  /** Changes which events a subscription delivers: ALL, ALERTS or NONE. */
  update(subscription: Subject, body: SubscriptionInput, options?: RequestOptions): ApiPromise<Subscription> {
    const json = checkInput(SubscriptionInput, body, 'subscriptions.update');
    const url = subjectUrl(subscription, 'update subscription', subscriptionPath);
    return this.write('subscriptions.update', 'PUT', url, json, Subscription, options);
  }

  /** Removes a subscription. */
  delete(subscription: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      'subscriptions.delete',
      subjectUrl(subscription, 'delete subscription', subscriptionPath),
      options,
    );
  }

  // A subscribe POST has no body; its only option travels in the query.
  #subscribe(operation: string, url: string, query: Query | undefined, options: RequestOptions | undefined) {
    return this.request({ operation, method: 'POST', url, query, schema: Subscription }, options);
  }
}

// allMembers is sent only when the caller gives it; the service's default is false.
function subscribeQuery(params: SubscribeOptions | undefined, operation: string): Query | undefined {
  if (params === undefined) return undefined;
  return { allMembers: checkInput(SubscribeOptions, params, operation).allMembers };
}
