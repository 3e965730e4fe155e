import { type Auth, toAuthProvider } from './core/auth.js';
import { timeoutMs } from './core/defaults.js';
import { InvalidArgumentError } from './core/errors.js';
import { checkHeaders } from './core/http/request-headers.js';
import { type RetryOptions, resolveRetry } from './core/http/retry-policy.js';
import { checkMs } from './core/http/timers.js';
import type { CrossOrigin, HttpConfig } from './core/http/transport.js';
import { type Logger, type LogLevel, levelled } from './core/logger.js';
import { redactingLogger, Secrets } from './core/redact.js';
import type { HeadersOption, Hooks } from './core/request-options.js';
import {
  checkValidationMode,
  type ValidationIssue,
  type ValidationMode,
  Validator,
} from './core/validation/validator.js';

/** Options of `new Client()`. */
export interface ClientOptions {
  /** The service's base URL, such as `https://app.example.com`; operation paths begin with `/api`. */
  baseUrl: string;
  /** A token string, a function returning one, or `clientCredentials({...})` for an API key. */
  auth: Auth;
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
  /** The lowest level written to the logger. @default 'warn' */
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

/** Checks the client's options and resolves them, once, into what every call is sent with. */
export function resolveOptions(options: ClientOptions): HttpConfig {
  if (typeof options !== 'object' || options === null)
    throw new InvalidArgumentError('new Client() needs an options object with `baseUrl` and `auth`.');
  const baseUrl = checkBaseUrl(options.baseUrl);
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
  const logger = redactingLogger(levelled(options.logger ?? console, options.logLevel ?? 'warn'), secrets);
  return {
    baseUrl,
    auth: toAuthProvider(options.auth),
    timeout,
    retry: resolveRetry(options.retry),
    headers: options.headers ?? {},
    validation,
    validator: new Validator(logger, options.onValidationIssue),
    logger,
    fetch,
    hooks: options.hooks,
    crossOrigin,
    secrets,
  };
}

function checkBaseUrl(value: unknown): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new InvalidArgumentError(
      `\`baseUrl\` must be an absolute http(s) URL such as https://app.example.com; got ${JSON.stringify(value)}.`,
    );
  }
  // Not echoed: the URL carries a password or similar.
  if (url.username || url.password)
    throw new InvalidArgumentError('`baseUrl` must not carry a user name or password; pass credentials in `auth`.');
  if (url.search || url.hash) {
    throw new InvalidArgumentError(
      '`baseUrl` must not carry a query or fragment, since operation paths are appended to it; ' +
        `got ${JSON.stringify(value)}.`,
    );
  }
  return url.href.replace(/\/+$/, '');
}
