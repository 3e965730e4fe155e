// The progress line of a wait on stderr: the job's state and the time waited. On a terminal one line redrawn in
// place every second; elsewhere (a pipe, a log file, CI, TERM=dumb) one line each time the state changes.
import { safeLine } from './safe-text.js';
import { type Io, redrawable } from './terminal.js';

/** A progress line for one wait; call `update` with each state seen and `end` once, however the wait ends. */
export class Progress {
  readonly #io: Io;
  readonly #label: string;
  readonly #started = Date.now();
  readonly #live: boolean;
  #state: string | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;

  /** `label` starts the line, such as `Job 0f3c…`. */
  constructor(io: Io, label: string) {
    this.#io = io;
    this.#label = label;
    this.#live = redrawable(io.stderr, io.env);
    if (this.#live) this.#timer = setInterval(() => this.#draw(), 1000).unref();
  }

  /** Shows a state the job was seen in. */
  update(state: string): void {
    const changed = state !== this.#state;
    this.#state = state;
    if (this.#live) this.#draw();
    else if (changed) this.#io.stderr.write(`${this.#line()}\n`);
  }

  /** Stops redrawing and clears the line on a terminal. */
  end(): void {
    clearInterval(this.#timer);
    if (this.#live && this.#state !== undefined) this.#io.stderr.write('\r\x1b[K');
  }

  #draw(): void {
    if (this.#state !== undefined) this.#io.stderr.write(`\r\x1b[K${this.#line()}`);
  }

  /** The line without its own terminal controls: the label and state may come from a server, so they are escaped. */
  #line(): string {
    return safeLine(`${this.#label} ${this.#state} ${elapsed(Date.now() - this.#started)}`);
  }
}

/** A duration as `4s`, `2m05s` or `1h02m05s`. */
export function elapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  if (h) return `${h}h${two(m)}m${two(s)}s`;
  return m ? `${m}m${two(s)}s` : `${s}s`;
}
