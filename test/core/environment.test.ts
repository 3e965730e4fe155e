// A client from the environment (issue 12, point 1): options left out are read from WDP_* variables in Node,
// Deno and Bun, never in a browser; explicit options win; the errors name the options and the variables and never
// show a value.
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Client, InvalidArgumentError } from '../../src/index.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';
import { awaitableLogger } from '../helpers/logger.js';
import { BASE, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const names = [
  'WDP_BASE_URL',
  'WDP_TOKEN',
  'WDP_CLIENT_ID',
  'WDP_CLIENT_SECRET',
  'WDP_TOKEN_URL',
  'WDP_AUDIENCE',
  'WDP_LOG',
] as const;
type Variables = Partial<Record<(typeof names)[number], string>>;

const IDP = 'https://id.test';
const SECRET = 'cs_env_Zx81kQ_very_secret';
const CLIENT_ID = 'client-env-7';
const apiKey = { WDP_CLIENT_ID: CLIENT_ID, WDP_CLIENT_SECRET: SECRET, WDP_TOKEN_URL: `${IDP}/oauth/token` };
const channelPath = `/api/channels/${CHANNEL}`;

/** Sets exactly these WDP_* variables for the test (the others unset); restored after each test. */
function setEnv(variables: Variables): void {
  for (const name of names) vi.stubEnv(name, variables[name]);
}

/** What `make` returns or throws. */
function outcome<T>(make: () => T): T | unknown {
  try {
    return make();
  } catch (error) {
    return error;
  }
}

/** Runs `make` in a runtime that has these globals instead (`undefined` removes one), then restores them. */
function inRuntime<T>(globals: Record<string, unknown>, make: () => T): T | unknown {
  for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
  try {
    return outcome(make);
  } finally {
    vi.unstubAllGlobals();
  }
}

function messageOf(error: unknown): string {
  expect(error).toBeInstanceOf(InvalidArgumentError);
  return (error as Error).message;
}

beforeEach(() => setEnv({}));
afterEach(() => vi.unstubAllEnvs());

describe('new Client() in Node', () => {
  it('reads WDP_BASE_URL and WDP_TOKEN (trimmed) when no options are given', async () => {
    setEnv({ WDP_BASE_URL: ` ${BASE}/ `, WDP_TOKEN: `${TOKEN}\n` });
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const client = new Client();
    expect(client.baseUrl).toBe(BASE);
    await client.channels.get(CHANNEL);
    expect(net.last.path).toBe(channelPath);
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('reads each option left out, and explicit options win over the variables', async () => {
    setEnv({ WDP_BASE_URL: 'https://elsewhere.test', WDP_TOKEN: 'tok_from_env_1234' });
    const net = wire().on('GET', channelPath, { body: channelBody() });
    await new Client({ baseUrl: BASE }).channels.get(CHANNEL);
    await new Client({ baseUrl: BASE, auth: TOKEN }).channels.get(CHANNEL);
    await new Client({ baseUrl: BASE, auth: undefined }).channels.get(CHANNEL);
    expect(net.requests.map((r) => r.headers['authorization'])).toEqual([
      'Bearer tok_from_env_1234',
      `Bearer ${TOKEN}`,
      'Bearer tok_from_env_1234',
    ]);
  });

  it('turns WDP_CLIENT_ID, WDP_CLIENT_SECRET, WDP_TOKEN_URL and WDP_AUDIENCE into clientCredentials()', async () => {
    setEnv({ WDP_BASE_URL: BASE, ...apiKey, WDP_AUDIENCE: 'https://wdp.test/api' });
    const idp = wire(IDP).on('POST', '/oauth/token', () =>
      HttpResponse.json({ access_token: 'at-env-1', token_type: 'Bearer', expires_in: 3600 }),
    );
    const net = wire().on('GET', channelPath, { body: channelBody() });
    await new Client().channels.get(CHANNEL);
    expect(idp.last.body).toEqual({
      grant_type: 'client_credentials',
      client_id: CLIENT_ID,
      client_secret: SECRET,
      audience: 'https://wdp.test/api',
    });
    expect(net.last.headers['authorization']).toBe('Bearer at-env-1');
  });

  it('prefers WDP_TOKEN to an API key, and sends no audience when WDP_AUDIENCE is unset', async () => {
    setEnv({ WDP_BASE_URL: BASE, WDP_TOKEN: TOKEN, ...apiKey });
    const net = wire().on('GET', channelPath, { body: channelBody() });
    await new Client().channels.get(CHANNEL);
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
    setEnv({ WDP_BASE_URL: BASE, ...apiKey });
    const idp = wire(IDP).on('POST', '/oauth/token', () => HttpResponse.json({ access_token: 'at-env-2' }));
    await new Client().channels.get(CHANNEL);
    expect(idp.last.body).toEqual({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: SECRET });
  });

  it('keeps what it read in withOptions(), even after the variables change', async () => {
    setEnv({ WDP_BASE_URL: BASE, WDP_TOKEN: TOKEN });
    const client = new Client();
    setEnv({});
    const net = wire().on('GET', channelPath, { body: channelBody() });
    await client.withOptions({ timeout: 5_000 }).channels.get(CHANNEL);
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('names the options and every variable when nothing gives baseUrl or auth', () => {
    const example = "such as { baseUrl: 'https://app.example.com', auth: token }";
    const authVariables =
      'WDP_TOKEN (or, for an API key, WDP_CLIENT_ID, WDP_CLIENT_SECRET, WDP_TOKEN_URL and WDP_AUDIENCE)';
    const authKinds = 'The `auth` option must be a token, a function returning one or clientCredentials({...}).';
    expect(messageOf(outcome(() => new Client()))).toBe(
      `new Client() needs \`baseUrl\` and \`auth\`: pass them, ${example}, or set WDP_BASE_URL and ${authVariables} ` +
        `in the environment. ${authKinds}`,
    );
    setEnv({ WDP_TOKEN: '   ' });
    expect(messageOf(outcome(() => new Client({ baseUrl: BASE })))).toBe(
      `new Client() needs \`auth\`: pass it, ${example}, or set ${authVariables} in the environment. ${authKinds}`,
    );
    setEnv({ WDP_TOKEN: TOKEN });
    expect(messageOf(outcome(() => new Client()))).toBe(
      `new Client() needs \`baseUrl\`: pass it, ${example}, or set WDP_BASE_URL in the environment.`,
    );
  });

  it.each([
    [{ WDP_CLIENT_ID: CLIENT_ID }, 'WDP_CLIENT_SECRET and WDP_TOKEN_URL'],
    [{ WDP_CLIENT_SECRET: SECRET, WDP_TOKEN_URL: apiKey.WDP_TOKEN_URL }, 'WDP_CLIENT_ID'],
    [{ WDP_AUDIENCE: 'https://wdp.test/api', WDP_CLIENT_SECRET: SECRET }, 'WDP_CLIENT_ID and WDP_TOKEN_URL'],
    [{ WDP_AUDIENCE: 'https://wdp.test/api' }, 'WDP_CLIENT_ID, WDP_CLIENT_SECRET and WDP_TOKEN_URL'],
  ])('refuses part of an API key (%o), naming what is missing and no value', (variables, missing) => {
    setEnv({ WDP_BASE_URL: BASE, ...variables });
    const message = messageOf(outcome(() => new Client()));
    expect(message).toBe(
      `The environment holds part of an API key: set ${missing} too (and WDP_AUDIENCE if needed), or pass \`auth\`.`,
    );
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain(CLIENT_ID);
  });

  it('refuses a WDP_TOKEN_URL that is no http(s) URL without showing it', () => {
    setEnv({ WDP_BASE_URL: BASE, ...apiKey, WDP_TOKEN_URL: `id.test/oauth/token?key=${SECRET}` });
    expect(messageOf(outcome(() => new Client()))).toBe(
      'WDP_TOKEN_URL must be an absolute http(s) URL, such as https://id.example.com/oauth/token.',
    );
  });

  it('ignores a partial API key when auth is given', () => {
    setEnv({ WDP_BASE_URL: BASE, WDP_CLIENT_ID: CLIENT_ID });
    expect(new Client({ auth: TOKEN }).baseUrl).toBe(BASE);
  });

  it('refuses a WDP_BASE_URL ending in /api, naming the variable', () => {
    setEnv({ WDP_BASE_URL: `${BASE}/api/`, WDP_TOKEN: TOKEN });
    expect(messageOf(outcome(() => new Client()))).toBe(
      `WDP_BASE_URL must not end in /api, since operation paths begin with /api; drop it: ${BASE}`,
    );
    setEnv({ WDP_BASE_URL: 'app.example.com', WDP_TOKEN: TOKEN });
    expect(messageOf(outcome(() => new Client()))).toMatch(/^WDP_BASE_URL must be an absolute http\(s\) URL/);
  });

  it('quotes a wrong WDP_BASE_URL with its user info masked and its query and fragment left out', () => {
    setEnv({ WDP_BASE_URL: `ftp://etl:${SECRET}@wdp.test/x?key=${SECRET}#${SECRET}`, WDP_TOKEN: TOKEN });
    const message = messageOf(outcome(() => new Client()));
    expect(message).toMatch(/^WDP_BASE_URL must be an absolute http\(s\) URL such as https:\/\/app\.example\.com; /);
    expect(message).toContain('wdp.test/x');
    expect(message).not.toContain(SECRET);
  });
});

describe('WDP_LOG', () => {
  it('sets the log level (any case) unless logLevel is given', async () => {
    setEnv({ WDP_LOG: 'DEBUG' });
    wire().on('GET', channelPath, { body: channelBody() });
    const logger = awaitableLogger();
    await new Client({ baseUrl: BASE, auth: TOKEN, logger }).channels.get(CHANNEL);
    expect(logger.debug).toHaveBeenCalledTimes(1);
    await new Client({ baseUrl: BASE, auth: TOKEN, logger, logLevel: 'warn' }).channels.get(CHANNEL);
    expect(logger.debug).toHaveBeenCalledTimes(1);
  });

  it('refuses an unknown level, naming the variable', () => {
    setEnv({ WDP_LOG: 'verbose' });
    expect(messageOf(outcome(() => new Client({ baseUrl: BASE, auth: TOKEN })))).toBe(
      'WDP_LOG must be one of debug, info, warn, error, off; got "verbose".',
    );
    expect(new Client({ baseUrl: BASE, auth: TOKEN, logLevel: 'off' }).baseUrl).toBe(BASE);
  });
});

describe('other runtimes', () => {
  it('reads nothing in a browser (no process), and says so when options are missing', async () => {
    setEnv({ WDP_BASE_URL: BASE, WDP_TOKEN: TOKEN, WDP_LOG: 'verbose' });
    expect(messageOf(inRuntime({ process: undefined }, () => new Client()))).toContain(
      'or set WDP_BASE_URL and WDP_TOKEN (or, for an API key, WDP_CLIENT_ID, WDP_CLIENT_SECRET, WDP_TOKEN_URL and ' +
        'WDP_AUDIENCE) in the environment of Node, Deno or Bun (a browser has none).',
    );
    const client = inRuntime({ process: undefined }, () => new Client({ baseUrl: 'https://browser.test', auth: 't' }));
    expect((client as Client).baseUrl).toBe('https://browser.test');
  });

  it('reads Deno.env in Deno, and treats a refused read (no --allow-env) as unset', async () => {
    const denoEnv: Record<string, string> = { WDP_BASE_URL: BASE, WDP_TOKEN: 'tok_deno_5678' };
    const Deno = { env: { get: (name: string) => denoEnv[name] } };
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const client = inRuntime({ Deno }, () => new Client()) as Client;
    await client.channels.get(CHANNEL);
    expect(net.last.headers['authorization']).toBe('Bearer tok_deno_5678');
    const refused = {
      env: {
        get: () => {
          throw new Error('NotCapable: Requires env access, run again with the --allow-env flag');
        },
      },
    };
    setEnv({ WDP_BASE_URL: BASE, WDP_TOKEN: TOKEN });
    expect(messageOf(inRuntime({ Deno: refused }, () => new Client({ auth: TOKEN })))).toBe(
      "new Client() needs `baseUrl`: pass it, such as { baseUrl: 'https://app.example.com', auth: token }, or set " +
        'WDP_BASE_URL in the environment (Deno reads it with --allow-env).',
    );
  });

  it('reads process.env in Bun', async () => {
    setEnv({ WDP_BASE_URL: BASE, WDP_TOKEN: TOKEN });
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const client = inRuntime({ Bun: { version: '1.2.0' } }, () => new Client()) as Client;
    await client.channels.get(CHANNEL);
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });
});
