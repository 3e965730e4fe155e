// The service's clock, as its answers tell it: tables read their relative times ("3 minutes ago") against it, so a
// machine whose clock differs from the service's (or a mock with a clock of its own) still reads them right.
import type { Hooks } from '../../index.js';

/** The time the service's latest answer was sent, from its `Date` header (HTTP's, to the second). */
export class ServiceClock {
  #latest: Date | undefined;

  /** The client hooks that note each answer's `Date` header (an answer without a valid one changes nothing). */
  readonly hooks: Hooks = {
    afterResponse: [
      (_request, response) => {
        const sent = Date.parse(response.headers.get('date') ?? '');
        if (!Number.isNaN(sent)) this.#latest = new Date(sent);
      },
    ],
  };

  /** The service's time at its latest answer; undefined before one, or when none carried a `Date` header. */
  get latest(): Date | undefined {
    return this.#latest;
  }
}
