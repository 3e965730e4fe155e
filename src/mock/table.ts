import type { Store } from './store.js';

/** The key of most tables' records: their id. */
const byId = (row: object): string => (row as { id: string }).id;

/**
 * A resource's table of records: `tables()`, its empty map under `name` for routes.ts `createTables()` (which the
 * module adds to store.ts `MockTables` with `declare module`), and `add`, which makes a record with `make` (its
 * defaults drawn from the store's generator and clock in the order `make` draws them, then `init` over them) and
 * stores it under its key (`keyOf`: its id unless told).
 * @example
 * export const { tables, add: addAlert } = recordTable('alerts', (store, init: AlertInit): AlertRecord => {
 *   const now = store.timestamp();
 *   return { id: store.id(), draft: true, created: now, lastModified: now, ...init };
 * });
 */
export function recordTable<const Name extends string, Row extends object, Init>(
  name: Name,
  make: (store: Store, init: Init) => Row,
  keyOf: (row: Row, store: Store) => string = byId,
) {
  return {
    /** The empty table, by the name the store knows it by. */
    tables: () => ({ [name]: new Map<string, Row>() }) as { [Key in Name]: Map<string, Row> },
    /** Makes a record from `init` and its defaults, stores it and returns it. */
    add(store: Store, init: Init): Row {
      const row = make(store, init);
      (store as unknown as Record<Name, Map<string, Row>>)[name].set(keyOf(row, store), row);
      return row;
    },
  };
}
