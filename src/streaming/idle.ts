import { checkMs } from '../core/arguments/milliseconds.js';
import { checkSignal } from '../core/arguments/signal.js';
import { streamIdleTimeoutMs } from '../core/defaults.js';
import { ConnectionError, isWdpError, TimeoutError } from '../core/errors.js';
import { noop } from '../core/noop.js';
import { onAbort } from '../core/on-abort.js';

/** How long a stream may stay silent, and what cancels it. */
export interface IdleOptions {
  /** Cancels the read; the signal's reason is what is thrown. */
  signal?: AbortSignal | undefined;
  /** Milliseconds the stream may go without a chunk while one is awaited, before `TimeoutError`. @default 60000 */
  idleTimeout?: number | undefined;
}

/** Checks an `idleTimeout` option: positive milliseconds, at most 2^31 - 1. */
export function checkIdleTimeout(value: unknown): number {
  return checkMs('idleTimeout', value, streamIdleTimeoutMs);
}

/**
 * Reads a body chunk by chunk with an idle timeout between chunks and cancellation by signal.
 * One timer serves the whole stream (re-armed lazily), so a chunk costs no timer work.
 * @example
 * const reader = new ChunkReader(response.body, { signal, idleTimeout: 30_000 });
 * for (let chunk = await reader.read(); chunk; chunk = await reader.read()) use(chunk);
 */
export class ChunkReader {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #signal: AbortSignal | undefined;
  readonly #idleMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #last = 0;
  #fail: ((error: unknown) => void) | undefined;
  #closed = false;
  /** Takes the reader off its signal (set on the first read). */
  #stopWaiting: () => void = noop;

  constructor(body: ReadableStream<Uint8Array>, options: IdleOptions = {}) {
    this.#idleMs = checkIdleTimeout(options.idleTimeout);
    this.#signal = checkSignal(options.signal);
    this.#reader = body.getReader();
  }

  /** The next chunk, or `undefined` at the end; throws `TimeoutError`, the signal's reason or `ConnectionError`. */
  read(): Promise<Uint8Array | undefined> {
    if (this.#signal?.aborted) {
      this.cancel(this.#signal.reason);
      return Promise.reject(this.#signal.reason);
    }
    if (this.#closed) return Promise.resolve(undefined);
    this.#last = Date.now();
    if (!this.#timer) {
      this.#timer = setTimeout(this.#onTimer, this.#idleMs);
      // From the first read on, and only then: a stream never read must not stay reachable from a long-lived signal.
      if (this.#signal) this.#stopWaiting = onAbort(this.#signal, this.#onAbort);
    }
    return new Promise((resolve, reject) => {
      this.#fail = reject;
      this.#reader.read().then(
        (result) => {
          this.#fail = undefined;
          this.#last = Date.now();
          if (result.done) this.#close();
          resolve(result.done ? undefined : result.value);
        },
        (error: unknown) => {
          this.#fail = undefined;
          const mapped = this.#map(error);
          this.cancel(mapped);
          reject(mapped);
        },
      );
    });
  }

  /** Cancels the body (quietly: the cancel is not awaited, a tee branch may hold it) and releases the reader. */
  cancel(reason?: unknown): void {
    if (this.#closed) return;
    this.#reader.cancel(reason).catch(noop);
    this.#close();
  }

  #close(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#stopWaiting();
    this.#reader.releaseLock();
  }

  #map(error: unknown): unknown {
    if (this.#signal?.aborted) return this.#signal.reason;
    if (isWdpError(error)) return error;
    const detail = error instanceof Error ? error.message : String(error);
    return new ConnectionError(`The connection dropped while reading the stream (${detail}).`, { cause: error });
  }

  readonly #onTimer = (): void => {
    this.#timer = undefined;
    const fail = this.#fail;
    if (!fail || this.#closed) return; // no read waiting: the next read re-arms the timer
    const idle = Date.now() - this.#last;
    if (idle < this.#idleMs) {
      this.#timer = setTimeout(this.#onTimer, this.#idleMs - idle);
      return;
    }
    this.#fail = undefined;
    const error = new TimeoutError(
      `The stream sent nothing for ${this.#idleMs} ms; raise \`idleTimeout\` or check the service.`,
    );
    this.cancel(error);
    fail(error);
  };

  readonly #onAbort = (): void => {
    const fail = this.#fail;
    this.#fail = undefined;
    const reason: unknown = this.#signal?.reason;
    this.cancel(reason);
    fail?.(reason);
  };
}

/** Options of a body handed over as a stream: its idle timeout and signal, and what its errors become. */
export interface StreamOptions extends IdleOptions {
  /** What an error of the read becomes before the stream fails with it (its call's request id, the redaction). */
  failed?: ((error: unknown) => unknown) | undefined;
}

/**
 * The body as a stream read through a `ChunkReader`: it fails with `TimeoutError` when its source sends nothing for
 * `idleTimeout` ms while a chunk is awaited (a stalled server), with `ConnectionError` when the connection drops,
 * and with the signal's reason on abort, each as `failed` makes it. Time the reader takes between chunks does not
 * count: a chunk is asked of the source only when the reader asks for one. No body (`null`, as a `Response`
 * without one has) gives a stream that ends at once.
 * @example const stream = idleLimited(response.body, { idleTimeout: 30_000, signal });
 */
export function idleLimited(
  body: ReadableStream<Uint8Array> | null,
  { failed = (error) => error, ...options }: StreamOptions = {},
): ReadableStream<Uint8Array> {
  const reader = new ChunkReader(body ?? new ReadableStream({ start: (controller) => controller.close() }), options);
  return new ReadableStream<Uint8Array>(
    {
      pull: async (controller) => {
        const chunk = await reader.read().catch((error: unknown) => Promise.reject(failed(error)));
        if (chunk === undefined) controller.close();
        else controller.enqueue(chunk);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
