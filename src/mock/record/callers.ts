// Who each bearer token seen by the recording proxy is: asked of the service once, then kept a while. Bounded and
// expiring, so that a proxy left running neither grows with every token a client sends nor trusts an old answer.

/** How many tokens the memo keeps, and for how long (ms) it keeps each answer. */
export const callerMemo = { size: 100, ttlMs: 5 * 60_000 } as const;

/** A memo of the profile id of each token: the `size` most recently used tokens, each for `ttlMs`. */
export class Callers {
  readonly #entries = new Map<string, { profile: Promise<string | undefined>; at: number }>();
  readonly #now: () => number;

  /** `now`: the clock the answers expire by (epoch ms). */
  constructor(now: () => number = () => Date.now()) {
    this.#now = now;
  }

  /** The profile of `token`: the memo's answer while it is fresh, else what `ask` resolves to, kept from now on. */
  of(token: string, ask: () => Promise<string | undefined>): Promise<string | undefined> {
    const known = this.#entries.get(token);
    // Taken out and put back: a Map iterates in insertion order, so its first key is the least recently used.
    this.#entries.delete(token);
    const entry = known && this.#now() - known.at < callerMemo.ttlMs ? known : { profile: ask(), at: this.#now() };
    this.#entries.set(token, entry);
    const oldest = this.#entries.keys().next().value;
    if (this.#entries.size > callerMemo.size && oldest !== undefined) this.#entries.delete(oldest);
    return entry.profile;
  }
}
