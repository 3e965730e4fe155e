// `wdp` keeps Node's compile cache (V8's compiled code of the modules it loads, reused by the next run) in Node's
// default place, the OS's temporary folder, on Node 22 and later; none on Node 20, which has no such cache; none
// when NODE_DISABLE_COMPILE_CACHE=1 turns it off; and none for a lone --version or --help, which bin.ts answers
// itself.
// The bundle runs with TMPDIR a fresh folder, so what it wrote there is all it wrote. `npm run test:node` runs it on
// Node 22, 24 and 26.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCli } from './harness.js';
import { spawnWdp } from './spawn-wdp.js';

const cli = useCli();
/** Node 22.8 added `module.enableCompileCache()`; the lines tested are 20, 22.23, 24 and 26. */
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const hasCompileCache = major > 22 || (major === 22 && minor >= 8);

let temporary: string;
beforeEach(async () => {
  temporary = await mkdtemp(join(tmpdir(), 'wdp-compile-cache-'));
});
afterEach(() => rm(temporary, { recursive: true, force: true }));

/** Runs the bundle with the fresh temporary folder and none of the compile cache's variables but `env`'s. */
async function run(args: string[], env: Record<string, string> = {}): Promise<void> {
  const settings = { WDP_CONFIG_DIR: cli.configDir, TMPDIR: temporary, TMP: temporary, TEMP: temporary };
  const unset = { NODE_COMPILE_CACHE: undefined, NODE_DISABLE_COMPILE_CACHE: undefined };
  const started = spawnWdp(args, { ...unset, ...settings, ...env });
  expect(await started.exited).toBe(0);
  expect(started.stderr()).toBe('');
}

/** The folders of the compile cache in the temporary folder that hold files (one per Node version and V8 flags). */
async function cached(): Promise<string[]> {
  const cache = join(temporary, 'node-compile-cache');
  if (!existsSync(cache)) return [];
  const folders = await readdir(cache);
  const counts = await Promise.all(folders.map(async (folder) => (await readdir(join(cache, folder))).length));
  return folders.filter((_, i) => (counts[i] ?? 0) > 0);
}

describe("wdp and Node's compile cache", { timeout: 120_000 }, () => {
  it('a command keeps one in the temporary folder on Node 22 and later, none on Node 20', async () => {
    await run(['context', 'list', '--json']);
    const expected = hasCompileCache ? [expect.stringMatching(new RegExp(`^v${process.versions.node}-`))] : [];
    expect(await cached()).toEqual(expected);
  });

  it('keeps none with NODE_DISABLE_COMPILE_CACHE=1, nor for a lone --version or --help', async () => {
    await run(['context', 'list', '--json'], { NODE_DISABLE_COMPILE_CACHE: '1' });
    await run(['--version']);
    await run(['--help']);
    expect(await cached()).toEqual([]);
  });
});
