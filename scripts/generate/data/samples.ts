// Hand-kept data of the fixture of valid calls (test/fixtures/namespace-calls.ts): a sample for a path parameter,
// by its name in the descriptions' paths, where its own name will not do, and a sample body for each input model
// (by operation where the model is not exported), as small as the models allow. The generator fails naming a body
// that has none.
import { CHANNEL, COMMENT, DATASET, JOB, PIPELINE, PROFILE, WS } from '../../../test/fixtures/bodies.js';

/** The fixture's made-up ids, by name: the tests that run the fixture against the mock swap them for the demo's. */
export const named = { CHANNEL, COMMENT, DATASET, JOB, PIPELINE, PROFILE, WS };

/** A workspace file's path; the fixture exports it as `file`. */
export const file = 'models/a.sql';

/** A comment's body; the fixture exports it as `comment`. */
export const comment = { message: 'Nice #kpi' };

/** A sample value of a path parameter, by its name in the descriptions' paths (else the name is its sample). */
export const ids: Record<string, unknown> = {
  account: 'acc-1',
  alert: 'a',
  apiKey: 'k',
  channel: CHANNEL,
  comment: COMMENT,
  component: 'c',
  dataComponentName: 'tap-x',
  dataPlugin: 'p',
  dataset: DATASET,
  datasetId: DATASET,
  datastore: 'd',
  idp: 'google',
  filePath: file,
  invitation: 'i',
  job: JOB,
  message: 'm',
  notification: 'n',
  pipeline: PIPELINE,
  profile: PROFILE,
  subscription: 's',
  tag: 't',
  workspace: WS,
  workspaceId: WS,
};

/** A published dataset's body. */
const published = { alias: 'daily-users', title: 'Daily users #growth' };

/** A sample body for each input model, by its exported name, or by operation (a model not exported, no model). */
export const bodies: Record<string, unknown> = {
  'datasets.publish': published,
  'datasets.publishToDefault': published,
  'datasets.put': published,
  'datasets.update': { title: 'Q3' },
  AccountInput: { company: 'Acme', ownerEmail: 'ada@example.com' },
  AlertInput: { detail: 'Revenue fell below 1M' },
  ApiKeyInput: { name: 'ci' },
  ChannelInput: { name: 'Sales' },
  ChannelPatch: { description: 'Q3' },
  CommentInput: comment,
  DataComponentInput: { name: 'extractors/tap-postgres', dataPlugin: 'tap-postgres' },
  DataPluginInput: { pluginType: 'EXTRACTOR', name: 'tap-acme', variant: 'acme' },
  DatastoreInput: { name: 'Warehouse', dataPlugin: 'target-postgres' },
  InvitationInput: { email: 'grace@example.com' },
  MessageInput: { recipientId: PROFILE, message: 'Can you check the June numbers?' },
  PipelineDraftInput: { label: 'Orders ETL', dataComponents: [] },
  PipelineInput: { label: 'Orders ETL', dataComponents: [] },
  ProfileInput: { name: 'Ada', email: 'ada@example.com' },
  SourceTokenInput: { grant_type: 'refresh_token' },
  QuestionInput: { question: 'How many users?' },
  SubscriptionInput: { type: 'ALL' },
  WorkspaceFileInput: { contentType: 'text/plain', content: 'select 1' },
  WorkspaceInput: { name: 'Analytics', domains: ['example.com'] },
};
