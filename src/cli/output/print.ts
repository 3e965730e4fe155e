import type { Io } from './terminal.js';

/** One column of a table: its heading and how to read the cell from a row. */
export interface Column<T> {
  heading: string;
  cell: (row: T) => string | number | boolean | null | undefined;
}

/** Rows as an aligned table with a heading line (cells padded to the widest; the last column is not padded). */
export function table<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cells = rows.map((row) => columns.map((column) => text(column.cell(row))));
  const headings = columns.map((column) => column.heading);
  const widths = headings.map((heading, i) => Math.max(heading.length, ...cells.map((line) => line[i]?.length ?? 0)));
  const line = (values: string[]) =>
    values
      .map((value, i) => (i === values.length - 1 ? value : value.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headings), ...cells.map(line)].join('\n');
}

/** A record as aligned `key: value` lines, for `get` commands. */
export function fields(entries: ReadonlyArray<[string, unknown]>): string {
  const width = Math.max(...entries.map(([key]) => key.length));
  return entries.map(([key, value]) => `${`${key}:`.padEnd(width + 1)} ${text(value)}`.trimEnd()).join('\n');
}

/** Writes one JSON document (pretty on a terminal is not needed: scripts read it) and a newline. */
export function printJson(io: Io, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Writes lines to stdout. */
export function printLines(io: Io, text: string): void {
  if (text !== '') io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** Writes a note for people (hints, progress, what happened) to stderr, keeping stdout for data. */
export function note(io: Io, text: string): void {
  io.stderr.write(`${text}\n`);
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).replace(/\s+/g, ' ');
}
