// The options of `new Client()` completed by what the environment gives, shared by environment.ts (Node, Deno,
// Bun) and environment.web.ts (a browser, which has none, and so carries no code that tells the runtimes apart):
// explicit options win, and a client given no `baseUrl` or no `auth` anywhere is refused with what to pass and which
// variables would do.
import { type ClientOptions, type CompleteOptions, checkClientOptionKeys } from './client-options.js';
import { InvalidArgumentError } from './errors.js';
import type { Auth } from './http/auth.js';
import type { LogLevel } from './logger.js';

/** The variables `auth` is read from, named in errors. */
const authVariables =
  'WDP_TOKEN (or, for an API key, WDP_CLIENT_ID, WDP_CLIENT_SECRET, WDP_TOKEN_URL and WDP_AUDIENCE)';

/** What the environment gives for an option left out; each is read only when its option is left out. */
export interface FromEnvironment {
  /** WDP_BASE_URL, checked. */
  baseUrl(): string | undefined;
  /** WDP_TOKEN, or the provider of an API key. */
  auth(): Auth | undefined;
  /** WDP_LOG. */
  logLevel(): LogLevel | undefined;
  /** Where an error says the variables are read, such as `in the environment`. */
  where(): string;
}

/** Where the variables would be read, as an error says it where there is no environment (a browser). */
export const noEnvironment = 'in the environment of Node, Deno or Bun (a browser has none)';

/**
 * The options with `baseUrl`, `auth` and `logLevel` taken from `environment` where left out; throws when `baseUrl`
 * or `auth` is given nowhere, naming the options and the variables.
 */
export function completeOptions(given: ClientOptions | undefined, environment?: FromEnvironment): CompleteOptions {
  const options = given === undefined ? {} : given;
  if (typeof options !== 'object' || options === null)
    throw new InvalidArgumentError(
      'new Client() needs an options object such as { baseUrl, auth }, or none to read them from the environment.',
    );
  checkClientOptionKeys(options);
  const baseUrl = options.baseUrl === undefined ? environment?.baseUrl() : options.baseUrl;
  const auth = options.auth === undefined ? environment?.auth() : options.auth;
  if (baseUrl === undefined || auth === undefined)
    throw missing(baseUrl === undefined, auth === undefined, environment?.where() ?? noEnvironment);
  return { ...options, baseUrl, auth, logLevel: options.logLevel ?? environment?.logLevel() };
}

/** The error of a client given no `baseUrl` or no `auth`, by its options or the environment. */
function missing(noBaseUrl: boolean, noAuth: boolean, where: string): InvalidArgumentError {
  const both = noBaseUrl && noAuth;
  const options = both ? '`baseUrl` and `auth`' : noAuth ? '`auth`' : '`baseUrl`';
  const variables = both ? `WDP_BASE_URL and ${authVariables}` : noAuth ? authVariables : 'WDP_BASE_URL';
  return new InvalidArgumentError(
    `new Client() needs ${options}: pass ${both ? 'them' : 'it'}, such as { baseUrl: 'https://app.example.com', ` +
      `auth: token }, or set ${variables} ${where}.` +
      (noAuth ? ' The `auth` option must be a token, a function returning one or clientCredentials({...}).' : ''),
  );
}
