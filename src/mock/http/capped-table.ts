// A table of the store that holds at most `mockLimits.recordsPerScope` records of its kind per workspace (or per
// dataset, or per profile, for records that belong to one of those instead), drafts included: a client cannot grow
// a mock left running without bound by creating records, or by initialising drafts it never finishes.
import { MockHttpError } from './responses.js';

/** The fields that say what a record belongs to, in the order they are tried, and how a message names them. */
const scopes = [
  ['workspaceId', 'Workspace'],
  ['datasetId', 'Dataset'],
  ['ownerId', 'Profile'],
  ['profileId', 'Profile'],
] as const;

/** What a record belongs to, as `[field's owner name, id]`, or undefined for a record of no scope. */
function scopeOf(record: unknown): readonly [string, string] | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  for (const [field, name] of scopes) {
    const id = (record as Record<string, unknown>)[field];
    if (typeof id === 'string' && id !== '') return [name, id];
  }
  return undefined;
}

/** A Map that refuses (409) a new record past `cap` in its scope, counting as records come and go. */
export class CappedTable<K, V> extends Map<K, V> {
  readonly #counts = new Map<string, number>();
  readonly #cap: number;
  readonly #kind: string;

  /** `table` is the table's name, such as `dataComponents`; the refusal names its records (`data components`). */
  constructor(table: string, cap: number) {
    super();
    this.#kind = table.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
    this.#cap = cap;
  }

  override set(key: K, value: V): this {
    if (!this.has(key)) {
      const scope = scopeOf(value);
      if (scope) {
        const count = this.#counts.get(scope[1]) ?? 0;
        if (count >= this.#cap)
          throw new MockHttpError(
            409,
            `${scope[0]} ${scope[1]} already holds ${this.#cap} ${this.#kind}, the mock's limit; delete some, or ` +
              'reset the mock (POST /__mock/reset)',
          );
        this.#counts.set(scope[1], count + 1);
      }
    }
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    const scope = this.has(key) ? scopeOf(this.get(key)) : undefined;
    if (scope) this.#counts.set(scope[1], (this.#counts.get(scope[1]) ?? 1) - 1);
    return super.delete(key);
  }

  override clear(): void {
    this.#counts.clear();
    super.clear();
  }
}

/**
 * The tables (new, empty ones) with each record kind capped per scope, but those a client does not create directly
 * (tokens, notifications: side effects of other writes, which a cap would make fail).
 */
export function capTables<T extends object>(tables: T, cap: number, uncapped: ReadonlySet<string>): T {
  const out: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(tables)) {
    out[name] = table instanceof Map && !uncapped.has(name) ? new CappedTable(name, cap) : table;
  }
  return out as T;
}
