import type * as z from 'zod/mini';
import { type AuthProvider, checkToken } from '../auth.js';
import { InvalidArgumentError, ValidationError } from '../errors.js';
import type { Logger } from '../logger.js';
import { redactError, type Secrets } from '../redact.js';
import type { HeadersOption, Hooks, RequestOptions } from '../request-options.js';
import { checkValidationMode, type ValidationMode, type Validator } from '../validation/validator.js';
import { type AttemptsInit, type BodyReader, type Received, StatusError, sendAttempts } from './attempts.js';
import { type FailureContext, mapError, parseJson } from './failures.js';
import { cancelBody, type HttpMethod } from './http.js';
import type { RedirectPolicy } from './redirects.js';
import { checkHeaders, requestHeaders } from './request-headers.js';
import { retryAnnouncer } from './retry-event.js';
import { type RetryOptions, resolveRetry } from './retry-policy.js';
import { checkSignal } from './signal.js';
import { checkMs } from './timers.js';
import { originOf, type Query, resolveUrl, withQuery } from './url.js';

/** What happens to a link or `next` href on another origin than `baseUrl`: followed without credentials, or refused. */
export type CrossOrigin = 'omit-credentials' | 'refuse';

/** The client's settings as the transport uses them, resolved once. */
export interface TransportConfig {
  baseUrl: string;
  auth: AuthProvider;
  timeout: number;
  retry: Required<RetryOptions>;
  headers: HeadersOption;
  validation: ValidationMode;
  validator: Validator;
  logger: Logger;
  fetch: typeof globalThis.fetch | undefined;
  hooks: Hooks | undefined;
  crossOrigin: CrossOrigin;
  /** The credentials seen so far, redacted from every error and log line. */
  secrets: Secrets;
}

/** Checks per-call options; throws `InvalidArgumentError` at the call, before anything is sent. */
export function checkRequestOptions(options: RequestOptions): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new InvalidArgumentError(
      `The last argument, the request options, must be an object such as { timeout: 5000, signal }; got ${options === null ? 'null' : typeof options}.`,
    );
  }
  checkMs('timeout', options.timeout, 0);
  if (options.validation !== undefined) checkValidationMode(options.validation);
  checkSignal(options.signal);
  if (options.headers !== undefined) checkHeaders(options.headers, 'headers');
  if (options.retry !== undefined) resolveRetry(options.retry);
}

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
  /** A body sent as it is (text, bytes, FormData...), with `contentType` when fetch cannot infer it. */
  body?: BodyInit | undefined;
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

/** The one HTTP layer: auth, headers, retries, error mapping and validation, over fetch. */
export class Transport {
  readonly baseUrl: string;
  /** The client's timeout per attempt, in ms. */
  readonly timeout: number;
  readonly #config: TransportConfig;
  readonly #origin: string | undefined;
  readonly #fetch: typeof globalThis.fetch;
  readonly #onRetry: AttemptsInit['onRetry'];
  readonly #redirects: RedirectPolicy;

  constructor(config: TransportConfig) {
    this.#config = config;
    this.baseUrl = config.baseUrl;
    this.timeout = config.timeout;
    this.#origin = originOf(config.baseUrl);
    this.#fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#onRetry = retryAnnouncer(config.hooks, config.logger, config.secrets);
    this.#redirects = { crossOrigin: config.crossOrigin, isTrusted: (url) => this.isTrusted(url) };
  }

  /** Sends one call and returns its validated body; bad options throw here, before anything is sent. */
  send<T>(call: Call<T>, options: RequestOptions = {}): Promise<Reply<T>> {
    checkRequestOptions(options);
    return this.#send(call, this.#url(call), options).catch(this.#reject);
  }

  /** Sends one call and gives the response unread (for streams); failures are mapped as in `send`. */
  open(call: Call<unknown>, options: RequestOptions = {}): Promise<Response> {
    checkRequestOptions(options);
    return this.#exchange(call, this.#url(call), options, undefined).then(
      (received) => received.response,
      this.#reject,
    );
  }

  /** Sends one call and reads its whole body with `read` within the attempt's timeout (downloads); failures are mapped as in `send`. */
  receive<B>(call: Call<unknown>, read: BodyReader<B>, options: RequestOptions = {}): Promise<Received<B>> {
    checkRequestOptions(options);
    return this.#exchange(call, this.#url(call), options, read).catch(this.#reject);
  }

  /** Runs an error through the client's one redaction step (streams and pages call it for errors raised outside `send`). */
  redactError<E>(error: E): E {
    return redactError(error, this.#config.secrets);
  }

  readonly #reject = (error: unknown): never => {
    throw redactError(error, this.#config.secrets);
  };

  /** Validates the items of a stream, read outside `send`, in the call's mode, else the client's. */
  checker<T>(schema: z.ZodMiniType<T>, operation: string, mode: ValidationMode | undefined): (data: unknown) => T {
    return this.#config.validator.checker(schema, operation, mode ?? this.#config.validation);
  }

  /** Whether a URL may receive the bearer token: only the origin of `baseUrl` does. */
  isTrusted(url: string): boolean {
    // A URL that starts with the origin and a slash has that origin: the parse is skipped then.
    return this.#origin !== undefined && (url.startsWith(`${this.#origin}/`) || originOf(url) === this.#origin);
  }

  #url(call: Call<unknown>): string {
    return withQuery(resolveUrl(this.baseUrl, call.url), call.query);
  }

  async #send<T>(call: Call<T>, url: string, options: RequestOptions): Promise<Reply<T>> {
    const {
      response,
      url: from,
      body: text,
    } = await this.#exchange(call, url, options, call.schema ? readText : undefined);
    const reply = { data: undefined as T, status: response.status, headers: response.headers, url: from, response };
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
    reply.data = this.#config.validator.check(
      call.schema as z.ZodMiniType<T>,
      data,
      call.operation,
      options.validation ?? this.#config.validation,
      text,
    );
    return reply;
  }

  async #exchange<B>(
    call: Call<unknown>,
    url: string,
    options: RequestOptions,
    read: BodyReader<B> | undefined,
  ): Promise<Received<B>> {
    const trusted = this.isTrusted(url);
    if (!trusted && this.#config.crossOrigin === 'refuse') {
      throw new InvalidArgumentError(
        `${call.operation}: ${call.method} ${url} is on another origin than baseUrl (${this.#origin ?? this.baseUrl}) and the client's \`crossOrigin\` option is 'refuse'; nothing was sent.`,
      );
    }
    const context = this.#context(call, url, options);
    let token = trusted ? await this.#token(options) : undefined;
    try {
      return await this.#attempts(call, url, options, token, read);
    } catch (error) {
      const { auth, logger } = this.#config;
      if (
        token === undefined ||
        call.refreshOn401 === false ||
        !auth.invalidate ||
        !(error instanceof StatusError) ||
        error.response.status !== 401
      ) {
        throw mapError(error, context, options.signal);
      }
      logger.info(`wdp-sdk: ${call.method} ${url} was refused with 401; refreshing the token and trying once more`);
      auth.invalidate(token);
      token = await this.#token(options);
      try {
        return await this.#attempts(call, url, options, token, read);
      } catch (retryError) {
        throw mapError(retryError, context, options.signal);
      }
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

  #attempts<B>(
    call: Call<unknown>,
    url: string,
    options: RequestOptions,
    token: string | undefined,
    read: BodyReader<B> | undefined,
  ): Promise<Received<B>> {
    const config = this.#config;
    const contentType = call.json !== undefined ? 'application/json' : call.contentType;
    const init = {
      method: call.method,
      headers: requestHeaders(
        { accept: call.accept, token, contentType, client: config.headers, call: options.headers },
        config.secrets,
      ),
      body: call.json !== undefined ? JSON.stringify(call.json) : call.body,
      signal: options.signal,
      timeout: options.timeout ?? this.timeout,
      retry: options.retry === undefined ? config.retry : resolveRetry(options.retry, config.retry),
      fetch: config.fetch,
      hooks: config.hooks,
      redirects: this.#redirects,
      onRetry: this.#onRetry,
    };
    return sendAttempts(url, init, read);
  }

  #context(call: Call<unknown>, url: string, options: RequestOptions): FailureContext {
    return {
      method: call.method,
      url,
      timeout: options.timeout ?? this.#config.timeout,
      secrets: this.#config.secrets,
    };
  }
}
