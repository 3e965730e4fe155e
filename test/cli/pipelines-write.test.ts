// `wdp pipelines create | update | delete` from a YAML file: every problem of the file at its line and the data
// components checked before anything is sent; --dry-run asks the service and changes nothing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'wdp-pipelines-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Writes a pipeline file into the test's folder; `wdp` runs there. */
const file = (name: string, lines: string[]) => writeFile(join(folder, name), `${lines.join('\n')}\n`);
const wdp = (args: string[], input?: string) => cli.wdp(args, { cwd: folder, ...(input ? { input } : {}) });
/** The labels of the demo workspace's pipelines, as the mock holds them. */
const labels = () =>
  [...cli.service.store.pipelines.values()]
    .filter((p) => p.workspaceId === cli.service.fixtures.workspaceId)
    .map((p) => p.label)
    .sort();

const good = [
  'version: pipelines/v0.1',
  'label: Nightly orders',
  'dataComponents:',
  '  - extractors/tap-postgres',
  "schedule: '0 0 2 * * ?'",
  'timeout: 3600',
  'properties:',
  '  tap-postgres.port: 5432',
];

describe('wdp pipelines create', () => {
  it('creates the pipeline the file describes, and says how to see it configured', async () => {
    await file('nightly.yml', good);
    const result = await wdp(['pipelines', 'create', '-f', 'nightly.yml']);
    expect(result).toMatchObject({ code: 0 });
    const id = /^Created pipeline Nightly orders \(([0-9a-f-]{36})\): (PROVISIONING|READY)\n$/.exec(result.stdout)?.[1];
    expect(id, result.stdout).toBeDefined();
    expect(result.stderr).toBe(`See it configured with \`wdp pipelines get ${id}\`.\n`);
    const stored = cli.service.store.pipelines.get(id ?? '');
    expect(stored).toMatchObject({
      label: 'Nightly orders',
      dataComponents: ['extractors/tap-postgres'],
      schedule: '0 0 2 * * ?',
      timeout: 3600,
      properties: { 'tap-postgres.port': '5432' },
    });
  });

  it('--dry-run asks the service, prints the body with --json, and creates nothing', async () => {
    await file('nightly.yml', good);
    const before = labels();
    const text = await wdp(['pipelines', 'create', '-f', 'nightly.yml', '--dry-run']);
    expect(text).toEqual({
      code: 0,
      stdout:
        'Would create pipeline Nightly orders: running extractors/tap-postgres on schedule 0 0 2 * * ?; ' +
        'the service finds it valid.\n',
      stderr: 'Dry run: nothing was changed.\n',
    });
    const json = await wdp(['pipelines', 'create', '-f', 'nightly.yml', '--dry-run', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      label: 'Nightly orders',
      dataComponents: ['extractors/tap-postgres'],
      schedule: '0 0 2 * * ?',
      timeout: 3600,
      properties: { 'tap-postgres.port': '5432' },
    });
    expect(labels()).toEqual(before);
  });

  it('reports every problem of the file at its line (exit 2), sending nothing', async () => {
    await file('bad.yml', [
      'lable: Typo',
      'dataComponents: [a, a]',
      "schedule: '0 0 2 * *'",
      'timeout: soon',
      'properties:',
      '  nested: { a: 1 }',
      'title: Revenue #Q3',
    ]);
    const before = labels();
    const result = await wdp(['pipelines', 'create', '-f', 'bad.yml']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'bad.yml:7: warning: YAML reads `#Q3` as a comment and leaves it out; if it belongs to the value (a tag, say), ' +
        'quote the value',
    );
    expect(lines).toContain('bad.yml:6: setting `nested` must be text, a number or true/false; got a map');
    expect(lines).toContainEqual(
      expect.stringMatching(/^bad\.yml:1: unknown key `lable` \(did you mean `label`\?\); /),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^bad\.yml:7: unknown key `title`/));
    expect(lines).toContain('bad.yml:1: `label` is required');
    expect(lines).toContain('bad.yml:2: `dataComponents`: must not name a component twice');
    expect(lines).toContainEqual(expect.stringMatching(/^bad\.yml:3: `schedule`: must be /));
    expect(lines).toContainEqual('bad.yml:4: `timeout` must be a number; got text');
    expect(lines.at(-1)).toBe('Nothing was sent; fix the file and run again.');
    const numbers = lines.slice(1, -1).map((line) => Number(/^bad\.yml:(\d+):/.exec(line)?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b)); // in the order of the file
    expect(labels()).toEqual(before);
  });

  it('names the data components the workspace lacks (exit 1), creating nothing', async () => {
    await file('missing.yml', ['label: Missing', 'dataComponents: [extractors/tap-postgres, loaders/target-x]']);
    const before = labels();
    expect(await wdp(['pipelines', 'create', '-f', 'missing.yml'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `Workspace ${cli.service.fixtures.workspaceId} has no data component "loaders/target-x"; nothing was sent. ` +
        'See `wdp components list`, or create one with `wdp components create`.\n',
    });
    expect(labels()).toEqual(before);
  });

  it('says so when the file cannot be read (exit 2)', async () => {
    expect(await wdp(['pipelines', 'create', '-f', 'nope.yml'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Cannot read the pipeline file nope.yml: ENOENT.\n',
    });
  });
});

describe('wdp pipelines update and delete', () => {
  it('updates a pipeline by name from a file, then deletes it by label', async () => {
    await file('orders.yml', ['label: Orders ETL v2', 'dataComponents: [extractors/tap-postgres]']);
    const dry = await wdp(['pipelines', 'update', 'orders-etl', '-f', 'orders.yml', '--dry-run']);
    expect(dry).toMatchObject({ code: 0, stderr: 'Dry run: nothing was changed.\n' });
    expect(dry.stdout).toBe(
      'Would update pipeline Orders ETL: running extractors/tap-postgres on demand; the service finds it valid.\n',
    );
    expect(labels()).toContain('Orders ETL');
    const updated = await wdp(['pipelines', 'update', 'orders-etl', '-f', 'orders.yml', '--json']);
    expect(updated.code).toBe(0);
    const pipeline = JSON.parse(updated.stdout) as { id: string; label: string };
    expect(pipeline.label).toBe('Orders ETL v2');
    expect(labels()).toContain('Orders ETL v2');
    expect(await wdp(['pipelines', 'delete', 'orders etl v2'])).toEqual({
      code: 0,
      stdout: `Deleted pipeline Orders ETL v2 (${pipeline.id})\n`,
      stderr: '',
    });
    expect(labels()).not.toContain('Orders ETL v2');
  });
});

describe('wdp pipelines create: more of the file, help and names', () => {
  it('--help ends with an example and the form of a pipeline file', async () => {
    const help = await cli.wdp(['pipelines', 'create', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Example:\n  $ wdp pipelines create -f orders.yml --dry-run\n');
    expect(help.stdout).toContain('A pipeline file:\n  version: pipelines/v0.1');
    for (const leaf of ['update', 'delete'])
      expect((await cli.wdp(['pipelines', leaf, '--help'])).stdout).toContain(`Example:\n  $ wdp pipelines ${leaf} `);
  });

  it('refuses an empty or missing component list and wrong types, each at its line, before any request', async () => {
    await file('empty.yml', ['label: 42', 'dataComponents: []', 'schedule: "-"', 'properties: [a]']);
    await file('none.yml', ['label: None', 'dataComponents:', '  - extractors/tap-postgres', '  - 7']);
    const before = labels();
    expect(await wdp(['pipelines', 'create', '-f', 'empty.yml'])).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        'empty.yml:1: `label` must be text; got a number (quote it to make it text)',
        'empty.yml:2: `dataComponents` is empty; name at least one data component (see `wdp components list`)',
        'empty.yml:4: `properties` must be a map; got a list',
        'Nothing was sent; fix the file and run again.\n',
      ].join('\n'),
    });
    const none = await wdp(['pipelines', 'create', '-f', 'none.yml']);
    expect(none.stderr).toBe(
      'none.yml:4: `dataComponents[1]` must be text; got a number (quote it to make it text)\n' +
        'Nothing was sent; fix the file and run again.\n',
    );
    expect(labels()).toEqual(before);
  });

  it('takes `schedule: -` (no schedule), and the pipeline ends READY once configured', async () => {
    await file('manual.yml', ['label: Manual', 'dataComponents: [extractors/tap-postgres]', 'schedule: "-"']);
    const result = await wdp(['pipelines', 'create', '-f', 'manual.yml', '--json']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const created = JSON.parse(result.stdout) as { id: string; status: string; schedule: string };
    expect(created).toMatchObject({ status: 'PROVISIONING', schedule: '-' });
    cli.service.clock.advance(10_000); // its PIPELINE_CONFIG job ends
    const shown = await wdp(['pipelines', 'get', created.id]);
    expect(shown.stdout).toMatch(/^status: +READY$/m);
  });

  it('prints a label with control characters escaped, and exact with --json', async () => {
    await file('odd.yml', ['label: "Odd\\e[2J\\nlabel"', 'dataComponents: [extractors/tap-postgres]']);
    const text = await wdp(['pipelines', 'create', '-f', 'odd.yml']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Created pipeline Odd\\e\[2J\\nlabel \([0-9a-f-]{36}\): PROVISIONING\n$/);
    await file('odd.yml', ['label: "Odd\\e[2J\\nlabel 2"', 'dataComponents: [extractors/tap-postgres]']);
    const json = await wdp(['pipelines', 'create', '-f', 'odd.yml', '--json']);
    expect((JSON.parse(json.stdout) as { label: string }).label).toBe('Odd\u001b[2J\nlabel 2');
    expect(labels()).toEqual(expect.arrayContaining(['Odd\u001b[2J\nlabel', 'Odd\u001b[2J\nlabel 2']));
  });

  it('update and delete of a pipeline the workspace lacks fail with a hint (exit 1), changing nothing', async () => {
    await file('orders.yml', ['label: Orders', 'dataComponents: [extractors/tap-postgres]']);
    const before = labels();
    const hint =
      `No pipeline of workspace ${cli.service.fixtures.workspaceId} has the name or label "nope"; ` +
      'see `wdp pipelines list`.\n';
    expect(await wdp(['pipelines', 'update', 'nope', '-f', 'orders.yml'])).toEqual({
      code: 1,
      stdout: '',
      stderr: hint,
    });
    expect(await wdp(['pipelines', 'delete', 'nope'])).toEqual({ code: 1, stdout: '', stderr: hint });
    expect(labels()).toEqual(before);
  });
});

describe('pipeline files in wdp validate and wdp publish', () => {
  it('validate reads a file with `version: pipelines/v0.1` as a pipeline, offline, with its problems', async () => {
    await file('nightly.yml', good);
    await file('broken.yml', ['version: pipelines/v0.1', 'label: Broken', 'dataComponents: []', 'timeout: -1']);
    const offline = { cwd: folder, env: { WDP_CONFIG_DIR: folder } };
    const valid = await cli.wdp(['validate', 'nightly.yml'], offline);
    expect(valid).toEqual({ code: 0, stdout: '1 file valid: 0 channels, 0 datasets, 1 pipeline.\n', stderr: '' });
    const json = await cli.wdp(['validate', '.', '--json'], offline);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: false, files: 2, pipelines: 1 });
    const broken = await cli.wdp(['validate', 'broken.yml'], offline);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/^broken\.yml:4: `timeout`: /m);
  });

  it('publish skips a pipeline file, saying how to create it', async () => {
    await file('nightly.yml', good);
    const result = await wdp(['publish', '.', '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'Skipped nightly.yml: a pipeline file; create it with `wdp pipelines create -f nightly.yml`.\n',
    );
  });
});
