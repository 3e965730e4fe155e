import type { MockStore } from './store.js';

/** A plain, JSON-safe copy of every collection of the mock (Sets become arrays). */
export type MockSnapshot = Record<string, unknown[]>;

/** Copies the store's collections for assertions; changing the copy changes nothing in the mock. */
export function snapshot(store: MockStore): MockSnapshot {
  const out: MockSnapshot = {};
  for (const [name, value] of Object.entries(store)) {
    if (value instanceof Map) out[name] = [...value.values()].map((record) => JSON.parse(JSON.stringify(record, (_key, v: unknown) => (v instanceof Set ? [...v] : v))) as unknown);
  }
  return out;
}
