// What `wdp validate` (and so `wdp publish`, which reads files the same way) does with files that are not plain
// UTF-8 YAML of a sane size: FIFOs and other special files, symbolic links, files over the size cap, bytes that
// are not UTF-8, and a signal while it reads.
import { execFileSync } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdir, mkdtemp, open, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxYamlBytes } from '../../src/cli/specs/yaml-text.js';
import { runWdp, startWdp } from './harness.js';

const dataset = (title: string) => `version: datasets/v0.2\ntitle: ${title}\nquery: select 1\n`;
let dir = '';
const fifos: string[] = [];
const offline = () => ({ cwd: dir, env: { WDP_CONFIG_DIR: join(dir, 'no-config') } });

/** A FIFO made with mkfifo(1), released when the test ends (a reader blocked on it would keep the worker busy). */
async function mkfifo(path: string): Promise<void> {
  execFileSync('mkfifo', [path]);
  fifos.push(path);
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wdp-validate-files-'));
});
afterEach(async () => {
  // A writer that opens and closes at once gives any reader blocked in open() its end of file.
  for (const fifo of fifos.splice(0))
    await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).then(
      (handle) => handle.close(),
      () => undefined,
    );
  await rm(dir, { recursive: true, force: true });
});

describe('wdp validate: which files it reads', () => {
  it('refuses a FIFO named on the command line at once, naming it (exit 2), instead of waiting on it', async () => {
    await mkfifo(join(dir, 'pipe.yml'));
    const result = await runWdp(['validate', 'pipe.yml'], offline());
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Cannot read pipe.yml: it is a FIFO, not a regular file; wdp reads YAML only from regular files.\n',
    });
  });

  it('refuses a FIFO as the file of a write (-f) the same way, before any request', async () => {
    await mkfifo(join(dir, 'store.yml'));
    const result = await runWdp(['datastores', 'create', '-f', 'store.yml'], offline());
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Cannot read store.yml: it is a FIFO, not a regular file; wdp reads YAML only from regular files.\n',
    });
  });

  it("skips a folder's FIFOs and symbolic links with a note naming each, and reads its regular files", async () => {
    const outside = await mkdtemp(join(tmpdir(), 'wdp-validate-outside-'));
    try {
      await writeFile(join(outside, 'secret.yml'), dataset('Outside the folder'));
      await mkdir(join(dir, 'set'));
      await writeFile(join(dir, 'set', 'a.yml'), dataset('A'));
      await mkfifo(join(dir, 'set', 'b.yml'));
      await symlink(join(outside, 'secret.yml'), join(dir, 'set', 'c.yml'));
      const result = await runWdp(['validate', 'set'], offline());
      expect(result).toEqual({
        code: 0,
        stdout: '1 file valid: 0 channels, 1 dataset.\n',
        stderr:
          'Skipped set/b.yml: a FIFO, not a regular file.\n' +
          'Skipped set/c.yml: a symbolic link, not followed (a folder is read without leaving it).\n',
      });
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('refuses a file over the size cap before reading it, with its size and the cap', async () => {
    const big = join(dir, 'big.yml');
    await writeFile(big, dataset('Big'));
    const handle = await open(big, 'r+');
    await handle.truncate(maxYamlBytes + 1); // sparse: nothing of it is read
    await handle.close();
    const result = await runWdp(['validate', 'big.yml'], offline());
    expect(result).toEqual({
      code: 1,
      stdout:
        `big.yml:1: the file is ${maxYamlBytes + 1} bytes (4.0 MiB), over the ${maxYamlBytes} bytes (4 MiB) ` +
        'wdp reads from one file; split it into smaller files\n1 error in 1 file.\n',
      stderr: '',
    });
  });

  it('refuses a file that is not UTF-8, naming the byte offset and line of the first bad byte', async () => {
    const latin1 = Buffer.concat([Buffer.from('version: datasets/v0.2\ntitle: Caf'), Buffer.from([0xe9, 0x0a])]);
    await writeFile(join(dir, 'latin1.yml'), latin1);
    const result = await runWdp(['validate', 'latin1.yml', '--json'], offline());
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).problems).toEqual([
      {
        file: 'latin1.yml',
        line: 2,
        severity: 'error',
        message:
          'not UTF-8: the byte 0xE9 at offset 33 does not begin a valid UTF-8 character; ' +
          'save the file as UTF-8 (it may be Latin-1 or Windows-1252)',
      },
    ]);
  });

  it('ends on SIGTERM (exit 143) without reading on or printing a report', async () => {
    for (const name of ['a', 'b', 'c']) await writeFile(join(dir, `${name}.yml`), dataset(name));
    const running = startWdp(['validate', '.'], offline());
    running.kill('SIGTERM');
    expect(await running.exited).toBe(143);
    expect({ stdout: running.stdout(), stderr: running.stderr() }).toEqual({ stdout: '', stderr: 'Terminated\n' });
  });
});
