// An exclusive lock on the contexts file, so that parallel writers (10 `wdp context create` at once) each read the
// file, change it and write it in turn, and none loses another's change. The lock file names its writer by pid and,
// where /proc tells it (Linux), by start time: a lock left by a wdp that died is taken over at once, even when its
// pid has been given to another process since.
import type { Stats } from 'node:fs';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { CliError } from '../program/exit.js';

/** How long a writer waits for the lock before giving up (sized for a loaded 2-core machine). */
const waitMs = 20_000;
/**
 * A lock older than this is stale, whoever it names. A writer holds it to read, change and write (fsync'd) one small
 * file: milliseconds, a few seconds on a loaded machine with a slow disk. Shorter than `waitMs`, so that a lock whose
 * writer cannot be told (no start time in it, or no /proc) is taken over by a writer that waits.
 */
const staleMs = 10_000;

/** The time and the pauses a writer waits by: the system's, or a test's. */
export interface LockClock {
  now(): number;
  pause(ms: number): Promise<void>;
}

const systemClock: LockClock = {
  now: () => Date.now(),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Runs `task` holding `path` (a lock file created with `wx`, naming this process), retrying with a bounded backoff;
 * a stale lock (its process gone, its pid another process's now, or older than 10 s) is taken over. The lock is
 * removed whatever `task` does.
 */
export async function withLock<T>(path: string, task: () => Promise<T>, clock = systemClock): Promise<T> {
  const deadline = clock.now() + waitMs;
  const owner = await ownText();
  for (let attempt = 0; ; attempt += 1) {
    const handle = await open(path, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return undefined;
      throw new CliError(`Cannot lock the contexts file (${path}): ${error.message}`);
    });
    if (handle) {
      try {
        await handle.writeFile(owner);
      } finally {
        await handle.close();
      }
      try {
        return await task();
      } finally {
        await rm(path, { force: true });
      }
    }
    const old = await stale(path, clock.now());
    if (old) {
      // Only the lock judged stale: a live writer may have taken a new one since (same path, another text or inode).
      const now = await stat(path).catch(() => undefined);
      const text = await readFile(path, 'utf8').catch(() => undefined);
      if (now?.ino === old.info.ino && now.mtimeMs === old.info.mtimeMs && text === old.text)
        await rm(path, { force: true });
      continue;
    }
    if (clock.now() > deadline)
      throw new CliError(`The contexts file is locked by another wdp (${path}); if none runs, delete that file.`);
    await clock.pause(Math.min(5 * 2 ** attempt, 200) * (0.5 + Math.random()));
  }
}

/** The lock's file and text when its writer is gone: it is old, or the process it names is not its writer. */
async function stale(path: string, now: number): Promise<{ info: Stats; text: string } | undefined> {
  const info = await stat(path).catch(() => undefined);
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (!info || text === undefined) return undefined;
  if (now - info.mtimeMs > staleMs) return { info, text };
  // Anything else (an empty lock whose writer is writing it, a hand-made one) is judged by its age alone.
  const named = /^([1-9]\d*)(?: (\d+))?\n$/.exec(text);
  if (!named) return undefined;
  return (await writes(Number(named[1]), named[2])) ? undefined : { info, text };
}

/** Whether the process `pid` runs and, when the lock gave its start time, is the one that started then. */
async function writes(pid: number, start: string | undefined): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false; // EPERM: it runs, as another user
  }
  if (start === undefined) return true;
  const now = await startTime(pid);
  return now === undefined || now === start;
}

let own: Promise<string> | undefined;

/** The text of this process's locks: its pid and, where /proc tells it, its start time. */
function ownText(): Promise<string> {
  own ??= startTime(process.pid).then((start) => `${process.pid}${start === undefined ? '' : ` ${start}`}\n`);
  return own;
}

/** When a process started, in clock ticks after boot (field 22 of /proc/PID/stat); undefined without /proc. */
async function startTime(pid: number): Promise<string | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // Field 2, the command name, may hold spaces and parentheses: fields are counted from its closing one.
  const start = text?.slice(text.lastIndexOf(')') + 2).split(' ')[19];
  return start !== undefined && /^\d+$/.test(start) ? start : undefined;
}
