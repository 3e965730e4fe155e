import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wdp-files-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every byte value once: no text decoding survives it. */
const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

describe('wdp files list', () => {
  it("lists the workspace's files as a table, and as a JSON array", async () => {
    const table = await cli.wdp(['files', 'list']);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout.split('\n')).toEqual([
      'PATH               CONTENT TYPE     MODIFIED',
      expect.stringMatching(/^README\.md {10}text\/markdown {4}2024-03-01T09:00:\S+$/),
      expect.stringMatching(/^models\/orders\.sql {2}application\/sql {2}2024-03-01T09:00:\S+$/),
      '',
    ]);
    const json = await cli.wdp(['files', 'list', '--json']);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ path: 'README.md', contentType: 'text/markdown' }),
      expect.objectContaining({ path: 'models/orders.sql', contentType: 'application/sql' }),
    ]);
  });

  it('needs a workspace (exit 2)', async () => {
    const result = await cli.wdp(['files', 'list'], { env: { WDP_WORKSPACE: undefined } });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toContain('No workspace: pass -w/--workspace ID');
  });
});

describe('wdp files upload and download', () => {
  it('round-trips every byte value exactly, to stdout and to -o FILE', async () => {
    await writeFile(join(dir, 'all.bin'), allBytes);
    const uploaded = await cli.wdp(['files', 'upload', join(dir, 'all.bin'), '--to', 'assets'], { role: 'admin' });
    expect(uploaded).toEqual({ code: 0, stdout: `Uploaded ${join(dir, 'all.bin')} to assets/all.bin\n`, stderr: '' });
    const stdout = cli.start(['files', 'download', 'assets/all.bin']);
    expect(await stdout.exited).toBe(0);
    expect(stdout.stderr()).toBe('');
    expect(Buffer.compare(stdout.stdoutBytes(), allBytes)).toBe(0);
    const saved = join(dir, 'copy.bin');
    const toFile = await cli.wdp(['files', 'download', 'assets/all.bin', '-o', saved]);
    expect(toFile).toEqual({ code: 0, stdout: '', stderr: `Saved assets/all.bin to ${saved} (256 bytes).\n` });
    expect(Buffer.compare(await readFile(saved), allBytes)).toBe(0);
    const json = await cli.wdp(['files', 'download', 'assets/all.bin', '-o', saved, '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ path: 'assets/all.bin', file: saved, bytes: 256 });
  });

  it("uploads a folder's files under its name, each with its content type, in one request", async () => {
    await mkdir(join(dir, 'models', 'staging'), { recursive: true });
    await writeFile(join(dir, 'models', 'b.sql'), 'select 2');
    await writeFile(join(dir, 'models', 'staging', 'a.csv'), 'x,y\n1,2\n');
    await writeFile(join(dir, 'notes.md'), '# Notes');
    const result = await cli.wdp(['files', 'upload', 'models', 'notes.md', '--to', '/dbt/', '--json'], {
      cwd: dir,
      role: 'admin',
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const { uploaded, skipped } = JSON.parse(result.stdout) as {
      uploaded: Array<{ path: string; contentType: string }>;
      skipped: unknown[];
    };
    expect(skipped).toEqual([]);
    const published = uploaded.map(({ path, contentType }) => [path, contentType]);
    expect(published).toEqual([
      ['dbt/models/b.sql', 'application/sql'],
      ['dbt/models/staging/a.csv', 'text/csv'],
      ['dbt/notes.md', 'text/markdown'],
    ]);
    const text = await cli.wdp(['files', 'download', 'dbt/models/staging/a.csv']);
    expect(text).toEqual({ code: 0, stdout: 'x,y\n1,2\n', stderr: '' });
  });

  it('refuses a missing local file or an empty folder before any request (exit 2)', async () => {
    await mkdir(join(dir, 'empty'));
    const missing = await cli.wdp(['files', 'upload', 'nope.txt'], { cwd: dir });
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toMatch(/^Cannot upload nope\.txt: ENOENT: no such file or directory/);
    const empty = await cli.wdp(['files', 'upload', 'empty'], { cwd: dir });
    expect(empty).toEqual({ code: 2, stdout: '', stderr: 'Nothing to upload: the folder empty holds no files.\n' });
  });

  it('refuses two files that would land on the same path (exit 2)', async () => {
    await mkdir(join(dir, 'a'));
    await writeFile(join(dir, 'x.txt'), '1');
    await writeFile(join(dir, 'a', 'x.txt'), '2');
    const result = await cli.wdp(['files', 'upload', 'x.txt', 'a/x.txt'], { cwd: dir, role: 'admin' });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'InvalidArgumentError: The upload names "x.txt" twice; give each resource path once.\n',
    });
  });

  it('reports a file that does not exist, and a member who may not upload (exit 1)', async () => {
    const missing = await cli.wdp(['files', 'download', 'nope.txt', '-o', join(dir, 'out')]);
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toMatch(/^NotFoundError: Request failed with status code 404: GET .*\/resources\/nope\.txt/);
    await writeFile(join(dir, 'x.txt'), '1');
    const denied = await cli.wdp(['files', 'upload', 'x.txt'], { cwd: dir, role: 'member' });
    expect(denied).toMatchObject({ code: 1, stdout: '' });
    expect(denied.stderr).toMatch(/^PermissionDeniedError: Request failed with status code 403: POST /);
  });
});

describe('wdp files delete', () => {
  it('deletes a file; a second delete is a 404 (exit 1)', async () => {
    const deleted = await cli.wdp(['files', 'delete', 'models/orders.sql']);
    expect(deleted).toEqual({ code: 0, stdout: 'Deleted models/orders.sql\n', stderr: '' });
    const list = await cli.wdp(['files', 'list', '--json']);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ path: 'README.md' })]);
    const again = await cli.wdp(['files', 'delete', 'models/orders.sql', '--json']);
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toMatch(/^NotFoundError: Request failed with status code 404: DELETE /);
  });
});
