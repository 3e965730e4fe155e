// Settings, each from the first of: its flag, its environment variable, the chosen context.
import type { Client } from '../../index.js';
import { UsageError } from '../exit.js';
import { readContexts, type Settings, settingNames } from './contexts.js';

/** The global options every command takes (commander's camelCase names). */
export interface GlobalOptions extends Settings {
  context?: string | undefined;
  json?: boolean | undefined;
  verbose?: boolean | undefined;
}

const variables: Record<keyof Settings, string> = {
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

/** The settings in force: flag > environment > context (`--context`, else the current one). */
export async function resolveSettings(options: GlobalOptions, env: NodeJS.ProcessEnv): Promise<Settings> {
  const file = await readContexts(env);
  const name = options.context ?? file.current;
  if (options.context !== undefined && !file.contexts[options.context])
    throw new UsageError(`No context named "${options.context}"; see \`wdp context list\`.`);
  const context = name === undefined ? {} : (file.contexts[name] ?? {});
  const settings: Settings = {};
  for (const key of settingNames) {
    const value = options[key] ?? env[variables[key]] ?? context[key];
    if (value !== undefined && value !== '') settings[key] = value;
  }
  return settings;
}

/** The workspace setting, or a usage error saying how to give one. */
export function requireWorkspace(settings: Settings): string {
  if (settings.workspace) return settings.workspace;
  throw new UsageError(
    'No workspace: pass -w/--workspace ID, set WDP_WORKSPACE, or run `wdp use workspace ID|ALIAS|NAME`.',
  );
}

/** A client for the settings: a token, or an API key's client credentials; `--verbose` logs each request. */
export async function clientFor(settings: Settings, verbose: boolean): Promise<Client> {
  const { Client, clientCredentials } = await import('../../index.js');
  const { baseUrl, token, clientId, clientSecret, tokenUrl, audience } = settings;
  const logLevel = verbose ? 'debug' : 'error';
  if (!baseUrl)
    throw new UsageError(
      'No service URL: pass --base-url URL, set WDP_BASE_URL, or create a context (`wdp context create NAME`).',
    );
  if (token) return new Client({ baseUrl, auth: token, logLevel });
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
    return new Client({ baseUrl, auth, logLevel });
  }
  throw new UsageError(
    'Not signed in: pass --token, set WDP_TOKEN, or use an API key (--client-id, --client-secret, --token-url).',
  );
}
