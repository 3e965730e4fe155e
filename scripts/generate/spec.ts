// spec/operations.md's tables and counts: one row per operation of the service's OpenAPI document (the project's
// own list of them, the table's Method, Path and Group columns, refreshed from the document with `--openapi`), its
// SDK column derived from the requests every method sends to a recording `fetch`, or why it is left out
// (data/left-out.ts); then the requests the document lacks; then the counts, which the README repeats.
import { readFileSync } from 'node:fs';
import { Client } from '../../src/index.js';
import { callByName, nameOf } from './call.js';
import type { Call } from './calls.js';
import { leftOut, undocumented } from './data/left-out.js';
import { GenerateError, table } from './files.js';
import { countsOf, type Row, rowsOf, rowsReached } from './operations-table.js';
import { recordingFetch, type Sent } from './recording-fetch.js';

/** An operation of the document. */
export interface Operation {
  method: string;
  path: string;
  group: string;
}

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

/** The requests each call sends (by method name, such as `channels.get`), and `client.root`'s. */
export async function requestsOf(calls: readonly Call[]): Promise<Map<string, Sent[]>> {
  const sent = new Map<string, Sent[]>();
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
      () => '',
      (error: unknown) => `: ${error}`,
    );
    if (recording.sent.length === 0) throw new GenerateError(`${signature} sent no request${failure}`);
    sent.set(nameOf(signature), recording.sent);
  }
  return sent;
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

/** The tables and the coverage line of spec/operations.md, and the README's coverage sentence. */
export function specParts(operations: readonly Operation[], sent: ReadonlyMap<string, Sent[]>) {
  const sorted = [...operations].sort(byGroupPathMethod);
  const rows = rowsFor(sorted);
  const extra = rowsFor(undocumented.map(({ method, path }) => ({ method, path, group: '' })));
  for (const [name, requests] of sent) {
    for (const { method, path } of requests) {
      const reached = rowsReached(rows, method, path);
      const out = reached.find((row) => leftOut[`${row.method} ${row.path}`] && row.path !== '/api/**');
      if (out !== undefined)
        throw new GenerateError(
          `${name} sends ${method} ${path}, which reaches ${out.method} ${out.path}: take it out of \`leftOut\` ` +
            'in scripts/generate/data/left-out.ts',
        );
      const documented = reached.filter((row) => row.path !== '/api/**');
      const target = documented.length > 0 ? documented : rowsReached(extra, method, path);
      if (target.length === 0)
        throw new GenerateError(
          `${name} sends ${method} ${path}, which no operation of the document has: fix its description, or ` +
            'add the request to `undocumented` in scripts/generate/data/left-out.ts with why it stays',
        );
      for (const row of target) if (!row.methods.includes(name)) row.methods.push(name);
    }
  }
  const keys = new Set(sorted.map(({ method, path }) => `${method} ${path}`));
  const stale = Object.keys(leftOut).filter((key) => !keys.has(key));
  if (stale.length > 0)
    throw new GenerateError(`scripts/generate/data/left-out.ts leaves out ${stale.join(', ')}: not in the document`);
  const cells = rows.map((row) => {
    const reason = leftOut[`${row.method} ${row.path}`];
    if (reason !== undefined) {
      row.reason = reason;
      return `left out: ${reason}`;
    }
    if (row.methods.length === 0)
      throw new GenerateError(
        `${row.method} ${row.path} is reached by no SDK method: describe one, or say why it is left out in ` +
          'scripts/generate/data/left-out.ts',
      );
    return row.methods.map((name) => `\`${name}\``).join(', ');
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
