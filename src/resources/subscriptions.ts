import {
  type ApiPromise,
  ApiResource,
  flag,
  ids,
  linkOr,
  type Operation,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  querySpec,
  type RequestOptions,
  type Subject,
  type Target,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { subscribeQuery } from '../models/queries.js';
import {
  type SubscribeOptions,
  Subscription,
  SubscriptionCollection,
  SubscriptionInput,
} from '../models/subscription.js';

const subscriptionPath = (id: string) => path`/api/subscriptions/${id}`;
const membersOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/members/subscriptions`;
const ofWorkspace = (workspaceId: string) => path`/api/workspaces/${workspaceId}/subscriptions`;
// allMembers is sent only when the caller gives it; the service's default is false.
const subscribeOptions = querySpec<SubscribeOptions>(subscribeQuery, { flag });

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
    return this.paginateOld(
      operation('subscriptions.list', 'query'),
      [pageSpec, SubscriptionCollection],
      '/api/subscriptions',
      query,
      options,
    );
  }

  /** Lists the members' subscriptions to a workspace (by id or model). */
  listMembers(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Subscription> {
    return this.paginateOld(
      operation('subscriptions.listMembers', 'workspace', 'query'),
      [pageSpec, SubscriptionCollection],
      ids(membersOf, workspace),
      query,
      options,
    );
  }

  /** Gets a subscription by id (or by a subscription object's own self link). */
  get(subscription: Subject, options?: RequestOptions): ApiPromise<Subscription> {
    return this.read(
      operation('subscriptions.get', 'subscription'),
      Subscription,
      linkOr(subscription, 'self', subscriptionPath),
      options,
    );
  }

  /** Subscribes to a workspace's events (type ALL); `allMembers: true` subscribes the workspace for all members. */
  toWorkspace(workspace: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    return this.#subscribe(
      operation('subscriptions.toWorkspace', 'workspace', '{ allMembers }'),
      ids(ofWorkspace, workspace),
      params,
      options,
    );
  }

  /** Subscribes to a channel's events (type ALL), by id or by the channel's `add subscription` link. */
  toChannel(channel: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    return this.#subscribe(
      operation('subscriptions.toChannel', 'channel', '{ allMembers }'),
      linkOr(channel, 'add subscription', (id) => path`/api/channels/${id}/subscriptions`),
      params,
      options,
    );
  }

  /**
   * Subscribes to a dataset's events (type ALL), by id or by the dataset's `add subscription` link;
   * `allMembers: true` subscribes the workspace for all members.
   */
  toDataset(dataset: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    return this.#subscribe(
      operation('subscriptions.toDataset', 'dataset', '{ allMembers }'),
      linkOr(dataset, 'add subscription', (id) => path`/api/datasets/${id}/subscriptions`),
      params,
      options,
    );
  }

  /**
   * Subscribes to a pipeline's job events, by id (or by a pipeline's `add subscription` link when it has one);
   * `allMembers: true` subscribes the workspace for all members.
   */
  toPipeline(pipeline: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    return this.#subscribe(
      operation('subscriptions.toPipeline', 'pipeline', '{ allMembers }'),
      linkOr(pipeline, 'add subscription', (id) => path`/api/pipelines/${id}/subscriptions`),
      params,
      options,
    );
  }

  /** Changes which events a subscription delivers: ALL, ALERTS or NONE. */
  update(subscription: Subject, body: SubscriptionInput, options?: RequestOptions): ApiPromise<Subscription> {
    return this.write(
      operation('subscriptions.update', 'subscription', '{ type }'),
      'PUT',
      [SubscriptionInput, Subscription],
      linkOr(subscription, 'update subscription', subscriptionPath),
      body,
      options,
    );
  }

  /** Removes a subscription. */
  delete(subscription: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('subscriptions.delete', 'subscription'),
      linkOr(subscription, 'delete subscription', subscriptionPath),
      options,
    );
  }

  // A subscribe POST has no body; its only option travels in the query.
  #subscribe(op: Operation, url: Target, params: SubscribeOptions | undefined, options: RequestOptions | undefined) {
    return this.request(
      op,
      { method: 'POST', url, query: params, querySpec: subscribeOptions, schema: Subscription },
      options,
    );
  }
}
