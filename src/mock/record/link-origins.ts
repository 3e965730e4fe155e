// The origins a recorded service writes its links on besides the target URL: a service behind a gateway writes its
// public origin, a mock addressed as localhost writes 127.0.0.1. The proxy learns them from the resources' `self`
// links, and rebases them as it does the target, so that clients stay on the proxy and the seed file stays relative.
import { isObject, type JsonObject, linkAt } from './json.js';
import { rebaseJson, rebaseText } from './scrub.js';

/** The other bases of one recorded service, learnt; each said once through `warn`. */
export class LinkOrigins {
  readonly #base: string;
  readonly #warn: (message: string) => void;
  /** Bases (an origin, maybe a path prefix) the service wrote a resource's `self` link on, other than the target. */
  readonly #aliases: string[] = [];
  /** Origins of `self` links seen that are neither the target's nor learnt, each warned of once. */
  readonly #foreign = new Set<string>();

  /** `base`: the target URL (no trailing slash); `warn`: how the proxy tells its user. */
  constructor(base: string, warn: (message: string) => void) {
    this.#base = base;
    this.#warn = warn;
  }

  /**
   * Learns from an answer the bases it links on: each absolute `self` link on another base, up to its `/api/`, names a
   * base the service writes its links on (a resource's own link is the service's). Warns once of each base learnt,
   * and of a `self` link on another origin with no `/api/` in its path, which it cannot rebase.
   */
  learn(json: unknown): void {
    walk(json, (item) => {
      const self = linkAt(item, 'self');
      if (self === undefined || !URL.canParse(self) || this.#rebased(self) !== self) return;
      const url = new URL(self);
      const at = `${url.pathname}/`.indexOf('/api/');
      if (at >= 0) this.#learnt(url.origin + url.pathname.slice(0, at));
      else this.#foreignOrigin(url.origin);
    });
  }

  /** A JSON value with each href on a learnt base rebased on the target's. */
  rebased(value: unknown): unknown {
    return this.#aliases.reduce((json, alias) => rebaseJson(json, alias, this.#base), value);
  }

  /** A URL (a `Location`) on a learnt base rebased on the target's; other text as it is. */
  rebasedText(text: string): string {
    return this.#aliases.reduce((out, alias) => rebaseText(out, alias, this.#base), text);
  }

  /** `href` rebased on the target's base (`''`) when it is on it or on a learnt one; other text as it is. */
  #rebased(href: string): string {
    return rebaseText(this.rebasedText(href), this.#base, '');
  }

  #learnt(alias: string): void {
    this.#aliases.push(alias);
    this.#warn(
      `The service at ${this.#base} writes its links on ${alias}; the recording proxy rebases those on itself too, ` +
        'and the seed file holds them relative.',
    );
  }

  #foreignOrigin(origin: string): void {
    if (this.#foreign.has(origin)) return;
    this.#foreign.add(origin);
    this.#warn(
      `The service at ${this.#base} answered with links on ${origin}, which the recording proxy does not rebase: ` +
        'clients that follow them leave the proxy, and the seed file keeps them absolute. Record the URL the ' +
        'service writes its links on instead.',
    );
  }
}

/** Calls `visit` on every object of a JSON value. */
function walk(value: unknown, visit: (item: JsonObject) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  if (!isObject(value)) return;
  visit(value);
  for (const item of Object.values(value)) walk(item, visit);
}
