/** The longest wait a timer holds, in ms (2^31 - 1). */
export const maxTimerMs = 2_147_483_647;

/** Resolves after `ms` (at most `maxTimerMs`), or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.min(ms, maxTimerMs));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const schedule: (resolve: () => void) => void =
  typeof (globalThis as { setImmediate?: unknown }).setImmediate === 'function'
    ? (resolve) => (globalThis as unknown as { setImmediate(callback: () => void): void }).setImmediate(resolve)
    : (resolve) => setTimeout(resolve, 0);

/**
 * Resolves on the next turn of the event loop (setImmediate where there is one: Node, Bun), after every
 * pending microtask: a request just started (a chain of awaits down to fetch) then reaches the network
 * before synchronous work that follows (a caller's work on a page, validating a body).
 */
export function nextTask(): Promise<void> {
  return new Promise<void>(schedule);
}
