/**
 * Parses the NDJSON lines of `text` from `start` to `end` (each ending in `\n`) with one `JSON.parse`, or gives
 * `undefined` when that might not give what parsing each line alone gives: then the caller parses them one by one.
 * One call is cheaper than a call per line, and V8 builds each object of an array on the shape of the one before.
 *
 * Taken only when every line starts with `{`, no `[` is among them, and the array
 * `[line 1\n,line 2\n,...,line n]` parses to n values. That is exact: a raw `\n` cannot be inside a string, so each
 * inserted `,` is a token; with no `[` every container but the outer array is an object, where a `,` followed by `{`
 * is a syntax error; so every inserted `,` separates the outer array's values, each line gives at least one of them,
 * and n values mean each line is one JSON value, the one the array holds.
 */
export function parseLines(text: string, start: number, end: number): unknown[] | undefined {
  const block = text.slice(start, end - 1);
  if (block.includes('[')) return undefined;
  const lines = block.split('\n');
  const n = lines.length;
  if (lines.some((line) => line[0] !== '{')) return undefined;
  // The brackets go on the first and last line: `join` then builds the one flat string `JSON.parse` reads, where a
  // template around the joined text made a second copy of the block (117 instructions a line).
  lines[0] = `[${lines[0]}`;
  lines[n - 1] += ']';
  let values: unknown[];
  try {
    values = JSON.parse(lines.join('\n,'));
  } catch {
    return undefined; // a line that is not JSON alone: the line-by-line parse says which
  }
  return values.length === n ? values : undefined;
}
