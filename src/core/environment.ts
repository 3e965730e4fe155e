// What `Client` reads from the environment variables (Node, Deno, Bun; never a browser's), at each client's
// creation, so that no import touches `process`. `ClientCore` never loads this module.

import { type ClientCredentialsOptions, clientCredentials } from './client-credentials.js';
import { type ClientOptions, type CompleteOptions, checkBaseUrl, checkClientOptionKeys } from './client-options.js';
import { InvalidArgumentError } from './errors.js';
import { type LogLevel, logLevels } from './logger.js';
import { runtime } from './runtime.js';

// The variables an API key needs: clientCredentials()'s clientId, clientSecret, tokenUrl (WDP_AUDIENCE is optional).
const keyVariables = ['WDP_CLIENT_ID', 'WDP_CLIENT_SECRET', 'WDP_TOKEN_URL'] as const;

/** The variables `auth` is read from, named in errors. */
export const authVariables =
  'WDP_TOKEN (or, for an API key, WDP_CLIENT_ID, WDP_CLIENT_SECRET, WDP_TOKEN_URL and WDP_AUDIENCE)';

/** Where an error says the variables are read: Node, Deno (with --allow-env) and Bun have them, a browser not. */
export function environmentName(): string {
  const { process, Deno } = runtime();
  if (Deno?.env) return 'in the environment (Deno reads it with --allow-env)';
  return process?.env ? 'in the environment' : 'in the environment of Node, Deno or Bun (a browser has none)';
}

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

/**
 * The options with `baseUrl`, `auth` and `logLevel` read from the environment where left out (explicit options
 * win); throws when `baseUrl` or `auth` is given nowhere, naming the options and the variables.
 */
export function withEnvironment(given: ClientOptions | undefined): CompleteOptions {
  const options = given === undefined ? {} : given;
  if (typeof options !== 'object' || options === null)
    throw new InvalidArgumentError(
      'new Client() needs an options object such as { baseUrl, auth }, or none to read them from the environment.',
    );
  checkClientOptionKeys(options);
  const fromEnv = options.baseUrl === undefined ? readEnv('WDP_BASE_URL') : undefined;
  const baseUrl = fromEnv === undefined ? options.baseUrl : checkBaseUrl(fromEnv, 'WDP_BASE_URL');
  let auth = options.auth;
  if (auth === undefined) {
    const found = authFromEnvironment();
    auth = typeof found === 'object' ? clientCredentials(found) : found;
  }
  if (baseUrl === undefined || auth === undefined) throw missing(baseUrl === undefined, auth === undefined);
  return { ...options, baseUrl, auth, logLevel: options.logLevel ?? logLevelFromEnvironment() };
}

/** The error of a client given no `baseUrl` or no `auth`, by its options or the environment. */
function missing(noBaseUrl: boolean, noAuth: boolean): InvalidArgumentError {
  const both = noBaseUrl && noAuth;
  const options = both ? '`baseUrl` and `auth`' : noAuth ? '`auth`' : '`baseUrl`';
  const variables = both ? `WDP_BASE_URL and ${authVariables}` : noAuth ? authVariables : 'WDP_BASE_URL';
  return new InvalidArgumentError(
    `new Client() needs ${options}: pass ${both ? 'them' : 'it'}, such as { baseUrl: 'https://app.example.com', ` +
      `auth: token }, or set ${variables} ${environmentName()}.` +
      (noAuth ? ' The `auth` option must be a token, a function returning one or clientCredentials({...}).' : ''),
  );
}
