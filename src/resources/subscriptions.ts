import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  flag,
  type Operations,
  oneOf,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  querySpec,
  type RequestOptions,
  type Subject,
  submit,
} from '../core/namespace-kit.js';
import { subscribeQuery } from '../models/queries.js';
import {
  type SubscribeOptions,
  Subscription,
  SubscriptionCollection,
  SubscriptionInput,
  SubscriptionType,
} from '../models/subscription.js';

// A subscribe POST sends `allMembers` in the query and `type` as its JSON body (`{"type":"ALERTS"}`), each only when
// the caller gives it (the service's defaults: false, and ALL); with neither, it has no body.
const subscribe = {
  method: 'POST',
  query: querySpec<SubscribeOptions>({ ...subscribeQuery, type: SubscriptionType.options }, { flag, words: oneOf }, [
    'type',
  ]),
  output: Subscription,
} as const;

/** The operations of `Subscriptions`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('subscriptions', {
  list: {
    path: '/api/subscriptions',
    query: pageSpec,
    list: SubscriptionCollection,
  },
  listMembers: {
    path: '/api/workspaces/{workspace}/members/subscriptions',
    query: pageSpec,
    list: SubscriptionCollection,
  },
  get: {
    path: '/api/subscriptions/{subscription}',
    link: 'self',
    output: Subscription,
  },
  toWorkspace: {
    ...subscribe,
    path: '/api/workspaces/{workspace}/subscriptions',
    params: ['workspace', '{ allMembers, type }'],
  },
  toChannel: {
    ...subscribe,
    path: '/api/channels/{channel}/subscriptions',
    link: 'add subscription',
    params: ['channel', '{ allMembers, type }'],
  },
  toDataset: {
    ...subscribe,
    path: '/api/datasets/{dataset}/subscriptions',
    link: 'add subscription',
    params: ['dataset', '{ allMembers, type }'],
  },
  toPipeline: {
    ...subscribe,
    path: '/api/pipelines/{pipeline}/subscriptions',
    link: 'add subscription',
    params: ['pipeline', '{ allMembers, type }'],
  },
  update: {
    method: 'PUT',
    path: '/api/subscriptions/{subscription}',
    link: 'update subscription',
    input: SubscriptionInput,
    bodyName: '{ type }',
    output: Subscription,
  },
  delete: {
    method: 'DELETE',
    path: '/api/subscriptions/{subscription}',
    link: 'delete subscription',
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const subscriptionOperations: Operations = ops;

/**
 * Subscriptions: which workspaces, channels, datasets and pipelines raise notifications for the caller.
 * @example
 * const sub = await client.subscriptions.toChannel(channelId);
 * await client.subscriptions.update(sub, { type: 'ALERTS' });
 * await client.subscriptions.toDataset(datasetId, { type: 'ALERTS' }); // alerts only, from the start
 * for await (const s of client.subscriptions.list()) console.log(s.type, s._embedded?.channel?.name);
 */
export class Subscriptions extends ApiResource {
  /** Lists the caller's subscriptions (channels, pipelines, datasets); the service pages by 20. */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<Subscription> {
    return paginate(this, ops.list, query, options);
  }

  /** Lists the members' subscriptions to a workspace (by id or model). */
  listMembers(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Subscription> {
    return paginate(this, ops.listMembers, workspace, query, options);
  }

  /** Gets a subscription by id (or by a subscription object's own self link). */
  get(subscription: Subject, options?: RequestOptions): ApiPromise<Subscription> {
    return call(this, ops.get, subscription, options);
  }

  /**
   * Subscribes to a workspace's events (type ALL unless `type` says otherwise); `allMembers: true` subscribes the
   * workspace for all members.
   */
  toWorkspace(workspace: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    return call(this, ops.toWorkspace, workspace, params, options);
  }

  /** Subscribes to a channel's events (type ALL unless `type` says), by id or by its `add subscription` link. */
  toChannel(channel: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    return call(this, ops.toChannel, channel, params, options);
  }

  /**
   * Subscribes to a dataset's events (type ALL unless `type` says), by id or by its `add subscription` link;
   * `allMembers: true` subscribes the workspace for all members.
   */
  toDataset(dataset: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    return call(this, ops.toDataset, dataset, params, options);
  }

  /**
   * Subscribes to a pipeline's job events (type ALL unless `type` says), by id (or by a pipeline's `add subscription`
   * link when it has one); `allMembers: true` subscribes the workspace for all members.
   */
  toPipeline(pipeline: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    return call(this, ops.toPipeline, pipeline, params, options);
  }

  /** Changes which events a subscription delivers: ALL, ALERTS or NONE. */
  update(subscription: Subject, body: SubscriptionInput, options?: RequestOptions): ApiPromise<Subscription> {
    return call(this, ops.update, subscription, body, options);
  }

  /** Removes a subscription. */
  delete(subscription: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, subscription, options);
  }
}
