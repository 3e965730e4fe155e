import { safeLine, safeText } from './safe-text.js';
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

/** A field value printed on several lines, as it is written (such as a description); see `fields`. */
export class MultiLine {
  constructor(readonly text: string | undefined) {}
}

/** Marks a field value to keep its lines in `fields` (each line still escaped). */
export function multiLine(text: string | undefined): MultiLine {
  return new MultiLine(text);
}

/**
 * A record as aligned `key: value` lines, for `get` commands. Each value is one line, its controls escaped
 * (safe-text.ts); a `multiLine` value keeps its lines, each escaped and indented under the first.
 */
export function fields(entries: ReadonlyArray<[string, unknown]>): string {
  const width = Math.max(...entries.map(([key]) => key.length));
  const indent = `\n${' '.repeat(width + 2)}`;
  const value = (v: unknown) =>
    v instanceof MultiLine ? (v.text ?? '').split(/\r?\n/).map(text).join(indent).trimEnd() : text(v);
  return entries.map(([key, v]) => `${`${key}:`.padEnd(width + 1)} ${value(v)}`.trimEnd()).join('\n');
}

/** Writes one JSON document (pretty on a terminal is not needed: scripts read it) and a newline. */
export function printJson(io: Io, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Writes one line to stdout per argument, every control character escaped, newlines too (safe-text.ts): for
 * messages built from names (`Deleted dataset <title>`), where a newline in a name must not fake another line.
 */
export function printLine(io: Io, ...lines: string[]): void {
  for (const line of lines) io.stdout.write(`${safeLine(line)}\n`);
}

/** Writes lines to stdout (a table, fields), control characters but newlines escaped (safe-text.ts). */
export function printLines(io: Io, text: string): void {
  if (text !== '') io.stdout.write(safeText(text.endsWith('\n') ? text : `${text}\n`));
}

/**
 * Writes a one-line note for people (hints, progress, what happened) to stderr, keeping stdout for data; control
 * characters, newlines too, are escaped (safe-text.ts) so a name in it cannot fake another line.
 */
export function note(io: Io, text: string): void {
  io.stderr.write(`${safeLine(text)}\n`);
}

/** A cell or field value on one line: controls escaped (JSON leaves C1 and bidi raw), runs of spaces as one. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return safeLine(typeof value === 'object' ? JSON.stringify(value) : String(value)).replace(/\s+/g, ' ');
}
