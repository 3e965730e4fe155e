import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, ValidationError } from '../../src/index.js';
import { WS } from '../fixtures/bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const ref = (kind: string, name: string) => `https://hub.meltano.com/meltano/api/v1/plugins/${kind}/${name}`;

/** One type's index as the Meltano Hub writes it (the service passes it through as JSON text). */
const extractors = {
  'tap-github': {
    default_variant: 'meltanolabs',
    logo_url: 'https://hub.meltano.com/assets/logos/extractors/github.png',
    variants: {
      meltanolabs: { ref: ref('extractors', 'tap-github--meltanolabs') },
      'singer-io': { ref: ref('extractors', 'tap-github--singer-io') },
    },
  },
};
const index = { extractors, loaders: {} };

/** A plugin variant's Hub definition: snake_case, lower-case setting kinds, defaults of any JSON type. */
const github = {
  name: 'tap-github',
  namespace: 'tap_github',
  variant: 'meltanolabs',
  label: 'GitHub',
  pip_url: 'meltanolabs-tap-github',
  repo: 'https://github.com/MeltanoLabs/tap-github',
  capabilities: ['about', 'catalog', 'discover', 'state', 'stream-maps'],
  keywords: ['meltano_sdk'],
  settings: [
    { name: 'auth_token', kind: 'password', sensitive: true },
    { name: 'stream_maps', kind: 'object' },
    { name: 'rate_limit_buffer', kind: 'integer', value: 1000 },
  ],
  settings_group_validation: [['repositories'], ['organizations']],
};

// The service documents these answers as `*/*` strings: the body is JSON text, whatever its content type.
const asText = (body: unknown) => ({ body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });

describe('dataPlugins.hubIndex and hubIndexOfType', () => {
  it('GETs /api/plugins/index, asking for JSON, and reads the index', async () => {
    const net = wire().on('GET', '/api/plugins/index', { body: index });
    expect(await strict().dataPlugins.hubIndex()).toEqual(index);
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/plugins/index', search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
  });

  it('GETs /api/plugins/{type}/index for any accepted spelling of the type, sent in lower case', async () => {
    const net = wire()
      .on('GET', '/api/plugins/extractors/index', asText(extractors))
      .on('GET', '/api/plugins/tap/index', { body: extractors });
    expect(await strict().dataPlugins.hubIndexOfType('extractors')).toEqual(extractors);
    await strict().dataPlugins.hubIndexOfType('TAP' as never);
    expect(net.requests.map((r) => r.path)).toEqual(['/api/plugins/extractors/index', '/api/plugins/tap/index']);
  });

  it('refuses an unknown type before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataPlugins.hubIndexOfType('taps' as never)).toThrow(
      /dataPlugins\.hubIndexOfType\(type\): argument 1 must be a plugin type such as 'extractors'.*got "taps"/,
    );
    expect(() => makeClient().dataPlugins.hubIndexOfType(3 as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('rejects an index whose entries are not objects in strict mode', async () => {
    wire().on('GET', '/api/plugins/index', { body: { extractors: { 'tap-x': 'nope' } } });
    await expect(strict().dataPlugins.hubIndex()).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('dataPlugins.hubPlugin', () => {
  it('GETs /api/plugins/{type}/{name}, a name with its variant encoded as a path segment', async () => {
    const net = wire()
      .on('GET', '/api/plugins/extractors/tap-github', asText(github))
      .on('GET', '/api/plugins/extractor/tap-github--meltanolabs', { body: github });
    const plugin = await strict().dataPlugins.hubPlugin('extractors', 'tap-github');
    expect(plugin).toEqual(github);
    expect(plugin.settings?.find((s) => s.name === 'rate_limit_buffer')?.value).toBe(1000);
    await strict().dataPlugins.hubPlugin('extractor', 'tap-github--meltanolabs');
    expect(net.requests.map((r) => [r.method, r.path, r.headers['accept']])).toEqual([
      ['GET', '/api/plugins/extractors/tap-github', 'application/json'],
      ['GET', '/api/plugins/extractor/tap-github--meltanolabs', 'application/json'],
    ]);
  });

  it('refuses an empty or missing name before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataPlugins.hubPlugin('loaders', '')).toThrow(
      /dataPlugins\.hubPlugin\(type, name\): argument 2 must be a plugin name.*got an empty string/,
    );
    expect(() => makeClient().dataPlugins.hubPlugin('loaders', undefined as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('the Hub as a workspace sees it', () => {
  const base = `/api/workspaces/${WS}/plugins`;

  it('GETs the index, one type, and one plugin under /api/workspaces/{id}', async () => {
    const net = wire()
      .on('GET', `${base}/index`, { body: index })
      .on('GET', `${base}/loaders/index`, { body: {} })
      .on('GET', `${base}/transformers/dbt-postgres`, { body: { name: 'dbt-postgres' } });
    const client = strict();
    expect(await client.dataPlugins.hubIndexForWorkspace(WS)).toEqual(index);
    expect(await client.dataPlugins.hubIndexOfTypeForWorkspace({ id: WS }, 'loaders')).toEqual({});
    expect(await client.dataPlugins.hubPluginForWorkspace(WS, 'transformers', 'dbt-postgres')).toEqual({
      name: 'dbt-postgres',
    });
    expect(net.requests.map((r) => r.path)).toEqual([
      `${base}/index`,
      `${base}/loaders/index`,
      `${base}/transformers/dbt-postgres`,
    ]);
  });

  it('refuses a bad workspace or type, naming the argument, before sending anything', () => {
    const net = wire();
    const client = makeClient();
    expect(() => client.dataPlugins.hubIndexForWorkspace('')).toThrow(InvalidArgumentError);
    expect(() => client.dataPlugins.hubIndexOfTypeForWorkspace(WS, 'x' as never)).toThrow(/argument 2 must be/);
    expect(() => client.dataPlugins.hubPluginForWorkspace(WS, 'loaders', '')).toThrow(/argument 3 must be/);
    expect(net.requests).toHaveLength(0);
  });
});
