import { addConversation } from './demo/conversation.js';
import { addSyncHistory } from './demo/pipeline-history.js';
import { addPastRuns, settleBeforeStart } from './demo/timeline.js';
import { addAccount } from './resources/accounts.js';
import { addChannel } from './resources/channels.js';
import { addDataComponent } from './resources/data-components.js';
import { installNamed } from './resources/data-plugins/workspace-plugins.js';
import { addDataset } from './resources/datasets/datasets.js';
import { addDatastore } from './resources/datastores.js';
import { addToken } from './resources/oauth.js';
import { addPipeline } from './resources/pipelines/pipelines.js';
import { addProfile } from './resources/profiles/profiles.js';
import { addResource } from './resources/workspace-files.js';
import { addWorkspace } from './resources/workspaces/workspaces.js';
import type { Store } from './store.js';

/** A profile of the demo data and the bearer token that authenticates as it (`auth: user.token`). */
export interface MockUser {
  /** The profile id, provider-qualified like the service's: `auth0|` and 24 hex digits. */
  id: string;
  /** The person's full name, such as `Ada Lovelace`. */
  name: string;
  /** A token that never expires, such as `mock-admin-token`. */
  token: string;
}

/**
 * The ids and tokens of the demo data (`mock.fixtures`; empty strings with `data: 'empty'`): the workspace
 * "Analytics" at work, with four people, two channels, three datasets with data, the installed plugins
 * `tap-postgres` and `target-postgres--transferwise`, the data component `extractors/tap-postgres`, its managed
 * default datastore, two files (`README.md`, `models/orders.sql`), an idle pipeline with three completed runs, a
 * second one with a completed, a failed and a running run, a comment with a reply, and six notifications (Grace
 * has four: the failed run ended, the comment, the reply, the running run started; Ada has the comment, Linus the
 * reply). The same seed always gives the same ids.
 * @example
 * const mock = createMockService();
 * const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch: mock.fetch });
 * const channels = await client.channels.list(mock.fixtures.workspaceId); // Marketing, Sales
 */
export interface MockFixtures {
  /** The workspace "Analytics", owned by `owner`. */
  workspaceId: string;
  /**
   * Ada Lovelace (`mock-owner-token`): owns the workspace; may add and withdraw administrators. She also owns the
   * account "Acme Analytics" (its id is her profile id) that owns the workspace, with room for 3 workspaces.
   */
  owner: MockUser;
  /** Grace Hopper (`mock-admin-token`): administers it; may write channels, files and datastores, run jobs. */
  admin: MockUser;
  /** Linus Torvalds (`mock-member-token`): a plain member; may view and comment. */
  member: MockUser;
  /** Mallory Jones (`mock-outsider-token`): not a member; the workspace's data answers her 403. */
  outsider: MockUser;
  /** "Sales" (workspace scope; holds `revenue` and `churn`) and "Marketing" (holds `reach`). */
  channels: {
    /** The id of "Sales". */
    sales: string;
    /** The id of "Marketing". */
    marketing: string;
  };
  /** "Q3 revenue #kpi", "Customer churn #kpi" and "Campaign reach". */
  datasets: {
    /** The id of "Q3 revenue #kpi". */
    revenue: string;
    /** The id of "Customer churn #kpi". */
    churn: string;
    /** The id of "Campaign reach". */
    reach: string;
  };
  /**
   * The pipeline `orders-etl`, idle at the start, with three completed runs (one a day; its metrics have three
   * rows): `jobs.create(pipelineId)` runs it at once, and the run is QUEUED for 2 s and RUNNING for 8 s of the
   * mock's clock.
   */
  pipelineId: string;
  /**
   * The pipeline `customers-sync` (a nightly incremental sync of `customers`, to which Grace subscribes): a COMPLETE
   * run the night before last (its metrics have one row), the ERROR run `jobs.failed` last night and the run
   * `jobs.running`, so that `jobs.create(syncPipelineId)` answers 409 until the clock has moved 100 minutes.
   */
  syncPipelineId: string;
  /**
   * A job in each state, all PIPELINE_RUN: `completed` the latest run of `orders-etl` (yesterday); `failed` last
   * night's run of `customers-sync`, ERROR, its log ending in the extractor's error; `running` the run of
   * `customers-sync` Ada started 35 minutes before the clock's start, RUNNING for 100 minutes more of the clock (a
   * log line every 15 minutes of it).
   */
  jobs: {
    /** The id of the latest run of `orders-etl`, COMPLETE. */
    completed: string;
    /** The id of last night's run of `customers-sync`, ERROR. */
    failed: string;
    /** The id of the run of `customers-sync` that is RUNNING. */
    running: string;
  };
  /** Linus's question on "Q3 revenue #kpi" two hours before the start (Grace likes it), and Ada's reply an hour on. */
  comments: {
    /** The id of Linus's question. */
    question: string;
    /** The id of Ada's reply to it. */
    reply: string;
  };
  /** The workspace's managed default datastore (PostgreSQL). */
  datastoreId: string;
  /** The secret that signs the workspace's deployment webhook: `whsec_mock_deploy`. */
  webhookSecret: string;
  /**
   * With a `seedFile`: every profile of the recording with its token (fresh ones, which a reset keeps), and the
   * records left out because what they belong to was not recorded. Absent with the demo data.
   */
  recorded?: {
    /** Every profile of the recording, each with a fresh token. */
    users: MockUser[];
    /** The records left out, each as `kind id: why`. */
    skipped: string[];
  };
}

/** The bearer tokens of the four demo users. */
export type DemoTokens = Record<'owner' | 'admin' | 'member' | 'outsider', string>;

/** The demo users' documented tokens (`mock-owner-token`...), the same in every mock. */
export const demoTokens: DemoTokens = {
  owner: 'mock-owner-token',
  admin: 'mock-admin-token',
  member: 'mock-member-token',
  outsider: 'mock-outsider-token',
};

/**
 * Four tokens no one can guess, from the platform's `crypto` (not the seeded generator): for a mock left
 * running, whose documented tokens any local process or page would know.
 */
export function freshTokens(): DemoTokens {
  return { owner: freshToken(), admin: freshToken(), member: freshToken(), outsider: freshToken() };
}

/** A token no one can guess: `prefix` and 48 hex digits from the platform's `crypto`. */
export function freshToken(prefix = 'mock_'): string {
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  return `${prefix}${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(24)), hex).join('')}`;
}

/** Fills the store with a small, realistic workspace: four people, two channels, three datasets. */
export function seedDemo(store: Store, tokens: DemoTokens = demoTokens): MockFixtures {
  const user = (name: string, token: string): MockUser => {
    const profile = addProfile(store, { name });
    return { id: profile.id, name, token: addToken(store, profile.id, token) };
  };
  const owner = user('Ada Lovelace', tokens.owner);
  const admin = user('Grace Hopper', tokens.admin);
  const member = user('Linus Torvalds', tokens.member);
  const outsider = user('Mallory Jones', tokens.outsider);
  const webhookSecret = 'whsec_mock_deploy';
  const workspace = addWorkspace(store, {
    name: 'Analytics',
    ownerId: owner.id,
    webhookSecret,
    repositoryUrl: 'https://git.example.com/acme/analytics.git',
  });
  workspace.adminIds.add(admin.id);
  workspace.memberIds.add(member.id);
  for (const profile of [owner, admin, member]) {
    const record = store.profiles.get(profile.id);
    if (record) record.defaultWorkspaceId = workspace.id;
  }
  const ws = workspace.id;
  // The account that owns the workspace: its id is its owner's profile id, as the service's often is.
  addAccount(store, {
    id: owner.id,
    company: 'Acme Analytics',
    ownerEmail: 'ada@example.com',
    ownerIds: new Set([owner.id]),
    workspaceIds: new Set([ws]),
    maxWorkspaces: 3,
    maxRows: 1_000_000,
    minutesPerMonth: 1_000,
    minutesUsed: 0,
    maxClients: 5,
    created: workspace.created,
    lastModified: workspace.created,
  });
  const sales = addChannel(store, {
    workspaceId: ws,
    creatorId: owner.id,
    name: 'Sales',
    description: 'Quarterly sales numbers',
    scope: 'WORKSPACE',
  });
  const marketing = addChannel(store, {
    workspaceId: ws,
    creatorId: admin.id,
    name: 'Marketing',
    description: 'Campaigns and reach',
  });
  const revenue = addDataset(store, {
    workspaceId: ws,
    channelId: sales.id,
    title: 'Q3 revenue #kpi',
    description: 'Revenue by region for the third quarter #finance',
    query: 'select region, sum(amount) from orders group by region',
  });
  const churn = addDataset(store, {
    workspaceId: ws,
    channelId: sales.id,
    title: 'Customer churn #kpi',
    description: 'Monthly churn rate',
    query: 'select month, churn_rate from churn',
    rawData: rows(
      ['month', 'churn_rate'],
      [
        ['2023-10', 0.021],
        ['2023-11', 0.024],
        ['2023-12', 0.019],
        ['2024-01', 0.027],
        ['2024-02', 0.022],
      ],
    ),
  });
  const reach = addDataset(store, {
    workspaceId: ws,
    channelId: marketing.id,
    title: 'Campaign reach',
    description: 'Impressions per campaign #marketing',
    query: 'select campaign, impressions from reach',
    rawData: rows(
      ['campaign', 'impressions'],
      [
        ['Spring launch', 182_400],
        ['Partner webinar', 23_950],
        ['Newsletter #12', 61_230],
      ],
    ),
  });
  const pipeline = addPipeline(store, {
    workspaceId: ws,
    name: 'orders-etl',
    label: 'Orders ETL',
    profileId: owner.id,
    dataComponents: ['tap-postgres', 'target-postgres'],
  });
  const datastore = addDatastore(store, {
    workspaceId: ws,
    name: 'Default datastore',
    dataPlugin: 'target-postgres--transferwise',
    managed: true,
    properties: { host: 'db.internal', port: '5432', dbname: 'analytics' },
  });
  store.defaultDatastores.set(ws, datastore.id);
  installNamed(store, ws, 'tap-postgres', 'target-postgres--transferwise');
  addResource(store, {
    workspaceId: ws,
    path: 'README.md',
    contentType: 'text/markdown',
    content: '# Analytics\n\nThe workspace repository.\n',
  });
  addResource(store, {
    workspaceId: ws,
    path: 'models/orders.sql',
    contentType: 'application/sql',
    content: 'select * from orders\n',
  });
  addDataComponent(store, {
    workspaceId: ws,
    name: 'extractors/tap-postgres',
    dataPlugin: 'extractors/tap-postgres--meltanolabs',
    properties: { host: 'db.internal', port: '5432', user: 'etl', database: 'orders' },
  });
  const pastRuns = addPastRuns(store, pipeline.id, admin.id, 3);
  settleBeforeStart(store.jobs.values());
  // The activity comes after every record above, so that their ids stay what they were before it was added.
  const sync = addSyncHistory(store, ws, admin.id, owner.id);
  const { question, reply } = addConversation(store, {
    datasetId: revenue.id,
    channelId: sales.id,
    askerId: member.id,
    answererId: owner.id,
    followerId: admin.id,
  });
  return {
    workspaceId: ws,
    owner,
    admin,
    member,
    outsider,
    channels: { sales: sales.id, marketing: marketing.id },
    datasets: { revenue: revenue.id, churn: churn.id, reach: reach.id },
    pipelineId: pipeline.id,
    syncPipelineId: sync.pipeline.id,
    jobs: { completed: pastRuns.at(-1)?.id ?? '', failed: sync.failed.id, running: sync.running.id },
    comments: { question: question.id, reply: reply.id },
    datastoreId: datastore.id,
    webhookSecret,
  };
}

/** The `rawData` of a dataset: JSON text of one object per row, keyed by `columns`. */
function rows(columns: readonly string[], values: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return JSON.stringify(values.map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i]]))));
}
