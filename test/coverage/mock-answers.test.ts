// The mock's answers are the SDK's models: every namespace method of test/fixtures/namespace-calls.ts runs against
// the mock's demo data (each on a fresh mock, the made-up ids of the fixtures swapped for the demo's) with
// `validation: 'strict'`, so an answer that does not match its model fails the call with a ValidationError; and every
// row of spec/operations.md that a method reaches must have been answered 2xx (and so read by its model) at least once.
import { beforeAll, describe, expect, it } from 'vitest';
import { callByName } from '../../scripts/generate/call.js';
import { readRepoFile, rowsOf, rowsReached } from '../../scripts/generate/operations-table.js';
import { Client, ValidationError } from '../../src/index.js';
import { createMockService, type MockService } from '../../src/mock/index.js';
import { file, namespaceCalls } from '../fixtures/namespace-calls.js';
import { demoIds, swapText, swapUrl } from '../helpers/swap-ids.js';

const base = 'https://wdp.mock';
const rows = rowsOf(readRepoFile('spec/operations.md'));
const calls: [string, string, unknown[]][] = [...namespaceCalls, ['client.root(options)', '', []]];

/** The demo's records the fixtures' made-up ids stand for, some made first through the SDK itself. */
async function idsOf(mock: MockService, client: Client): Promise<Map<string, string>> {
  const { fixtures } = mock;
  const alert = await client.alerts.create(fixtures.datasets.revenue, { detail: 'Revenue fell' });
  const message = await client.datasets.sendMessage(fixtures.datasets.revenue, {
    recipientId: fixtures.admin.id,
    message: 'Check June',
  });
  const plugin = await client.dataPlugins.create(fixtures.workspaceId, {
    pluginType: 'EXTRACTOR',
    name: 'tap-acme',
    variant: 'acme',
  });
  const datastore = await client.datastores.create(fixtures.workspaceId, {
    name: 'Lake',
    dataPlugin: 'target-postgres',
  });
  await client.invitations.create(fixtures.workspaceId, { email: 'new.person@example.com' });
  return new Map([
    ...demoIds(mock),
    ['k', mock.seed.apiKey({ profileId: fixtures.owner.id, name: 'ci' }).id],
    ['d', datastore.id],
    ['a', alert.id],
    ['m', message.id],
    ['p', plugin.id],
    ['t', (await client.tags.list(fixtures.workspaceId)).items[0]?.id ?? 'none'],
  ]);
}

/** A fetch to the mock that swaps made-up ids for the demo's, in each path segment and in a JSON body. */
function swapping(mock: MockService, ids: ReadonlyMap<string, string>): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = swapUrl(request.url, ids);
    let body: string | undefined;
    if ((request.headers.get('content-type') ?? '').includes('json')) body = swapText(await request.text(), ids);
    const swapped =
      body === undefined ? new Request(url, request) : new Request(url, { ...requestInit(request), body });
    return mock.fetch(swapped);
  };
}

const requestInit = (request: Request): RequestInit => ({ method: request.method, headers: request.headers });

/** A method's own arguments where the fixtures' ones meet a rule of the demo data (a last owner, a SOURCE channel). */
type Override = (mock: MockService, client: Client) => Promise<{ args: unknown[]; user?: 'outsider' }>;

const overrides: Record<string, Override> = {
  'accounts.withdrawOwner(account, profile)': async ({ fixtures, store }, client) => {
    const account = [...store.accounts.keys()][0] ?? '';
    await client.accounts.addOwner(account, fixtures.admin.id);
    return { args: [account, fixtures.admin.id] };
  },
  'administrators.withdraw(workspace, profile)': async ({ fixtures }) => ({
    args: [fixtures.workspaceId, fixtures.admin.id],
  }),
  'channels.addDataset(channel, dataset)': async ({ fixtures }, client) => {
    const list = await client.channels.create(fixtures.workspaceId, { name: 'Picks', type: 'LIST' });
    return { args: [list, fixtures.datasets.revenue] };
  },
  'channels.removeDataset(channel, dataset)': async ({ fixtures }, client) => {
    const list = await client.channels.create(fixtures.workspaceId, { name: 'Picks', type: 'LIST' });
    await client.channels.addDataset(list, fixtures.datasets.revenue);
    return { args: [list, fixtures.datasets.revenue] };
  },
  'datasets.ask(workspace, { question })': async ({ fixtures, store }) => ({
    args: [fixtures.workspaceId, { question: store.datasets.get(fixtures.datasets.revenue)?.title ?? '' }],
  }),
  'deployments.webhook(workspace, payload, { secret })': async ({ fixtures }) => ({
    args: [fixtures.workspaceId, {}, { secret: fixtures.webhookSecret }],
  }),
  'dataComponents.delete(component)': async ({ fixtures }, client) => {
    const github = (await client.dataPlugins.list()).items.find((plugin) => plugin.name === 'tap-github');
    await client.dataPlugins.install(fixtures.workspaceId, github ?? 'none');
    const unused = { name: 'extractors/tap-github', dataPlugin: 'tap-github' };
    return { args: [await client.dataComponents.create(fixtures.workspaceId, unused)] };
  },
  'jobs.stop(job)': async ({ fixtures }) => ({ args: [fixtures.jobs.running] }),
  'files.get(workspaceId, filePath)': withFile,
  'files.delete(workspaceId, filePath)': withFile,
  'files.download(workspaceId, filePath, { as })': withFile,
  'invitations.create(workspace, { email })': async ({ fixtures }) => ({
    args: [fixtures.workspaceId, { email: 'hopper@example.com' }],
  }),
  'invitations.accept(invitation)': async ({ fixtures, store }, client) => {
    const email = store.profiles.get(fixtures.outsider.id)?.email ?? '';
    await client.invitations.create(fixtures.workspaceId, { email });
    return { args: [[...store.invitations.keys()].at(-1)], user: 'outsider' };
  },
  'dataPlugins.install(workspace, dataPlugin)': async ({ fixtures }, client) => {
    const installed = new Set((await client.dataPlugins.listForWorkspace(fixtures.workspaceId)).items.map((p) => p.id));
    const plugin = (await client.dataPlugins.list()).items.find((p) => !installed.has(p.id));
    return { args: [fixtures.workspaceId, plugin] };
  },
  'sourceTokens.exchange(idp, body)': async () => ({
    args: ['google', { grant_type: 'authorization_code', code: 'code-1' }],
  }),
  'sourceTokens.exchangeForPipeline(idp, pipeline, dataComponentName, body)': async ({ fixtures, store }) => ({
    args: [
      'google',
      fixtures.pipelineId,
      store.pipelines.get(fixtures.pipelineId)?.dataComponents[0],
      { grant_type: 'authorization_code', code: 'code-1' },
    ],
  }),
  'sourceTokens.accessToken(idp, body)': async (_, client) => {
    await client.sourceTokens.requestToken('twitter', {});
    return { args: ['twitter', { verifier: 'v' }] };
  },
};

/** Arguments for a method on a file: the fixtures' path, written first. */
async function withFile({ fixtures }: MockService, client: Client) {
  await client.files.put(fixtures.workspaceId, file, { contentType: 'text/plain', content: 'select 1' });
  return { args: [fixtures.workspaceId, file] };
}

describe("the mock's answers", () => {
  const answered = new Set<number>();
  const invalid: string[] = [];

  beforeAll(async () => {
    for (const [signature, , given] of calls) {
      const mock = createMockService();
      const token = mock.fixtures.owner.token;
      const setup = new Client({ baseUrl: base, auth: token, fetch: mock.fetch, validation: 'strict', retry: 0 });
      const ids = await idsOf(mock, setup);
      const own = await overrides[signature]?.(mock, setup);
      mock.admin.clearJournal();
      const auth = own?.user ? mock.fixtures[own.user].token : token;
      const client = new Client({ baseUrl: base, auth, fetch: swapping(mock, ids), validation: 'strict', retry: 0 });
      await callByName(client, signature, own?.args ?? given).catch((error: unknown) => {
        if (error instanceof ValidationError) invalid.push(`${signature}: ${error.message}`);
      });
      for (const entry of mock.admin.journal()) {
        if (entry.status < 200 || entry.status > 299) continue;
        for (const row of rowsReached(rows, entry.method, entry.path)) answered.add(row.line);
      }
    }
  }, 120_000);

  it('match the models of the SDK methods that read them', () => {
    expect(invalid).toEqual([]);
  });

  it('include a 2xx answer, read by its model, for every row of spec/operations.md a method reaches', () => {
    const unanswered = rows.filter((row) => row.methods.length > 0 && !answered.has(row.line));
    expect(unanswered.map((row) => `${row.line} ${row.method} ${row.path} (${row.methods.join(', ')})`)).toEqual([]);
  });
});
