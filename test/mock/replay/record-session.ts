// Records the replay fixture (test/fixtures/mock-replay.jsonl) that replay.test.ts plays back against a fresh mock:
// `npx tsx test/mock/replay/record-session.ts`. Re-record only on purpose (a behaviour change of the mock); a
// refactoring of the mock must pass the replay with the fixture as committed (a re-recording follows
// namespace-calls.ts as it then stands, so its calls and their order may differ from the committed ones).
// Sessions, each on a fresh `createMockService()` (seed 1, manual clock, demo data): one per SDK namespace, every
// method of test/fixtures/namespace-calls.ts with the fixtures' made-up ids swapped for the demo's; then `routes`,
// every route of the mock with its parameters filled by its own method, each GET by HEAD, each path by an unrouted
// method (the 405 and its `Allow`), and a few paths no route has.
import { writeFileSync } from 'node:fs';
import { Client } from '../../../src/index.js';
import { createMockService, type MockService } from '../../../src/mock/index.js';
import { namespaceCalls } from '../../fixtures/namespace-calls.js';
import { demoIds, swapText, swapUrl } from '../../helpers/swap-ids.js';
import { recordedRoutes } from '../http/route-list.js';
import { type Exchange, exchangeOf, fixturePath, origin } from './exchange.js';

type Method = (...args: unknown[]) => unknown;

/** A fetch to the mock that records every exchange and swaps made-up ids for real ones in the path and JSON body. */
function recorder(session: string, mock: MockService, ids: Map<string, string>, into: Exchange[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = swapUrl(request.url, ids);
    // undici's multipart boundary is random: a fixed one makes the recording the same on every run.
    const fixed = (text: string) => text.replaceAll(/formdata-undici-\d+/g, 'formdata-undici-000000000000');
    const type = request.headers.get('content-type') ?? '';
    let body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    if (body && /json|multipart/.test(type)) {
      body = new TextEncoder().encode(swapText(fixed(new TextDecoder().decode(body)), ids));
    }
    const headers = new Headers(request.headers);
    if (type) headers.set('content-type', fixed(type));
    const sent = new Request(url, { method: request.method, headers, body: body ?? null });
    const response = await mock.fetch(sent.clone());
    into.push(await exchangeOf(session, sent, response.clone()));
    return response;
  };
}

/** Calls a namespace method by its signature and reads its whole result; failures are part of the session. */
async function call(client: Client, signature: string, args: unknown[]): Promise<void> {
  const [owner = '', method = ''] = signature.slice(0, signature.indexOf('(')).split('.');
  const namespace = (client as unknown as Record<string, Record<string, Method>>)[owner];
  try {
    const result = await namespace?.[method]?.(...args);
    if (result !== null && typeof result === 'object' && Symbol.asyncIterator in result)
      for await (const _ of result as AsyncIterable<unknown>);
  } catch {
    // An error answer is recorded like any other.
  }
}

/** The demo's ids the fixtures' made-up ones stand for; the records a namespace's calls need made over HTTP first. */
async function setUp(mock: MockService, client: Client, needs: (made: string) => boolean): Promise<[string, string][]> {
  const { fixtures, store } = mock;
  const ws = fixtures.workspaceId;
  const made: [string, () => Promise<{ id: string }>][] = [
    ['a', () => client.alerts.create(fixtures.datasets.revenue, { detail: 'Revenue fell' })],
    [
      'm',
      () => client.datasets.sendMessage(fixtures.datasets.revenue, { recipientId: fixtures.admin.id, message: 'Hi' }),
    ],
    ['p', () => client.dataPlugins.create(ws, { pluginType: 'EXTRACTOR', name: 'tap-acme', variant: 'acme' })],
    ['d', () => client.datastores.create(ws, { name: 'Lake', dataPlugin: 'target-postgres' })],
    ['k', () => client.apiKeys.create({ name: 'ci' })],
  ];
  const ids: [string, string][] = [];
  for (const [id, make] of made) if (needs(id)) ids.push([id, (await make()).id]);
  if (needs('i')) await client.invitations.create(ws, { email: 'new.person@example.com' });
  return [...ids, ...demoIds(mock), ['t', [...store.tags.values()][0]?.id ?? 'none']];
}

/** One session per namespace: its setup, then each of its methods in the fixture's order. */
async function namespaceSession(namespace: string): Promise<Exchange[]> {
  const mock = createMockService();
  const exchanges: Exchange[] = [];
  const ids = new Map<string, string>();
  const client = new Client({
    baseUrl: origin,
    auth: mock.fixtures.owner.token,
    fetch: recorder(namespace, mock, ids, exchanges),
    retry: 0,
    logLevel: 'off',
  });
  const calls = namespaceCalls.filter(([signature]) => signature.startsWith(`${namespace}.`));
  const needs = (made: string) => calls.some(([, , args]) => JSON.stringify(args).includes(`"${made}"`));
  for (const [made, real] of await setUp(mock, client, needs)) ids.set(made, real);
  for (const [signature, , args] of calls) await call(client, signature, args);
  return exchanges;
}

/** Every route, its parameters filled with the demo's ids by name, by its method, HEAD and OPTIONS. */
async function routesSession(): Promise<Exchange[]> {
  const mock = createMockService();
  const exchanges: Exchange[] = [];
  const send = recorder('routes', mock, new Map(), exchanges);
  const { fixtures } = mock;
  const values: Record<string, string> = {
    ws: fixtures.workspaceId,
    workspace: fixtures.workspaceId,
    ds: fixtures.datasets.revenue,
    dataset: fixtures.datasets.revenue,
    profile: encodeURIComponent(fixtures.admin.id),
    pipeline: fixtures.pipelineId,
    path: 'models/a.sql',
  };
  const headers = { authorization: `Bearer ${fixtures.owner.token}`, 'content-type': 'application/json' };
  const paths = new Set<string>();
  for (const { method, path: template } of recordedRoutes().routes) {
    const path = template.replace(/:(\w+)\*?/g, (_all, name: string) => values[name] ?? `no-${name}`);
    const body = method === 'GET' || method === 'DELETE' ? null : '{}';
    await send(`${origin}${path}`, { method, headers, body });
    if (method === 'GET') await send(`${origin}${path}`, { method: 'HEAD', headers });
    paths.add(path);
  }
  for (const path of paths) await send(`${origin}${path}`, { method: 'OPTIONS', headers });
  for (const path of ['/api/nowhere', '/api/channels/', '/api/workspaces/x/y/z/w', '/api/channels/a%2Fb', '/'])
    await send(`${origin}${path}`, { method: 'GET', headers });
  await send(`${origin}/api/channels`, { method: 'GET' });
  return exchanges;
}

const namespaces = [...new Set(namespaceCalls.map(([signature]) => signature.slice(0, signature.indexOf('.'))))];
const exchanges: Exchange[] = [];
for (const namespace of namespaces) exchanges.push(...(await namespaceSession(namespace)));
exchanges.push(...(await routesSession()));
writeFileSync(fixturePath, exchanges.map((exchange) => `${JSON.stringify(exchange)}\n`).join(''));
console.log(`${exchanges.length} exchanges in ${namespaces.length + 1} sessions: ${fixturePath}`);
