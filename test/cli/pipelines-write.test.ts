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
    expect(lines).toContainEqual(expect.stringMatching(/^bad\.yml:4: `timeout`: /));
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
