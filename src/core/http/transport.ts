// The request pipeline, top to bottom: transport.ts (URL, auth, validation) -> attempts.ts (the attempt loop,
// timeouts, hooks) -> retry-policy.ts (whether and when to retry) -> failures.ts (what the caller is told).
// Only `Call`, `RequestOptions` and the client's `HttpConfig` cross it; `Reply` and `Received` come back.
import type * as z from 'zod/mini';
import { type AuthProvider, checkToken } from '../auth.js';
import { InvalidArgumentError, ValidationError } from '../errors.js';
import type { LevelledLogger } from '../logger.js';
import { redactError, type Secrets } from '../redact.js';
import { checkRequestOptions, type HeadersOption, type Hooks, type RequestOptions } from '../request-options.js';
import type { ValidationMode, Validator } from '../validation/validator.js';
import { type BodyReader, sendAttempts } from './attempts.js';
import { StatusError, toWdpError } from './failures.js';
import { cancelBody, type HttpMethod } from './http.js';
import type { RetryOptions } from './retry-policy.js';
import { hasOrigin, originOf, type Query, resolveUrl, withQuery } from './url.js';

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
  contentType?: string | undefined;
  /** The model of the response body; without one the body is not read. */
  schema?: z.ZodMiniType<T> | undefined;
  accept?: string | undefined;
  /** The service may answer with no body (204, or an empty 200/202); the data is then undefined. */
  allowEmpty?: boolean | undefined;
  /**
   * Whether a 401 makes a refreshable `auth` (such as `clientCredentials`) refresh its token and try once
   * more; false where a 401 means something else (a webhook's bad signature). @default true
   */
  refreshOn401?: boolean | undefined;
  /** False where the body must never go elsewhere (a token request holds the client secret). @default true */
  followRedirects?: boolean | undefined;
}

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

/** Reads a JSON call's body as text (a 204 has none). */
const readText = (response: Response): Promise<string> =>
  response.status === 204 ? Promise.resolve('') : response.text();

/**
 * The top of the request pipeline: resolves the URL, gets the token (and refreshes it once after a 401), hands
 * the call to the attempts, validates the body, and rejects with what `toWdpError` makes of any failure.
 */
export class Transport {
  readonly baseUrl: string;
  /** The client's timeout per attempt, in ms. */
  readonly timeout: number;
  readonly #config: HttpConfig;
  readonly #origin: string | undefined;
  readonly #fetch: typeof globalThis.fetch;

  constructor(config: HttpConfig) {
    this.#config = config;
    this.baseUrl = config.baseUrl;
    this.timeout = config.timeout;
    this.#origin = originOf(config.baseUrl);
    this.#fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** Sends one call and returns its validated body; bad options throw here, before anything is sent. */
  send<T>(call: Call<T>, options: RequestOptions = {}): Promise<Reply<T>> {
    checkRequestOptions(options);
    return this.#send(call, this.url(call), options);
  }

  /** Sends one call and gives the response unread (for streams); failures are as in `send`. */
  open(call: Call<unknown>, options: RequestOptions = {}): Promise<Response> {
    checkRequestOptions(options);
    return this.#receive(call, this.url(call), options, undefined).then((received) => received.response);
  }

  /** Sends one call and reads its whole body with `read` within the attempt's timeout (downloads); else as `send`. */
  receive<B>(call: Call<unknown>, read: BodyReader<B>, options: RequestOptions = {}): Promise<Received<B>> {
    checkRequestOptions(options);
    return this.#receive(call, this.url(call), options, read);
  }

  /** Runs an error through the client's one redaction step (for errors of streams and pages, raised outside `send`). */
  redactError<E>(error: E): E {
    return redactError(error, this.#config.secrets);
  }

  /** Validates the items of a stream, read outside `send`, in the call's mode, else the client's. */
  checker<T>(schema: z.ZodMiniType<T>, operation: string, mode: ValidationMode | undefined): (data: unknown) => T {
    return this.#config.validator.checker(schema, operation, mode ?? this.#config.validation);
  }

  /** Whether a URL may receive the bearer token: only the origin of `baseUrl` does. */
  isTrusted(url: string): boolean {
    return hasOrigin(url, this.#origin);
  }

  /** The absolute URL of a call; a path or href that cannot be sent throws `InvalidArgumentError` here. */
  url(call: Call<unknown>): string {
    return withQuery(resolveUrl(this.baseUrl, call.url), call.query);
  }

  async #send<T>(call: Call<T>, url: string, options: RequestOptions): Promise<Reply<T>> {
    try {
      return this.#validate(
        call,
        await this.#exchange(call, url, options, call.schema ? readText : undefined),
        options,
      );
    } catch (error) {
      throw toWdpError(error, call, url, options, this.#config);
    }
  }

  async #receive<B>(
    call: Call<unknown>,
    url: string,
    options: RequestOptions,
    read: BodyReader<B> | undefined,
  ): Promise<Received<B>> {
    try {
      return await this.#exchange(call, url, options, read);
    } catch (error) {
      throw toWdpError(error, call, url, options, this.#config);
    }
  }

  /** The attempts of a call, with the token when the URL may receive it, once more with a fresh one after a 401. */
  async #exchange<B>(
    call: Call<unknown>,
    url: string,
    options: RequestOptions,
    read: BodyReader<B> | undefined,
  ): Promise<Received<B>> {
    const config = this.#config;
    const trusted = this.isTrusted(url);
    if (!trusted && config.crossOrigin === 'refuse') {
      const origin = this.#origin ?? this.baseUrl;
      throw new InvalidArgumentError(
        `${call.operation}: ${call.method} ${url} is on another origin than baseUrl (${origin}) ` +
          "and the client's `crossOrigin` option is 'refuse'; nothing was sent.",
      );
    }
    const token = trusted ? await this.#token(options) : undefined;
    try {
      return await sendAttempts(call, url, token, options, config, read);
    } catch (error) {
      const { auth, logger } = config;
      const refused = error instanceof StatusError && error.response.status === 401;
      if (!refused || token === undefined || call.refreshOn401 === false || !auth.invalidate) throw error;
      logger.info(`wdp-sdk: ${call.method} ${url} was refused with 401; refreshing the token and trying once more`);
      auth.invalidate(token);
      return sendAttempts(call, url, await this.#token(options), options, config, read);
    }
  }

  async #token(options: RequestOptions): Promise<string> {
    const { auth, logger, secrets } = this.#config;
    const context = {
      fetch: this.#fetch,
      signal: options.signal,
      timeout: options.timeout ?? this.timeout,
      logger,
      secret: this.#addSecret,
    };
    const token = checkToken(await auth.token(context));
    secrets.addToken(token);
    return token;
  }

  readonly #addSecret = (value: string): void => this.#config.secrets.add(value);

  /** The validation hand-off: an empty body where one is due, or a body that is not JSON, fails; else the validator. */
  #validate<T>(call: Call<T>, received: Received<string | undefined>, options: RequestOptions): Reply<T> {
    const { response, url, body: text } = received;
    const reply = { data: undefined as T, status: response.status, headers: response.headers, url, response };
    if (text === undefined) {
      cancelBody(response);
      return reply;
    }
    if (text === '') {
      if (call.allowEmpty) return reply;
      throw new ValidationError(
        call.operation,
        '',
        `the body is empty (status ${response.status}) where a ${call.method} response body was expected`,
        text,
        text,
      );
    }
    const data = parseJson(text, call.operation, response);
    const { validator, validation } = this.#config;
    reply.data = validator.check(
      call.schema as z.ZodMiniType<T>,
      data,
      call.operation,
      options.validation ?? validation,
      text,
    );
    return reply;
  }
}

/** Parses a response body as JSON, or throws `ValidationError` with the text kept. */
function parseJson(text: string, operation: string, response: Response): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const type = response.headers.get('content-type') ?? 'no content type';
    throw new ValidationError(operation, '', `the body is not JSON (${type}, ${text.length} characters)`, text, text);
  }
}
