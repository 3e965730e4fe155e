// Which of Firefox and WebKit the runtime matrix runs: those on PATH (WebKit only with a display); the others are
// named with the Debian package that gives them.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrowsers } from '../../scripts/runtimes/browsers.mjs';

let scratch: string;
/** A directory with an executable firefox-esr and WebKitWebDriver. */
let withBrowsers: string;
/** A directory with a `firefox` that is not executable. */
let notExecutable: string;
let empty: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'wdp-find-browsers-'));
  withBrowsers = join(scratch, 'bin');
  notExecutable = join(scratch, 'plain');
  empty = join(scratch, 'empty');
  await Promise.all([mkdir(withBrowsers), mkdir(notExecutable), mkdir(empty)]);
  for (const name of ['firefox-esr', 'WebKitWebDriver']) {
    await writeFile(join(withBrowsers, name), '#!/bin/sh\n');
    await chmod(join(withBrowsers, name), 0o755);
  }
  await writeFile(join(notExecutable, 'firefox'), 'not a program');
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('findBrowsers', () => {
  it('names the Debian package of each browser not on PATH', () => {
    expect(findBrowsers({ PATH: [empty, notExecutable].join(':'), DISPLAY: ':0' })).toEqual([
      { name: 'firefox', label: 'Firefox', hint: 'Debian: firefox-esr', path: undefined },
      { name: 'webkit', label: 'WebKit', hint: 'Debian: webkit2gtk-driver', path: undefined },
    ]);
  });

  it('finds the executables on PATH', () => {
    const [firefox, webkit] = findBrowsers({ PATH: [empty, withBrowsers].join(':'), WAYLAND_DISPLAY: 'wayland-0' });
    expect(firefox?.path).toBe(join(withBrowsers, 'firefox-esr'));
    expect(webkit?.path).toBe(join(withBrowsers, 'WebKitWebDriver'));
  });

  it('leaves WebKit out without a display, saying how to give it one', () => {
    const [, webkit] = findBrowsers({ PATH: withBrowsers });
    expect(webkit?.path).toBeUndefined();
    expect(webkit?.hint).toBe(
      `${join(withBrowsers, 'WebKitWebDriver')} found, but no display: run under xvfb-run (Debian: xvfb)`,
    );
  });
});
