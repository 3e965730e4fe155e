// Settings, each from the first of: its flag, its environment variable, the chosen context.
import type { Client } from '../../index.js';
import { UsageError } from '../program/exit.js';
import { findContext, readContexts, type Settings, settingNames } from './contexts.js';
import type { Warn } from './contexts-check.js';
import type { OpenKeychain } from './keychain.js';

/** The settings given as flags, and `--context`: what the settings in force are resolved from. */
export interface SettingFlags extends Settings {
  context?: string | undefined;
}

/** The environment variable of each setting. */
export const variables: Record<keyof Settings, string> = {
  baseUrl: 'WDP_BASE_URL',
  token: 'WDP_TOKEN',
  clientId: 'WDP_CLIENT_ID',
  clientSecret: 'WDP_CLIENT_SECRET',
  tokenUrl: 'WDP_TOKEN_URL',
  audience: 'WDP_AUDIENCE',
  workspace: 'WDP_WORKSPACE',
};

/** The flag of each setting, as errors name it. */
export const flags: Record<keyof Settings, string> = {
  baseUrl: '--base-url',
  token: '--token',
  clientId: '--client-id',
  clientSecret: '--client-secret',
  tokenUrl: '--token-url',
  audience: '--audience',
  workspace: '--workspace',
};

/** Where a setting in force came from. */
export type SettingSource = 'flag' | 'env' | 'context';

/** The settings in force, where each came from, and the context read (if any). */
export interface ResolvedSettings {
  context: string | undefined;
  settings: Settings;
  sources: Partial<Record<keyof Settings, SettingSource>>;
}

/** The credentials: the auth of the settings comes from the highest layer that gives any of them, never a mix. */
const credentials = ['token', 'clientId', 'clientSecret'] as const;

/**
 * The settings in force and where each came from; an empty value (such as `WDP_WORKSPACE=`) unsets it. The
 * credentials all come from the first layer that gives one; those of lower layers are ignored with a warning. A
 * context's secrets kept in the OS keychain (opened with `keychain`) are read only when the context gives them.
 */
export async function resolveWithSources(
  options: SettingFlags,
  env: NodeJS.ProcessEnv,
  warn: Warn = () => {},
  keychain?: OpenKeychain,
): Promise<ResolvedSettings> {
  const file = await readContexts(env, warn);
  if (options.context !== undefined && !findContext(file, options.context))
    throw new UsageError(`No context named "${options.context}"; see \`wdp context list\`.`);
  const name = options.context ?? file.current;
  const stored = name === undefined ? undefined : findContext(file, name);
  const above = credentials.some((key) => (options[key] ?? '') !== '' || (env[variables[key]] ?? '') !== '');
  const context =
    stored?.keychain === undefined || name === undefined || above
      ? stored
      : await (await import('./kept-secrets.js')).withKeptSecrets(stored, name, env, keychain);
  const resolved: ResolvedSettings = { context: context && name, settings: {}, sources: {} };
  const layers: Array<[SettingSource, (key: keyof Settings) => string | undefined]> = [
    ['flag', (key) => options[key]],
    ['env', (key) => env[variables[key]]],
    ['context', (key) => context?.[key]],
  ];
  const given = (layer: (typeof layers)[number], key: keyof Settings) => (layer[1](key) ?? '') !== '';
  const authLayer = layers.find((layer) => credentials.some((key) => given(layer, key)));
  for (const key of settingNames) {
    const candidates = (credentials as readonly string[]).includes(key)
      ? layers.filter((l) => l === authLayer)
      : layers;
    const [source, value] =
      candidates.map(([s, read]) => [s, read(key)] as const).find(([, v]) => v !== undefined) ?? [];
    if (source === undefined || value === undefined || value === '') continue;
    resolved.settings[key] = value;
    resolved.sources[key] = source;
  }
  if (authLayer)
    for (const layer of layers.slice(layers.indexOf(authLayer) + 1)) {
      const ignored = credentials.filter((key) => given(layer, key));
      if (ignored.length) warn(ignoredWarning(layer[0], ignored, authLayer[0], name));
    }
  return resolved;
}

function ignoredWarning(layer: SettingSource, keys: ReadonlyArray<keyof Settings>, used: SettingSource, name?: string) {
  const where = (source: SettingSource, key: keyof Settings) =>
    source === 'flag'
      ? flags[key]
      : source === 'env'
        ? variables[key]
        : `the ${flags[key].slice(2)} of context ${name}`;
  const layerName = { flag: 'the flags', env: 'the environment', context: `context ${name}` }[used];
  const ignored = keys.map((key) => where(layer, key)).join(', ');
  return `Warning: ignoring ${ignored}: the credentials come from ${layerName}.`;
}

/** Whether a URL holds a user name or password: wdp never sends them (the SDK refuses such a base URL). */
export function hasUserinfo(url: string): boolean {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  return parsed !== undefined && (parsed.username !== '' || parsed.password !== '');
}

/** Whether a URL is an absolute http(s) URL, as the service's and the token endpoint's must be. */
export function isHttpUrl(url: string): boolean {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  return parsed?.protocol === 'http:' || parsed?.protocol === 'https:';
}

/**
 * A usage error when a URL in force (the service's or the token URL) is no absolute http(s) URL, or holds a user
 * name or password, naming where it came from (flag, variable or context) and how to fix it there; never the URL,
 * which may hold a secret (`?sig=`, a password).
 */
export function refuseBadUrls(resolved: ResolvedSettings): void {
  for (const key of ['baseUrl', 'tokenUrl'] as const) {
    const value = resolved.settings[key];
    if (value === undefined || (isHttpUrl(value) && !hasUserinfo(value))) continue;
    const source = resolved.sources[key];
    const name = resolved.context;
    const [where, fix] =
      source === 'flag'
        ? [flags[key], (url: string) => `give ${flags[key]} ${url}`]
        : source === 'env'
          ? [variables[key], (url: string) => `set ${variables[key]} to ${url}`]
          : [
              `The ${flags[key].slice(2)} of context ${name}`,
              (url: string) => `replace it with ${url} (\`wdp context update ${name} ${flags[key]} URL\`)`,
            ];
    if (!isHttpUrl(value))
      throw new UsageError(`${where} is no absolute http(s) URL; ${fix('one, such as https://app.example.com')}.`);
    throw new UsageError(
      `${where} holds a user name or password, which wdp never sends; ${fix('the URL alone')}, and sign in with a ` +
        'token or an API key instead.',
    );
  }
}

/** The workspace setting, or a usage error saying how to give one. */
export function requireWorkspace(settings: Settings): string {
  if (settings.workspace) return settings.workspace;
  throw new UsageError(
    'No workspace: pass -w/--workspace ID, set WDP_WORKSPACE, or run `wdp use workspace ID|ALIAS|NAME`.',
  );
}

/**
 * A client for the settings: a token, or an API key's client credentials. Its log lines go to stderr, keeping
 * stdout for data; `--verbose` logs each request.
 */
export async function clientFor(settings: Settings, verbose: boolean, stderr: NodeJS.WritableStream): Promise<Client> {
  const { Client, clientCredentials } = await import('../../index.js');
  const { baseUrl, token, clientId, clientSecret, tokenUrl, audience } = settings;
  const logLevel = verbose ? 'debug' : 'error';
  const write = (message: string) => void stderr.write(`${message}\n`);
  const logger = { debug: write, info: write, warn: write, error: write };
  if (!baseUrl)
    throw new UsageError(
      'No service URL: pass --base-url URL, set WDP_BASE_URL, or create a context (`wdp context create NAME`).',
    );
  if (token) return new Client({ baseUrl, auth: token, logLevel, logger });
  if (clientId || clientSecret) {
    const missing = (['clientId', 'clientSecret', 'tokenUrl'] as const).filter((key) => !settings[key]);
    if (missing.length)
      throw new UsageError(
        `An API key needs ${missing.map((key) => flags[key]).join(', ')} too, from the same place as its other ` +
          'credentials: all flags (a secret as --client-secret - on stdin), all WDP_* or all in a context.',
      );
    const auth = clientCredentials({
      tokenUrl: tokenUrl ?? '',
      clientId: clientId ?? '',
      clientSecret: clientSecret ?? '',
      audience,
    });
    return new Client({ baseUrl, auth, logLevel, logger });
  }
  throw new UsageError(
    'Not signed in: run `wdp auth login`, pipe a token to --token - (or set WDP_TOKEN), or use an API key: ' +
      '--client-id ID --client-secret - (the secret on stdin, or WDP_CLIENT_SECRET) --token-url URL.',
  );
}
