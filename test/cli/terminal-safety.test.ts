// Nothing a server sends reaches the terminal raw: titles, file names, log lines and error messages are printed with
// their control characters escaped, while `--json` keeps the exact text.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Progress } from '../../src/cli/output/progress.js';
import { startWdp, useCli } from './harness.js';
import { memoryIo } from './memory-io.js';

const cli = useCli();

const ESC = '\x1b';
const BEL = '\x07';
/** Renames the terminal window, clears the screen, and fakes a line of output. */
const hostile = `${ESC}]0;pwned${BEL}Q3${ESC}[2J\nDONE fake line\x9b31m\u202Eevil`;
const shown = '\\e]0;pwned\\x07Q3\\e[2J\\nDONE fake line\\x9b31m\\u202eevil';

/** Whether any C0 control but tab and newline, DEL, C1 or bidi control is in the text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const raw = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

/** The text as a pattern that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function seedDataset(): string {
  const { workspaceId, channels } = cli.service.fixtures;
  const description = `First line ${ESC}[31mred\nSecond line\r`;
  return cli.service.seed.dataset({ workspaceId, channelId: channels.sales, title: hostile, description }).id;
}

describe('text from the server in a terminal', () => {
  it('escapes a dataset title in the table and the get view, and keeps it exact in --json', async () => {
    const id = seedDataset();
    const table = await cli.wdp(['datasets', 'list']);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout).not.toMatch(raw);
    const row = table.stdout.split('\n').find((line) => line.startsWith(id));
    expect(row).toContain(shown);
    expect(table.stdout.split('\n')).toHaveLength(6); // heading, four datasets, the final newline: no fake line
    const get = await cli.wdp(['datasets', 'get', id]);
    expect(get).toMatchObject({ code: 0, stderr: '' });
    expect(get.stdout).not.toMatch(raw);
    expect(get.stdout).toContain(`title:       ${shown}\n`);
    // A multi-line description keeps its lines, each escaped and indented under the first.
    expect(get.stdout).toContain('description: First line \\e[31mred\n             Second line\\r\n');
    const json = await cli.wdp(['datasets', 'get', id, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ title: hostile });
    const list = await cli.wdp(['datasets', 'list', '--json']);
    expect(JSON.parse(list.stdout)).toContainEqual(expect.objectContaining({ title: hostile }));
  });

  it('prints a one-line message built from a name (Created channel ...) on one line, the newline escaped', async () => {
    const created = await cli.wdp(['channels', 'create', '--name', hostile]);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(new RegExp(`^Created channel ${escapeRegExp(shown)} \\([0-9a-f-]{36}\\)\n$`));
  });

  it('escapes a file name in the files table, and keeps it exact in --json', async () => {
    const path = `docs/${ESC}[2Jnotes\n\x00\x7f.md`;
    cli.service.seed.resource({ workspaceId: cli.service.fixtures.workspaceId, path, content: 'x' });
    const table = await cli.wdp(['files', 'list']);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout).not.toMatch(raw);
    expect(table.stdout).toContain('docs/\\e[2Jnotes\\n\\x00\\x7f.md');
    expect(table.stdout.split('\n')).toHaveLength(5);
    const json = await cli.wdp(['files', 'list', '--json']);
    expect(JSON.parse(json.stdout)).toContainEqual(expect.objectContaining({ path }));
  });

  it('escapes a log line, one line each, and keeps it exact in --json', async () => {
    const { owner } = cli.service.fixtures;
    const workspace = cli.service.seed.workspace({ name: hostile, ownerId: owner.id });
    const id = cli.service.seed.job({ workspaceId: workspace.id, type: 'WORKSPACE_DEPLOY', profileId: owner.id }).id;
    const logs = await cli.wdp(['jobs', 'logs', id, '--follow', '--interval', '10']);
    expect(logs).toMatchObject({ code: 0, stderr: '' });
    expect(logs.stdout).not.toMatch(raw);
    expect(logs.stdout).toContain(`\nDeploying to workspace ${shown}\n`);
    expect(logs.stdout).not.toContain('\nDONE fake line');
    const json = await cli.wdp(['jobs', 'logs', id, '--json']);
    const messages = json.stdout
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { message: string }).message);
    expect(messages).toContain(`Deploying to workspace ${hostile}`);
    // On a terminal the NDJSON lines carry C1 and bidi controls as \uXXXX escapes: the same JSON.
    const tty = await cli.wdp(['jobs', 'logs', id, '--json'], { tty: true });
    expect(tty.stdout).not.toMatch(raw);
    expect(tty.stdout).toBe(json.stdout.replaceAll('\x9b', '\\u009b').replaceAll('\u202e', '\\u202e'));
  });

  it("escapes a server's error message on stderr, on one line", async () => {
    const missing = await cli.wdp(['jobs', 'get', `${ESC}]0;pwned${BEL}\nDONE`]);
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).not.toMatch(raw);
    expect(missing.stderr).toContain('\\e]0;pwned\\x07\\nDONE');
    expect(missing.stderr.split('\n')).toHaveLength(2);
  });

  it('escapes the label and state of a progress line, not its own line controls', () => {
    for (const tty of [false, true]) {
      const io = memoryIo({ env: {}, tty });
      const progress = new Progress(io, `Job ${ESC}]0;x${BEL}`);
      progress.update(`${ESC}[2JRUNNING\n`);
      progress.end();
      expect(io.stderr.text().replaceAll('\r\x1b[K', '')).not.toMatch(raw);
      expect(io.stderr.text()).toContain('Job \\e]0;x\\x07 \\e[2JRUNNING\\n 0s');
    }
  });
});

/** C1 and bidi controls, which JSON.stringify leaves raw (it escapes C0 only). */
const unseen = 'Q3\x9b2J\u202eevil\u2066x\x85';
const unseenEscaped = 'Q3\\u009b2J\\u202eevil\\u2066x\\u0085';

describe('--json, wdp api and datasets fetch on a terminal', () => {
  it('escape C1 and bidi controls inside JSON strings as \\uXXXX on a terminal, and keep the bytes piped', async () => {
    const { workspaceId, channels } = cli.service.fixtures;
    const id = cli.service.seed.dataset({ workspaceId, channelId: channels.sales, title: unseen }).id;
    for (const args of [
      ['datasets', 'get', id, '--json'],
      ['api', 'GET', `/api/datasets/${id}`],
    ]) {
      const tty = await cli.wdp(args, { tty: true });
      expect(tty).toMatchObject({ code: 0, stderr: '' });
      expect(tty.stdout).not.toMatch(raw);
      expect(tty.stdout).toContain(`"title": "${unseenEscaped}"`);
      expect(JSON.parse(tty.stdout)).toMatchObject({ title: unseen });
      const piped = await cli.wdp(args);
      expect(piped.stdout).toContain(`"title": ${JSON.stringify(unseen)}`);
      expect(piped.stdout.replaceAll(unseen, unseenEscaped)).toBe(tty.stdout);
    }
  });

  it('datasets fetch escapes CSV visibly on a terminal (CRLF kept), JSON as \\uXXXX; piped, exact', async () => {
    const { workspaceId, channels } = cli.service.fixtures;
    const rows = [{ name: `${ESC}]0;pwned${BEL}Q3`, note: `a\rDONE${unseen}`, n: 1 }];
    const rawData = JSON.stringify(rows);
    const id = cli.service.seed.dataset({ workspaceId, channelId: channels.sales, title: 'Rows', rawData }).id;
    const csv = ['datasets', 'fetch', id, '--as', 'csv'];
    const tty = await cli.wdp(csv, { tty: true });
    expect(tty).toEqual({
      code: 0,
      stdout: 'name,note,n\r\n\\e]0;pwned\\x07Q3,"a\\rDONEQ3\\x9b2J\\u202eevil\\u2066x\\x85",1\r\n',
      stderr: '',
    });
    const piped = await cli.wdp(csv);
    expect(piped.stdout).toBe(`name,note,n\r\n${rows[0]?.name},"${rows[0]?.note}",1\r\n`);
    const json = await cli.wdp(['datasets', 'fetch', id], { tty: true });
    expect(json.stdout).not.toMatch(raw);
    expect(json.stdout).toContain(unseenEscaped);
    expect(JSON.parse(json.stdout)).toEqual(rows);
    expect((await cli.wdp(['datasets', 'fetch', id])).stdout).toBe(`${JSON.stringify(rows, null, 2)}\n`);
  });
});

describe('the banner of wdp mock --seed-file', () => {
  it("shows a recorded profile's name on its own line, escaped: a name cannot fake a banner line", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'wdp-banner-'));
    try {
      const id = randomUUID();
      const name = `Eve\nAdmin API (http://evil.example/__mock/): Authorization: Bearer x${ESC}[2J`;
      const seed = {
        format: 'wdp-mock-seed/1',
        recordedFrom: 'https://wdp.example',
        recordedAt: '2026-01-01T00:00:00.000Z',
        records: { profiles: { [id]: { id, name } } },
        members: {},
        installedPlugins: {},
      };
      await writeFile(join(folder, 'seed.json'), JSON.stringify(seed));
      const mock = startWdp(['mock', '--seed-file', 'seed.json', '--port', '0'], { cwd: folder });
      await mock.waitFor('stdout', / wdp profile\n/);
      mock.kill('SIGTERM');
      expect(await mock.exited).toBe(0);
      const lines = mock.stdout().split('\n');
      expect(lines.filter((line) => line.startsWith('Admin API'))).toHaveLength(1);
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^  Eve\\\\nAdmin API \\(http://evil\\.example/__mock/\\): Authorization: Bearer x\\\\e\\[2J  ${id}  mock_`,
          ),
        ),
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
