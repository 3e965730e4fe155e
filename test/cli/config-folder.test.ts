// The folder of the contexts file: made with each parent it lacks, one level at a time, mode 0700, and a folder
// that cannot be made (under /proc, where Node's recursive mkdir spins for ever; under a file) is a CliError that
// names it and says what to do. wdp as a process on such a folder is in process.test.ts.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeConfigFolder } from '../../src/cli/settings/config-folder.js';

let scratch = '';
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'wdp-config-folder-'));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const advice = 'or set WDP_CONFIG_DIR to a folder you can write.';

describe('makeConfigFolder', () => {
  it('makes the folder and each missing parent, mode 0700, and leaves one that is there as it is', async () => {
    const dir = join(scratch, 'a', 'b', 'wdp');
    await makeConfigFolder(dir);
    for (const folder of [join(scratch, 'a'), join(scratch, 'a', 'b'), dir]) {
      const made = await stat(folder);
      expect(made.isDirectory()).toBe(true);
      if (process.platform !== 'win32') expect(made.mode & 0o777).toBe(0o700);
    }
    await mkdir(join(scratch, 'open'), { mode: 0o755 });
    await makeConfigFolder(join(scratch, 'open'));
    if (process.platform !== 'win32') expect((await stat(join(scratch, 'open'))).mode & 0o777).toBe(0o755);
  });

  it('refuses a path through a file, naming the file', async () => {
    const file = join(scratch, 'plain');
    await writeFile(file, '');
    for (const dir of [file, join(file, 'wdp')])
      await expect(makeConfigFolder(dir)).rejects.toThrow(
        `Cannot create the folder of the contexts file ${dir}: ${file} is a file, not a folder; ` +
          `move it away, ${advice}`,
      );
  });

  it('fails at once under /proc, naming the level that cannot be made', async () => {
    await expect(makeConfigFolder('/proc/nonexistent/x')).rejects.toThrow(
      "Cannot create the folder of the contexts file /proc/nonexistent/x: ENOENT: no such file or directory, mkdir '" +
        `/proc/nonexistent'; create it yourself, ${advice}`,
    );
  });
});
