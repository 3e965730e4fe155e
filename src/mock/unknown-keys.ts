// Fault rules and the options of the mock's entry points come from JavaScript and JSON too, where nothing catches a
// misspelled key (`pth`, `chekced`, `prot`): dropped, it would leave the default in force without a word.

/** Refuses the first key of `object` that is not in `known`: `${what} takes a, b; not "x".` */
export function refuseUnknown(object: object, known: readonly string[], what: string): void {
  const unknown = Object.keys(object).find((key) => !known.includes(key));
  if (unknown !== undefined) throw new TypeError(`${what} takes ${known.join(', ')}; not ${JSON.stringify(unknown)}.`);
}

/** The keys of `T` from an object naming each once: the compiler refuses one missing or one too many. */
export const keysOf = <T>(keys: Record<keyof Required<T>, true>): readonly string[] => Object.keys(keys);
