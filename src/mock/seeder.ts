import { addApiKey } from './resources/api-keys.js';
import { addChannel } from './resources/channels.js';
import { addDataset } from './resources/datasets/datasets.js';
import { addDatastore } from './resources/datastores.js';
import { addJob } from './resources/jobs/jobs.js';
import { addToken } from './resources/oauth.js';
import { addPipeline } from './resources/pipelines/pipelines.js';
import { addProfile } from './resources/profiles/profiles.js';
import { addResource } from './resources/workspace-files.js';
import { addWorkspace } from './resources/workspaces/workspaces.js';
import type { Store } from './store.js';

type Init<F extends (store: Store, init: never) => unknown> = Parameters<F>[1];

/** Adds records to the mock beyond its demo data; each call stores the record and returns it. */
export interface MockSeeder {
  /** A profile, with a token that authenticates as it (`token` picks it; generated otherwise). */
  profile(init: Init<typeof addProfile> & { token?: string }): ReturnType<typeof addProfile> & {
    /** The bearer token that authenticates as the profile. */
    token: string;
  };
  /** A workspace (its WORKSPACE_INIT job is raised too); add people to `adminIds` / `memberIds`. */
  workspace(init: Init<typeof addWorkspace>): ReturnType<typeof addWorkspace>;
  /** A channel in a workspace, made by `creatorId`: a profile-scope `SOURCE` channel unless `init` says otherwise. */
  channel(init: Init<typeof addChannel>): ReturnType<typeof addChannel>;
  /** A dataset published now in a channel; its alias derives from the title unless given. */
  dataset(init: Init<typeof addDataset>): ReturnType<typeof addDataset>;
  /** A datastore in a workspace; without a `name` it is blank (only initialised). */
  datastore(init: Init<typeof addDatastore>): ReturnType<typeof addDatastore>;
  /**
   * A pipeline; its PIPELINE_CONFIG job is raised too and completes 10 s later on the mock's clock (until then the
   * pipeline is PROVISIONING, and a run answers 409). `failing: true` makes its runs and verifications end in ERROR.
   */
  pipeline(init: Init<typeof addPipeline>): ReturnType<typeof addPipeline>;
  /** A job created now (or at `createdAt`): QUEUED 2 s, RUNNING 8 s, then its outcome. */
  job(init: Init<typeof addJob>): ReturnType<typeof addJob>;
  /** A file of a workspace at its relative `path`, `text/plain` unless `contentType` says otherwise. */
  resource(init: Init<typeof addResource>): ReturnType<typeof addResource>;
  /** An API key with a fresh `clientId` and `clientSecret`, to exchange at `{baseUrl}/oauth/token`. */
  apiKey(init: Init<typeof addApiKey>): ReturnType<typeof addApiKey>;
}

/** The seeder of one store. */
export function seeder(store: Store): MockSeeder {
  return {
    profile: ({ token, ...init }) => {
      const profile = addProfile(store, init);
      return { ...profile, token: addToken(store, profile.id, token) };
    },
    workspace: (init) => addWorkspace(store, init),
    channel: (init) => addChannel(store, init),
    dataset: (init) => addDataset(store, init),
    datastore: (init) => addDatastore(store, init),
    pipeline: (init) => addPipeline(store, init),
    job: (init) => addJob(store, init),
    resource: (init) => addResource(store, init),
    apiKey: (init) => addApiKey(store, init),
  };
}
