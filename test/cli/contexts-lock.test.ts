// The contexts file's lock: a lock left by a wdp that died is taken over at once, even when its pid now names another,
// live process; a live writer's lock is waited for; a lock whose writer cannot be told is taken over once it is older
// than a write takes. Waits run on a clock of the test's that moves only when the writer pauses.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withLock } from '../../src/cli/settings/lock.js';
import { bare } from '../helpers/bare-cli.js';
import { useCli } from './harness.js';

const cli = useCli();
let child: ChildProcess | undefined;

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill();
    await once(child, 'exit');
  }
  child = undefined;
});

/** The pid of a live process that is no wdp: a node waiting on its stdin. */
async function unrelatedPid(): Promise<number> {
  const started = spawn(process.execPath, ['-e', 'process.stdin.resume()'], { stdio: ['pipe', 'ignore', 'ignore'] });
  child = started;
  await once(started, 'spawn');
  return started.pid ?? 0;
}

/** A clock that moves only when the writer pauses, and the pauses it made; `onPause` runs at each. */
function testClock(onPause: () => void = () => {}) {
  let now = Date.now();
  const pauses: number[] = [];
  const pause = async (ms: number) => {
    pauses.push(ms);
    now += ms;
    onPause();
  };
  return { pauses, now: () => now, pause, waited: () => pauses.reduce((sum, ms) => sum + ms, 0) };
}

const lockPath = () => join(cli.configDir, 'contexts.json.lock');

/** A live writer of this process holding the lock until `release()`; resolves once it holds it. */
async function holdLock() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const taken = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const holder = withLock(lockPath(), async () => {
    holding();
    await held;
  });
  await taken;
  return { holder, release };
}
/** The lock a wdp that died left, its pid now another process's: its own start time (clock ticks after boot). */
const deadWdpLock = (pid: number) => `${pid} 1\n`;

describe('the contexts file lock', () => {
  it("takes over at once a lock naming a live process that did not write it (a dead wdp's pid, reused)", async () => {
    await writeFile(lockPath(), deadWdpLock(await unrelatedPid()));
    const clock = testClock();
    expect(await withLock(lockPath(), async () => 'written', clock)).toBe('written');
    expect(clock.pauses).toEqual([]);
    await expect(readFile(lockPath())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lets wdp context create write past such a lock', async () => {
    await writeFile(lockPath(), deadWdpLock(await unrelatedPid()));
    const result = await cli.wdp(['context', 'create', 'dev', '--base-url', 'https://x.example.com'], { env: bare });
    expect(result).toMatchObject({ code: 0, stdout: '' });
    const file = JSON.parse(await readFile(join(cli.configDir, 'contexts.json'), 'utf8'));
    expect(file.contexts.dev).toEqual({ baseUrl: 'https://x.example.com' });
  });

  it("waits for a live writer's lock, and takes it over once it is older than a write takes (10 s)", async () => {
    const { holder, release } = await holdLock();
    const clock = testClock();
    expect(await withLock(lockPath(), async () => 'written', clock)).toBe('written');
    expect(clock.waited()).toBeGreaterThan(9_000); // the lock's age on the test's clock, not time that passed
    expect(clock.waited()).toBeLessThan(20_000); // before the writer gives up
    release();
    await holder;
  });

  it('takes over a lock without a start time (an older wdp wrote it) once it is 10 s old, not before', async () => {
    await writeFile(lockPath(), `${await unrelatedPid()}\n`);
    const clock = testClock();
    expect(await withLock(lockPath(), async () => 'written', clock)).toBe('written');
    expect(clock.waited()).toBeGreaterThan(9_000);
    expect(clock.waited()).toBeLessThan(20_000);
  });

  it('waits for a live writer that releases the lock, taking it then', async () => {
    const { holder, release } = await holdLock();
    const clock = testClock(() => release());
    const order: string[] = [];
    const writer = withLock(lockPath(), async () => order.push('writer'), clock);
    await holder.then(() => order.push('holder done'));
    await writer;
    expect(order).toEqual(['holder done', 'writer']);
    expect(clock.pauses.length).toBeGreaterThan(0);
  });
});
