import { noop } from '../noop.js';
import { onAbort } from '../on-abort.js';
import { AttemptTimeout, BodyReadFailure, BodyTooLarge } from './failures.js';

/**
 * The time of one attempt: a timer of `ms` from the fetch call through the body (when read), which aborts the
 * attempt's signal with `AttemptTimeout`. With `race`, `within()` rejects as soon as the signal aborts, for a
 * custom fetch or hook whose response may ignore the signal (the global fetch rejects on abort by itself, and
 * its body errors); without it (the plain path) `within()` adds no promise at all.
 * The caller's signal aborts the attempt's through a listener that `stop()` removes, not `AbortSignal.any()`: Node
 * keeps every signal `any()` made from a long-lived one (nodejs/node#55351). Only a body handed over unread
 * (`unread`) stays tied to the caller's signal that way, for as long as it is read.
 */
export class AttemptClock {
  declare readonly signal: AbortSignal;
  /** Whether the response head has arrived (names the phase a timeout hit). */
  headArrived = false;
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #aborted: Promise<never> | undefined;
  // What `stop()` calls to take the attempt's listeners off the signals.
  readonly #listening: (() => void)[] = [];

  constructor(ms: number, caller: AbortSignal | undefined, race: boolean, unread: boolean) {
    const controller = new AbortController();
    const signal = caller && unread ? AbortSignal.any([caller, controller.signal]) : controller.signal;
    this.signal = signal;
    if (caller && !unread) this.#on(caller, () => controller.abort(caller.reason));
    if (race) {
      // Removed by stop(): Node also keeps a signal of `any()` alive while it has a listener.
      this.#aborted = new Promise<never>((_resolve, reject) => this.#on(signal, () => reject(signal.reason)));
      this.#aborted.catch(noop);
    }
    this.#timer = setTimeout(() => controller.abort(new AttemptTimeout(ms, this.headArrived)), ms);
  }

  #on(signal: AbortSignal, listener: () => void): void {
    if (signal.aborted) listener();
    else this.#listening.push(onAbort(signal, listener));
  }

  /** `work`, or (with `race`) the attempt's abort if that comes first. */
  within<T>(work: Promise<T>): Promise<T> {
    return this.#aborted ? Promise.race([work, this.#aborted]) : work;
  }

  /**
   * Reads a body within the attempt's time, then stops the clock; a read failing on its own is a `BodyReadFailure`
   * (a body past its size limit stays `BodyTooLarge`).
   */
  async read<B>(read: () => Promise<B>): Promise<B> {
    try {
      return await this.within(read());
    } catch (error) {
      if (this.signal.aborted) throw this.signal.reason;
      if (error instanceof BodyTooLarge) throw error;
      throw new BodyReadFailure('the response body could not be read', { cause: error });
    } finally {
      this.stop();
    }
  }

  /** Ends the attempt's time: its timer, and its listeners on the caller's signal and its own. */
  stop(): void {
    clearTimeout(this.#timer);
    for (const stopListening of this.#listening) stopListening();
  }
}
