import { shownDepth, shownEntries, shownLength, shownValues, wordLength } from './defaults.js';

/** How a wrong argument is named in an error: its kind, never its content. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** How a wrong value is named in an error: a string quoted (cut at 40 characters), anything else by its kind. */
export function quoted(value: unknown): string {
  if (typeof value !== 'string') return kindOf(value);
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
}

/** `text` cut to `max` characters or fewer (at `cutIndex`), saying how many more there were. */
export function cut(text: string, max: number = shownLength): string {
  if (text.length <= max) return text;
  const at = cutIndex(text, max);
  return `${text.slice(0, at)}… (${text.length - at} more characters)`;
}

/**
 * Where `text` may be cut, at `max` or before it: never inside a word that goes on past `max` (a run of characters
 * other than whitespace, quotes, brackets, commas and semicolons), which is left out whole, for a secret cut in two
 * would no longer be recognised and redacted. A word longer than `wordLength` is cut where it stands. Past its end,
 * the text counts as going on.
 */
export function cutIndex(text: string, max: number): number {
  let before = 0;
  while (before <= wordLength && isWordChar(text.charAt(max - before - 1))) before++;
  let after = 0;
  while (before + after <= wordLength && isWordChar(text.charAt(max + after))) after++;
  return before + after > wordLength || (after === 0 && max < text.length) ? max : max - before;
}

// A word's characters: those of tokens, keys and passwords; not those that delimit them in JSON, URLs or text.
const isWordChar = (char: string): boolean => char !== '' && !/[\s"'`<>()[\]{},;\\]/.test(char);

/**
 * A bounded, JSON-safe copy of `value` for display (within `shownDepth`, `shownEntries`, `shownLength` and
 * `shownValues`); `Headers` become a plain object.
 */
export function shown(value: unknown): unknown {
  const budget = { values: shownValues };
  return copy(value, 0, budget);
}

function copy(value: unknown, depth: number, budget: { values: number }): unknown {
  budget.values--;
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol' || typeof value === 'function') return `[${typeof value}]`;
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof Headers) value = Object.fromEntries(value);
  const full = depth >= shownDepth || budget.values <= 0;
  if (Array.isArray(value)) {
    if (full) return `[Array(${value.length})]`;
    const out: unknown[] = [];
    for (let i = 0; i < value.length && i < shownEntries && budget.values > 0; i++)
      out.push(copy(value[i], depth + 1, budget));
    if (out.length < value.length) out.push(`… ${value.length - out.length} more items`);
    return out;
  }
  if (full) return '[Object]';
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source);
  const entries: [string, unknown][] = [];
  for (const key of keys.slice(0, shownEntries)) {
    if (budget.values <= 0) break;
    entries.push([key, copy(source[key], depth + 1, budget)]);
  }
  // fromEntries defines each key: a "__proto__" key (JSON may hold one) is shown as a field, not made the prototype.
  const out = Object.fromEntries(entries);
  if (entries.length < keys.length) out['…'] = `${keys.length - entries.length} more keys`;
  return out;
}
