import { accessSync, constants, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChromiumHost, findChromium, launchChromium } from './find-chromium.js';

let scratch: string;
/** A directory on PATH holding a fake `google-chrome-stable`. */
let systemDir: string;
/** A directory with no browser in it. */
let emptyDir: string;
/** An executable that exits at once: "found", but never a browser. */
let fakeChromium: string;

async function executable(path: string): Promise<string> {
  await writeFile(path, '#!/bin/sh\nexit 1\n');
  await chmod(path, 0o755);
  return path;
}

const linuxX64 = (env: NodeJS.ProcessEnv): ChromiumHost => ({ env, platform: 'linux', arch: 'x64' });

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'wdp-find-chromium-'));
  systemDir = join(scratch, 'bin');
  emptyDir = join(scratch, 'empty');
  await Promise.all([mkdir(systemDir), mkdir(emptyDir)]);
  await executable(join(systemDir, 'google-chrome-stable'));
  fakeChromium = await executable(join(scratch, 'my-chromium'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('findChromium', () => {
  it('uses CHROMIUM_PATH before a Chromium on PATH', async () => {
    const found = await findChromium(linuxX64({ CHROMIUM_PATH: fakeChromium, PATH: systemDir }));
    expect(found).toMatchObject({ executablePath: fakeChromium, source: 'CHROMIUM_PATH' });
  });

  it('fails with a message naming CHROMIUM_PATH when it is not an executable file', async () => {
    const bogus = join(scratch, 'no-such-chromium');
    await expect(findChromium(linuxX64({ CHROMIUM_PATH: bogus, PATH: systemDir }))).rejects.toThrow(
      `CHROMIUM_PATH is "${bogus}", which is not an executable file`,
    );
    await expect(findChromium(linuxX64({ CHROMIUM_PATH: scratch, PATH: systemDir }))).rejects.toThrow(
      /CHROMIUM_PATH .* not an executable file/,
    );
  });

  it('uses a system Chrome found on PATH before the packaged Chromium', async () => {
    const found = await findChromium(linuxX64({ PATH: [emptyDir, systemDir].join(':') }));
    expect(found).toMatchObject({ executablePath: join(systemDir, 'google-chrome-stable'), source: 'PATH' });
  });

  it('falls back on Linux x64 to the Chromium packaged in @sparticuz/chromium, ' +
    'unpacked with its libraries on LD_LIBRARY_PATH', async () => {
    const found = await findChromium(linuxX64({ PATH: emptyDir, LD_LIBRARY_PATH: '/opt/lib' }));
    expect(found.source).toMatch(/^@sparticuz\/chromium 143\.\d+\.\d+$/);
    expect(() => accessSync(found.executablePath, constants.X_OK)).not.toThrow();
    const [libraryPath, ...rest] = (found.env.LD_LIBRARY_PATH ?? '').split(':');
    expect(rest).toEqual(['/opt/lib']);
    expect(existsSync(join(libraryPath ?? '', 'libnss3.so'))).toBe(true);
  }, 120_000); // the first run unpacks ~60 MB of brotli: seconds, many more on a loaded machine

  it('fails with instructions, never a skip, where no browser can be had (Linux arm64, nothing on PATH)', async () => {
    const failure = findChromium({ env: { PATH: emptyDir }, platform: 'linux', arch: 'arm64' });
    await expect(failure).rejects.toThrow(
      new RegExp(
        String.raw`^No Chromium for the browser test: .*runs only on Linux x64 \(this is linux arm64\)\. ` +
          'Set CHROMIUM_PATH to a Chromium or Chrome binary, ' +
          String.raw`or install one \(Debian: sudo apt-get install -y chromium`,
      ),
    );
  });
});

describe('launchChromium', () => {
  it('fails naming the binary, where it came from and what to do when it does not start', async () => {
    const launch = launchChromium({ executablePath: fakeChromium, source: 'CHROMIUM_PATH', env: { PATH: emptyDir } });
    await expect(launch).rejects.toThrow(`Chromium from CHROMIUM_PATH (${fakeChromium}) did not start: `);
    await expect(launch).rejects.toThrow(/Set CHROMIUM_PATH to a Chromium or Chrome binary/);
  }, 120_000); // playwright starts the binary and waits for it to fail (up to the launch's own 60 s)
});
