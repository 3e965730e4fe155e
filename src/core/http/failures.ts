import { ApiError, ConnectionError, RedirectError, TimeoutError, ValidationError } from '../errors.js';
import { type Secrets, safeCause } from '../redact.js';
import { AttemptTimeout } from './attempt-clock.js';
import { BodyReadFailure, StatusError } from './attempts.js';
import { RedirectRefused } from './redirects.js';
import { retryAfterMs } from './retry-policy.js';

/** What an error about one exchange may name: never more than method, URL and timeout, all redacted. */
export interface FailureContext {
  method: string;
  url: string;
  /** The attempt timeout in force, in ms. */
  timeout: number;
  secrets: Secrets;
}

/**
 * Turns how a call failed into the SDK's error: `ApiError` (by status) for a response outside 2xx,
 * `RedirectError` for a redirect not followed, `TimeoutError`, `ConnectionError` for a failure before or
 * while reading a response; anything else (a hook's own error) is returned as it is. Nothing of the
 * request is kept but its method and URL, and known credentials are redacted from the URL, headers and
 * body. `rawBody` is the error response's text when it was read (a retried attempt's body is not).
 */
export function toSdkError(error: unknown, context: FailureContext): unknown {
  const { method, secrets } = context;
  const url = secrets.redact(context.url);
  if (error instanceof StatusError) {
    const { response } = error;
    return ApiError.from({
      method,
      url,
      status: response.status,
      headers: secrets.headers(response.headers),
      rawBody: secrets.redact(error.text),
      retryAfterMs: retryAfterMs(response.headers),
    });
  }
  if (error instanceof RedirectRefused) {
    const { response } = error;
    const init = {
      method,
      url: secrets.redact(error.url),
      status: response.status,
      headers: secrets.headers(response.headers),
      rawBody: '',
    };
    return new RedirectError(init, undefined, `${secrets.redact(error.message)}; nothing was sent there`);
  }
  if (error instanceof AttemptTimeout) {
    const what = error.inBody ? 'did not receive the whole response body' : 'got no response';
    return new TimeoutError(
      `${method} ${url} ${what} within ${context.timeout} ms; raise the \`timeout\` option or check the service.`,
    );
  }
  if (error instanceof BodyReadFailure) {
    return new ConnectionError(`${method} ${url} failed while reading the response body; check the network.`, {
      cause: safeCause(error.cause, secrets),
    });
  }
  if (error instanceof TypeError) {
    return new ConnectionError(
      `${method} ${url} failed before a response (${secrets.redact(error.message)}); check \`baseUrl\` and the network.`,
      { cause: safeCause(error, secrets) },
    );
  }
  return error;
}

/** Like `toSdkError`, but an abort gives the signal's reason, as it is. */
export function mapError(error: unknown, context: FailureContext, signal: AbortSignal | undefined): unknown {
  return signal?.aborted ? signal.reason : toSdkError(error, context);
}

/** Parses a response body as JSON, or throws `ValidationError` with the text kept. */
export function parseJson(text: string, operation: string, response: Response): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const type = response.headers.get('content-type') ?? 'no content type';
    throw new ValidationError(operation, '', `the body is not JSON (${type}, ${text.length} characters)`, text, text);
  }
}
