/** An attempt that did not complete within its timeout: no response head, or (`inBody`) not the whole body. */
export class AttemptTimeout extends Error {
  readonly inBody: boolean;

  constructor(ms: number, inBody: boolean) {
    super(inBody ? `the body did not arrive within ${ms} ms` : `no response within ${ms} ms`);
    this.inBody = inBody;
  }
}

const noop = (): void => undefined;

/**
 * The time of one attempt: a timer of `ms` from the fetch call through the body (when read), which aborts the
 * attempt's signal with `AttemptTimeout`. With `race`, `within()` rejects as soon as the signal aborts, for a
 * custom fetch or hook whose response may ignore the signal (the global fetch rejects on abort by itself, and
 * its body errors).
 */
export class AttemptClock {
  readonly signal: AbortSignal;
  /** Whether the response head has arrived (names the phase a timeout hit). */
  headArrived = false;
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #aborted: Promise<never> | undefined;

  constructor(ms: number, caller: AbortSignal | undefined, race: boolean) {
    const controller = new AbortController();
    const signal = caller ? AbortSignal.any([caller, controller.signal]) : controller.signal;
    this.signal = signal;
    if (race) {
      this.#aborted = new Promise<never>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
      );
      this.#aborted.catch(noop);
    }
    this.#timer = setTimeout(() => controller.abort(new AttemptTimeout(ms, this.headArrived)), ms);
  }

  within<T>(work: Promise<T>): Promise<T> {
    return this.#aborted ? Promise.race([work, this.#aborted]) : work;
  }

  stop(): void {
    clearTimeout(this.#timer);
  }
}
