// Reading a seed file: JSON of the right format and shape, or an error that names the field and what it must be.
import { type MockSeedFile, mockSeedFormat, type SeedKind, type SeedRole, seedKinds } from './format.js';
import { isObject, type JsonObject } from './json.js';

/** A seed file that cannot be loaded: its message names the field and what was expected. */
export class MockSeedError extends Error {
  /** The error's class name, for `catch` code that tests it. */
  override name = 'MockSeedError' as const;
}

const roles: ReadonlySet<unknown> = new Set<SeedRole>(['owner', 'admin', 'member']);

/**
 * Parses the text of a seed file (`wdp mock --record` writes them) and checks its shape; `MockSeedError` otherwise.
 * @example
 * const seedFile = parseMockSeed(await readFile('recording.json', 'utf8'));
 * const mock = createMockService({ seedFile });
 */
export function parseMockSeed(text: string): MockSeedFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new MockSeedError(`A seed file must be JSON; this is not (${why}).`);
  }
  return checkMockSeed(value);
}

/**
 * Checks a parsed seed file's shape (format, recordedFrom, recordedAt, records, members, installedPlugins).
 * @example
 * const seedFile = checkMockSeed(JSON.parse(text)); // MockSeedError names the first bad field
 * const mock = createMockService({ seedFile });
 */
export function checkMockSeed(value: unknown): MockSeedFile {
  if (!isObject(value))
    throw new MockSeedError(
      `A seed file must be a JSON object { "format": "${mockSeedFormat}", ... }; got ${kindOf(value)}.`,
    );
  if (value['format'] !== mockSeedFormat)
    throw new MockSeedError(
      `format must be "${mockSeedFormat}", the format this mock reads (record one with wdp mock --record URL); ` +
        `got ${shown(value['format'])}.`,
    );
  const recordedFrom = value['recordedFrom'];
  if (typeof recordedFrom !== 'string')
    throw expected('recordedFrom', 'the base URL recorded, as a string', recordedFrom);
  const recordedAt = value['recordedAt'];
  if (typeof recordedAt !== 'string' || !Number.isFinite(Date.parse(recordedAt)))
    throw expected('recordedAt', 'an ISO 8601 instant such as "2024-03-01T09:00:00Z"', recordedAt);
  return {
    format: mockSeedFormat,
    recordedFrom,
    recordedAt,
    records: checkRecords(value['records']),
    members: checkMembers(value['members'] ?? {}),
    installedPlugins: checkPlugins(value['installedPlugins'] ?? {}),
  };
}

function checkRecords(records: unknown): MockSeedFile['records'] {
  if (!isObject(records))
    throw expected('records', 'an object of records by kind, such as { "channels": {} }', records);
  const out: MockSeedFile['records'] = {};
  for (const [kind, table] of Object.entries(records)) {
    if (!isSeedKind(kind))
      throw new MockSeedError(
        `records.${kind} is no kind of record this mock loads; expected one of ${seedKinds.join(', ')}.`,
      );
    if (!isObject(table)) throw expected(`records.${kind}`, 'an object of records by id', table);
    for (const [id, record] of Object.entries(table)) {
      const at = `records.${kind}[${JSON.stringify(id)}]`;
      if (!isObject(record)) throw expected(at, 'an object, the resource as the service sent it', record);
      if (record['id'] !== id)
        throw expected(`${at}.id`, `${JSON.stringify(id)}, the id it is stored under`, record['id']);
    }
    out[kind] = table as Record<string, JsonObject & { id: string }>;
  }
  return out;
}

function checkMembers(members: unknown): MockSeedFile['members'] {
  if (!isObject(members))
    throw expected('members', 'an object of workspaces, each { "<profile id>": "owner" }', members);
  for (const [workspaceId, people] of Object.entries(members)) {
    const at = `members[${JSON.stringify(workspaceId)}]`;
    if (!isObject(people)) throw expected(at, 'an object of roles by profile id', people);
    for (const [profileId, role] of Object.entries(people))
      if (!roles.has(role)) throw expected(`${at}[${JSON.stringify(profileId)}]`, '"owner", "admin" or "member"', role);
  }
  return members as MockSeedFile['members'];
}

function checkPlugins(plugins: unknown): MockSeedFile['installedPlugins'] {
  if (!isObject(plugins)) throw expected('installedPlugins', 'an object of plugin name lists by workspace id', plugins);
  for (const [workspaceId, names] of Object.entries(plugins))
    if (!Array.isArray(names) || !names.every((name) => typeof name === 'string'))
      throw expected(
        `installedPlugins[${JSON.stringify(workspaceId)}]`,
        'a list such as ["tap-csv--meltanolabs"]',
        names,
      );
  return plugins as MockSeedFile['installedPlugins'];
}

function isSeedKind(kind: string): kind is SeedKind {
  return (seedKinds as readonly string[]).includes(kind);
}

/** The error of a field that is not what it must be. */
export function expected(field: string, what: string, got: unknown): MockSeedError {
  return new MockSeedError(`${field} must be ${what}; got ${shown(got)}.`);
}

/** A value as an error shows it: JSON, cut short. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;
}
