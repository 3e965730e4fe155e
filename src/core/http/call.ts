// The types that cross the request pipeline: a `Call` in, a `Reply` or `Received` out, and the client's
// `HttpConfig` every step reads.
import type * as z from 'zod/mini';
import type { HttpMethod } from '../arguments/http-method.js';
import type { Query } from '../arguments/query.js';
import type { HeadersOption } from '../arguments/request-options.js';
import type { RetryOptions } from '../arguments/retry.js';
import type { ValidationMode } from '../arguments/validation-mode.js';
import type { LevelledLogger } from '../logger.js';
import type { Secrets } from '../redact.js';
import type { Validator } from '../validation/validator.js';
import type { AuthProvider } from './auth.js';
import type { Hooks } from './hooks.js';

/** What happens to a link or `next` href on another origin than `baseUrl`: followed without credentials, or refused. */
export type CrossOrigin = 'omit-credentials' | 'refuse';

/** One HTTP exchange as a namespace describes it. */
export interface Call<T> {
  /** The SDK operation, such as `channels.get`, named in validation errors. */
  operation: string;
  method: HttpMethod;
  /** A path from `path\`...\`` or an absolute href from a link. */
  url: string;
  query?: Query | undefined;
  /** A body sent as JSON. */
  json?: unknown;
  /**
   * A body sent as it is (text, bytes, FormData...), with `contentType` when fetch cannot infer it. Typed through
   * `RequestInit`, not `BodyInit`: Node's types declare only the former, so the `.d.ts` needs no DOM lib.
   */
  body?: NonNullable<RequestInit['body']> | undefined;
  /** The body's media type where it is not JSON's (`json`), or fetch cannot infer it (`body`). */
  contentType?: string | undefined;
  /** The model of the response body; without one the body is not read. */
  schema?: z.ZodMiniType<T> | undefined;
  /** A download (a dataset's rows): its body is read whole whatever its size, not held to `maxResponseBytes`. */
  download?: boolean | undefined;
  accept?: string | undefined;
  /** The service may answer with no body (204, or an empty 200/202); the data is then undefined. */
  allowEmpty?: boolean | undefined;
  /**
   * Whether a 401 makes a refreshable `auth` (such as `clientCredentials`) refresh its token and try once
   * more; false where a 401 means something else (a webhook's bad signature). @default true
   */
  refreshOn401?: boolean | undefined;
  /**
   * Where the body must never go elsewhere (a token request holds the client secret): no redirect is followed, and
   * this says why and what to do instead. Kept out of `redirects.ts` so that browser bundles, which have no token
   * request, do not carry it.
   */
  redirectsRefused?: string | undefined;
  /**
   * The values of the parsed response body that are secrets (a pipeline's sensitive environment variables): read
   * from the body before it is validated, and redacted from every later error and log line of the client.
   */
  secretsOf?: ((body: unknown) => Iterable<string>) | undefined;
  /** The `X-Request-Id` every attempt of the call is sent with, set by the transport (see request-id.ts). */
  requestId?: string | undefined;
  /** The path template of the operation (`/api/channels/{channel}`), for tracing; never the filled-in path. */
  route?: string | undefined;
  /** How many attempts the call has taken so far, counted by the attempts (for tracing). */
  attempts?: number | undefined;
}

/** A call with its absolute URL (query included) resolved once, as the pipeline sends it. */
export type Prepared<T> = Call<T> & {
  /** The URL every attempt goes to, from `Transport.prepare`. */
  readonly href: string;
};

/** The client's options resolved once, by `new Client()`: what every call is sent with. */
export interface HttpConfig {
  /** The service's base URL, without a trailing slash; only its origin receives credentials. */
  baseUrl: string;
  auth: AuthProvider;
  /** Milliseconds per attempt, unless a call gives its own `timeout`. */
  timeout: number;
  retry: Required<RetryOptions>;
  headers: HeadersOption;
  validation: ValidationMode;
  validator: Validator;
  logger: LevelledLogger;
  /** A custom fetch; undefined for the global one, late-bound. */
  fetch: typeof globalThis.fetch | undefined;
  hooks: Hooks | undefined;
  crossOrigin: CrossOrigin;
  /** The credentials seen so far, redacted from every error and log line. */
  secrets: Secrets;
  /** The longest bodies read whole, in bytes: a JSON answer (longer fails) and an error body (longer is cut). */
  maxResponseBytes: ResponseLimits;
}

/** The longest bodies the client reads whole, in bytes after content decoding (see `ClientOptions`). */
export interface ResponseLimits {
  json: number;
  error: number;
}

/** What of the config the attempts read: no auth and no validation (a token exchange gives just this). */
export type AttemptsConfig = Omit<HttpConfig, 'auth' | 'validation' | 'validator'>;

/** A 2xx response, the URL it came from (after any redirects), and its body when it was read within the attempt. */
export interface Received<B> {
  response: Response;
  url: string;
  body: B;
}

/** A response with its validated body. */
export interface Reply<T> {
  data: T;
  status: number;
  headers: Headers;
  url: string;
  /** The response itself, its body already read. */
  response: Response;
}
