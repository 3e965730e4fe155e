// The seed file of a recording: what `startRecordingProxy` writes and `createMockService({ seedFile })` loads.
// Plain JSON types only (no node:), so that a browser can load one too.

/** The `format` of the seed files this mock writes and reads. */
export const mockSeedFormat = 'wdp-mock-seed/1';

/** The kinds of resource a seed file holds, in the order they are loaded (a record's parents first). */
export const seedKinds = [
  'profiles',
  'workspaces',
  'channels',
  'datasets',
  'comments',
  'datastores',
  'dataComponents',
  'dataPlugins',
  'pipelines',
  'jobs',
  'notifications',
] as const;

/**
 * A kind of resource of a seed file, such as `channels`.
 * @useDeclaredType
 */
export type SeedKind = (typeof seedKinds)[number];

/**
 * One resource as the service sent it (its JSON, `_links` included), scrubbed and with its hrefs made relative to
 * the origin, plus the `workspaceId` the mock needs where the service's JSON leaves it out (pipelines, jobs, data
 * components, custom data plugins) and a dataset's rows as its data answered them (`rawData`, JSON text).
 */
export type SeedRecord = {
  /** The resource's id, its key in the seed file. */
  id: string;
} & Record<string, unknown>;

/** What a profile is in a workspace, as far as the recording saw. */
export type SeedRole = 'owner' | 'admin' | 'member';

/**
 * A recording of a service, to serve statefully with `createMockService({ seedFile })` or `wdp mock --seed-file`.
 * No credential is in it: every value named like one is `****`, and no href names the recorded origin.
 * @example
 * {
 *   "format": "wdp-mock-seed/1",
 *   "recordedFrom": "https://wdp.example.com",
 *   "recordedAt": "2024-03-01T09:00:12.000Z",
 *   "records": {
 *     "profiles": { "auth0|5f…": { "id": "auth0|5f…", "name": "Ada Lovelace", "handle": "@ada" } },
 *     "workspaces": { "0b6…": { "id": "0b6…", "name": "Analytics", "deploymentSecret": "****", "_links": {} } },
 *     "channels": { "7c1…": { "id": "7c1…", "workspaceId": "0b6…", "name": "Sales", "_links": {} } }
 *   },
 *   "members": { "0b6…": { "auth0|5f…": "owner" } },
 *   "installedPlugins": { "0b6…": ["tap-postgres--meltanolabs"] }
 * }
 */
export interface MockSeedFile {
  /** Always `wdp-mock-seed/1`. */
  format: typeof mockSeedFormat;
  /** The base URL recorded (no credentials, no query). */
  recordedFrom: string;
  /** The last instant of the recorded service's clock seen (ISO 8601); a replay's clock starts there. */
  recordedAt: string;
  /** Each kind's resources by id; the latest answer about a resource is the one kept, a deleted one is gone. */
  records: Partial<Record<SeedKind, Record<string, SeedRecord>>>;
  /** The people of each workspace by profile id (workspace id, then profile id, to role). */
  members: Record<string, Record<string, SeedRole>>;
  /** The catalogue data plugins installed in each workspace, as `<name>--<variant>` (`tap-postgres--meltanolabs`). */
  installedPlugins: Record<string, string[]>;
}
