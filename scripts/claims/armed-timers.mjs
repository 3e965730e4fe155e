// The timers the installed SDK arms, seen from outside: the global `setTimeout` replaced while a probe's calls run,
// so that a figure of time (a backoff, a timeout, a poll interval) is read as the delay the SDK asks for, and a wait
// of minutes takes no time.

/**
 * Runs `calls()` with the delay of every `setTimeout` recorded, in the order armed; resolves to what `calls` gave
 * and the delays. A timer for which `fires(delay)` holds fires on the next turn of the event loop instead, and moves
 * the clock of `Date.now()` on by its delay (that clock stands still otherwise, from when `calls` began); the others
 * are armed as asked, and cleared at the end if the SDK left them. The globals are restored before it settles.
 */
export async function armedTimers(calls, fires = () => false) {
  const real = { setTimeout, clearTimeout, now: Date.now };
  const delays = [];
  const pending = new Map(); // each timer still to fire, with what cancels it
  let now = real.now();
  globalThis.setTimeout = (callback, delay = 0, ...args) => {
    delays.push(delay);
    const run = (moved) => {
      pending.delete(timer);
      now += moved;
      callback(...args);
    };
    const fired = fires(delay);
    const timer = fired ? setImmediate(run, delay) : real.setTimeout(run, delay, 0);
    pending.set(timer, fired ? clearImmediate : real.clearTimeout);
    return timer;
  };
  globalThis.clearTimeout = (timer) => {
    (pending.get(timer) ?? real.clearTimeout)(timer);
    pending.delete(timer);
  };
  Date.now = () => now;
  try {
    return { value: await calls(), delays };
  } finally {
    Object.assign(globalThis, { setTimeout: real.setTimeout, clearTimeout: real.clearTimeout });
    Date.now = real.now;
    for (const [timer, clear] of pending) clear(timer);
  }
}
