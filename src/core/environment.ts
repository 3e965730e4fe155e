// What `Client` reads from the environment variables (Node, Deno, Bun), at each client's creation, so that no
// import touches `process`. `ClientCore` never loads this module, and bundles built for browsers load
// environment.web.ts in its place (package.json's "browser" field): a browser has no environment to read.

import { type ClientCredentialsOptions, clientCredentials } from './client-credentials.js';
import { type ClientOptions, type CompleteOptions, checkBaseUrl } from './client-options.js';
import { completeOptions, noEnvironment } from './complete-options.js';
import { InvalidArgumentError } from './errors.js';
import { type LogLevel, logLevels } from './logger.js';
import { runtime } from './runtime.js';

// The variables an API key needs: clientCredentials()'s clientId, clientSecret, tokenUrl (WDP_AUDIENCE is optional).
const keyVariables = ['WDP_CLIENT_ID', 'WDP_CLIENT_SECRET', 'WDP_TOKEN_URL'] as const;

/**
 * A variable of the environment, trimmed; undefined when unset or blank, in a browser, and where reading it is
 * not allowed (Deno without `--allow-env` throws).
 */
export function readEnv(name: string): string | undefined {
  const { process, Deno } = runtime();
  try {
    return (Deno?.env ? Deno.env.get(name) : process?.env?.[name])?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `auth` from the environment: WDP_TOKEN, else an API key (WDP_CLIENT_ID, WDP_CLIENT_SECRET, WDP_TOKEN_URL and
 * the optional WDP_AUDIENCE) for `clientCredentials()`; undefined when none is set. A partial key throws, naming
 * what is missing; no message shows a value.
 */
export function authFromEnvironment(): string | ClientCredentialsOptions | undefined {
  const token = readEnv('WDP_TOKEN');
  if (token !== undefined) return token;
  const values = keyVariables.map(readEnv);
  const [clientId, clientSecret, tokenUrl] = values;
  const audience = readEnv('WDP_AUDIENCE');
  if (!clientId && !clientSecret && !tokenUrl && !audience) return undefined;
  if (!clientId || !clientSecret || !tokenUrl) {
    const missing = keyVariables.filter((_name, i) => values[i] === undefined);
    const names = missing.join(', ').replace(/, (?=[^,]*$)/, ' and ');
    throw new InvalidArgumentError(
      `The environment holds part of an API key: set ${names} too (and WDP_AUDIENCE if needed), or pass \`auth\`.`,
    );
  }
  if (!/^https?:\/\/[^/]/i.test(tokenUrl) || !URL.canParse(tokenUrl))
    throw new InvalidArgumentError(
      'WDP_TOKEN_URL must be an absolute http(s) URL, such as https://id.example.com/oauth/token.',
    );
  return { clientId, clientSecret, tokenUrl, audience };
}

/** The log level WDP_LOG names (any case); undefined when unset. */
export function logLevelFromEnvironment(): LogLevel | undefined {
  const value = readEnv('WDP_LOG')?.toLowerCase();
  if (value === undefined) return undefined;
  const level = logLevels.find((known) => known === value);
  if (level === undefined)
    throw new InvalidArgumentError(`WDP_LOG must be one of ${logLevels.join(', ')}; got ${JSON.stringify(value)}.`);
  return level;
}

/** Where an error says the variables are read: Node, Deno (with --allow-env) and Bun have them, a browser not. */
function environmentName(): string {
  const { process, Deno } = runtime();
  if (Deno?.env) return 'in the environment (Deno reads it with --allow-env)';
  return process?.env ? 'in the environment' : noEnvironment;
}

/**
 * The options with `baseUrl`, `auth` and `logLevel` read from the environment where left out (explicit options
 * win); throws when `baseUrl` or `auth` is given nowhere, naming the options and the variables.
 */
export function withEnvironment(given: ClientOptions | undefined): CompleteOptions {
  return completeOptions(given, {
    baseUrl: () => {
      const value = readEnv('WDP_BASE_URL');
      return value === undefined ? undefined : checkBaseUrl(value, 'WDP_BASE_URL');
    },
    auth: () => {
      const found = authFromEnvironment();
      return typeof found === 'object' ? clientCredentials(found) : found;
    },
    logLevel: logLevelFromEnvironment,
    where: environmentName,
  });
}
