import { retryDefaults } from '../defaults.js';
import { InvalidArgumentError } from '../errors.js';
import { type HttpMethod, httpMethods } from './http-method.js';
import { checkKeys, keysOf } from './keys.js';

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

/** Per-call retry options, checked: the settings a call's `retry` changes of the client's. */
export type RetryOverride = Partial<Required<RetryOptions>>;

/** Checks retry options (a number is the limit) and gives the settings they change, methods upper-cased. */
export function checkRetryOverride(retry: RetryOptions | number): RetryOverride {
  if (typeof retry === 'number') return { limit: checkRetry({ ...retryDefaults, limit: retry }).limit };
  if (typeof retry !== 'object' || retry === null)
    throw new InvalidArgumentError(`\`retry\` must be a number of retries or an options object; got ${String(retry)}.`);
  checkKeys(retry, retryKeys, '`retry`');
  const override: RetryOverride = Object.fromEntries(Object.entries(retry).filter(([, v]) => v !== undefined));
  const { methods } = checkRetry({ ...retryDefaults, ...override });
  return override.methods === undefined ? override : { ...override, methods };
}

/** Merges retry options (a number is the limit) over the defaults, checked. */
export function resolveRetry(retry: RetryOptions | number | undefined): Required<RetryOptions> {
  return retry === undefined ? retryDefaults : { ...retryDefaults, ...checkRetryOverride(retry) };
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
