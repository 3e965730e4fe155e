import { InvalidArgumentError } from '../errors.js';
import { kindOf } from '../shown.js';
import { checkHeaders } from './headers.js';
import { checkKeys, isOptionsObject, keysOf } from './keys.js';
import { checkMs } from './milliseconds.js';
import { type Operation, signature } from './operation.js';
import { checkRetryOverride, type RetryOptions, type RetryOverride } from './retry.js';
import { checkSignal } from './signal.js';
import { checkValidationMode, type ValidationMode } from './validation-mode.js';

/** Extra headers; `undefined` keeps the default and `null` removes it. */
export type HeadersOption = Record<string, string | null | undefined>;

/** Per-call options, accepted as the last argument of every method. */
export interface RequestOptions {
  /** Cancels the request (and any retry wait); the signal's reason is what is thrown. */
  signal?: AbortSignal | undefined;
  /** Milliseconds each attempt may take before `TimeoutError`. */
  timeout?: number | undefined;
  /** Headers for this call, merged over the client's. */
  headers?: HeadersOption | undefined;
  /** Retry settings for this call; pass `{ methods: ['POST'] }` to let a safe POST retry. */
  retry?: RetryOptions | number | undefined;
  /** Validation mode for this call. */
  validation?: ValidationMode | undefined;
}

/** Request options as the last, optional element of a method's argument tuple (overloaded methods). */
export type OptionsArg = RequestOptions | undefined;

const requestOptionKeys = keysOf<RequestOptions>({
  signal: true,
  timeout: true,
  headers: true,
  retry: true,
  validation: true,
});

declare const checkedBrand: unique symbol;

/** Request options as `checkRequestOptions` gives them: checked once, `retry` as the settings it changes. */
export type CheckedOptions = Omit<RequestOptions, 'retry'> & {
  readonly retry?: RetryOverride | undefined;
  readonly [checkedBrand]: true;
};

/** The options of a call given none. */
export const noOptions = {} as CheckedOptions;

/**
 * Checks per-call options, once per call; throws `InvalidArgumentError` before anything is sent. The
 * operation, when given, opens the message ("channels.get(channel): unknown option `timeot`..."). What it gives
 * is handed down the request pipeline, which checks nothing again.
 */
export function checkRequestOptions(options: RequestOptions | undefined, op?: Operation): CheckedOptions {
  if (options === undefined) return noOptions;
  const where = op === undefined ? undefined : signature(op);
  if (!isOptionsObject(options)) {
    const opening = where === undefined ? 'The last argument' : `${where}: the last argument`;
    throw new InvalidArgumentError(
      `${opening}, the request options, must be an object such as { timeout: 5000, signal }; got ${kindOf(options)}.`,
    );
  }
  checkKeys(options, requestOptionKeys, where ?? 'The request options');
  checkMs('timeout', options.timeout, 0);
  if (options.validation !== undefined) checkValidationMode(options.validation);
  checkSignal(options.signal);
  if (options.headers !== undefined) checkHeaders(options.headers, 'headers');
  if (options.retry === undefined) return options as CheckedOptions;
  return { ...options, retry: checkRetryOverride(options.retry) } as CheckedOptions;
}
