// A recording keeps no credential held in a field not named like one (issue 32, finding 1): a data component's
// `sqlalchemy_url` and `connection`, a datastore's `uri`, a pipeline's `tap-postgres.sqlalchemy_url`, and a property
// whose plugin setting the service says is secret (a PASSWORD setting named `dsn`). The proxy records a service
// that answers with them; the seed file it writes keeps every other part of those values.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockSeedFile, startRecordingProxy } from '../../src/mock/node.js';

const target = 'https://wdp.example';
const ws = 'w1';
const planted = {
  sqlalchemy: 'S3cret-sqlalchemy-url',
  connection: 'S3cret-connection-pwd',
  uri: 'S3cret-datastore-uri',
  pipeline: 'S3cret-pipeline-property',
  dsn: 'opaque-dsn-4711',
};

const self = (path: string) => ({
  self: { href: `${target}${path}` },
  workspace: { href: `${target}/api/workspaces/${ws}` },
});
const customPlugin = {
  id: 'cp1',
  name: 'tap-custom',
  variant: 'acme',
  settings: [
    { name: 'dsn', kind: 'PASSWORD' },
    { name: 'region', kind: 'STRING' },
  ],
  _links: self('/api/dataplugins/cp1'),
};

/** What the recorded service answers, by path. */
const answers: Record<string, unknown> = {
  '/api/profiles': { _embedded: { profiles: [{ id: 'auth0|1', name: 'Ada', handle: '@ada' }] } },
  '/api/datacomponents/dc1': {
    id: 'dc1',
    name: 'extractors/tap-postgres',
    dataPlugin: 'extractors/tap-postgres--meltanolabs',
    properties: {
      sqlalchemy_url: `postgresql://etl:${planted.sqlalchemy}@db.internal:5432/orders`,
      connection: `Server=db.internal;Uid=etl;Pwd=${planted.connection};Database=orders;`,
    },
    _links: self('/api/datacomponents/dc1'),
  },
  // Its plugin is answered later, in the workspace's list: its `dsn` is a secret from then on.
  '/api/datacomponents/dc2': {
    id: 'dc2',
    name: 'extractors/tap-custom',
    dataPlugin: 'extractors/tap-custom--acme',
    properties: { dsn: planted.dsn, region: 'eu-west-1' },
    _links: self('/api/datacomponents/dc2'),
  },
  '/api/datastores/ds1': {
    id: 'ds1',
    name: 'Warehouse',
    dataPlugin: 'target-postgres--transferwise',
    properties: { uri: `postgresql://loader:${planted.uri}@warehouse.internal:5432/analytics` },
    _links: self('/api/datastores/ds1'),
  },
  '/api/pipelines/p1': {
    id: 'p1',
    name: 'orders-etl',
    properties: {
      'tap-postgres.sqlalchemy_url': `postgresql://etl:${planted.pipeline}@db.internal:5432/orders`,
      'tap-custom.region': 'eu-west-1',
    },
    _links: self('/api/pipelines/p1'),
  },
  [`/api/workspaces/${ws}/dataplugins`]: { _embedded: { dataplugins: [customPlugin] } },
};

let folder: string;
let text: string;
let seed: MockSeedFile;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'wdp-record-secrets-'));
  const fake: typeof fetch = async (input, init) => {
    const { pathname } = new URL(new Request(input, init).url);
    const body = answers[pathname];
    return body === undefined ? Response.json({ message: 'Not Found' }, { status: 404 }) : Response.json(body);
  };
  const proxy = await startRecordingProxy({ target, fetch: fake, out: join(folder, 'recording.json') });
  for (const path of Object.keys(answers).filter((path) => path !== '/api/profiles')) {
    const answer = await fetch(`${proxy.url}${path}`, { headers: { authorization: 'Bearer t0k3n-recording' } });
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
  }
  await proxy.close();
  text = await readFile(join(folder, 'recording.json'), 'utf8');
  seed = JSON.parse(text) as MockSeedFile;
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a recording of credentials in fields not named like credentials', () => {
  it('holds none of them', () => {
    for (const secret of Object.values(planted)) expect(text).not.toContain(secret);
  });

  it('keeps the user, host and database of each value, only its password masked', () => {
    const { records } = seed;
    expect(records.dataComponents?.['dc1']?.['properties']).toEqual({
      sqlalchemy_url: 'postgresql://etl:****@db.internal:5432/orders',
      connection: 'Server=db.internal;Uid=etl;Pwd=****;Database=orders;',
    });
    expect(records.datastores?.['ds1']?.['properties']).toEqual({
      uri: 'postgresql://loader:****@warehouse.internal:5432/analytics',
    });
    expect(records.pipelines?.['p1']?.['properties']).toEqual({
      'tap-postgres.sqlalchemy_url': 'postgresql://etl:****@db.internal:5432/orders',
      'tap-custom.region': 'eu-west-1',
    });
  });

  it('masks a property whose plugin setting is secret (kind PASSWORD), though its name and value are innocent', () => {
    expect(seed.records.dataComponents?.['dc2']?.['properties']).toEqual({ dsn: '****', region: 'eu-west-1' });
  });
});

describe('a target refused', () => {
  it.each([
    ['https://etl:pw-secret-4711@wdp.example', '"https://****@wdp.example/"'],
    ['https://wdp.example/?token=pw-secret-4711', '"https://wdp.example/?…"'],
    ['wdp.example/?token=pw-secret-4711', '"wdp.example/?…"'],
  ])('%s is named without its secret', async (target, shown) => {
    const refused = await startRecordingProxy({ target }).catch((error: unknown) => error as Error);
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as Error).message).not.toContain('pw-secret');
    expect((refused as Error).message).toContain(`got ${shown}.`);
  });
});
