// One function that does nothing, for every place that needs one: a promise whose failure does not matter is caught
// with it, a dropped log level writes with it.

/** Does nothing. */
export const noop = (): void => undefined;
