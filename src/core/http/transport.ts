// The request pipeline, top to bottom: transport.ts (URL, auth, validation) -> attempts.ts (the attempt loop,
// timeouts, hooks) -> retry-policy.ts (whether and when to retry) -> failures.ts (what the caller is told).
// Only a `Prepared` call, its `CheckedOptions` and the client's `HttpConfig` cross it; a `Reply` (to the caller's
// `map`) and `Received` come back.
import type * as z from 'zod/mini';
import { requestIds, type WithResponse } from '../api-promise.js';
import type { CheckedOptions } from '../arguments/request-options.js';
import type { ValidationMode } from '../arguments/validation-mode.js';
import { InvalidArgumentError, ValidationError } from '../errors.js';
import { redactError } from '../redact.js';
import { type BodyReader, sendAttempts } from './attempts.js';
import { checkToken } from './auth.js';
import { readText } from './body.js';
import type { Call, HttpConfig, Prepared, Received, Reply } from './call.js';
import { StatusError, toWdpError } from './failures.js';
import { cancelBody } from './http.js';
import { identifyError, noteRequestId, requestIdFor } from './request-id.js';
import { traced } from './tracing.js';
import { hasOrigin, originOf, resolveUrl, withQuery } from './url.js';

/**
 * The top of the request pipeline: resolves the URL, gets the token (and refreshes it once after a 401), hands
 * the call to the attempts, validates the body, and rejects with what `toWdpError` makes of any failure.
 */
export class Transport {
  declare readonly baseUrl: string;
  /** The client's timeout per attempt, in ms. */
  declare readonly timeout: number;
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

  /** The call with its absolute URL; a path or href that cannot be sent throws `InvalidArgumentError` here. */
  prepare<T>(call: Call<T>): Prepared<T> {
    return { ...call, href: withQuery(resolveUrl(this.baseUrl, call.url), call.query) };
  }

  /**
   * Sends one call and gives what `map` makes of its validated reply, with the response; an SDK error `map` throws
   * (an operation's own reading of the answer) is the call's failure, with its request id and redacted, as a
   * validation error is.
   */
  send<T, R>(given: Prepared<T>, options: CheckedOptions, map: (reply: Reply<T>) => R): Promise<WithResponse<R>> {
    const limit = given.download ? Infinity : this.#config.maxResponseBytes.json;
    // A body it has no use for is let go within the attempt too: only `open`'s is handed over (see AttemptClock).
    const read = given.schema ? (response: Response) => readText(response, limit) : discardBody;
    return this.#run(given, options, read, (call, received) => {
      const reply = this.#validate(call, received, options);
      return { data: map(reply), response: reply.response };
    });
  }

  /** Sends one call and gives the response unread (for streams); failures are as in `send`. */
  open(given: Prepared<unknown>, options: CheckedOptions): Promise<Response> {
    return this.receive(given, undefined, options).then((received) => received.response);
  }

  /** Sends one call and reads its whole body with `read` within the attempt's timeout (downloads); else as `send`. */
  receive<B>(given: Prepared<unknown>, read: BodyReader<B> | undefined, options: CheckedOptions): Promise<Received<B>> {
    return this.#run(given, options, read, (_call, received) => received);
  }

  /** Runs an error through the client's one redaction step (for errors of streams and pages, raised outside `send`). */
  redactError<E>(error: E): E {
    return redactError(error, this.#config.secrets);
  }

  /** Validates the items of a stream, read outside `send`, in the call's mode, else the client's. */
  checker<T>(schema: z.ZodMiniType<T>, operation: string, mode: ValidationMode | undefined): (data: unknown) => T {
    return this.#config.validator.checker(schema, operation, mode ?? this.#config.validation);
  }

  /**
   * A call with its request id (see request-id.ts), traced: its attempts, then `then` of what they received; any
   * failure on the way is what `toWdpError` makes of it, one of `then` given the id of the response it read.
   */
  #run<T, B, R>(
    given: Prepared<T>,
    options: CheckedOptions,
    read: BodyReader<B> | undefined,
    then: (call: Call<T>, received: Received<B>) => R,
  ): Promise<R> {
    const call = { ...given, requestId: requestIdFor(options.headers, this.#config.headers) };
    return traced(call, async () => {
      let received: Received<B>;
      try {
        received = noteRequestId(await this.#exchange(call, call.href, options, read), call.requestId);
      } catch (error) {
        throw toWdpError(error, call, call.href, options, this.#config);
      }
      try {
        return then(call, received);
      } catch (error) {
        const answered = identifyError(error, requestIds.get(received.response)); // the service's id, else the sent one
        throw toWdpError(answered, call, call.href, options, this.#config);
      }
    });
  }

  /** The attempts of a call, with the token when the URL may receive it, once more with a fresh one after a 401. */
  async #exchange<B>(
    call: Call<unknown>,
    url: string,
    options: CheckedOptions,
    read: BodyReader<B> | undefined,
  ): Promise<Received<B>> {
    const config = this.#config;
    const trusted = hasOrigin(url, this.#origin); // only the origin of `baseUrl` may receive the bearer token
    if (!trusted && config.crossOrigin === 'refuse') {
      const origin = this.#origin ?? this.baseUrl;
      throw new InvalidArgumentError(
        `${call.operation}: ${call.method} ${url} is on another origin than baseUrl (${origin}) ` +
          "and the client's `crossOrigin` option is 'refuse'; nothing was sent.",
      );
    }
    config.secrets.addFields(call.json); // the credentials the body carries, so that no echo of them shows
    const token = trusted ? await this.#token(options) : undefined;
    try {
      return await sendAttempts(call, url, token, options, config, read);
    } catch (error) {
      const { auth, logger } = config;
      // Only a 401 to a request that carried the token refuses it (a hop to another origin carries none).
      const refused = error instanceof StatusError && error.response.status === 401 && error.tokenSent;
      if (!refused || token === undefined || call.refreshOn401 === false || !auth.invalidate) throw error;
      const id = call.requestId ? ` (request id ${call.requestId})` : ''; // a browser's call may be sent without one
      logger.info(
        `wdp-sdk: ${call.method} ${url} was refused with 401; refreshing the token and trying once more${id}`,
      );
      auth.invalidate(token);
      return sendAttempts(call, url, await this.#token(options), options, config, read);
    }
  }

  async #token(options: CheckedOptions): Promise<string> {
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

  readonly #addSecret = (value: string): void => this.#config.secrets.addCredential(value);

  /** The validation hand-off: an empty body where one is due, or a body that is not JSON, fails; else the validator. */
  #validate<T>(call: Call<T>, received: Received<string | undefined>, options: CheckedOptions): Reply<T> {
    const { response, url, body: text } = received;
    const reply = { data: undefined as T, status: response.status, headers: response.headers, url, response };
    if (text === undefined) return reply; // a call without a schema: its body was let go (discardBody)
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
    const { validator, validation, secrets } = this.#config;
    if (call.secretsOf) secrets.addValues(call.secretsOf(data)); // before validation, so its issues never show them
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

/** Reads nothing of a body the call has no use for, and lets it go. */
async function discardBody(response: Response): Promise<undefined> {
  cancelBody(response);
}
