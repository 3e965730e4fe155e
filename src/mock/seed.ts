import {
  addChannel,
  addDataset,
  addDatastore,
  addPipeline,
  addProfile,
  addResource,
  addToken,
  addWorkspace,
} from './factories.js';
import type { MockStore } from './store.js';

/** A profile of the demo data and the token that authenticates as it. */
export interface MockUser {
  id: string;
  name: string;
  token: string;
}

/** The ids of the demo data, for tests and examples. */
export interface MockFixtures {
  workspaceId: string;
  /** Owns the workspace: may add and withdraw administrators. */
  owner: MockUser;
  /** Administers the workspace: may create, update and delete channels. */
  admin: MockUser;
  /** A plain member: may view. */
  member: MockUser;
  /** Not a member of the workspace. */
  outsider: MockUser;
  channels: { sales: string; marketing: string };
  datasets: { revenue: string; churn: string; reach: string };
  pipelineId: string;
  datastoreId: string;
  /** The secret that signs the workspace's deployment webhook. */
  webhookSecret: string;
}

/** Fills the store with a small, realistic workspace: four people, two channels, three datasets. */
export function seedDemo(store: MockStore): MockFixtures {
  const user = (name: string, token: string): MockUser => {
    const profile = addProfile(store, { name });
    return { id: profile.id, name, token: addToken(store, profile.id, token) };
  };
  const owner = user('Ada Lovelace', 'mock-owner-token');
  const admin = user('Grace Hopper', 'mock-admin-token');
  const member = user('Linus Torvalds', 'mock-member-token');
  const outsider = user('Mallory Jones', 'mock-outsider-token');
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
  });
  const reach = addDataset(store, {
    workspaceId: ws,
    channelId: marketing.id,
    title: 'Campaign reach',
    description: 'Impressions per campaign #marketing',
    query: 'select campaign, impressions from reach',
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
  return {
    workspaceId: ws,
    owner,
    admin,
    member,
    outsider,
    channels: { sales: sales.id, marketing: marketing.id },
    datasets: { revenue: revenue.id, churn: churn.id, reach: reach.id },
    pipelineId: pipeline.id,
    datastoreId: datastore.id,
    webhookSecret,
  };
}
