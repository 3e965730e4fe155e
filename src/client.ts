import * as z from 'zod/mini';
import { type ClientOptions, type CompleteOptions, resolveOptions, withEnvironment } from './client-options.js';
import { InvalidArgumentError } from './core/errors.js';
import { expandHref, type HalResource, type LinkParams, type RelationOf, requireLink } from './core/hal.js';
import type { HttpMethod } from './core/http/http.js';
import { Transport } from './core/http/transport.js';
import type { Query } from './core/http/url.js';
import type { RequestOptions } from './core/request-options.js';
import { Administrators } from './resources/administrators.js';
import { Alerts } from './resources/alerts.js';
import { ApiKeys } from './resources/api-keys.js';
import { Channels } from './resources/channels.js';
import { Comments } from './resources/comments.js';
import { DataComponents } from './resources/data-components.js';
import { DataPlugins } from './resources/data-plugins.js';
import { Datasets } from './resources/datasets.js';
import { Datastores } from './resources/datastores.js';
import { Deployments } from './resources/deployments.js';
import { Invitations } from './resources/invitations.js';
import { Jobs } from './resources/jobs/jobs.js';
import { Members } from './resources/members.js';
import { Notifications } from './resources/notifications.js';
import { Pipelines } from './resources/pipelines.js';
import { Profiles } from './resources/profiles.js';
import { Resources } from './resources/resources.js';
import { Search } from './resources/search.js';
import { Subscriptions } from './resources/subscriptions.js';
import { Tags } from './resources/tags.js';
import { Workspaces } from './resources/workspaces.js';

/** Options of `client.follow()`: template variables, query, body, and an optional model for the response. */
export interface FollowInit<S extends z.ZodMiniType> extends RequestOptions {
  /** Values for a templated href. */
  params?: LinkParams | undefined;
  query?: Query | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** Overrides the link's `type`. */
  method?: HttpMethod | undefined;
  /** Validates and types the response. */
  schema?: S | undefined;
}

const methods = new Set<string>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The client of the Workspace Data-Platform Service: one property per namespace, plus `follow()`. Options left
 * out are read from the environment in Node, Deno and Bun (WDP_BASE_URL, WDP_TOKEN...; see `ClientOptions`).
 * @example
 * const client = new Client({ baseUrl: 'https://app.example.com', auth: token }); // or new Client() and WDP_*
 * const channels = await client.channels.list(workspaceId);
 */
export class Client {
  /** The base URL requests go to, without a trailing slash. */
  readonly baseUrl: string;
  readonly apiKeys: ApiKeys;
  readonly profiles: Profiles;
  readonly channels: Channels;
  readonly datastores: Datastores;
  readonly subscriptions: Subscriptions;
  readonly resources: Resources;
  readonly comments: Comments;
  readonly search: Search;
  readonly jobs: Jobs;
  readonly administrators: Administrators;
  readonly deployments: Deployments;
  readonly tags: Tags;
  readonly notifications: Notifications;
  readonly datasets: Datasets;
  readonly workspaces: Workspaces;
  readonly members: Members;
  readonly invitations: Invitations;
  readonly pipelines: Pipelines;
  readonly alerts: Alerts;
  readonly dataPlugins: DataPlugins;
  readonly dataComponents: DataComponents;
  readonly #options: CompleteOptions;
  readonly #transport: Transport;

  constructor(options?: ClientOptions) {
    this.#options = withEnvironment(options);
    this.#transport = new Transport(resolveOptions(this.#options));
    const transport = this.#transport;
    this.baseUrl = transport.baseUrl;
    this.apiKeys = new ApiKeys(transport);
    this.profiles = new Profiles(transport);
    this.channels = new Channels(transport);
    this.datastores = new Datastores(transport);
    this.subscriptions = new Subscriptions(transport);
    this.resources = new Resources(transport);
    this.comments = new Comments(transport);
    this.search = new Search(transport);
    this.jobs = new Jobs(transport);
    this.administrators = new Administrators(transport);
    this.deployments = new Deployments(transport);
    this.tags = new Tags(transport);
    this.notifications = new Notifications(transport);
    this.datasets = new Datasets(transport);
    this.workspaces = new Workspaces(transport);
    this.members = new Members(transport);
    this.invitations = new Invitations(transport);
    this.pipelines = new Pipelines(transport);
    this.alerts = new Alerts(transport);
    this.dataPlugins = new DataPlugins(transport);
    this.dataComponents = new DataComponents(transport);
  }

  /** A new client with some options replaced (what this one read from the environment kept); this one is unchanged. */
  withOptions(overrides: Partial<ClientOptions>): Client {
    return new Client({ ...this.#options, ...overrides });
  }

  /**
   * Follows a relation of a resource: the link's `type` is the method, templated hrefs are expanded.
   * Without a `schema`, an answer without a body (204, or an empty 200/202) resolves to undefined. A link on
   * another origin than `baseUrl` is sent no credentials, or refused (the `crossOrigin` option); a resource
   * without a usable link (no string `href`, or one that is no http(s) URL) throws `InvalidArgumentError`.
   * @example await client.follow(channel, 'update channel', { body: { name: 'Sales', description: 'Q3' } });
   */
  follow<R extends HalResource, S extends z.ZodMiniType = z.ZodMiniUnknown>(
    resource: R,
    rel: RelationOf<R>,
    init: FollowInit<S> = {},
  ): Promise<z.output<S>> {
    const target = requireLink(resource, rel);
    const method = String(init.method ?? (typeof target.type === 'string' ? target.type : 'GET')).toUpperCase();
    if (!methods.has(method))
      throw new InvalidArgumentError(
        `The "${rel}" link has type "${method}", which is not an HTTP method; pass \`method\` to follow it.`,
      );
    const { params, query, body, schema, method: _method, ...options } = init;
    const call = {
      operation: `follow(${rel})`,
      method: method as HttpMethod,
      url: expandHref(target, params),
      query,
      json: body,
      schema: schema ?? z.unknown(),
      allowEmpty: !schema,
    };
    return this.#transport.send(call, options).then((reply) => reply.data as z.output<S>);
  }
}
