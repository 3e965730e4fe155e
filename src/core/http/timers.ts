import { maxTimerMs } from '../arguments/milliseconds.js';
import { noop } from '../noop.js';
import { onAbort } from '../on-abort.js';

/** Resolves after `ms` (at most `maxTimerMs`), or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stop = signal
      ? onAbort(signal, () => {
          clearTimeout(timer);
          reject(signal.reason);
        })
      : noop;
    const timer = setTimeout(
      () => {
        stop();
        resolve();
      },
      Math.min(ms, maxTimerMs),
    );
  });
}
