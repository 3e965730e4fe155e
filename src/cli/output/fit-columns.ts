// The widths that fit a table's columns on a terminal line, shrinking the widest first, as gh does, and the names
// people tell rows apart by last.

/**
 * One column to fit: its full width, the least it may take, whether it must stay whole (ids), and whether it is cut
 * only once the others are as narrow as they may be (names).
 */
export interface ColumnSpace {
  width: number;
  least: number;
  keep: boolean;
  last?: boolean | undefined;
}

/**
 * The width of each column so that the columns and the `gap` between each two take at most `available` cells:
 * the widest columns shrink first, down to a common cap, none below its `least`, kept ones not at all; the cells
 * the cap leaves over go to the capped columns from the left. The `last` columns shrink so only once every other
 * column is at its least. When even that is too wide (say, the ids alone are), each column gets the least it may
 * and the line overflows.
 */
export function fitColumns(columns: readonly ColumnSpace[], available: number, gap: number): number[] {
  const room = available - gap * Math.max(columns.length - 1, 0);
  const others = shrink(
    columns.map((column) => (column.last ? { ...column, keep: true } : column)),
    room,
  );
  if (sum(others) <= room || !columns.some((column) => column.last && !column.keep)) return others;
  const fixed = columns.map((column, i) => (column.last ? column : { ...column, width: others[i] ?? 0, keep: true }));
  return shrink(fixed, room);
}

/** The widths within `room` cells (the gaps taken off), widest first down to a common cap (see `fitColumns`). */
function shrink(columns: readonly ColumnSpace[], room: number): number[] {
  const full = columns.map((column) => column.width);
  if (sum(full) <= room) return full;
  const capped = (cap: number) =>
    columns.map(({ width, least, keep }) => (keep ? width : Math.max(Math.min(width, cap), Math.min(least, width))));
  let cap = Math.max(...full);
  while (cap > 0 && sum(capped(cap)) > room) cap -= 1;
  const widths = capped(cap);
  let spare = room - sum(widths);
  for (const [i, column] of columns.entries()) {
    const width = widths[i] ?? 0;
    if (spare > 0 && !column.keep && width === cap && column.width > cap) {
      widths[i] = width + 1;
      spare -= 1;
    }
  }
  return widths;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
