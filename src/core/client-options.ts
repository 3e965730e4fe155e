import { quotedUrl } from '../secrets/secret-text.js';
import { checkHeaders } from './arguments/headers.js';
import { checkKeys, checkOptions, isOptionsObject, keysOf } from './arguments/keys.js';
import { checkMs } from './arguments/milliseconds.js';
import type { HeadersOption } from './arguments/request-options.js';
import { type RetryOptions, resolveRetry } from './arguments/retry.js';
import { checkValidationMode, type ValidationMode } from './arguments/validation-mode.js';
import { maxResponseBytes, timeoutMs } from './defaults.js';
import { InvalidArgumentError } from './errors.js';
import { type Auth, toAuthProvider } from './http/auth.js';
import type { CrossOrigin, HttpConfig, ResponseLimits } from './http/call.js';
import type { Hooks } from './http/hooks.js';
import { type Logger, type LogLevel, levelled } from './logger.js';
import { Secrets } from './redact.js';
import { missingFetch, runtimeHeaders } from './runtime.js';
import { type ValidationIssue, Validator } from './validation/validator.js';

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
  /**
   * The fetch to use; late-bound to `globalThis.fetch` when not given. It is called with a `Request` (and `{}`), but an
   * upload without hooks with the URL and an `init` holding the `FormData` itself (WebKit cannot read one back).
   */
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
  /**
   * The longest response bodies read whole, in bytes after gzip decoding, so that a huge or decompression-bomb
   * answer cannot take the memory: a JSON answer over `json` fails with `ResponseTooLargeError`; an error body over
   * `error` is cut there (its `rawBody` says so). Downloads (files, a dataset's data) and log streams are not
   * counted (a log line has its own `maxLineLength`).
   * @default { json: 67108864, error: 1048576 } (64 MiB and 1 MiB)
   */
  maxResponseBytes?:
    | {
        /** The longest JSON answer, in bytes. @default 67108864 */
        json?: number | undefined;
        /** The longest error body kept, in bytes. @default 1048576 */
        error?: number | undefined;
      }
    | undefined;
}

const clientOptionKeys = keysOf<ClientOptions>({
  baseUrl: true,
  auth: true,
  timeout: true,
  retry: true,
  headers: true,
  validation: true,
  onValidationIssue: true,
  logLevel: true,
  logger: true,
  fetch: true,
  hooks: true,
  crossOrigin: true,
  maxResponseBytes: true,
});

const hookKeys = keysOf<Hooks>({ beforeRequest: true, afterResponse: true, beforeRetry: true });

/**
 * Refuses an unknown key in the options of `new Client()` (or `new ClientCore()`: `name`) or in their `hooks`;
 * a non-object is left to other checks.
 */
export function checkClientOptionKeys(options: unknown, name = 'Client'): void {
  if (!isOptionsObject(options)) return;
  checkKeys(options, clientOptionKeys, `new ${name}(options)`);
  const { hooks } = options as ClientOptions;
  if (isOptionsObject(hooks)) checkKeys(hooks, hookKeys, `new ${name}({ hooks })`);
}

/** Client options with `baseUrl` and `auth` given (by the caller, or read from the environment by `Client`). */
export type CompleteOptions = ClientOptions & { baseUrl: string; auth: Auth };

/** Checks the client's options and resolves them, once, into what every call is sent with. */
export function resolveOptions(options: CompleteOptions): HttpConfig {
  const baseUrl = checkBaseUrl(options.baseUrl, '`baseUrl`');
  const timeout = checkMs('timeout', options.timeout, timeoutMs);
  const validation = checkValidationMode(options.validation ?? 'warn');
  const fetch = options.fetch;
  if (fetch !== undefined && typeof fetch !== 'function')
    throw new InvalidArgumentError('`fetch` must be a fetch function when given.');
  const noFetch = fetch === undefined ? missingFetch() : undefined;
  if (noFetch !== undefined) throw new InvalidArgumentError(noFetch);
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
  if (typeof options.auth === 'string') secrets.addCredential(options.auth);
  const logger = levelled(options.logger ?? console, options.logLevel ?? 'warn', (text) => secrets.redact(text));
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
    maxResponseBytes: checkLimits(options.maxResponseBytes),
  };
}

const limitKeys = keysOf<ResponseLimits>({ json: true, error: true });

/** The `maxResponseBytes` option over the defaults: `{ json, error }`, each a whole number of bytes >= 1. */
function checkLimits(given: ClientOptions['maxResponseBytes']): ResponseLimits {
  checkOptions(given, limitKeys, '`maxResponseBytes`');
  const limits = { json: given?.json ?? maxResponseBytes.json, error: given?.error ?? maxResponseBytes.error };
  for (const [kind, value] of Object.entries(limits))
    if (!Number.isSafeInteger(value) || value < 1)
      throw new InvalidArgumentError(`\`maxResponseBytes.${kind}\` must be a whole number >= 1; got ${value}.`);
  return limits;
}

/** A base URL without its trailing slashes; `name` is where it came from (the option or WDP_BASE_URL). */
export function checkBaseUrl(value: unknown, name: string): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    // not a URL: `url` stays undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new InvalidArgumentError(
      `${name} must be an absolute http(s) URL such as https://app.example.com; ` +
        `got ${JSON.stringify(typeof value === 'string' ? quotedUrl(value) : value)}.`,
    );
  }
  // Not echoed: the URL carries a password or similar.
  if (url.username || url.password)
    throw new InvalidArgumentError(`${name} must not carry a user name or password; pass credentials in \`auth\`.`);
  if (url.search || url.hash) {
    throw new InvalidArgumentError(
      `${name} must not carry a query or fragment, since operation paths are appended to it; ` +
        `got ${JSON.stringify(quotedUrl(url.href))}.`,
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
