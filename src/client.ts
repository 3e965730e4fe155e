import type { ApiPromise } from './core/api-promise.js';
import type { RequestOptions } from './core/arguments/request-options.js';
import { ClientCore, optionsOf } from './core/client-core.js';
import type { ClientOptions } from './core/client-options.js';
import { withEnvironment } from './core/environment.js';
import type { ApiRoot } from './models/api-root.js';
import { Accounts } from './resources/accounts.js';
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
import { Root } from './resources/root.js';
import { Search } from './resources/search.js';
import { SourceTokens } from './resources/source-tokens.js';
import { Subscriptions } from './resources/subscriptions.js';
import { Tags } from './resources/tags.js';
import { Workspaces } from './resources/workspaces.js';

/**
 * The client of the Workspace Data-Platform Service: one property per namespace, plus `follow()`. Options left
 * out are read from the environment in Node, Deno and Bun (WDP_BASE_URL, WDP_TOKEN...; see `ClientOptions`).
 * A browser app that uses a few namespaces can build just those on a `ClientCore` instead.
 * @example
 * const client = new Client({ baseUrl: 'https://app.example.com', auth: token }); // or new Client() and WDP_*
 * const channels = await client.channels.list(workspaceId);
 */
export class Client extends ClientCore {
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
  readonly accounts: Accounts;
  readonly sourceTokens: SourceTokens;
  readonly #root: Root;

  constructor(options?: ClientOptions) {
    super(withEnvironment(options));
    this.apiKeys = new ApiKeys(this);
    this.profiles = new Profiles(this);
    this.channels = new Channels(this);
    this.datastores = new Datastores(this);
    this.subscriptions = new Subscriptions(this);
    this.resources = new Resources(this);
    this.comments = new Comments(this);
    this.search = new Search(this);
    this.jobs = new Jobs(this);
    this.administrators = new Administrators(this);
    this.deployments = new Deployments(this);
    this.tags = new Tags(this);
    this.notifications = new Notifications(this);
    this.datasets = new Datasets(this);
    this.workspaces = new Workspaces(this);
    this.members = new Members(this);
    this.invitations = new Invitations(this);
    this.pipelines = new Pipelines(this);
    this.alerts = new Alerts(this);
    this.dataPlugins = new DataPlugins(this);
    this.dataComponents = new DataComponents(this);
    this.accounts = new Accounts(this);
    this.sourceTokens = new SourceTokens(this);
    this.#root = new Root(this);
  }

  /**
   * Reads the service's HAL entry point, `GET /api`: its top-level links, to `follow()` from.
   * @example const root = await client.root(); console.log(Object.keys(root._links ?? {}));
   */
  root(options?: RequestOptions): ApiPromise<ApiRoot> {
    return this.#root.get(options);
  }

  /** A new client with some options replaced (what this one read from the environment kept); this one is unchanged. */
  override withOptions(overrides: Partial<ClientOptions>): Client {
    return new Client({ ...optionsOf(this), ...overrides });
  }
}
