// `-o` as a shell's `>` would: FIFOs, devices and `/dev/fd/N` written through, `-o -` to stdout, a replaced file's
// mode kept, a missing folder said plainly, SIGTERM cleaning up; and `files upload` of a folder never following a
// link. Each waits on an event (exit, a file appearing); the limits only bound a hang.
import { execFileSync } from 'node:child_process';
import { constants, watch } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, open, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cliBundle } from '../helpers/cli-bundle.js';
import { useLoopbacks } from '../helpers/loopback.js';
import { useCli } from './harness.js';
import { spawnWdp } from './spawn-wdp.js';

const cli = useCli();
const loopback = useLoopbacks();
let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wdp-files-safe-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const readme = '# Analytics';

/** Makes a FIFO with the system's mkfifo; false where there is none. */
function mkfifo(path: string): boolean {
  try {
    execFileSync('mkfifo', [path]);
    return true;
  } catch {
    return false;
  }
}

/**
 * `wdp files download README.md -o /dev/stdout` in a real process whose stdout is a pipe (`| cat`: Node's own stdio
 * are sockets, which /dev/fd cannot open), a FIFO to stat; "Saved" is printed only once the write succeeded.
 */
async function downloadToPipe(): Promise<void> {
  const piped = ['sh', '-c', '"$0" "$@" | cat', process.execPath, cliBundle];
  const child = spawnWdp(['files', 'download', 'README.md', '-o', '/dev/stdout'], cli.env(), piped);
  expect(await child.exited).toBe(0);
  expect(child.stdout()).toContain(readme);
  expect(child.stderr()).toMatch(/^Saved README\.md to \/dev\/stdout \(\d+ bytes\)\.\n$/);
}

describe('wdp files download -o', { timeout: 120_000 }, () => {
  it('writes through to a FIFO: the reader gets the bytes, the FIFO stays a FIFO, no file left beside it', async () => {
    const fifo = join(dir, 'pipe');
    // Without mkfifo, the same write-through is checked on a pipe the kernel made (stat calls it a FIFO too).
    if (!mkfifo(fifo)) return downloadToPipe();
    // Opened for reading without waiting for a writer, so wdp's open does not block, and this read never hangs.
    const reader = await open(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const result = await cli.wdp(['files', 'download', 'README.md', '-o', fifo]);
      expect(result).toMatchObject({ code: 0, stdout: '' });
      const { buffer, bytesRead } = await reader.read({ buffer: Buffer.alloc(64 * 1024) });
      expect(buffer.subarray(0, bytesRead).toString()).toContain(readme);
    } finally {
      await reader.close();
    }
    expect((await lstat(fifo)).isFIFO()).toBe(true);
    expect(await readdir(dir)).toEqual(['pipe']);
  });

  it('writes through to /dev/fd/N of a pipe (as `-o /dev/stdout` in a real process)', async () => {
    await downloadToPipe();
  });

  it('writes through to a character device: /dev/null is opened and written, never replaced', async () => {
    const before = await stat('/dev/null');
    const result = await cli.wdp(['files', 'download', 'README.md', '-o', '/dev/null', '--json']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({ path: 'README.md', file: '/dev/null', bytes: expect.any(Number) });
    const after = await stat('/dev/null');
    expect(after.isCharacterDevice()).toBe(true);
    expect({ ino: after.ino, rdev: after.rdev, mode: after.mode }).toEqual({
      ino: before.ino,
      rdev: before.rdev,
      mode: before.mode,
    });
    expect((await readdir('/dev')).filter((name) => name.startsWith('null.'))).toEqual([]);
  });

  it('-o - writes to stdout and makes no file named "-"', async () => {
    const files = await cli.wdp(['files', 'download', 'README.md', '-o', '-'], { cwd: dir });
    expect(files).toMatchObject({ code: 0, stderr: '' });
    expect(files.stdout).toContain(readme);
    const datasets = await cli.wdp(['datasets', 'list', '--json']);
    const [dataset] = JSON.parse(datasets.stdout) as Array<{ id: string }>;
    const fetched = await cli.wdp(['datasets', 'fetch', dataset?.id ?? '', '-o', '-'], { cwd: dir });
    expect(fetched.code).toBe(0);
    expect(fetched.stdout).not.toBe('');
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps the mode of the file it replaces (0600 stays 0600)', async () => {
    const file = join(dir, 'private.md');
    await writeFile(file, 'old');
    await chmod(file, 0o600);
    const result = await cli.wdp(['files', 'download', 'README.md', '-o', file]);
    expect(result.code).toBe(0);
    expect(await readFile(file, 'utf8')).toContain(readme);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('replaces the target of a symbolic link and keeps the link', async () => {
    await writeFile(join(dir, 'target.md'), 'old');
    await symlink('target.md', join(dir, 'link.md'));
    expect((await cli.wdp(['files', 'download', 'README.md', '-o', 'link.md'], { cwd: dir })).code).toBe(0);
    expect((await lstat(join(dir, 'link.md'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(dir, 'target.md'), 'utf8')).toContain(readme);
  });

  it('says a folder is missing, without a temporary file name (exit 1)', async () => {
    const file = join(dir, 'missing', 'out.md');
    const result = await cli.wdp(['files', 'download', 'README.md', '-o', file]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot write ${file}: the folder ${join(dir, 'missing')} does not exist; create it first.\n`,
    });
    const folder = await cli.wdp(['files', 'download', 'README.md', '-o', dir]);
    expect(folder).toEqual({ code: 1, stdout: '', stderr: `Cannot write ${dir}: it is a folder; give a file name.\n` });
  });

  it('on SIGTERM mid-download, removes its temporary file, keeps the old file and ends with 143', async () => {
    const server = await loopback((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.write('the first chunk of many'); // and the rest never comes
    });
    await writeFile(join(dir, 'out.bin'), 'old');
    const temporary = new Promise<void>((resolve) => {
      const watcher = watch(dir, (_event, name) => {
        if (!name?.endsWith('.tmp')) return;
        watcher.close();
        resolve();
      });
    });
    const env = {
      WDP_BASE_URL: server.url,
      WDP_TOKEN: 'not-a-secret',
      WDP_WORKSPACE: cli.env()['WDP_WORKSPACE'] ?? '',
    };
    const download = spawnWdp(['files', 'download', 'big.bin', '-o', join(dir, 'out.bin')], env);
    await temporary;
    download.child.kill('SIGTERM');
    expect(await download.exited).toBe(143);
    expect(download.stderr()).toBe('Terminated\n');
    expect(await readdir(dir)).toEqual(['out.bin']);
    expect(await readFile(join(dir, 'out.bin'), 'utf8')).toBe('old');
  });
});

describe('wdp files upload of a folder', () => {
  it('skips symbolic links and FIFOs, never following them, and reports them on stderr and in --json', async () => {
    await mkdir(join(dir, 'outside'));
    await writeFile(join(dir, 'outside', 'secret.txt'), 'not for upload');
    await mkdir(join(dir, 'models'));
    await writeFile(join(dir, 'models', 'a.sql'), 'select 1');
    await symlink(join(dir, 'outside', 'secret.txt'), join(dir, 'models', 'b-link.sql'));
    await symlink(join(dir, 'outside'), join(dir, 'models', 'c-folder'));
    const fifo = mkfifo(join(dir, 'models', 'd-fifo'));
    const skipped = [
      { file: join('models', 'b-link.sql'), reason: 'symbolic link' },
      { file: join('models', 'c-folder'), reason: 'symbolic link' },
      ...(fifo ? [{ file: join('models', 'd-fifo'), reason: 'FIFO' }] : []),
    ];
    const json = await cli.wdp(['files', 'upload', 'models', '--json'], { cwd: dir, role: 'admin' });
    expect(json.code).toBe(0);
    const output = JSON.parse(json.stdout) as { uploaded: Array<{ path: string }>; skipped: unknown[] };
    expect(output.uploaded.map(({ path }) => path)).toEqual(['models/a.sql']);
    expect(output.skipped).toEqual(skipped);
    const text = await cli.wdp(['files', 'upload', 'models'], { cwd: dir, role: 'admin' });
    expect(text).toEqual({
      code: 0,
      stdout: `Uploaded ${join('models', 'a.sql')} to models/a.sql\n`,
      stderr: skipped.map(({ file, reason }) => `Skipped ${file}: a ${reason}, not followed or read.\n`).join(''),
    });
    const list = await cli.wdp(['files', 'list', '--json']);
    expect(list.stdout).not.toContain('secret');
  });

  it('refuses a device named as an argument, before any request (exit 2)', async () => {
    const result = await cli.wdp(['files', 'upload', '/dev/null'], { role: 'admin' });
    expect(result).toEqual({ code: 2, stdout: '', stderr: 'Cannot upload /dev/null: it is a device, not a file.\n' });
  });
});
