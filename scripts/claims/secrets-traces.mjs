// What the installed package hands on to others, held to the guides' promise that it carries no credential:
//   observability.md  the tracing channel `wdp-sdk:request` "never holds a header, a body or a secret": every event of
//                     a create, a list, a failed get and a follow against the installed mock holds the table's
//                     fields only, and no token, header value, body text, query value or filled-in path
//   mock.md           a recording of `wdp mock --record URL --out FILE` in front of startMockServer, stopped with
//                     SIGINT as the guide does: no header, the token nowhere, a field named like a credential, a
//                     plugin's secret setting, a URL's password and a connection string's `Pwd=` all `****`
import assert from 'node:assert/strict';
import { tracingChannel } from 'node:diagnostics_channel';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'wdp-sdk';
import { createMockService, startMockServer } from 'wdp-sdk/mock';
import { guide, promised } from './guides.mjs';
import { startLimited } from './secrets-bin.mjs';

const headers = { 'x-api-key': 'Pr0beApiKey0123', cookie: 'session=Pr0beCookie0123', 'x-probe': 'Pr0beHeader0123' };

/** observability.md: every event of the channel it names holds the fields of its table, and no secret. */
async function traces() {
  promised('observability.md', 'It never holds a header, a body or a secret.');
  const text = guide('observability.md');
  const [, name] = /## Tracing: the `([^`]+)` channel/.exec(text) ?? [];
  const table = text.slice(
    text.indexOf('Each event of a call is given the same object'),
    text.indexOf('Every namespace'),
  );
  const fields = [...table.matchAll(/\| `(\w+)` +\|/g)].map(([, field]) => field);
  assert.ok(name && fields.includes('route'), 'observability.md names the channel and its fields');
  const events = [];
  const keep = (event) => (trace) =>
    events.push([event, JSON.stringify(trace, (_key, value) => (typeof value === 'function' ? undefined : value))]);
  const handlers = Object.fromEntries(['start', 'end', 'asyncStart', 'asyncEnd', 'error'].map((e) => [e, keep(e)]));
  const mock = createMockService();
  const { admin, workspaceId } = mock.fixtures;
  const body = { name: 'probe-traced', description: 'Pr0beBodyText0123', type: 'LIST' };
  const query = 'Pr0beQuery0123';
  tracingChannel(name).subscribe(handlers);
  try {
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: admin.token, fetch: mock.fetch, headers });
    const { id } = await client.channels.create(workspaceId, body);
    assert.ok((await client.channels.list(workspaceId, { size: 5 })).items.length > 0, 'the list has channels');
    const missing = await client.channels.get(admin.token).catch((error) => error);
    assert.equal(missing.status, 404, 'a channel named by the token is not found');
    await client.follow({ _links: { self: { href: `/api/channels/${id}?access_token=${query}` } } }, 'self');
    const hidden = [admin.token, ...Object.values(headers), ...Object.values(body).slice(0, 2), query, workspaceId, id];
    const operations = new Set();
    for (const [event, payload] of events) {
      const trace = JSON.parse(payload);
      operations.add(trace.operation);
      for (const key of Object.keys(trace)) assert.ok(fields.includes(key), `${event} holds ${key}: ${payload}`);
      for (const value of hidden) assert.ok(!payload.includes(value), `${event} holds ${value}: ${payload}`);
    }
    assert.deepEqual([...operations], ['channels.create', 'channels.list', 'channels.get', 'follow(self)']);
    return { name, events: events.length };
  } finally {
    tracingChannel(name).unsubscribe(handlers);
  }
}

/** The first line `wdp mock --record --json` writes, parsed; rejects if the run ends before writing it. */
const firstLine = async ({ child, ended }) => {
  const line = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
    });
    ended.then((run) => reject(new Error(`wdp mock --record ended first: ${JSON.stringify(run)}`)));
  });
  return JSON.parse(line);
};

/** Sends, through the recording proxy at `baseUrl`, requests that carry each kind of credential mock.md names. */
async function sendSecrets(baseUrl, { admin, workspaceId }, secrets) {
  const client = new Client({ baseUrl, auth: admin.token, retry: 0, headers });
  const workspace = await client.workspaces.get(workspaceId);
  assert.ok(workspace.deploymentSecret, 'an administrator reads the workspace secret');
  const description = `${admin.token} at ${secrets.url}; Server=db;Pwd=${secrets.pwd};`;
  await client.channels.create(workspaceId, { name: 'probe-recorded', description, type: 'LIST' });
  const query = { name: 'tap-github', variant: 'meltanolabs' };
  const [github] = (await client.dataPlugins.listAvailable(workspaceId, query)).items;
  await client.dataPlugins.install(workspaceId, github);
  // tap-github's `auth_token` is a secret setting of the mock's catalogue (kind PASSWORD).
  const properties = { auth_token: secrets.setting, repositories: '["acme/analytics"]' };
  await client.dataComponents.create(workspaceId, {
    name: 'extractors/tap-github',
    dataPlugin: 'tap-github',
    properties,
  });
  return [admin.token, workspace.deploymentSecret];
}

/** mock.md: what a recording holds, made by the installed `wdp mock --record` and stopped as the guide stops it. */
async function recording() {
  promised('mock.md', 'On Ctrl-C (or SIGTERM) it writes what the answers held to `--out`');
  promised('mock.md', /kill -INT \$proxy; wait \$proxy +# as Ctrl-C: writes recording\.json/);
  promised('mock.md', 'No credential reaches the file: - it holds no header;');
  promised('mock.md', 'is `****`, and so is every token or secret the proxy saw anywhere;');
  promised('mock.md', "a data component's, datastore's or pipeline's property is `****` when its plugin's setting is");
  const [, masked] =
    /a URL's password \(`([^`]+)`\), a connection string's `Pwd=\*\*\*\*;`/.exec(guide('mock.md')) ?? [];
  assert.ok(masked?.includes(':****@'), "mock.md shows a URL's password masked");
  const secrets = { url: masked.replace('****', 'Hunter2Pr0be'), pwd: 'PwdPr0be0123', setting: 'SettingPr0be0123' };
  const mock = await startMockServer();
  const folder = mkdtempSync(join(tmpdir(), 'wdp-claims-recording-'));
  const out = join(folder, 'recording.json');
  let proxy;
  try {
    proxy = startLimited(['mock', '--record', mock.url, '--port', '0', '--out', out, '--json']);
    const { baseUrl } = await firstLine(proxy);
    const seen = await sendSecrets(baseUrl, mock.service.fixtures, secrets);
    proxy.child.kill('SIGINT');
    const run = await proxy.ended;
    assert.deepEqual([run.code, run.signal], [0, null], `wdp mock --record, SIGINT: ${run.stderr}`);
    const { records } = JSON.parse(run.stdout.trim().split('\n').at(-1));
    assert.ok(records.channels > 0 && records.dataComponents > 0, `what it wrote: ${JSON.stringify(records)}`);
    assert.ok(!existsSync(`${out}.journal`), 'the journal is removed once the file is written');
    const file = readFileSync(out, 'utf8');
    assert.ok(file.includes('probe-recorded') && file.includes(masked), 'the channel is recorded, its URL masked');
    assert.match(file, /"auth_token": "\*\*\*\*"/, "the plugin's secret setting is ****");
    assert.match(file, /"deploymentSecret": "\*\*\*\*"/, 'a field named like a credential is ****');
    const hidden = [...seen, ...Object.values(secrets), ...Object.values(headers), 'Pr0be'];
    for (const value of hidden) assert.ok(!file.includes(value), `the recording holds ${value}`);
    assert.ok(!/authorization|bearer/i.test(file), 'the recording holds an Authorization header');
    return Object.keys(records).length;
  } finally {
    proxy?.child.kill('SIGKILL'); // when a check failed before its SIGINT; no-op once it ended
    await Promise.all([proxy?.ended, mock.close()]);
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function probe() {
  const { name, events } = await traces();
  const kinds = await recording();
  return (
    `${events} events on ${name} of a create, a list, a failed get and a follow: the table's fields only, no token, ` +
    `header, body, query value or path; a recording of ${kinds} kinds stopped with SIGINT holds no header, token, ` +
    'credential field, secret setting, URL password or Pwd='
  );
}
