// An exclusive lock on the contexts file, so that parallel writers (10 `wdp context create` at once) each read the
// file, change it and write it in turn, and none loses another's change.
import type { Stats } from 'node:fs';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { CliError } from '../program/exit.js';

/** How long a writer waits for the lock before giving up (sized for a loaded 2-core machine). */
const waitMs = 20_000;
/** A lock older than this is stale (its writer died without removing it): a write takes milliseconds. */
const staleMs = 30_000;
/** A lock whose process is gone is stale once it is this old; a younger one may be a new writer's, same path. */
const deadWriterMs = 2_000;

/**
 * Runs `task` holding `path` (a lock file created with `wx`, holding the pid), retrying with a bounded backoff;
 * a stale lock (older than 30 s, or its process gone) is removed. The lock is removed whatever `task` does.
 */
export async function withLock<T>(path: string, task: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    const handle = await open(path, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return undefined;
      throw new CliError(`Cannot lock the contexts file (${path}): ${error.message}`);
    });
    if (handle) {
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      try {
        return await task();
      } finally {
        await rm(path, { force: true });
      }
    }
    const old = await stale(path);
    if (old) {
      // Only the lock judged stale: a live writer may have taken a new one since (same path, another inode).
      const now = await stat(path).catch(() => undefined);
      if (now?.ino === old.ino && now.mtimeMs === old.mtimeMs) await rm(path, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new CliError(`The contexts file is locked by another wdp (${path}); if none runs, delete that file.`);
    await pause(Math.min(5 * 2 ** attempt, 200) * (0.5 + Math.random()));
  }
}

/**
 * The lock's file when its writer is gone: the lock is old, or names a process that does not run and is older than a
 * write takes (a young lock whose pid has just exited may already be another writer's new lock: never judged stale).
 */
async function stale(path: string): Promise<Stats | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return undefined;
  const age = Date.now() - info.mtimeMs;
  if (age > staleMs) return info;
  if (age < deadWriterMs) return undefined;
  const pid = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? info : undefined;
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
