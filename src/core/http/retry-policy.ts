import { backoffBaseMs, retryDefaults } from '../defaults.js';
import { InvalidArgumentError } from '../errors.js';
import { checkKeys, keysOf } from '../validation/options.js';
import { RedirectRefused, StatusError } from './failures.js';
import type { HttpMethod } from './http.js';

const httpMethods = new Set<string>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** When and how often a failed attempt is tried again. */
export interface RetryOptions {
  /** How many times to retry. @default 2 */
  limit?: number;
  /**
   * The methods that may be retried; add `POST` or `PATCH` per call only when the write is safe to repeat.
   * @default ['GET','HEAD','PUT','DELETE']
   */
  methods?: readonly HttpMethod[];
  /** The statuses that are retried. @default [408, 429, 500, 502, 503, 504] */
  statusCodes?: readonly number[];
  /** The longest `Retry-After` honoured, in ms; a longer one fails with its `retryAfterMs`. @default 60000 */
  maxRetryAfter?: number;
  /** The cap of the exponential backoff, in ms. @default 8000 */
  backoffLimit?: number;
}

const retryKeys = keysOf<RetryOptions>({
  limit: true,
  methods: true,
  statusCodes: true,
  maxRetryAfter: true,
  backoffLimit: true,
});

/** Merges retry options (a number is the limit) over a base. */
export function resolveRetry(
  retry: RetryOptions | number | undefined,
  base: Required<RetryOptions> = retryDefaults,
): Required<RetryOptions> {
  if (retry === undefined) return base;
  if (typeof retry === 'number') return checkRetry({ ...base, limit: retry });
  if (typeof retry !== 'object' || retry === null)
    throw new InvalidArgumentError(`\`retry\` must be a number of retries or an options object; got ${String(retry)}.`);
  checkKeys(retry, retryKeys, '`retry`');
  return checkRetry({ ...base, ...Object.fromEntries(Object.entries(retry).filter(([, v]) => v !== undefined)) });
}

const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isMs = (value: unknown): boolean => typeof value === 'number' && value >= 0;

function checkRetry(retry: Required<RetryOptions>): Required<RetryOptions> {
  const problem =
    (!isCount(retry.limit) && `\`retry.limit\` must be a whole number >= 0; got ${String(retry.limit)}`) ||
    (!(Array.isArray(retry.methods) && retry.methods.every((m) => httpMethods.has(String(m).toUpperCase()))) &&
      `\`retry.methods\` must be a list of ${[...httpMethods].join(', ')}`) ||
    (!(Array.isArray(retry.statusCodes) && retry.statusCodes.every(isCount)) &&
      '`retry.statusCodes` must be a list of HTTP statuses') ||
    (!isMs(retry.maxRetryAfter) &&
      `\`retry.maxRetryAfter\` must be milliseconds >= 0; got ${String(retry.maxRetryAfter)}`) ||
    (!isMs(retry.backoffLimit) &&
      `\`retry.backoffLimit\` must be milliseconds >= 0; got ${String(retry.backoffLimit)}`);
  if (problem) throw new InvalidArgumentError(`${problem}.`);
  return { ...retry, methods: retry.methods.map((method) => method.toUpperCase() as HttpMethod) };
}

// RFC 9110 section 10.2.3: delay-seconds (digits only) or an HTTP-date, whose three forms (IMF-fixdate, RFC 850,
// asctime) all begin with a day name. Anything else (`-5`, `0x2`, `1e1`, an ISO date) is ignored.
const delaySeconds = /^\d+$/;
const httpDate = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /;

/** The wait a `Retry-After` header asks for (whole seconds or an HTTP date), in ms; undefined if absent or invalid. */
export function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (value === undefined || value === '') return undefined;
  if (delaySeconds.test(value)) return Number(value) * 1000;
  // asctime dates carry no zone: they are GMT.
  const date = httpDate.test(value) ? Date.parse(value.endsWith('GMT') ? value : `${value} GMT`) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil(date - Date.now()));
}

// The statuses whose Retry-After sets the wait (other statuses use the backoff; any status's Retry-After
// beyond `maxRetryAfter` stops the retries).
const retryAfterStatuses = new Set([413, 429, 503]);

/**
 * The wait before retry number `retryCount` of a failed attempt, or `undefined` when it is not retried: past
 * `limit`, a method not in `methods`, a status not in `statusCodes`, a Retry-After beyond `maxRetryAfter`, or a
 * redirect that was not followed. Timeouts, network errors, bodies cut off and hook errors are retried. The
 * wait is a 413/429/503's Retry-After, else full jitter over 500 ms x 2^(n-1), capped at `backoffLimit`.
 */
export function retryDelay(
  failure: unknown,
  retryCount: number,
  method: string,
  retry: Required<RetryOptions>,
): number | undefined {
  if (retryCount > retry.limit || !retry.methods.includes(method as HttpMethod) || failure instanceof RedirectRefused)
    return undefined;
  if (failure instanceof StatusError) {
    const { status } = failure.response;
    const after = failure.retryAfterMs;
    if (!retry.statusCodes.includes(status)) return undefined;
    if (after !== undefined && after > retry.maxRetryAfter) return undefined;
    if (after !== undefined && retryAfterStatuses.has(status)) return after;
  }
  return Math.min(retry.backoffLimit, Math.random() * backoffBaseMs * 2 ** (retryCount - 1));
}
