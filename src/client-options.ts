import type { Auth } from './core/auth.js';
import type { RetryOptions } from './core/http/retry-policy.js';
import type { CrossOrigin } from './core/http/transport.js';
import type { Logger, LogLevel } from './core/logger.js';
import type { HeadersOption, Hooks } from './core/request-options.js';
import type { ValidationIssue, ValidationMode } from './core/validation/validator.js';

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
