// The runtime smoke suite, written once: what a user does with wdp-sdk, run from the installed tarball on every
// runtime of `npm run test:runtimes` (scripts/test-runtimes.mjs). Plain web-standard code: it takes the imported
// modules and a target (the in-process mock, msw, or `wdp mock` over HTTP) and returns one result per check, never
// throwing; it reads no globals a runtime might lack (no `process`, no `node:` module, no DOM).

/** The entry points as the runtime imported them. */
export type Sdk = typeof import('wdp-sdk');
export type MockModule = typeof import('wdp-sdk/mock');
type Client = InstanceType<Sdk['Client']>;
type FaultRule = Parameters<InstanceType<MockModule['RemoteMockAdmin']>['addFault']>[0];

/** Where the checks send their requests, and how they reach the mock's admin API (faults and the journal). */
export interface SmokeTarget {
  /** `mock` (in process, `fetch: mock.fetch`), `msw` (a browser's service worker) or `http` (`wdp mock`). */
  readonly label: string;
  readonly baseUrl: string;
  /** The client's `fetch`: the mock's own, or the runtime's when undefined. */
  readonly fetch: typeof fetch | undefined;
  readonly workspaceId: string;
  /** The demo administrator's token (Grace Hopper). */
  readonly adminToken: string;
  addFault(rule: FaultRule): Promise<unknown>;
  clearJournal(): Promise<void>;
  /** The journal's entries since the last clear, as `METHOD path status`. */
  journal(): Promise<string[]>;
}

/** One check's outcome: `detail` says what it saw, `error` why it failed. */
export interface SmokeResult {
  readonly name: string;
  readonly ok: boolean;
  readonly ms: number;
  readonly detail?: string;
  readonly error?: string;
}

/** A target on an in-process mock: `fetch: mock.fetch`, or msw's worker (`fetch` undefined) in a browser. */
export function mockTarget(
  service: ReturnType<MockModule['createMockService']>,
  options: { label: string; baseUrl: string; fetch: typeof fetch | undefined },
): SmokeTarget {
  return {
    ...options,
    workspaceId: service.fixtures.workspaceId,
    adminToken: service.fixtures.admin.token,
    addFault: async (rule) => service.admin.addFault(rule),
    clearJournal: async () => service.admin.clearJournal(),
    journal: async () => service.admin.journal().map((entry) => `${entry.method} ${entry.path} ${entry.status}`),
  };
}

/** What `wdp mock --json` prints on its first line (the fields the suite needs). */
export interface WdpMockInfo {
  readonly baseUrl: string;
  readonly workspaceId: string;
  readonly adminToken: string;
  readonly tokens: { readonly admin: string };
}

/** A target on `wdp mock` over HTTP: its admin API reached with `RemoteMockAdmin`. */
export function httpTarget(mock: MockModule, info: WdpMockInfo): SmokeTarget {
  const admin = new mock.RemoteMockAdmin(info.baseUrl, info.adminToken);
  return {
    label: 'http',
    baseUrl: info.baseUrl,
    fetch: undefined,
    workspaceId: info.workspaceId,
    adminToken: info.tokens.admin,
    addFault: (rule) => admin.addFault(rule),
    clearJournal: () => admin.clearJournal(),
    journal: async () => (await admin.journal()).map((entry) => `${entry.method} ${entry.path} ${entry.status}`),
  };
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const show = (value: unknown) => JSON.stringify(value);

type Check = (sdk: Sdk, client: Client, target: SmokeTarget, runtime: string) => Promise<string>;

/** The checks, in order; each returns what it saw and throws when the SDK did something else. */
const checks: [string, Check][] = [
  [
    'client',
    async (_sdk, client) => {
      const [me] = (await client.profiles.list()).items;
      check(me?.name === 'Grace Hopper', `profiles.list() gave ${show(me?.name)}, not Grace Hopper`);
      return `profiles.list(): ${me.name}`;
    },
  ],
  [
    'for await',
    async (_sdk, client, target) => {
      const first = await client.jobs.list(target.workspaceId, { size: 2 });
      const ids: string[] = [];
      for await (const job of client.jobs.list(target.workspaceId, { size: 2 })) ids.push(job.id);
      const total = first.page?.totalElements;
      check(total !== undefined && total > 2, `jobs.list() has ${total} jobs: too few for pages of 2`);
      check(ids.length === total, `for await gave ${ids.length} jobs of ${total}`);
      check(new Set(ids).size === ids.length, 'for await gave a job twice');
      return `${ids.length} jobs over ${first.page?.totalPages} pages of 2`;
    },
  ],
  [
    'two-step create',
    async (_sdk, client, target) => {
      await target.clearJournal();
      const made = await client.channels
        .create(target.workspaceId, { name: 'Smoke', description: 'made in two steps' })
        .withResponse();
      const sent = await target.journal();
      const reread = await client.channels.get(made.data.id);
      check(made.response.status === 201, `channels.create() answered ${made.response.status}, not 201`);
      check(sent.length === 2 && sent[0]?.startsWith('POST ') === true, `the requests were ${show(sent)}`);
      const put = sent[1] ?? '';
      check(put.startsWith('PUT ') && put.includes(`/channels/${made.data.id} `), `the requests were ${show(sent)}`);
      check(reread.description === 'made in two steps', `channels.get() gave ${show(reread.description)}`);
      return sent.map((line) => line.split(' ')[0]).join(' then ');
    },
  ],
  [
    'upload Blob',
    async (_sdk, client, target, runtime) => {
      const text = `hello from ${runtime}`;
      const blob = new Blob([text], { type: 'text/plain' });
      const published = await client.files.upload(target.workspaceId, { 'smoke/hello.txt': blob });
      const back = await client.files.download(target.workspaceId, 'smoke/hello.txt');
      check(published.length === 1 && published[0]?.path === 'smoke/hello.txt', `upload gave ${show(published)}`);
      // The Blob's own type (Bun's Blob adds ";charset=utf-8" to it).
      const type = published[0].contentType;
      check(type?.split(';')[0] === 'text/plain', `the file's type is ${type}, not the Blob's text/plain`);
      check(back === text, `downloaded ${show(back)}, not ${show(text)}`);
      return `${blob.size} bytes up and back as ${type}`;
    },
  ],
  [
    'follow NDJSON log',
    async (_sdk, client, target) => {
      const jobs = await client.jobs.list(target.workspaceId, { size: 50 });
      const done = jobs.items.find((job) => job.type === 'PIPELINE_RUN' && job.status === 'COMPLETE');
      check(done !== undefined, 'no completed pipeline run in the demo workspace');
      const sequences: number[] = [];
      for await (const line of client.jobs.follow(done, { interval: 50 })) sequences.push(line.sequence);
      let streamed = 0;
      for await (const _line of client.jobs.logs(done)) streamed += 1;
      check(sequences.length > 0, 'jobs.follow() gave no line');
      check(
        sequences.every((sequence, index) => sequence === index),
        `lines out of order: ${show(sequences)}`,
      );
      check(streamed === sequences.length, `jobs.logs() gave ${streamed} lines, follow ${sequences.length}`);
      return `${sequences.length} lines, in order`;
    },
  ],
  [
    'msearch',
    async (_sdk, client, target) => {
      const result = await client.search.msearch(target.workspaceId, {
        text: 'revenue',
        fields: ['title'],
        highlight: true,
      });
      const [hit] = result.hits.hits;
      check(hit?._source?.title === 'Q3 revenue #kpi', `the first hit is ${show(hit?._source?.title)}`);
      const fragment = hit.highlight?.['title']?.[0];
      check(fragment?.includes('<mark>revenue</mark>') === true, `the highlight is ${show(fragment)}`);
      return `${result.hits.hits.length} hit: ${fragment}`;
    },
  ],
  [
    'webhook (Web Crypto)',
    async (sdk, client, target) => {
      const { deploymentSecret: secret } = await client.workspaces.get(target.workspaceId);
      check(typeof secret === 'string' && secret !== '', 'the workspace has no deploymentSecret');
      const body = JSON.stringify({ ref: 'refs/heads/main' });
      const headers = await sdk.webhookHeaders(body, secret);
      const request = new Request('https://hooks.example/deploy', { method: 'POST', body, headers });
      check(await sdk.verifyWebhook(await request.text(), request.headers, secret), 'a signed body did not verify');
      check(!(await sdk.verifyWebhook(`${body} `, headers, secret)), 'a changed body verified');
      const job = await client.deployments.webhook(target.workspaceId, { ref: 'refs/heads/main' }, { secret });
      check(job.type === 'WORKSPACE_DEPLOY', `the webhook queued ${job.type}`);
      return `verified, tampered refused; the service queued ${job.type}`;
    },
  ],
  [
    'typed error',
    async (sdk, client) => {
      const error = await client.channels.get('no-such-channel').then(
        () => undefined,
        (caught: unknown) => caught,
      );
      check(error instanceof sdk.NotFoundError, `channels.get() of no channel threw ${show(String(error))}`);
      check(sdk.isWdpError(error) && error.status === 404, 'isWdpError() or the status is wrong');
      return `${error.name} ${error.status}`;
    },
  ],
  [
    'retry',
    async (_sdk, client, target) => {
      await target.addFault({ path: '/api/profiles', times: 1, fault: { type: 'status', status: 503 } });
      await target.clearJournal();
      const [me] = (await client.profiles.list()).items;
      const sent = await target.journal();
      check(me?.name === 'Grace Hopper', `profiles.list() gave ${show(me?.name)}`);
      check(show(sent) === show(['GET /api/profiles 503', 'GET /api/profiles 200']), `sent ${show(sent)}`);
      return '503, then 200';
    },
  ],
  [
    'tracing',
    async (_sdk, client) => {
      // As the SDK finds it: node:diagnostics_channel through process.getBuiltinModule, where a runtime has both.
      type Builtins = { process?: { getBuiltinModule?: (id: string) => unknown } };
      const found = (globalThis as Builtins).process?.getBuiltinModule?.('node:diagnostics_channel');
      const channels = found as typeof import('node:diagnostics_channel') | undefined;
      if (!channels?.tracingChannel) {
        const [me] = (await client.profiles.list()).items;
        check(me?.name === 'Grace Hopper', `without diagnostics_channel, profiles.list() gave ${show(me?.name)}`);
        return 'absent (no node:diagnostics_channel here); calls unaffected';
      }
      const seen: string[] = [];
      const on = (event: string) => (trace: unknown) => {
        const { operation, method, route } = trace as { operation: string; method: string; route: string };
        seen.push(`${event} ${operation} ${method} ${route}`);
      };
      const events = ['start', 'end', 'asyncStart', 'asyncEnd', 'error'] as const;
      type Handlers = Record<(typeof events)[number], (trace: unknown) => void>;
      const handlers = Object.fromEntries(events.map((event) => [event, on(event)])) as Handlers;
      const channel = channels.tracingChannel('wdp-sdk:request');
      channel.subscribe(handlers);
      try {
        await client.profiles.list();
      } finally {
        channel.unsubscribe(handlers);
      }
      const call = 'profiles.list GET /api/profiles';
      const expected = ['start', 'end', 'asyncStart', 'asyncEnd'].map((event) => `${event} ${call}`);
      check(show(seen) === show(expected), `wdp-sdk:request published ${show(seen)}`);
      return `wdp-sdk:request published start, end, asyncStart, asyncEnd of ${call}`;
    },
  ],
];

/**
 * Runs every check on the target, one after the other, with a client of the demo administrator; a check's name is
 * prefixed with the target's label (`mock: retry`). Never throws: a failure is a result with its error.
 */
export async function runSmoke(sdk: Sdk, target: SmokeTarget, runtime: string): Promise<SmokeResult[]> {
  const client = new sdk.Client({
    baseUrl: target.baseUrl,
    auth: target.adminToken,
    ...(target.fetch ? { fetch: target.fetch } : {}),
    logLevel: 'off',
  });
  const results: SmokeResult[] = [];
  for (const [name, run] of checks) {
    const started = Date.now();
    const label = `${target.label}: ${name}`;
    try {
      const detail = await run(sdk, client, target, runtime);
      results.push({ name: label, ok: true, ms: Date.now() - started, detail });
    } catch (error) {
      const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      results.push({ name: label, ok: false, ms: Date.now() - started, error: text });
    }
  }
  return results;
}
