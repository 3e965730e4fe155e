// `wdp mock --record URL` in front of the test file's mock, driven by `wdp` itself, then `wdp mock --seed-file` on
// what it wrote; and the inputs each refuses before listening.
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { parseMockSeed } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { listening } from '../helpers/loopback.js';
import { runWdp, startWdp, useCli } from './harness.js';
import { spawnWdp } from './spawn-wdp.js';

const cli = useCli();
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'wdp-mock-record-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

interface Replayed {
  baseUrl: string;
  workspaceId: string;
  tokens: Record<'owner' | 'admin' | 'member' | 'outsider', string>;
  users: Array<{ id: string; name: string; token: string }>;
}

describe('wdp mock --record, then --seed-file', () => {
  it('records what wdp reads through it, writes it on SIGTERM, and serves it back with fresh tokens', async () => {
    const out = join(folder, 'recording.json');
    const recording = startWdp(['mock', '--record', cli.server.url, '--out', out, '--port', '0']);
    await recording.waitFor('stdout', / wdp workspaces list\n/);
    const proxy = /through (http:\S+)\n/.exec(recording.stdout())?.[1] ?? '';
    expect(recording.stdout()).toBe(
      [
        `Recording ${cli.server.url} through ${proxy}`,
        `seed file: ${out} (written on Ctrl-C)`,
        'Try:',
        `  WDP_BASE_URL=${proxy} WDP_TOKEN=<your token> wdp workspaces list`,
        '',
      ].join('\n'),
    );
    for (const args of [
      ['workspaces', 'get', 'analytics'],
      ['channels', 'list'],
      ['pipelines', 'list'],
    ])
      expect(await cli.wdp(args, { env: { WDP_BASE_URL: proxy } })).toMatchObject({ code: 0 });
    expect((await cli.wdp(['channels', 'list'], { role: 'member', env: { WDP_BASE_URL: proxy } })).code).toBe(0);

    recording.kill('SIGTERM');
    expect(await recording.exited).toBe(0);
    expect(await listening(proxy)).toBe(false);
    expect(recording.stderr()).toBe(
      `Recording until Ctrl-C; credentials pass through to ${cli.server.url} and none is written.\n`,
    );
    const summary = recording.stdout().split('\n').at(-2) ?? '';
    expect(summary).toMatch(new RegExp(`^Wrote \\d+ records to ${out}: \\d+ profiles, 1 workspace, .*channels`));
    const text = await readFile(out, 'utf8');
    const { fixtures } = cli.service;
    for (const secret of [fixtures.owner.token, fixtures.member.token, 'whsec_mock_deploy'])
      expect(text).not.toContain(secret);

    const replay = startWdp(['mock', '--seed-file', out, '--port', '0', '--json']);
    await replay.waitFor('stdout', /\n/);
    const served = JSON.parse(replay.stdout()) as Replayed;
    expect(served.workspaceId).toBe(fixtures.workspaceId);
    expect(served.tokens.owner).toBe(served.users.find((user) => user.id === fixtures.owner.id)?.token);
    // Grace was seen only as the creator of a channel: a profile, with a token, but in no workspace.
    expect(served.users.map((user) => user.name).sort()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds']);
    const client = new Client({ baseUrl: served.baseUrl, auth: served.tokens.member, retry: 0 });
    const channels = await client.channels.list(fixtures.workspaceId);
    expect(channels.items.map((channel) => channel.id).sort()).toEqual(Object.values(fixtures.channels).sort());
    replay.kill('SIGINT');
    expect(await replay.exited).toBe(0);
  });

  it('prints the recorded profiles and their tokens in the banner of --seed-file', async () => {
    const out = join(folder, 'banner.json');
    const recording = startWdp(['mock', '--record', cli.server.url, '--out', out, '--port', '0', '--json']);
    await recording.waitFor('stdout', /\n/);
    const { baseUrl, recording: target } = JSON.parse(recording.stdout()) as { baseUrl: string; recording: string };
    expect(target).toBe(cli.server.url);
    expect((await cli.wdp(['workspaces', 'list'], { env: { WDP_BASE_URL: baseUrl } })).code).toBe(0);
    recording.kill('SIGINT');
    expect(await recording.exited).toBe(0);
    const [, last] = recording.stdout().trim().split('\n');
    expect(JSON.parse(last ?? '')).toEqual({ out, records: { profiles: 1, workspaces: 1 } });

    const replay = startWdp(['mock', '--seed-file', out, '--port', '0'], { cwd: folder });
    await replay.waitFor('stdout', / wdp profile\n/);
    const { owner } = cli.service.fixtures;
    expect(replay.stdout()).toMatch(
      new RegExp(
        "\\nRecorded profiles' tokens \\(the mock's own, not secrets\\):\\n" +
          `  Ada Lovelace  ${escape(owner.id)}  mock_[0-9a-f]{48}\\n`,
      ),
    );
    replay.kill('SIGTERM');
    expect(await replay.exited).toBe(0);
  });
});

describe('wdp mock --record of a service that writes its links on another origin (behind a gateway)', () => {
  it('says so on stderr, keeps the client on the proxy, and records what it read', async () => {
    const gateway = await startMockServer({ baseUrl: 'https://wdp.public.example' });
    try {
      const out = join(folder, 'gateway.json');
      const recording = startWdp(['mock', '--record', gateway.url, '--out', out, '--port', '0', '--json']);
      await recording.waitFor('stdout', /\n/);
      const { baseUrl } = JSON.parse(recording.stdout()) as { baseUrl: string };
      const { fixtures } = gateway.service;
      const client = new Client({ baseUrl, auth: fixtures.admin.token, retry: 0 });
      const workspace = await client.workspaces.get(fixtures.workspaceId);
      expect(workspace._links?.['self']).toMatchObject({ href: `${baseUrl}/api/workspaces/${fixtures.workspaceId}` });
      recording.kill('SIGINT');
      expect(await recording.exited).toBe(0);
      expect(recording.stderr()).toContain(
        `The service at ${gateway.url} writes its links on https://wdp.public.example; the recording proxy rebases ` +
          'those on itself too, and the seed file holds them relative.\n',
      );
      const text = await readFile(out, 'utf8');
      expect(text).not.toContain('wdp.public.example');
      expect(Object.keys(parseMockSeed(text).records.workspaces ?? {})).toEqual([fixtures.workspaceId]);
    } finally {
      await gateway.close();
    }
  });
});

describe('wdp mock --record killed before it could write (kill -9)', () => {
  it('keeps what it answered in FILE.journal; the next run to the same --out resumes and writes it', async () => {
    const out = join(folder, 'crashed.json');
    const killed = spawnWdp(['mock', '--record', cli.server.url, '--out', out, '--port', '0', '--json'], {});
    await killed.waitFor('stdout', /\n/);
    const { baseUrl } = JSON.parse(killed.stdout()) as { baseUrl: string };
    for (const args of [
      ['workspaces', 'get', 'analytics'],
      ['channels', 'list'],
    ])
      expect(await cli.wdp(args, { env: { WDP_BASE_URL: baseUrl } })).toMatchObject({ code: 0 });
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toBeNull();
    await expect(access(out)).rejects.toThrow(/ENOENT/);
    const journal = await readFile(`${out}.journal`, 'utf8');
    expect(journal).not.toContain(cli.service.fixtures.owner.token);

    const resumed = startWdp(['mock', '--record', cli.server.url, '--out', out, '--port', '0']);
    await resumed.waitFor('stderr', /Resuming the recording that .* kept of a run that did not end: \d+ answers;/);
    resumed.kill('SIGTERM');
    expect(await resumed.exited).toBe(0);
    const { records } = parseMockSeed(await readFile(out, 'utf8'));
    const { workspaceId, channels } = cli.service.fixtures;
    expect(records.workspaces?.[workspaceId]?.['name']).toBe('Analytics');
    expect(Object.keys(records.channels ?? {}).sort()).toEqual(Object.values(channels).sort());
    await expect(access(`${out}.journal`)).rejects.toThrow(/ENOENT/);
  });

  it('refuses to record another URL to an --out whose journal holds an unfinished recording (exit 1)', async () => {
    const out = join(folder, 'other.json');
    await writeFile(
      `${out}.journal`,
      `${JSON.stringify({ format: 'wdp-mock-journal/1', recordedFrom: 'https://a.example' })}\n`,
    );
    const result = await runWdp(['mock', '--record', 'https://b.example', '--out', out, '--port', '0']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain(
      `${out}.journal holds a recording of https://a.example that did not end: record that URL again to the same ` +
        'file to finish it, or move the journal away to start a new recording.',
    );
  });
});

describe('wdp mock --record and --seed-file refuse before serving', () => {
  it.each([
    [
      ['--record', 'https://wdp.example', '--seed-file', 'x.json'],
      '--record proxies to a service and serves no mock: it takes no --seed-file.',
    ],
    [
      ['--record', 'https://wdp.example', '--seed', '1'],
      '--record proxies to a service and serves no mock: it takes no --seed.',
    ],
    [['--out', 'x.json'], '--out names the seed file of --record; add --record URL.'],
    [
      ['--record', 'wdp.example'],
      '--record takes the absolute http(s) URL of the service to record, such as https://wdp.example.com; ' +
        'got "wdp.example".',
    ],
    [['--seed-file', 'missing.json'], 'Cannot read the seed file missing.json: ENOENT.'],
  ])('wdp mock %j: exit 2', async (args, message) => {
    expect(await runWdp(['mock', '--port', '0', ...args], { cwd: folder })).toEqual({
      code: 2,
      stdout: '',
      stderr: `${message}\n`,
    });
  });

  it('refuses a seed file that is not JSON, or of another format, naming the file', async () => {
    await writeFile(join(folder, 'broken.json'), '{ "format": ');
    await writeFile(join(folder, 'other.json'), JSON.stringify({ format: 'har/1.2' }));
    const broken = await runWdp(['mock', '--seed-file', 'broken.json'], { cwd: folder });
    expect(broken).toMatchObject({ code: 2, stdout: '' });
    expect(broken.stderr).toMatch(
      /^The seed file broken\.json cannot be served: A seed file must be JSON; this is not/,
    );
    const other = await runWdp(['mock', '--seed-file', 'other.json'], { cwd: folder });
    expect(other.stderr).toBe(
      'The seed file other.json cannot be served: format must be "wdp-mock-seed/1", the format this mock reads ' +
        '(record one with wdp mock --record URL); got "har/1.2".\n',
    );
  });

  it('refuses an --out in a folder that does not exist (exit 1)', async () => {
    const result = await runWdp(['mock', '--record', 'https://wdp.example', '--out', 'nowhere/x.json', '--port', '0'], {
      cwd: folder,
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `--out nowhere/x.json: the folder ${join(folder, 'nowhere')} does not exist; ` +
        'create it or pick another --out.\n',
    });
  });
});

/** A string as a literal part of a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
