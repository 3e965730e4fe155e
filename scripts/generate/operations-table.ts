// spec/operations.md as the generator and the coverage tests read it: the rows of its tables (an operation of the
// service's OpenAPI document, or a request the SDK sends that the document lacks), each with its SDK methods or why
// it is left out, and which row a request reaches, as the service's router would pick it.
export { readRepoFile } from './files.js';

/** One row of a table of spec/operations.md. */
export interface Row {
  /** Its line in spec/operations.md (1-based). */
  line: number;
  method: string;
  /** The path template: `{name}` is one segment, `**` the rest of the path. */
  path: string;
  /** The document's group (its tag, without `-controller`); empty in the table of requests it lacks. */
  group: string;
  /** The SDK methods whose requests reach it (`channels.get`, `client.root`); empty when it is left out. */
  methods: string[];
  /** Why it is left out (the text after `left out:`); undefined when it names methods. */
  reason: string | undefined;
  /** Whether it is one of the document's operations (the `## Operations` table), which the counts count. */
  documented: boolean;
  /** The cell as written, for the messages. */
  cell: string;
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The SDK methods a cell names (`` `a.b`, `c.d` ``), or undefined when it is not such a list. */
function methodList(cell: string): string[] | undefined {
  const names = cell.split(',').map((part) => /^`([a-z]\w*\.\w+)`$/.exec(part.trim())?.[1]);
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
}

/** The rows of every table of a spec/operations.md text whose header has Method, Path and SDK method columns. */
export function rowsOf(text: string): Row[] {
  const rows: Row[] = [];
  let section = '';
  let columns: string[] | undefined;
  text.split('\n').forEach((line, index) => {
    if (line.startsWith('## ')) section = line.slice(3).trim();
    if (!line.startsWith('|')) {
      columns = undefined;
      return;
    }
    const cells = cellsOf(line);
    if (columns === undefined) {
      columns = cells;
      return;
    }
    const at = (name: string) => cells[columns?.indexOf(name) ?? -1] ?? '';
    const method = at('Method');
    if (!/^[A-Z]+$/.test(method)) return; // the line under the header
    const cell = at('SDK method');
    const reason = /^left out:(.*)$/.exec(cell)?.[1]?.trim();
    rows.push({
      line: index + 1,
      method,
      path: at('Path').replace(/^`|`$/g, ''),
      group: at('Group'),
      methods: reason === undefined ? (methodList(cell) ?? []) : [],
      reason,
      documented: section === 'Operations',
      cell,
    });
  });
  return rows;
}

/** A row's path as a pattern of a raw (percent-encoded) request path. */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) => (segment === '**' ? '.+' : /^\{\w+\}$/.test(segment) ? '[^/]+' : escape(segment)))
      .join('/')}$`,
  );

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How specific a path is, as a router ranks it: no `**` first, then the more literal segments. */
const rank = (path: string): number =>
  (path.includes('**') ? 0 : 1000) + path.split('/').filter((segment) => !/^\{\w+\}$|^\*\*$/.test(segment)).length;

/** The rows a request reaches: those of its method whose path matches, the most specific only. */
export function rowsReached(rows: readonly Row[], method: string, path: string): Row[] {
  const matching = rows.filter((row) => row.method === method && patternOf(row.path).test(path));
  const best = Math.max(...matching.map((row) => rank(row.path)));
  return matching.filter((row) => rank(row.path) === best);
}

/** A path with each `{name}` as `x1` (x2, ...) and `**` as `a/b`: a request the row's operation would take. */
export const examplePath = (path: string): string => {
  let n = 0;
  return path.replace(/\{\w+\}/g, () => `x${++n}`).replace('**', 'a/b');
};

/** The counts the table gives: the document's operations, those left out, those a client can use and reaches. */
export function countsOf(rows: readonly Row[]) {
  const documented = rows.filter((row) => row.documented);
  const leftOut = documented.filter((row) => row.reason !== undefined).length;
  const covered = documented.filter((row) => row.methods.length > 0).length;
  const usable = documented.length - leftOut;
  return { covered, usable, percent: Math.floor((covered * 100) / usable), leftOut, total: documented.length };
}
