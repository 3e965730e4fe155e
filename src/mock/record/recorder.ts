// What a recording keeps of the answers it sees: the resources in them by kind and id (the latest answer wins, a
// DELETE removes), who is in which workspace, and which catalogue plugins each workspace installed.
import { type MockSeedFile, mockSeedFormat, type SeedKind, type SeedRecord, type SeedRole } from './format.js';
import { isObject, type JsonObject, linkAt, objectAt, segmentsOf, textAt } from './json.js';
import { maskSecrets } from './scrub.js';

/** One answer the recorder sees, its body already scrubbed (hrefs relative to the recorded base). */
export interface Exchange {
  method: string;
  /** The request's path, as the client sent it to the proxy: `/api/channels/…` (no query). */
  path: string;
  status: number;
  /** The profile id of the request's bearer token, when known. */
  caller?: string | undefined;
  /** The JSON body of the answer; undefined when it had none or was not JSON. */
  body?: unknown;
  /** When the service answered, on its clock (epoch ms), when it said. */
  at?: number | undefined;
}

/** The path of a resource's `self` link, by collection: `/api/channels/{id}` is a channel. */
const collections: Record<string, SeedKind> = {
  workspaces: 'workspaces',
  channels: 'channels',
  datasets: 'datasets',
  comments: 'comments',
  pipelines: 'pipelines',
  jobs: 'jobs',
  datastores: 'datastores',
  datacomponents: 'dataComponents',
  dataplugins: 'dataPlugins',
  notifications: 'notifications',
};

const roleRank: Record<SeedRole, number> = { member: 1, admin: 2, owner: 3 };

/** The resources of a recording so far; `seedFile()` writes them as a seed file. */
export class SeedRecorder {
  readonly #recordedFrom: string;
  readonly #secrets: ReadonlySet<string>;
  readonly #tables = new Map<SeedKind, Map<string, SeedRecord>>();
  readonly #members = new Map<string, Map<string, SeedRole>>();
  readonly #plugins = new Map<string, Set<string>>();
  /** Each dataset's rows, as its data answered (JSON). */
  readonly #rows = new Map<string, unknown[]>();
  #recordedAt = 0;

  /** `secrets`: what the recording saw that must not reach the file, masked wherever it appears when written. */
  constructor(recordedFrom: string, secrets: ReadonlySet<string>) {
    this.#recordedFrom = recordedFrom;
    this.#secrets = secrets;
  }

  /** Keeps what an answer says: its resources when it succeeded, the removal of one on a DELETE. */
  observe(exchange: Exchange): void {
    if (exchange.at !== undefined) this.#recordedAt = Math.max(this.#recordedAt, exchange.at);
    if (exchange.status < 200 || exchange.status > 299) return;
    const segments = segmentsOf(exchange.path);
    const [api, collection = '', id, sub, subId] = segments;
    if (api !== 'api') return;
    // A resource deleted is gone; other DELETEs (a like, an administrator's rights) answer with what they changed.
    if (exchange.method === 'DELETE' && sub === undefined) {
      this.#deleted(collection, id);
      return;
    }
    // A dataset's rows are its `rawData` (they are no resources to look into).
    if (exchange.method === 'GET' && collection === 'datasets' && sub === 'data' && id !== undefined) {
      if (Array.isArray(exchange.body)) this.#rows.set(id, exchange.body);
      return;
    }
    const hint = collection === 'workspaces' ? id : undefined;
    // Whoever the service answered about a workspace's insides is in it (an outsider is answered 403).
    if (hint !== undefined && sub !== undefined) this.#role(hint, exchange.caller, 'member');
    if (exchange.method === 'PUT' && collection === 'workspaces' && id !== undefined) {
      if (sub === undefined && exchange.status === 201) this.#role(id, exchange.caller, 'owner');
      if (sub === 'administrators' && subId !== undefined) this.#role(id, exchange.caller, 'owner');
    }
    // A workspace's own list of plugins, or an install into it: what it holds, not the catalogue.
    const installs =
      (collection === 'workspaces' && sub === 'dataplugins') ||
      (collection === 'dataplugins' && sub === 'workspaces' && segments[5] === 'installed');
    const pluginsOf = collection === 'workspaces' ? id : subId;
    walk(exchange.body, (item) => this.#found(item, exchange.caller, hint, installs ? pluginsOf : undefined));
  }

  /** How many records of each kind it holds (kinds with none left out). */
  counts(): Partial<Record<SeedKind, number>> {
    const counts: Partial<Record<SeedKind, number>> = {};
    for (const [kind, table] of this.#tables) if (table.size) counts[kind] = table.size;
    return counts;
  }

  /** The seed file of what it saw, every secret it saw masked. */
  seedFile(): MockSeedFile {
    const records: MockSeedFile['records'] = {};
    for (const [kind, table] of this.#tables) if (table.size) records[kind] = Object.fromEntries(table);
    for (const [id, rows] of this.#rows) {
      const dataset = records.datasets?.[id];
      if (dataset) records.datasets = { ...records.datasets, [id]: { ...dataset, rawData: JSON.stringify(rows) } };
    }
    const members = Object.fromEntries([...this.#members].map(([ws, people]) => [ws, Object.fromEntries(people)]));
    const installedPlugins = Object.fromEntries([...this.#plugins].map(([ws, names]) => [ws, [...names]]));
    return {
      format: mockSeedFormat,
      recordedFrom: this.#recordedFrom,
      recordedAt: new Date(this.#recordedAt || Date.now()).toISOString(),
      records: maskSecrets(records, this.#secrets) as MockSeedFile['records'],
      members,
      installedPlugins,
    };
  }

  /** One object of an answer: a resource (by its `self` link), a workspace member, or a person's summary. */
  #found(item: JsonObject, caller: string | undefined, hint: string | undefined, pluginsOf: string | undefined): void {
    const self = linkAt(item, 'self');
    const id = textAt(item, 'id');
    const segments = self === undefined ? [] : segmentsOf(self);
    const [, collection = '', selfId, sub, profileId] = segments;
    const kind = collections[collection];
    if (id === undefined) return;
    if (segments.join('/') === 'api/profiles') this.#put('profiles', { ...item, id });
    else if (collection === 'workspaces' && sub === 'members' && selfId !== undefined && profileId !== undefined)
      this.#member(item, selfId, profileId);
    else if (kind === undefined || selfId !== id || sub !== undefined) this.#person(item);
    else if (kind === 'dataPlugins') this.#plugin(item, pluginsOf);
    else {
      if (kind === 'workspaces')
        this.#role(id, caller, typeof item['deploymentSecret'] === 'string' ? 'admin' : 'member');
      this.#put(kind, { ...item, id, ...workspaceOf(kind, item, hint) });
    }
  }

  /** A workspace member (the administrators list tells whether each one administers it). */
  #member(item: JsonObject, workspaceId: string, profileId: string): void {
    const administrator = item['administrator'];
    this.#role(workspaceId, profileId, administrator === true ? 'admin' : 'member', typeof administrator === 'boolean');
    this.#person(item);
  }

  /** A plugin of a workspace's own list: installed from the catalogue (it has variants), or its own. */
  #plugin(item: JsonObject, workspaceId: string | undefined): void {
    const name = textAt(item, 'name');
    const variant = textAt(item, 'variant');
    if (workspaceId === undefined) return;
    if (!Array.isArray(item['variants'])) this.#put('dataPlugins', { ...item, id: String(item['id']), workspaceId });
    else if (name !== undefined && variant !== undefined) {
      const installed = this.#plugins.get(workspaceId) ?? new Set<string>();
      this.#plugins.set(workspaceId, installed.add(`${name}--${variant}`));
    }
  }

  /** A person's summary (`{ id, name, handle }`, as creators, authors and members are embedded). */
  #person(item: JsonObject): void {
    const { id, name, handle } = item;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof handle !== 'string') return;
    if (handle === '@unknown') return;
    const known = this.#tables.get('profiles')?.get(id);
    // A profile read whole (GET /api/profiles) is not replaced by a summary of it.
    if (known && '_links' in known) return;
    const email = textAt(item, 'email');
    this.#put('profiles', { id, name, handle, ...(email === undefined ? {} : { email }) });
  }

  /** Stores a record, keeping the workspace an earlier answer told when this one does not. */
  #put(kind: SeedKind, record: SeedRecord): void {
    const table = this.#tables.get(kind) ?? new Map<string, SeedRecord>();
    this.#tables.set(kind, table);
    const before = table.get(record.id)?.['workspaceId'];
    table.set(
      record.id,
      record['workspaceId'] === undefined && before !== undefined ? { ...record, workspaceId: before } : record,
    );
  }

  /** Raises a person's role in a workspace (`exact`: sets it, as the administrators list tells; never the owner's). */
  #role(workspaceId: string, profileId: string | undefined, role: SeedRole, exact = false): void {
    if (profileId === undefined) return;
    const people = this.#members.get(workspaceId) ?? new Map<string, SeedRole>();
    this.#members.set(workspaceId, people);
    const before = people.get(profileId);
    if (before === 'owner') return;
    if (exact || before === undefined || roleRank[role] > roleRank[before]) people.set(profileId, role);
  }

  /** A DELETE of a resource that succeeded: the resource is gone; a workspace with everything in it. */
  #deleted(collection: string, id: string | undefined): void {
    const kind = collections[collection];
    if (kind === undefined || id === undefined) return;
    this.#tables.get(kind)?.delete(id);
    if (kind === 'datasets') this.#rows.delete(id);
    if (kind !== 'workspaces') return;
    this.#members.delete(id);
    this.#plugins.delete(id);
    for (const table of this.#tables.values())
      for (const [key, record] of table) if (record['workspaceId'] === id) table.delete(key);
  }
}

/**
 * The `workspaceId` to add to a record whose JSON does not carry its workspace: a pipeline's `workspace` link, a
 * job's pipeline's, else the workspace of the request's path.
 */
function workspaceOf(kind: SeedKind, item: JsonObject, hint: string | undefined): { workspaceId?: string } {
  if (kind !== 'pipelines' && kind !== 'jobs' && kind !== 'dataComponents') return {};
  const pipeline = kind === 'jobs' ? objectAt(objectAt(item, '_embedded'), 'pipeline') : item;
  const link = linkAt(pipeline, 'workspace');
  const workspaceId = link === undefined ? hint : segmentsOf(link)[2];
  return workspaceId === undefined ? {} : { workspaceId };
}

/** Calls `visit` on every object of a JSON value, parents before what they embed. */
function walk(value: unknown, visit: (item: JsonObject) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  if (!isObject(value)) return;
  visit(value);
  for (const item of Object.values(value)) walk(item, visit);
}
