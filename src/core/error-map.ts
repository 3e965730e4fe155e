import { AttemptTimeout, StatusError } from './attempts.js';
import { ApiError, ConnectionError, TimeoutError, ValidationError } from './errors.js';
import { safeCause, type Secrets } from './redact.js';
import { retryAfterMs } from './retry.js';

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
 * `TimeoutError`, `ConnectionError` for a failure before a response; anything else is returned as
 * it is. Nothing of the request is kept but its method and URL, and known credentials are redacted
 * from the URL, headers and body. `rawBody` is the error response's text when it was read (a retried
 * attempt's body is not).
 */
export function toSdkError(error: unknown, context: FailureContext, rawBody = ''): unknown {
  const { method, secrets } = context;
  const url = secrets.redact(context.url);
  if (error instanceof StatusError) {
    const { response } = error;
    return ApiError.from({ method, url, status: response.status, headers: secrets.headers(response.headers), rawBody: secrets.redact(rawBody), retryAfterMs: retryAfterMs(response.headers) });
  }
  if (error instanceof AttemptTimeout) {
    return new TimeoutError(`${method} ${url} got no response within ${context.timeout} ms; raise the \`timeout\` option or check the service.`);
  }
  if (error instanceof TypeError) {
    return new ConnectionError(`${method} ${url} failed before a response (${secrets.redact(error.message)}); check \`baseUrl\` and the network.`, { cause: safeCause(error, secrets) });
  }
  return error;
}

/** Like `toSdkError`, reading the error response's body first (an abort gives the signal's reason instead). */
export async function mapError(error: unknown, context: FailureContext, signal: AbortSignal | undefined): Promise<unknown> {
  if (signal?.aborted) return signal.reason;
  const rawBody = error instanceof StatusError ? await error.response.text().catch(() => '') : '';
  return toSdkError(error, context, rawBody);
}

/** The failure of reading a response body: the caller's abort reason, else a `ConnectionError`. */
export function readFailure(error: unknown, context: FailureContext, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason;
  const url = context.secrets.redact(context.url);
  return new ConnectionError(`${context.method} ${url} failed while reading the response body; check the network.`, { cause: safeCause(error, context.secrets) });
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
