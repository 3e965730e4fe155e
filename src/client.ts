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
import { DataPlugins } from './resources/data-plugins/data-plugins.js';
import { Datasets } from './resources/datasets/datasets.js';
import { Datastores } from './resources/datastores.js';
import { Deployments } from './resources/deployments.js';
import { Files } from './resources/files.js';
import { Invitations } from './resources/invitations.js';
import { Jobs } from './resources/jobs/jobs.js';
import { Members } from './resources/members.js';
import { Notifications } from './resources/notifications.js';
import { Pipelines } from './resources/pipelines.js';
import { Profiles } from './resources/profiles.js';
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
  /** API keys: client credentials of the authenticated profile. */
  readonly apiKeys = new ApiKeys(this);
  /** Profiles: the people or entities a user acts as. */
  readonly profiles = new Profiles(this);
  /** Channels: named groups of datasets in a workspace. */
  readonly channels = new Channels(this);
  /** Datastores: where pipelines load data. */
  readonly datastores = new Datastores(this);
  /** Subscriptions: which resources raise notifications for the caller. */
  readonly subscriptions = new Subscriptions(this);
  /** Files: the files of a workspace, by relative path (the service's "resources"). */
  readonly files = new Files(this);
  /** Comments on datasets, and their replies. */
  readonly comments = new Comments(this);
  /** Search: find a workspace's datasets by text, channel and tag, or with a search-engine query. */
  readonly search = new Search(this);
  /** Jobs: tasks run for a workspace or a pipeline; their logs, followed or waited on. */
  readonly jobs = new Jobs(this);
  /** Administrators: workspace members with the owner's delegated management rights. */
  readonly administrators = new Administrators(this);
  /** Deployments: deploy a workspace's repository to the workspace. */
  readonly deployments = new Deployments(this);
  /** Tags: the #keywords of a workspace's datasets and comments. */
  readonly tags = new Tags(this);
  /** Notifications: events raised for the resources the caller subscribes to. */
  readonly notifications = new Notifications(this);
  /** Datasets: published queries with their visualisations, data and messages. */
  readonly datasets = new Datasets(this);
  /** Workspaces: the caller's teams. */
  readonly workspaces = new Workspaces(this);
  /** Members: the people of a workspace. */
  readonly members = new Members(this);
  /** Invitations: invite an email address to a workspace, and accept invitations. */
  readonly invitations = new Invitations(this);
  /** Pipelines: data components run together on demand or on a schedule. */
  readonly pipelines = new Pipelines(this);
  /** Alerts: notes that members set on a dataset. */
  readonly alerts = new Alerts(this);
  /** Data plugins: the extractors, loaders and transformers a workspace can use, and the Meltano Hub index. */
  readonly dataPlugins = new DataPlugins(this);
  /** Data components: a data plugin's settings in a workspace. */
  readonly dataComponents = new DataComponents(this);
  /** Accounts: the billing and quota units that own workspaces. */
  readonly accounts = new Accounts(this);
  /** OAuth tokens for data sources, exchanged by the service for a pipeline's extractor. */
  readonly sourceTokens = new SourceTokens(this);
  readonly #root = new Root(this);

  constructor(options?: ClientOptions) {
    super(withEnvironment(options));
  }
  /** @deprecated Renamed `files` (the same namespace); this alias goes in 1.0. */
  get resources(): Files {
    return this.files;
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
