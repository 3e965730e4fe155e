import { type Auth, toAuthProvider } from './core/auth.js';
import { clientCredentials } from './core/client-credentials.js';
import { timeoutMs } from './core/defaults.js';
import {
  authFromEnvironment,
  authVariables,
  environmentName,
  logLevelFromEnvironment,
  readEnv,
  runtimeHeaders,
} from './core/environment.js';
import { InvalidArgumentError } from './core/errors.js';
import { checkHeaders } from './core/http/request-headers.js';
import { type RetryOptions, resolveRetry } from './core/http/retry-policy.js';
import { checkMs } from './core/http/timers.js';
import type { CrossOrigin, HttpConfig } from './core/http/transport.js';
import { type Logger, type LogLevel, levelled } from './core/logger.js';
import { redactingLogger, Secrets } from './core/redact.js';
import type { HeadersOption, Hooks } from './core/request-options.js';
import { checkClientOptionKeys } from './core/validation/options.js';
import {
  checkValidationMode,
  type ValidationIssue,
  type ValidationMode,
  Validator,
} from './core/validation/validator.js';

/** Options of `new Client()`; in Node, Deno and Bun (never a browser) some default to environment variables. */
export interface ClientOptions {
  /**
   * The service's base URL, such as `https://app.example.com`; operation paths begin with `/api`, so it does not
   * end in `/api`.
   * @default the WDP_BASE_URL environment variable
   */
  baseUrl?: string | undefined;
  /**
   * A token string, a function returning one, or `clientCredentials({...})` for an API key.
   * @default WDP_TOKEN, else clientCredentials() of WDP_CLIENT_ID, WDP_CLIENT_SECRET, WDP_TOKEN_URL, WDP_AUDIENCE
   */
  auth?: Auth | undefined;
  /** Milliseconds each attempt may take. @default 30000 */
  timeout?: number | undefined;
  /** Retry settings, or just the number of retries. @default { limit: 2 } */
  retry?: RetryOptions | number | undefined;
  /** Headers sent with every request; `null` removes a default one. @default {} */
  headers?: HeadersOption | undefined;
  /** How responses are checked against the models. @default 'warn' */
  validation?: ValidationMode | undefined;
  /** Called once per operation and schema path when a response differs from its model. */
  onValidationIssue?: ((issue: ValidationIssue) => void) | undefined;
  /** The lowest level written to the logger; `debug` logs every attempt. @default WDP_LOG, else 'warn' */
  logLevel?: LogLevel | undefined;
  /** Where log lines go. @default console */
  logger?: Logger | undefined;
  /** The fetch to use; late-bound to `globalThis.fetch` when not given. */
  fetch?: typeof globalThis.fetch | undefined;
  /** Hooks called around each request. */
  hooks?: Hooks | undefined;
  /**
   * What to do with a link or `next` href on another origin than `baseUrl` (`follow()`, paging, a resource's
   * own link): `'omit-credentials'` sends it without Authorization (nor any other credential header);
   * `'refuse'` throws `InvalidArgumentError` before sending anything.
   * @default 'omit-credentials'
   */
  crossOrigin?: CrossOrigin | undefined;
}

/** Client options with `baseUrl` and `auth` found (given, or read from the environment). */
export type CompleteOptions = ClientOptions & { baseUrl: string; auth: Auth };

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

/** Checks the client's options and resolves them, once, into what every call is sent with. */
export function resolveOptions(options: CompleteOptions): HttpConfig {
  const baseUrl = checkBaseUrl(options.baseUrl, '`baseUrl`');
  const timeout = checkMs('timeout', options.timeout, timeoutMs);
  const validation = checkValidationMode(options.validation ?? 'warn');
  const fetch = options.fetch;
  if (fetch !== undefined && typeof fetch !== 'function')
    throw new InvalidArgumentError('`fetch` must be a fetch function when given.');
  if (fetch === undefined && typeof globalThis.fetch !== 'function') {
    throw new InvalidArgumentError(
      'No global fetch in this runtime; pass `fetch` in the client options (Node >= 20 and browsers have one).',
    );
  }
  if (options.headers !== undefined) checkHeaders(options.headers, 'headers');
  if (options.onValidationIssue !== undefined && typeof options.onValidationIssue !== 'function') {
    throw new InvalidArgumentError('`onValidationIssue` must be a function when given.');
  }
  const crossOrigin = options.crossOrigin ?? 'omit-credentials';
  if (crossOrigin !== 'omit-credentials' && crossOrigin !== 'refuse') {
    throw new InvalidArgumentError(
      `\`crossOrigin\` must be 'omit-credentials' or 'refuse'; got ${String(crossOrigin)}.`,
    );
  }
  const secrets = new Secrets();
  if (typeof options.auth === 'string') secrets.add(options.auth);
  const levelledLogger = levelled(options.logger ?? console, options.logLevel ?? 'warn');
  const logger = { ...redactingLogger(levelledLogger, secrets), debugOn: levelledLogger.debugOn };
  return {
    baseUrl,
    auth: toAuthProvider(options.auth),
    timeout,
    retry: resolveRetry(options.retry),
    headers: { ...runtimeHeaders(), ...options.headers },
    validation,
    validator: new Validator(logger, options.onValidationIssue),
    logger,
    fetch,
    hooks: options.hooks,
    crossOrigin,
    secrets,
  };
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

/** A base URL without its trailing slashes; `name` is where it came from (the option or WDP_BASE_URL). */
function checkBaseUrl(value: unknown, name: string): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new InvalidArgumentError(
      `${name} must be an absolute http(s) URL such as https://app.example.com; got ${JSON.stringify(value)}.`,
    );
  }
  // Not echoed: the URL carries a password or similar.
  if (url.username || url.password)
    throw new InvalidArgumentError(`${name} must not carry a user name or password; pass credentials in \`auth\`.`);
  if (url.search || url.hash) {
    throw new InvalidArgumentError(
      `${name} must not carry a query or fragment, since operation paths are appended to it; ` +
        `got ${JSON.stringify(value)}.`,
    );
  }
  const href = url.href.replace(/\/+$/, '');
  // A common slip: the paths the SDK appends begin with /api already, so every call would 404 at /api/api/....
  if (/\/api\/*$/i.test(url.pathname))
    throw new InvalidArgumentError(
      `${name} must not end in /api, since operation paths begin with /api; drop it: ${href.slice(0, -4)}`,
    );
  return href;
}
