// Settings, each from the first of: its flag, its environment variable, the chosen context.
import type { Client } from '../../index.js';
import { UsageError } from '../program/exit.js';
import { findContext, readContexts, type Settings, settingNames } from './contexts.js';

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

/** The settings in force: flag > environment > context (`--context`, else the current one). */
export async function resolveSettings(options: SettingFlags, env: NodeJS.ProcessEnv): Promise<Settings> {
  return (await resolveWithSources(options, env)).settings;
}

/** The settings in force and where each came from; an empty value (such as `WDP_WORKSPACE=`) unsets it. */
export async function resolveWithSources(options: SettingFlags, env: NodeJS.ProcessEnv): Promise<ResolvedSettings> {
  const file = await readContexts(env);
  if (options.context !== undefined && !findContext(file, options.context))
    throw new UsageError(`No context named "${options.context}"; see \`wdp context list\`.`);
  const name = options.context ?? file.current;
  const context = name === undefined ? undefined : findContext(file, name);
  const resolved: ResolvedSettings = { context: context && name, settings: {}, sources: {} };
  for (const key of settingNames) {
    const layers: Array<[SettingSource, string | undefined]> = [
      ['flag', options[key]],
      ['env', env[variables[key]]],
      ['context', context?.[key]],
    ];
    const [source, value] = layers.find(([, candidate]) => candidate !== undefined) ?? [];
    if (source === undefined || value === undefined || value === '') continue;
    resolved.settings[key] = value;
    resolved.sources[key] = source;
  }
  return resolved;
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
        `An API key needs ${missing.map((key) => flags[key]).join(', ')} too (flags, WDP_* or a context).`,
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
    'Not signed in: pass --token, set WDP_TOKEN, or use an API key (--client-id, --client-secret, --token-url).',
  );
}
