import type { HttpMethod } from '../arguments/http-method.js';
import type { RetryOptions } from '../arguments/retry.js';
import { backoffBaseMs } from '../defaults.js';
import { BodyTooLarge, RedirectRefused, StatusError } from './failures.js';

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
 * `limit`, a method not in `methods`, a status not in `statusCodes`, a Retry-After beyond `maxRetryAfter`, a
 * redirect that was not followed, or a body too large. Timeouts, network errors, bodies cut off and hook errors
 * are retried. The wait is a 413/429/503's Retry-After, else full jitter over 500 ms x 2^(n-1), capped at
 * `backoffLimit`.
 */
export function retryDelay(
  failure: unknown,
  retryCount: number,
  method: string,
  retry: Required<RetryOptions>,
): number | undefined {
  if (
    retryCount > retry.limit ||
    !retry.methods.includes(method as HttpMethod) ||
    failure instanceof RedirectRefused ||
    failure instanceof BodyTooLarge
  )
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
