import { maxTimerMs } from '../arguments/milliseconds.js';

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
