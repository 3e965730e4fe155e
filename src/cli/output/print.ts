import { fitColumns } from './fit-columns.js';
import { relativeTime } from './relative-time.js';
import { safeCsv, safeJson, safeLine, safeText } from './safe-text.js';
import { shortIds } from './short-ids.js';
import { type Io, interactive } from './terminal.js';
import { cutText, textWidth } from './text-width.js';

/** The least width a cut column keeps (its heading's, if longer). */
const leastWidth = 5;

/** One column of a table: its heading and how to read the cell from a row. */
export interface Column<T> {
  heading: string;
  cell: (row: T) => string | number | boolean | null | undefined;
  /** Never cut to fit a terminal (keys people copy); a column headed `ID` is never cut either (see `shortIds`). */
  keep?: true;
  /**
   * Cut to fit a terminal only once every other column is as narrow as it may be: the names people tell rows apart
   * by. A column headed `NAME` or `ALIAS` is cut last too.
   */
  last?: true;
  /** Its cells are server timestamps, shown relative to now on a terminal (`3 minutes ago`). */
  time?: true;
}

/** How a table is shown on a terminal; without options (not a terminal) it is printed in full, as read. */
export interface TableOptions {
  /** The terminal's width: no line is longer, long cells cut with `…` (ids whole, even if they overflow). */
  width?: number | undefined;
  /** The time that time columns are shown relative to. */
  now?: Date | undefined;
  /** Whether the ids of a column headed `ID` are shortened to their shortest unique prefix (see `shortIds`). */
  shortIds?: boolean | undefined;
}

/**
 * The table options for stdout: on an interactive terminal, or where `WDP_FORCE_TTY` asks for one (as gh's
 * `GH_FORCE_TTY`: a number is the terminal's width), ids shortened, fitted to its width and with relative times
 * (with `--wide`, the relative times only); none elsewhere.
 */
export function tableOptions(io: Io): TableOptions {
  const forced = io.env['WDP_FORCE_TTY'];
  if (!forced && !interactive(io.stdout, io.env)) return {};
  const now = io.now?.() ?? new Date();
  if (io.wide) return { now };
  const columns = forced && /^[1-9]\d*$/.test(forced) ? Number(forced) : io.stdout.columns;
  return { width: columns !== undefined && columns > 0 ? columns : undefined, now, shortIds: true };
}

/**
 * Rows as an aligned table with a heading line (cells padded to the widest; the last column is not padded).
 * With `options.shortIds` the ids are shortened; with `options.width` the widest columns are cut to fit it (see
 * `fitColumns`), the names last; with `options.now` the time columns read as relative times.
 */
export function table<T>(rows: readonly T[], columns: readonly Column<T>[], options: TableOptions = {}): string {
  const { width, now } = options;
  const shown = (column: Column<T>, value: string) => (column.time && now ? relativeTime(value, now) : value);
  const full = rows.map((row) => columns.map((column) => shown(column, text(column.cell(row)))));
  const cells = options.shortIds ? withShortIds(full, columns) : full;
  const headings = columns.map((column) => column.heading);
  const measure = width === undefined ? (value: string) => value.length : textWidth;
  const natural = headings.map((heading, i) =>
    Math.max(measure(heading), ...cells.map((line) => measure(line[i] ?? ''))),
  );
  const widths = width === undefined ? natural : fitted(columns, natural, width);
  const line = (values: string[]) =>
    values
      .map((value, i) => {
        const cell = width === undefined ? value : cutText(value, widths[i] ?? 0);
        return i === values.length - 1 ? cell : cell + ' '.repeat(Math.max((widths[i] ?? 0) - measure(cell), 0));
      })
      .join('  ')
      .trimEnd();
  return [line(headings), ...cells.map(line)].join('\n');
}

/** The widths of the columns on a terminal `width` cells wide, from their full widths. */
function fitted<T>(columns: readonly Column<T>[], full: readonly number[], width: number): number[] {
  const spaces = columns.map((column, i) => ({
    width: full[i] ?? 0,
    least: Math.max(textWidth(column.heading), leastWidth),
    keep: column.keep === true || column.heading === 'ID',
    last: column.last === true || column.heading === 'NAME' || column.heading === 'ALIAS',
  }));
  return fitColumns(spaces, width, 2);
}

/** The rows' cells with the ids of each column headed `ID` shortened to their shortest unique prefix. */
function withShortIds<T>(cells: readonly string[][], columns: readonly Column<T>[]): string[][] {
  const rows = cells.map((line) => [...line]);
  for (const [i, column] of columns.entries()) {
    if (column.heading !== 'ID') continue;
    const short = shortIds(cells.map((line) => line[i] ?? ''));
    for (const [r, line] of rows.entries()) line[i] = short[r] ?? '';
  }
  return rows;
}

/**
 * Writes rows to stdout as a table fitted to the terminal (`tableOptions`): what every list prints, so none forgets
 * the terminal's width. With no rows, stdout gets nothing and stderr the note `empty`, as every note (on a
 * terminal or not: a pipe reads no line, a person still sees why).
 */
export function printTable<T>(
  io: Io,
  rows: readonly T[],
  columns: readonly Column<T>[],
  empty = 'Nothing to show.',
): void {
  if (rows.length) printLines(io, table(rows, columns, tableOptions(io)));
  else note(io, empty);
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
export function fields(entries: ReadonlyArray<readonly [string, unknown]>): string {
  const width = Math.max(...entries.map(([key]) => key.length));
  const indent = `\n${' '.repeat(width + 2)}`;
  const value = (v: unknown) =>
    v instanceof MultiLine ? (v.text ?? '').split(/\r?\n/).map(text).join(indent).trimEnd() : text(v);
  return entries.map(([key, v]) => `${`${key}:`.padEnd(width + 1)} ${value(v)}`.trimEnd()).join('\n');
}

/**
 * Writes one JSON document, indented, and a newline (what `--query` makes of it, if given); see `printData` for what
 * a terminal is shown.
 */
export function printJson(io: Io, value: unknown): void {
  printData(io, `${JSON.stringify(queried(io, value), null, 2)}\n`, 'json');
}

/**
 * Writes one JSON document on one line (NDJSON, for streams; `--query` applies to each line); see `printData` for
 * what a terminal is shown.
 */
export function printJsonLine(io: Io, value: unknown): void {
  printData(io, `${JSON.stringify(queried(io, value))}\n`, 'json');
}

/** The value as `--query` makes it, if given. */
function queried(io: Io, value: unknown): unknown {
  return io.query ? io.query(value) : value;
}

/**
 * Writes data to stdout: its exact bytes when piped (what scripts read); on a terminal with its control characters
 * escaped, CSV visibly (`safeCsv`) and JSON as `\uXXXX` inside its strings (`safeJson`), so it stays the same JSON.
 */
export function printData(io: Io, text: string, form: 'json' | 'csv'): void {
  io.stdout.write(io.stdout.isTTY !== true ? text : form === 'csv' ? safeCsv(text) : safeJson(text));
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
