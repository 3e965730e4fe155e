// spec/operations.md is the project's account of the service's operations and the SDK methods that reach them
// (npm run generate writes its SDK column and counts); this test holds it to the SDK and the mock. Every namespace
// method of test/fixtures/namespace-calls.ts (and client.root) is called against a recording `fetch` and must send
// the method and path of each of its rows, and no other request; every row names its methods or why it is left
// out; every namespace method is in a row; the mock serves every row a method reaches; and the counts of
// spec/operations.md and of the README's coverage line are the table's.
import { describe, expect, it } from 'vitest';
import { callByName, nameOf } from '../../scripts/generate/call.js';
import {
  countsOf,
  examplePath,
  type Row,
  readRepoFile,
  rowsOf,
  rowsReached,
} from '../../scripts/generate/operations-table.js';
import { recordingFetch } from '../../scripts/generate/recording-fetch.js';
import type { Client } from '../../src/index.js';
import { Router } from '../../src/mock/http/router.js';
import { registerRoutes } from '../../src/mock/routes.js';
import { namespaceCalls } from '../fixtures/namespace-calls.js';
import { makeClient } from '../helpers/server.js';

const spec = 'spec/operations.md';
const rows = rowsOf(readRepoFile(spec));
const calls: [string, string, unknown[]][] = [...namespaceCalls, ['client.root(options)', '', []]];

const at = (row: Row): string => `${spec}:${row.line} ${row.method} ${row.path}`;

/** Every namespace method of a client (`channels.get`...), and `client.root`. */
function clientMethods(client: Client): string[] {
  const namespaces = Object.entries(client).filter(([, value]) => typeof value === 'object' && value !== null);
  const methods = namespaces.flatMap(([name, namespace]) =>
    Object.getOwnPropertyNames(Object.getPrototypeOf(namespace))
      .filter((method) => method !== 'constructor')
      .map((method) => `${name}.${method}`),
  );
  return [...methods, 'client.root'];
}

describe(`${spec}`, () => {
  it('gives every row its SDK methods or why it is left out', () => {
    const bare = rows.filter((row) => row.methods.length === 0 && !row.reason);
    expect(
      bare.map((row) => `${at(row)}: "${row.cell}" names no method; write \`ns.method\`, ... or "left out: why"`),
    ).toEqual([]);
  });

  it('names only methods the coverage test calls', () => {
    const called = new Set(calls.map(([signature]) => nameOf(signature)));
    const unknown = rows.flatMap((row) => row.methods.filter((name) => !called.has(name)).map((name) => [row, name]));
    expect(
      unknown.map(
        ([row, name]) => `${at(row as Row)} names \`${name}\`: no such method, or add it to namespace-calls.ts`,
      ),
    ).toEqual([]);
  });

  it('puts every namespace method in a row', () => {
    const named = new Set(rows.flatMap((row) => row.methods));
    const missing = clientMethods(makeClient()).filter((name) => !named.has(name));
    expect(missing.map((name) => `${name} is in no row: add it to the row of each request it sends`)).toEqual([]);
  });

  it('counts as its table does, and so does the README', () => {
    const { covered, usable, percent, leftOut, total } = countsOf(rows);
    const lines = {
      [spec]: [
        `**Coverage: ${covered} of the ${usable} operations a client can use (${percent}%); ${leftOut} left out. ` +
          `${total} in all.**`,
      ],
      'README.md': [
        `**Coverage:** ${covered} of the ${usable} operations a client can use (${percent}%) of the service's own ` +
          `OpenAPI document (${total} operations; ${leftOut} are the server's internals).`,
      ],
    };
    const wrong = Object.entries(lines).flatMap(([file, expected]) => {
      const text = readRepoFile(file).replace(/\s+/g, ' ');
      return expected.filter((line) => !text.includes(line)).map((line) => `${file} should say: ${line}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has a route of the mock for every row a method reaches', () => {
    const router = registerRoutes(new Router());
    const unserved = rows.filter((row) => {
      if (row.methods.length === 0) return false;
      const match = router.match(row.method, examplePath(row.path));
      return match === undefined || !('handler' in match);
    });
    expect(unserved.map((row) => `${at(row)}: the mock has no route for it (src/mock/routes.ts)`)).toEqual([]);
  });

  it.each(calls)(
    '%s sends the method and path of each of its rows, and no other request',
    async (signature, _, args) => {
      const name = nameOf(signature);
      const { sent, fetch } = recordingFetch();
      const failure = await callByName(makeClient({ fetch, validation: 'off' }), name, args).then(
        () => '',
        (error: unknown) => ` (the call failed: ${error})`,
      );
      const reached = sent.map((request) => ({ request, rows: rowsReached(rows, request.method, request.path) }));
      const stray = reached
        .filter(({ rows: its }) => !its.some((row) => row.methods.includes(name)))
        .map(({ request, rows: its }) => {
          const where = its.length === 0 ? 'no row' : its.map((row) => `${at(row)} (${row.cell})`).join(', ');
          return `sent ${request.method} ${request.path}, which reaches ${where}: the table or ${name} is wrong`;
        });
      const unsent = rows
        .filter((row) => row.methods.includes(name) && !reached.some(({ rows: its }) => its.includes(row)))
        .map((row) => `sent nothing to ${at(row)}, which names ${name}${failure}`);
      expect([...stray, ...unsent]).toEqual([]);
    },
  );
});
