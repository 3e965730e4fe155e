import { describe, expect, it } from 'vitest';
import { maskSecrets, rebaseText, scrubJson, scrubQuery } from '../../../src/mock/record/scrub.js';
import { RecordingSecrets } from '../../../src/mock/record/secrets.js';

const base = 'https://wdp.example/base';

describe('rebaseText', () => {
  it.each([
    [`${base}/api/jobs/1`, 'http://127.0.0.1:9', 'http://127.0.0.1:9/api/jobs/1'],
    [`${base}?page=1`, '', '?page=1'],
    [base, '', '/'],
    [`${base}x/api`, '', `${base}x/api`],
    ['https://other.example/base/api', '', 'https://other.example/base/api'],
    ['/api/jobs/1', 'http://127.0.0.1:9', '/api/jobs/1'],
  ])('%s on %j is %s', (text, to, rebased) => {
    expect(rebaseText(text, base, to)).toBe(rebased);
  });
});

describe('scrubJson', () => {
  it('masks credential-named fields, keeps link relations, makes hrefs relative and learns what it masked', () => {
    const secrets = new RecordingSecrets();
    const scrubbed = scrubJson(
      {
        name: 'Analytics',
        deploymentSecret: 'whsec_mock_deploy',
        sshPrivateKey: null,
        properties: { host: 'db', password: 'hunter2-hunter2', api_key: '' },
        nested: [{ access_token: 'eyJ.abc.def' }],
        _links: {
          self: { href: `${base}/api/workspaces/w1` },
          'token refresh': { href: `${base}/api/x?access_token=abcdefgh123&page=1` },
        },
      },
      base,
      secrets,
    );
    expect(scrubbed).toEqual({
      name: 'Analytics',
      deploymentSecret: '****',
      sshPrivateKey: null,
      properties: { host: 'db', password: '****', api_key: '' },
      nested: [{ access_token: '****' }],
      _links: {
        self: { href: '/api/workspaces/w1' },
        'token refresh': { href: '/api/x?access_token=****&page=1' },
      },
    });
    expect([...secrets].sort()).toEqual(['abcdefgh123', 'eyJ.abc.def', 'hunter2-hunter2', 'whsec_mock_deploy']);
  });
});

describe('scrubJson, by value', () => {
  it("masks a URL's password, a connection string's Pwd and tokens in any field, keeping the rest of each", () => {
    const secrets = new RecordingSecrets();
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJldGwifQ.c2lnbmF0dXJl';
    const scrubbed = scrubJson(
      {
        properties: {
          sqlalchemy_url: 'postgresql://etl:S3cret-sqlalchemy@db.internal:5432/orders',
          connection: 'Server=db.internal;Uid=etl;Pwd=S3cret-connection;Database=orders;',
          note: `built by ghp_${'a1'.repeat(18)} with ${jwt}; key AKIAIOSFODNN7EXAMPLE`,
        },
        uri: 'mysql://loader:S3cret-uri@warehouse/analytics?ssl=true',
        plain: 'https://wdp.example/docs?page=2 and user@example.com',
      },
      base,
      secrets,
    );
    expect(scrubbed).toEqual({
      properties: {
        sqlalchemy_url: 'postgresql://etl:****@db.internal:5432/orders',
        connection: 'Server=db.internal;Uid=etl;Pwd=****;Database=orders;',
        note: 'built by **** with ****; key ****',
      },
      uri: 'mysql://loader:****@warehouse/analytics?ssl=true',
      plain: 'https://wdp.example/docs?page=2 and user@example.com',
    });
    expect([...secrets]).toEqual([
      'S3cret-sqlalchemy',
      'S3cret-connection',
      `ghp_${'a1'.repeat(18)}`,
      jwt,
      'AKIAIOSFODNN7EXAMPLE',
      'S3cret-uri',
    ]);
  });
});

describe('scrubJson, by what the service says of a setting', () => {
  const plugin = {
    name: 'tap-custom',
    settings: [
      { name: 'dsn', kind: 'PASSWORD' },
      { name: 'region', kind: 'STRING' },
      { name: 'blob', kind: 'STRING', sensitive: true },
    ],
  };

  it("masks a component's property whose plugin setting is secret, its plugin embedded in the same answer", () => {
    const component = {
      dataPlugin: 'extractors/tap-custom--acme',
      properties: { dsn: 'opaque-dsn-4711', region: 'eu-west-1', blob: 'opaque-blob-4711' },
      _embedded: { dataplugin: plugin },
    };
    expect(scrubJson(component, base, new RecordingSecrets())).toMatchObject({
      properties: { dsn: '****', region: 'eu-west-1', blob: '****' },
    });
  });

  it("masks a pipeline's `plugin.setting` property, and a flagged value (an environment variable, a default)", () => {
    const secrets = new RecordingSecrets();
    scrubJson({ _embedded: { dataplugins: [plugin] } }, base, secrets);
    const pipeline = { properties: { 'tap-custom.dsn': 'opaque-dsn-4711', 'tap-custom.region': 'eu-west-1' } };
    expect(scrubJson(pipeline, base, secrets)).toEqual({
      properties: { 'tap-custom.dsn': '****', 'tap-custom.region': 'eu-west-1' },
    });
    const environment = { TAP_CUSTOM_DSN: { value: 'opaque-dsn-4711', sensitive: true }, X: { value: 'x' } };
    expect(scrubJson(environment, base, secrets)).toEqual({
      TAP_CUSTOM_DSN: { value: '****', sensitive: true },
      X: { value: 'x' },
    });
    expect(scrubJson({ name: 'dsn', kind: 'PASSWORD', value: 'a-default' }, base, secrets)).toMatchObject({
      value: '****',
    });
  });

  it("knows the mock catalogue's settings beforehand: tap-postgres's password", () => {
    const datastore = { dataPlugin: 'tap-postgres--meltanolabs', properties: { password: 'pw', host: 'db' } };
    expect(scrubJson(datastore, base, new RecordingSecrets())).toMatchObject({
      properties: { password: '****', host: 'db' },
    });
  });

  it('learns the value of a setting not known yet as a secret once its plugin turns out to say so', () => {
    const secrets = new RecordingSecrets();
    const early = { dataPlugin: 'tap-custom', properties: { dsn: 'opaque-dsn-4711', region: 'eu-west-1' } };
    expect(scrubJson(early, base, secrets)).toEqual(early);
    scrubJson([plugin], base, secrets);
    expect([...secrets]).toEqual(['opaque-dsn-4711']);
    expect(maskSecrets(early, secrets)).toEqual({ ...early, properties: { dsn: '****', region: 'eu-west-1' } });
  });
});

describe('scrubQuery', () => {
  it.each([
    ['/api/x?token=abc&page=2', '/api/x?token=****&page=2'],
    ['/api/x?Client_Secret=s%20s#frag', '/api/x?Client_Secret=****#frag'],
    [
      '/api/x?code=c0de&jwt=j&assertion=a&pwd=p&sig=s&state=ok',
      '/api/x?code=****&jwt=****&assertion=****&pwd=****&sig=****&state=ok',
    ],
    ['/api/x?page=2', '/api/x?page=2'],
    ['not a url ?token=abc', 'not a url ?token=abc'],
  ])('%s is %s', (text, scrubbed) => {
    expect(scrubQuery(text, new Set())).toBe(scrubbed);
  });
});

describe('maskSecrets', () => {
  it('masks every occurrence of a secret in any string, however deep', () => {
    const secrets = new Set(['mock-owner-token']);
    expect(maskSecrets({ a: ['Bearer mock-owner-token', 1], b: 'mock-owner-token/mock-owner-token' }, secrets)).toEqual(
      { a: ['Bearer ****', 1], b: '****/****' },
    );
  });
});
