import { millisTimestamp } from '../clock.js';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** A failure a handler throws; the router answers it with the service's error body. */
export class MockHttpError extends Error {
  readonly status: number;
  readonly errors: unknown[];
  /** Headers of the answer besides its body's, such as the `Allow` of a 405. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, message: string, errors: unknown[] = [], headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/**
 * The body of each answer made here, held as its text: the Response itself has none, because a body stream is
 * most of what a Response costs. The mock's server sends the text whole, its length in the head, in one write
 * (`writeResponse`); what hands the answer out or reads its body first makes it `whole`.
 */
export const bodyTexts = new WeakMap<Response, string>();

/** A response whose body is `body` as JSON, of the content type `type`, its text held in `bodyTexts`. */
function jsonResponse(body: unknown, status: number, type: string): Response {
  const response = new Response(null, { status, headers: { 'content-type': type } });
  bodyTexts.set(response, JSON.stringify(body));
  return response;
}

/** Lets go of an answer's body that is never sent (its stream cancelled unread); never throws. */
export function dropBody(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}

/** `response` with its body as a fetch Response carries it: one made here gets its held text as its stream. */
export function whole(response: Response): Response {
  const text = bodyTexts.get(response);
  return text === undefined ? response : new Response(text, response);
}

/** A HAL+JSON response. */
export function hal(body: unknown, status = 200): Response {
  return jsonResponse(body, status, 'application/hal+json');
}

/** A plain JSON response (for bodies that are not HAL, such as the comment edit history). */
export function json(body: unknown, status = 200): Response {
  return jsonResponse(body, status, 'application/json');
}

/** A response without a body. */
export function empty(status = 204): Response {
  return new Response(null, { status });
}

/** The service's error body: `{ timestamp, status, error, message, path, errors }`. */
export function errorResponse(
  status: number,
  message: string,
  path: string,
  now: number,
  errors: unknown[] = [],
): Response {
  const body = { timestamp: millisTimestamp(now), status, error: reasons[status] ?? 'Error', message, path, errors };
  return jsonResponse(body, status, 'application/json');
}
