import { noop } from '../core/noop.js';

/** Items read from a stream in batches (one batch per network chunk); `undefined` once the stream is done. */
export interface BatchSource<T> {
  pull(): Promise<T[] | undefined>;
  /** Stops early: cancels the network read and releases the reader. Never throws. */
  cancel(reason?: unknown): void;
}

const done: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * An async iterator over a batch source. Items of the current batch are handed out without waiting
 * on the source, which keeps per-item cost to one resolved promise (an async generator costs several).
 * `return()` (a `break` out of `for await`) cancels the source; an error cancels it too.
 */
export class BatchIterator<T> implements AsyncIterableIterator<T> {
  readonly #source: BatchSource<T>;
  #batch: T[] = [];
  #index = 0;
  #finished = false;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(source: BatchSource<T>) {
    this.#source = source;
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.#index < this.#batch.length) {
      const value = this.#batch[this.#index] as T;
      this.#batch[this.#index++] = undefined as T; // let the consumer's items be collected as it goes
      return Promise.resolve({ done: false, value });
    }
    // Serialise concurrent calls: only one pull may run at a time.
    const result = this.#queue.then(() => this.#advance());
    this.#queue = result.catch(noop);
    return result;
  }

  async #advance(): Promise<IteratorResult<T, undefined>> {
    while (this.#index >= this.#batch.length) {
      if (this.#finished) return done;
      let batch: T[] | undefined;
      try {
        batch = await this.#source.pull();
      } catch (error) {
        this.#finish(error);
        throw error;
      }
      if (this.#finished) return done;
      if (batch === undefined) {
        this.#finish(undefined);
        return done;
      }
      this.#batch = batch;
      this.#index = 0;
    }
    const value = this.#batch[this.#index] as T;
    this.#batch[this.#index++] = undefined as T;
    return { done: false, value };
  }

  /** Stops reading: cancels the body and releases the reader. */
  return(): Promise<IteratorResult<T, undefined>> {
    this.#finish(undefined);
    return Promise.resolve(done);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  #finish(reason: unknown): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#batch = [];
    this.#index = 0;
    this.#source.cancel(reason);
  }
}
