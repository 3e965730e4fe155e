import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions } from '../core/api-resource.js';
import type { Query } from '../core/http/url.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type OptionsArg, type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import {
  type SubscribeOptions,
  Subscription,
  SubscriptionCollection,
  SubscriptionInput,
} from '../models/subscription.js';
import { bodyOf, flag, pageSpec, queryOf, querySpec } from './inputs.js';

const subscriptionPath = (id: string) => path`/api/subscriptions/${id}`;
// allMembers is sent only when the caller gives it; the service's default is false.
const subscribeOptions = querySpec<SubscribeOptions>({ allMembers: flag });

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
    const sig = 'subscriptions.list(query)';
    const q = queryOf(pageSpec, query, sig);
    const checked = requestOptions(options, sig);
    return this.paginate('subscriptions.list', '/api/subscriptions', SubscriptionCollection, q, checked);
  }

  /** Lists the members' subscriptions to a workspace (by id or model). */
  listMembers(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Subscription> {
    const sig = 'subscriptions.listMembers(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/members/subscriptions`;
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, SubscriptionCollection, q, options);
  }

  /** Gets a subscription by id (or by a subscription object's own self link). */
  get(subscription: Subject, options?: RequestOptions): ApiPromise<Subscription> {
    const sig = 'subscriptions.get(subscription)';
    const url = subjectUrl(subscription, 'self', subscriptionPath, sig);
    return this.read(sig, url, Subscription, options);
  }

  /** Subscribes to a workspace's events (type ALL); `allMembers: true` subscribes the workspace for all members. */
  toWorkspace(workspace: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    const sig = 'subscriptions.toWorkspace(workspace, { allMembers })';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/subscriptions`;
    return this.#subscribe('subscriptions.toWorkspace', url, queryOf(subscribeOptions, params, sig), options, sig);
  }

  /** Subscribes to a channel's events (type ALL), by id or by the channel's `add subscription` link. */
  toChannel(channel: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    const sig = 'subscriptions.toChannel(channel, { allMembers })';
    const url = subjectUrl(channel, 'add subscription', (id) => path`/api/channels/${id}/subscriptions`, sig);
    return this.#subscribe('subscriptions.toChannel', url, queryOf(subscribeOptions, params, sig), options, sig);
  }

  /**
   * Subscribes to a dataset's events (type ALL), by id or by the dataset's `add subscription` link;
   * `allMembers: true` subscribes the workspace for all members.
   */
  toDataset(dataset: Subject, params?: SubscribeOptions, options?: RequestOptions): ApiPromise<Subscription> {
    const sig = 'subscriptions.toDataset(dataset, { allMembers })';
    const url = subjectUrl(dataset, 'add subscription', (id) => path`/api/datasets/${id}/subscriptions`, sig);
    return this.#subscribe('subscriptions.toDataset', url, queryOf(subscribeOptions, params, sig), options, sig);
  }

  /** Subscribes to a pipeline's job events, by id (or by a pipeline's `add subscription` link when it has one). */
  toPipeline(pipeline: Subject, options?: RequestOptions): ApiPromise<Subscription> {
    const sig = 'subscriptions.toPipeline(pipeline)';
    const url = subjectUrl(pipeline, 'add subscription', (id) => path`/api/pipelines/${id}/subscriptions`, sig);
    return this.#subscribe('subscriptions.toPipeline', url, undefined, options, sig);
  }

  /** Changes which events a subscription delivers: ALL, ALERTS or NONE. */
  update(subscription: Subject, body: SubscriptionInput, options?: RequestOptions): ApiPromise<Subscription> {
    const sig = 'subscriptions.update(subscription, { type })';
    const url = subjectUrl(subscription, 'update subscription', subscriptionPath, sig);
    const json = bodyOf(SubscriptionInput, body, sig);
    return this.write(sig, 'PUT', url, json, Subscription, options);
  }

  /** Removes a subscription. */
  delete(subscription: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'subscriptions.delete(subscription)';
    const url = subjectUrl(subscription, 'delete subscription', subscriptionPath, sig);
    return this.remove(sig, url, options);
  }

  // A subscribe POST has no body; its only option travels in the query.
  #subscribe(operation: string, url: string, query: Query | undefined, options: OptionsArg, sig: string) {
    return this.request({ operation, method: 'POST', url, query, schema: Subscription }, requestOptions(options, sig));
  }
}
