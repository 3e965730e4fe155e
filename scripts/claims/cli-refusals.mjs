// What docs/cli.md says the installed `wdp` bin refuses, with exit 2, before it sends or changes anything:
//   a service URL with a user name or password, from a variable, a context or `context create --base-url`, named
//   by where it comes from and never shown
//   a name that several resources share (a channel's), and a `name--variant` two plugins share (`plugins install`):
//   the id is asked for (the plugins' ids listed), and nothing is changed, deleted or installed
//   two of `--all`, `--limit` and `--page`
import assert from 'node:assert/strict';
import { Client } from 'wdp-sdk';
import { startMockServer } from 'wdp-sdk/mock';
import { promised } from './guides.mjs';
import { recordingService } from './recording-service.mjs';
import { wdp } from './wdp-bin.mjs';

/** Asserts a refusal: exit 2, and `said` (a pattern) on stderr. */
function refused(run, said, what) {
  assert.equal(run.code, 2, `${what} exits 2: ${run.stderr}`);
  assert.match(run.stderr, said, what);
}

/** cli.md: "URLs must be absolute `http(s)` URLs, without a user name or password ... A URL that breaks either". */
async function urlCredentials() {
  promised(
    'cli.md',
    'URLs must be absolute `http(s)` URLs, without a user name or password: the credentials are a token or an API ' +
      'key. A URL that breaks either rule, already in a context or a variable, is refused (exit 2) by every command ' +
      'that calls the service, which names where it comes from and never shows the URL.',
  );
  promised('cli.md', 'a password in a URL is masked too, and no error message holds them');
  const service = await recordingService();
  const password = 'hunter2-Pa55word';
  const url = service.url.replace('//', `//etl:${password}@`);
  const workspaces = ['api', 'GET', '/api/workspaces'];
  try {
    const runs = await Promise.all([
      wdp(workspaces, { baseUrl: url }),
      wdp(workspaces, { contexts: { contexts: { ci: { baseUrl: url } }, current: 'ci' } }),
      wdp(['context', 'create', 'ci', '--base-url', url]),
      wdp(workspaces, {
        baseUrl: service.url,
        env: { WDP_CLIENT_ID: 'id', WDP_CLIENT_SECRET: 'sec', WDP_TOKEN_URL: `ftp://id.example/t?sig=${password}` },
      }),
    ]);
    const where = [
      /^WDP_BASE_URL holds a user name or password/,
      /^The base-url of context ci holds/,
      /--base-url/,
      /^WDP_TOKEN_URL is no absolute http\(s\) URL; set WDP_TOKEN_URL to one/,
    ];
    for (const [n, run] of runs.entries()) {
      refused(run, where[n], `a URL refused (${where[n]})`);
      assert.ok(!run.stderr.includes(password), `the password is shown: ${run.stderr}`);
    }
    assert.deepEqual(service.received, [], 'nothing is sent to a URL with a password');
  } finally {
    await service.close();
  }
}

/** cli.md: a name several resources share, and a `name--variant` several plugins share, are usage errors. */
async function sharedNames() {
  promised(
    'cli.md',
    'A name that several resources share (exactly, or in any case when none has it exactly) is a usage error ' +
      '(exit 2) that asks for the id, and nothing is changed or deleted.',
  );
  promised(
    'cli.md',
    "A `name--variant` that several plugins share (a workspace's own plugin named as one of the Hub's) is a usage " +
      'error (exit 2) that lists their ids, and nothing is installed',
  );
  const mock = await startMockServer();
  try {
    const { workspaceId, owner } = mock.service.fixtures;
    const client = new Client({ baseUrl: mock.url, auth: owner.token });
    for (let n = 0; n < 2; n++) await client.channels.create(workspaceId, { name: 'Dup' });
    const available = (await client.dataPlugins.listAvailable(workspaceId)).items;
    const hubs = available.find((p) => p.name === 'tap-github' && p.variant === 'singer-io');
    assert.ok(hubs, 'the mock offers tap-github--singer-io');
    const own = await client.dataPlugins.create(workspaceId, {
      pluginType: 'EXTRACTOR',
      name: 'tap-github',
      variant: 'singer-io',
      settings: [],
    });
    const since = mock.service.admin.journal().length;
    const options = { baseUrl: mock.url, auth: owner.token, env: { WDP_WORKSPACE: workspaceId } };
    const [channel, plugin] = await Promise.all([
      wdp(['channels', 'delete', 'Dup'], options),
      wdp(['plugins', 'install', 'tap-github--singer-io'], options),
    ]);
    refused(channel, /^2 channels are named "Dup"; give the id instead\.\n$/, 'channels delete of a shared name');
    refused(plugin, /give the id of the one you mean/, 'plugins install of a shared name--variant');
    for (const id of [hubs.id, own.id])
      assert.ok(plugin.stderr.includes(`  ${id}\n`), `${id} listed: ${plugin.stderr}`);
    const writes = mock.service.admin
      .journal()
      .slice(since)
      .filter((entry) => entry.method !== 'GET');
    assert.deepEqual(writes, [], 'nothing is changed, deleted or installed');
  } finally {
    await mock.close();
  }
}

/** cli.md: "`--all`, `--limit` and `--page` each choose which items to show: two of them together are a usage ..." */
async function listFlagConflicts() {
  promised(
    'cli.md',
    '`--all`, `--limit` and `--page` each choose which items to show: two of them together are a usage error ' +
      '(exit 2)',
  );
  const service = await recordingService();
  try {
    const pairs = [
      ['--all', '--limit', '1'],
      ['--all', '--page', '1'],
      ['--limit', '1', '--page', '1'],
    ];
    const options = { baseUrl: service.url, env: { WDP_WORKSPACE: 'analytics' } };
    const runs = await Promise.all(pairs.map((flags) => wdp(['datasets', 'list', ...flags], options)));
    for (const [n, run] of runs.entries()) {
      const [first, second] = pairs[n].filter((flag) => flag.startsWith('--'));
      refused(run, new RegExp(`${first}.* cannot be used with .*${second}`), `${first} with ${second}`);
    }
    assert.deepEqual(service.received, [], 'two list flags send nothing');
  } finally {
    await service.close();
  }
}

export async function probe() {
  await urlCredentials();
  await sharedNames();
  await listFlagConflicts();
  return (
    'a URL with a password (variable, context, context create) or no http(s) URL (a token URL) exit 2, named, ' +
    'not shown, nothing sent; a shared ' +
    'channel name and name--variant exit 2, nothing changed; two of --all, --limit, --page exit 2, nothing sent'
  );
}
