// The examples are documentation that runs: each is run as a user runs it (a child process), against the in-process
// mock it starts itself, and against the loopback mock server of this test process (WDP_BASE_URL), so that a script
// drives the mock from another process. `quickstart` runs under tsx, as `npm run demo` runs it; the others run
// compiled once by esbuild (helpers/compiled.ts), which spares each run tsx compiling the SDK again.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { compiled } from '../helpers/compiled.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
/**
 * How long one example may run before it is killed (and its test fails with what it printed): about a second here,
 * which a loaded two-core machine can stretch many times over. Each test's limit leaves room for its runs.
 */
const RUN_MS = 60_000;

const modules = await compiled({
  'invite-a-colleague': 'examples/invite-a-colleague.ts',
  'pipeline-run': 'examples/pipeline-run.ts',
  'install-a-plugin': 'examples/install-a-plugin.ts',
  'publish-datasets': 'examples/publish-datasets.ts',
});
type Name = keyof typeof modules | 'quickstart';

/** Runs an example with only the given WDP_* variables set; resolves to its output (rejects on a non-zero exit). */
async function example(name: Name, env: Record<string, string> = {}): Promise<{ stdout: string; stderr: string }> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('WDP_')));
  const argv = name === 'quickstart' ? ['--import', 'tsx', 'examples/quickstart.ts'] : [modules[name]];
  return run(process.execPath, argv, { cwd: root, env: { ...inherited, ...env }, timeout: RUN_MS });
}

// Independent runs (each its own process and its own in-process mock): run side by side.
describe('each example, against the mock it starts in-process', { concurrent: true, timeout: 2 * RUN_MS }, () => {
  it('quickstart', async ({ expect }) => {
    const { stdout, stderr } = await example('quickstart');
    expect(stderr).toBe('');
    expect(stdout).toContain('Signed in as Ada Lovelace (@ada)');
    expect(stdout).toMatch(/Deployment COMPLETE \(exit code 0\)/);
  });

  it('invite-a-colleague', async ({ expect }) => {
    const { stdout, stderr } = await example('invite-a-colleague');
    expect(stderr).toBe('');
    expect(stdout).toContain('mallory@example.com: PENDING, from Ada Lovelace');
    expect(stdout).toContain('Withdrew the mistyped one: REVOKED');
    expect(stdout).toContain('mallory@example.com accepted the invitation to Analytics: ACCEPTED');
    expect(stdout).toMatch(/People of Analytics now:\n(.*\n){3}\s+Mallory Jones \(@mallory\)/);
  });

  it('pipeline-run', async ({ expect }) => {
    const { stdout, stderr } = await example('pipeline-run');
    expect(stderr).toBe('');
    expect(stdout).toContain('A mistyped component is caught before saving: no data component extractors/tap-postgrse');
    expect(stdout).toContain('Created "Orders nightly" (PROVISIONING), scheduled "0 0 2 * * ?"');
    expect(stdout).toContain("tap-postgres | extractor | Beginning incremental sync of stream 'public-orders'");
    expect(stdout).toContain('The run ended COMPLETE (exit code 0)');
  });

  it('install-a-plugin', async ({ expect }) => {
    const { stdout, stderr } = await example('install-a-plugin');
    expect(stderr).toBe('');
    expect(stdout).toContain('tap-github by default as meltanolabs');
    expect(stdout).toContain('Installed extractors/tap-github--meltanolabs and configured it as extractors/tap-github');
    expect(stdout).toContain('Created the pipeline "GitHub issues": READY');
    expect(stdout).toContain('Ran it: COMPLETE (exit code 0)');
    expect(stdout).toMatch(/ {2}the run of \S+ synced \d+ records\n$/);
  });

  it('publish-datasets', async ({ expect }) => {
    const { stdout, stderr } = await example('publish-datasets');
    expect(stderr).toBe('');
    expect(stdout).toContain('NEW daily-users: "Daily users #growth" in Web analytics');
    expect(stdout).toContain('UPDATED daily-users: "Daily active users #growth" (same id: true)');
    expect(stdout).toMatch(/As CSV:\nreport_date,total_users\r\n2026-11-20,1204\r\n/);
    expect(stdout).toContain('Tagged #growth: Daily active users #growth');
  });
});

describe('scripts driving the mock server of another process', () => {
  let server: MockServer | undefined;
  beforeAll(async () => {
    // The clock moves 500 ms a request, so a job runs its course while the script polls.
    server = await startMockServer({ autoAdvanceMs: 500 });
  }, RUN_MS);
  afterAll(() => server?.close(), RUN_MS);

  const against = (server: MockServer): Record<string, string> => ({
    WDP_BASE_URL: server.url,
    WDP_TOKEN: server.service.fixtures.owner.token,
    WDP_WORKSPACE: server.service.fixtures.workspaceId,
    WDP_POLL_MS: '1',
  });

  // Two runs one after the other (the second reads what the first left in the mock).
  it('publishes a dataset, then creates and runs a pipeline and reads its log', { timeout: 3 * RUN_MS }, async () => {
    if (!server) throw new Error('the mock server did not start');
    const published = await example('publish-datasets', against(server));
    expect(published.stdout).toContain(`Connected to ${server.url}`);
    expect(published.stdout).toContain('UPDATED daily-users');
    const ran = await example('pipeline-run', against(server));
    expect(ran.stderr).toBe('');
    expect(ran.stdout).toContain("tap-postgres | extractor | Sync of stream 'public-orders' finished");
    expect(ran.stdout).toContain('The run ended COMPLETE (exit code 0)');
    // The state lives in this process's mock: what the scripts made is here.
    const { workspaceId } = server.service.fixtures;
    const client = new Client({ baseUrl: server.url, auth: server.service.fixtures.admin.token });
    expect((await client.datasets.getInWorkspace(workspaceId, 'daily-users')).title).toBe('Daily active users #growth');
    const pipelines = (await client.pipelines.list(workspaceId)).items.map((p) => p.label);
    expect(pipelines).toContain('Orders nightly');
  });

  it('installs a plugin and runs a pipeline of it; the install stays here', { timeout: 2 * RUN_MS }, async () => {
    if (!server) throw new Error('the mock server did not start');
    const { stdout, stderr } = await example('install-a-plugin', against(server));
    expect(stderr).toBe('');
    expect(stdout).toContain('Ran it: COMPLETE (exit code 0)');
    const { workspaceId, admin } = server.service.fixtures;
    const client = new Client({ baseUrl: server.url, auth: admin.token });
    const installed = (await client.dataPlugins.listForWorkspace(workspaceId)).items.map((p) => p.name);
    expect(installed).toContain('tap-github');
  });
});
