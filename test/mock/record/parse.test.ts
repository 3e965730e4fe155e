import { describe, expect, it } from 'vitest';
import { Client } from '../../../src/index.js';
import { createMockService, MockSeedError, type MockSeedFile, parseMockSeed } from '../../../src/mock/index.js';

/** A small seed file, as a person might write one: Ada owns "Analytics", which has a channel. */
const seed = (): MockSeedFile => ({
  format: 'wdp-mock-seed/1',
  recordedFrom: 'https://wdp.example',
  recordedAt: '2024-05-01T12:00:00Z',
  records: {
    profiles: { 'auth0|ada': { id: 'auth0|ada', name: 'Ada Lovelace', handle: '@ada' } },
    workspaces: { w1: { id: 'w1', name: 'Analytics' } },
    channels: { c1: { id: 'c1', workspaceId: 'w1', name: 'Sales', creator: { id: 'auth0|ada' } } },
  },
  members: { w1: { 'auth0|ada': 'owner' } },
  installedPlugins: {},
});

/** The message of what `run` throws. */
function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(MockSeedError);
    return (error as Error).message;
  }
  throw new Error('it did not throw');
}

describe('parseMockSeed', () => {
  it('reads a seed file, with members and installedPlugins optional', () => {
    const { members: _, installedPlugins: __, ...bare } = seed();
    expect(parseMockSeed(JSON.stringify(bare))).toEqual({ ...seed(), members: {}, installedPlugins: {} });
  });

  it.each([
    ['{', /^A seed file must be JSON; this is not \(.+\)\.$/],
    ['[]', /^A seed file must be a JSON object \{ "format": "wdp-mock-seed\/1", \.\.\. \}; got a list\.$/],
  ])('refuses %s', (text, message) => {
    expect(failure(() => parseMockSeed(text))).toMatch(message);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'another format',
      { format: 'wdp-mock-seed/2' },
      'format must be "wdp-mock-seed/1", the format this mock reads (record one with wdp mock --record URL); ' +
        'got "wdp-mock-seed/2".',
    ],
    [
      'no recordedAt',
      { recordedAt: undefined },
      'recordedAt must be an ISO 8601 instant such as "2024-03-01T09:00:00Z"; got nothing.',
    ],
    [
      'a kind it does not know',
      { records: { widgets: {} } },
      'records.widgets is no kind of record this mock loads; expected one of profiles, workspaces, channels, ' +
        'datasets, comments, datastores, dataComponents, dataPlugins, pipelines, jobs, notifications.',
    ],
    [
      'a record under another id',
      { records: { channels: { c1: { id: 'c2' } } } },
      'records.channels["c1"].id must be "c1", the id it is stored under; got "c2".',
    ],
    [
      'a role it does not know',
      { members: { w1: { 'auth0|ada': 'guest' } } },
      'members["w1"]["auth0|ada"] must be "owner", "admin" or "member"; got "guest".',
    ],
  ])('refuses %s, naming the field and what it must be', (_name, change, message) => {
    expect(failure(() => parseMockSeed(JSON.stringify({ ...seed(), ...change })))).toBe(message);
  });
});

describe('createMockService({ seedFile })', () => {
  it('serves a hand-written seed file: its ids, a fresh token per profile, the owner in its workspace', async () => {
    const mock = createMockService({ seedFile: seed() });
    const [ada] = mock.fixtures.recorded?.users ?? [];
    expect(ada).toEqual({ id: 'auth0|ada', name: 'Ada Lovelace', token: expect.stringMatching(/^mock_[0-9a-f]{48}$/) });
    expect(mock.fixtures).toMatchObject({ workspaceId: 'w1', owner: ada, outsider: { id: '' } });
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: ada?.token ?? '', fetch: mock.fetch });
    expect((await client.channels.get('c1')).creator?.name).toBe('Ada Lovelace');
    mock.reset();
    expect(mock.fixtures.recorded?.users[0]?.token).toBe(ada?.token); // a reset keeps the tokens
  });

  it('leaves out a record whose workspace is not in the file, and says so', () => {
    const file = seed();
    file.records.channels = { c9: { id: 'c9', workspaceId: 'w9', name: 'Orphan' } };
    const mock = createMockService({ seedFile: file });
    expect(mock.fixtures.recorded?.skipped).toEqual(['channels c9: its workspace w9 was not loaded']);
    expect(mock.store.channels.has('c9')).toBe(false);
  });

  it('refuses a record field of the wrong type, naming it', () => {
    const file = seed();
    file.records.channels = { c1: { id: 'c1', workspaceId: 'w1', name: 3 } };
    expect(failure(() => createMockService({ seedFile: file }))).toBe(
      'records.channels["c1"].name must be a string; got 3.',
    );
  });

  it('refuses a required text field that is null, saying it got null', () => {
    const file = seed();
    file.records.channels = { c1: { id: 'c1', workspaceId: 'w1', name: null } };
    expect(failure(() => createMockService({ seedFile: file }))).toBe(
      'records.channels["c1"].name must be a string; got null.',
    );
  });

  it('refuses a timestamp that is none, naming the field, as the service would never write it', () => {
    const file = seed();
    file.records.channels = { c1: { id: 'c1', workspaceId: 'w1', name: 'Sales', created: 'yesterday' } };
    expect(failure(() => createMockService({ seedFile: file }))).toBe(
      'records.channels["c1"].created must be a timestamp such as 2024-03-01T09:00:00.000; got "yesterday".',
    );
  });

  it("refuses a dataset's rawData that is no list of rows", () => {
    const file = seed();
    const source = { source: { href: '/api/channels/c1' } };
    file.records.datasets = { d1: { id: 'd1', workspaceId: 'w1', title: 'Q3', rawData: '{"a":1}', _links: source } };
    expect(failure(() => createMockService({ seedFile: file }))).toBe(
      'records.datasets["d1"].rawData must be JSON text of a list of row objects; got "{\\"a\\":1}".',
    );
  });
});
