import type { Store } from './store.js';

/** A plain copy of every collection of the mock: Sets become arrays, and file bytes stay bytes (copied). */
export type MockSnapshot = Record<string, unknown[]>;

/** Copies the store's collections for assertions; changing the copy changes nothing in the mock. */
export function snapshot(store: Store): MockSnapshot {
  const out: MockSnapshot = {};
  for (const [name, value] of Object.entries(store)) {
    if (value instanceof Map) out[name] = [...value.values()].map(copy);
  }
  return out;
}

/**
 * A deep copy of record data that drops `undefined` fields and copies what an object's `toJSON` gives (a comment's
 * edit history), as a JSON round trip did, but copies bytes as bytes: JSON would spell out each byte as a key.
 */
function copy(value: unknown): unknown {
  if (value instanceof Uint8Array) return value.slice();
  if (value instanceof Set || Array.isArray(value)) return [...(value as Iterable<unknown>)].map(copy);
  if (typeof value !== 'object' || value === null) return value;
  if (hasToJSON(value)) return copy(value.toJSON());
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]: [string, unknown]) =>
      field === undefined ? [] : [[key, copy(field)]],
    ),
  );
}

function hasToJSON(value: object): value is { toJSON(): unknown } {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}
