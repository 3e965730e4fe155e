// spec/operations.md's tables and counts: one row per operation of the service's OpenAPI document (the project's
// own list of them, the table's Method, Path and Group columns, refreshed from the document with `--openapi`), its
// SDK column derived from the requests every method sends to a recording `fetch`, or, for a row no method reaches,
// why it is left out (kept in the row itself: `left out: …`, carried over from the committed file, and dropped by
// itself once a method reaches the row); then the requests the document lacks; then the counts, which the README
// repeats.
import { readFileSync } from 'node:fs';
import { Client } from '../../src/index.js';
import { callByName, nameOf } from './call.js';
import type { Call } from './calls.js';
import { undocumented } from './data/left-out.js';
import { GenerateError, table } from './files.js';
import { countsOf, type Row, rowsOf, rowsReached } from './operations-table.js';
import { recordingFetch, type Sent } from './recording-fetch.js';

/** An operation of the document. */
export interface Operation {
  method: string;
  path: string;
  group: string;
}

/** Why each operation of spec/operations.md that no method reaches is left out, by `METHOD path`. */
export const reasonsOf = (text: string): Map<string, string> =>
  new Map(rowsOf(text).flatMap((row) => (row.reason ? [[`${row.method} ${row.path}`, row.reason] as const] : [])));

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The document's operations, from its file (`--openapi`): each with its first tag as its group. */
export function operationsOfDocument(file: string): Operation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method.toUpperCase()))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        group: (operation.tags?.[0] ?? '').replace(/-controller$/, '').replace(/^matatika-/, ''),
      })),
  );
}

/** The document's operations as spec/operations.md lists them now. */
export const operationsOfSpec = (text: string): Operation[] =>
  rowsOf(text)
    .filter((row) => row.documented)
    .map(({ method, path, group }) => ({ method, path, group }));

/** By group, then path, then method (GET, POST, PUT, PATCH, DELETE). */
const byGroupPathMethod = (a: Operation, b: Operation): number =>
  compare(a.group, b.group) || compare(a.path, b.path) || methods.indexOf(a.method) - methods.indexOf(b.method);

/** Strings by their code units, the same on every machine (no locale). */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The requests each call sends (by method name, such as `channels.get`), and `client.root`'s; and the methods that
 * resolved to nothing (`undefined`) when the fake service answered.
 */
export async function requestsOf(calls: readonly Call[]): Promise<{ sent: Map<string, Sent[]>; nothing: Set<string> }> {
  const sent = new Map<string, Sent[]>();
  const nothing = new Set<string>();
  for (const { signature, args } of [...calls, { signature: 'client.root()', kinds: '', args: [] }]) {
    const recording = recordingFetch();
    const client = new Client({
      baseUrl: 'https://wdp.generate',
      auth: 'token',
      fetch: recording.fetch,
      validation: 'off',
      retry: 0,
      logLevel: 'off',
    });
    // The recording fetch answers every request alike: a call may fail on the answer once it has sent its requests.
    const failure = await callByName(client, signature, args).then(
      (data) => {
        if (data === undefined) nothing.add(nameOf(signature));
        return '';
      },
      (error: unknown) => `: ${error}`,
    );
    if (recording.sent.length === 0) throw new GenerateError(`${signature} sent no request${failure}`);
    sent.set(nameOf(signature), recording.sent);
  }
  return { sent, nothing };
}

/** Rows to match requests against: `line` is the operation's index. */
const rowsFor = (operations: readonly Operation[]): Row[] =>
  operations.map((operation, line) => ({
    ...operation,
    line,
    methods: [],
    reason: undefined,
    documented: true,
    cell: '',
  }));

/**
 * The tables and the coverage line of spec/operations.md, and the README's coverage sentence. `reasons` are why
 * operations are left out (`reasonsOf` the committed file): a row no method reaches keeps its reason.
 */
export function specParts(
  operations: readonly Operation[],
  sent: ReadonlyMap<string, Sent[]>,
  reasons: ReadonlyMap<string, string>,
) {
  const sorted = [...operations].sort(byGroupPathMethod);
  const rows = rowsFor(sorted);
  const extra = rowsFor(undocumented.map(({ method, path }) => ({ method, path, group: '' })));
  for (const [name, requests] of sent) {
    for (const { method, path } of requests) {
      const documented = rowsReached(rows, method, path).filter((row) => row.path !== '/api/**');
      const target = documented.length > 0 ? documented : rowsReached(extra, method, path);
      if (target.length === 0)
        throw new GenerateError(
          `${name} sends ${method} ${path}, which no operation of the document has: fix its description, or ` +
            'add the request to `undocumented` in scripts/generate/data/left-out.ts with why it stays',
        );
      for (const row of target) if (!row.methods.includes(name)) row.methods.push(name);
    }
  }
  const cells = rows.map((row) => {
    if (row.methods.length > 0) return row.methods.map((name) => `\`${name}\``).join(', ');
    row.reason = reasons.get(`${row.method} ${row.path}`);
    if (row.reason === undefined)
      throw new GenerateError(
        `${row.method} ${row.path} is reached by no SDK method: describe one, or say why it is left out in its ` +
          'row of spec/operations.md (`left out: why`)',
      );
    return `left out: ${row.reason}`;
  });
  const unsent = extra.filter((row) => row.methods.length === 0);
  if (unsent.length > 0)
    throw new GenerateError(`no method sends ${unsent.map((row) => `${row.method} ${row.path}`).join(', ')}`);
  const { covered, usable, percent, leftOut: out, total } = countsOf(rows);
  return {
    table: table(
      ['Method', 'Path', 'Group', 'SDK method'],
      rows.map((row, i) => [row.method, `\`${row.path}\``, row.group, cells[i] ?? '']),
    ),
    undocumented: table(
      ['Method', 'Path', 'SDK method', 'Why it stays'],
      extra.map((row, i) => [
        row.method,
        `\`${row.path}\``,
        row.methods.map((name) => `\`${name}\``).join(', '),
        undocumented[i]?.why ?? '',
      ]),
    ),
    coverage:
      `**Coverage: ${covered} of the ${usable} operations a client can use (${percent}%); ${out} left out. ` +
      `${total} in all.**`,
    readme:
      `**Coverage:** ${covered} of the ${usable} operations a client can use (${percent}%) of the service's own ` +
      `OpenAPI document (${total} operations; ${out} are the server's internals).`,
  };
}
