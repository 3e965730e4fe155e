// What a view is: how `wdp` shows one model, as the rows of a table (`list`) and as `key: value` lines (`get`).
import { type Column, MultiLine } from '../output/print.js';

/**
 * How one model is shown for people: its table columns and its fields. `list` and `get` of a group print the same
 * view, so a column and its field cannot drift apart. `--json` prints the item itself (views are text only).
 */
export interface View<T> {
  /** The columns of the model's table, in order: what `list` prints. */
  readonly columns: readonly Column<T>[];
  /** The fields of one item by label, in order: what `get` prints as `label: value` lines. */
  readonly fields: (item: T) => Readonly<Record<string, unknown>>;
}

/** The view of a model the CLI lists but never shows alone (no `get`): its columns. */
export type TableView<T> = Pick<View<T>, 'columns'>;

/**
 * A column of a view: a field by its label (the column is headed by the label in capitals: `owner email`, `OWNER
 * EMAIL`), that field with how its cells show, or a column of its own (a value `get` does not show).
 */
export type ViewColumn<T, K extends string> =
  | K
  | ({ field: K } & Pick<Column<T>, 'keep' | 'time' | 'last'>)
  | Column<T>;

/**
 * A view from a model's fields and which of them its table shows; a column's cell is its field's value (a
 * `multiLine` field on one line).
 * @example view({ columns: ['id', 'name'], fields: (m: Member) => ({ id: m.id, name: m.name, handle: m.handle }) })
 */
export function view<T, K extends string>(spec: {
  columns: readonly ViewColumn<T, NoInfer<K>>[];
  fields: (item: T) => Readonly<Record<K, unknown>>;
}): View<T> {
  const column = (of: ViewColumn<T, K>): Column<T> => {
    if (typeof of === 'object' && 'heading' in of) return of;
    const { field, ...shown } = typeof of === 'string' ? { field: of } : of;
    return { heading: field.toUpperCase(), cell: (item) => cellOf(spec.fields(item)[field]), ...shown };
  };
  return { columns: spec.columns.map(column), fields: spec.fields };
}

/** A field's value as a table cell: a `multiLine` value as its text (the table writes an object as JSON). */
function cellOf(value: unknown): ReturnType<Column<unknown>['cell']> {
  const shown = value instanceof MultiLine ? value.text : value;
  return shown as ReturnType<Column<unknown>['cell']>;
}
