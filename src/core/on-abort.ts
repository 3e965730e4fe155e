// One listener on a caller's signal, however many calls wait on it: a caller may share one signal among many calls
// at once (`wdp pipelines run --all --concurrency 16` does), and Node warns past ten listeners of one signal
// (MaxListenersExceededWarning). The calls' own functions are kept in a set the one listener runs; the last call
// to stop waiting takes the listener off, so a long-lived signal holds nothing of calls that are over.

/** The functions waiting on each signal, and the one listener that runs them. */
const waiting = new WeakMap<AbortSignal, { runs: Set<() => void>; listener: () => void }>();

/**
 * Runs `run` once, when `signal` aborts; gives the function that stops waiting. `signal` must not have aborted yet
 * (check `signal.aborted` first).
 * @example const stop = onAbort(signal, () => controller.abort(signal.reason)); ... stop();
 */
export function onAbort(signal: AbortSignal, run: () => void): () => void {
  let entry = waiting.get(signal);
  if (!entry) {
    const runs = new Set<() => void>();
    const listener = (): void => {
      for (const each of runs) each();
    };
    signal.addEventListener('abort', listener);
    entry = { runs, listener };
    waiting.set(signal, entry);
  }
  const { runs, listener } = entry;
  const own = (): void => run(); // an entry of its own, should a caller give the same function twice
  runs.add(own);
  return () => {
    runs.delete(own);
    if (runs.size > 0 || waiting.get(signal) !== entry) return;
    signal.removeEventListener('abort', listener);
    waiting.delete(signal);
  };
}
