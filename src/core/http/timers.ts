import { InvalidArgumentError } from '../errors.js';

/** The longest wait a timer holds, in ms (2^31 - 1). */
const maxTimerMs = 2_147_483_647;

/** Checks a millisecond option named `name`: positive, at most 2^31 - 1; `fallback` when undefined. */
export function checkMs(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && value > 0 && value <= maxTimerMs) return value;
  throw new InvalidArgumentError(
    `\`${name}\` must be a positive number of milliseconds up to ${maxTimerMs}; got ${String(value)}.`,
  );
}

/** Resolves after `ms` (at most `maxTimerMs`), or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.min(ms, maxTimerMs),
    );
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
