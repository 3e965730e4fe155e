// Writing a local file as `-o` does: a regular file whole or not at all (a temporary file beside it, renamed over it,
// keeping its mode), and a FIFO, a device or a `/dev/fd/N` written through, as a shell's `>` would.
import type { Stats } from 'node:fs';
import { chmod, type FileHandle, open, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CliError } from '../program/exit.js';

/**
 * Writes a file: an existing FIFO, device or socket, and any path under `/dev/` or `/proc/`, is opened and written
 * in place; anything else through a temporary file renamed over it, so a reader never sees half of it and a failed or
 * interrupted write leaves the old file as it was (the temporary file is removed). A symbolic link stays a link (its
 * target is replaced). The file gets `mode` if given (created with it, chmod-ed, synced before the rename), else the
 * mode of the file it replaces. A missing folder is a `CliError` that says so.
 */
export async function replaceFile<T>(
  path: string,
  write: (handle: FileHandle) => Promise<T>,
  mode?: number,
): Promise<T> {
  const info = await stat(path).catch(() => undefined);
  if (info?.isDirectory()) throw new CliError(`Cannot write ${path}: it is a folder; give a file name.`);
  if ((info && !info.isFile()) || /^\/(dev|proc)\//.test(path)) return writeThrough(path, write);
  const file = info ? await realpath(path) : path;
  return writeReplacing(file, write, mode ?? modeOf(info), mode !== undefined);
}

/** The permission bits of the file being replaced. */
function modeOf(info: Stats | undefined): number | undefined {
  return info === undefined ? undefined : info.mode & 0o7777;
}

async function writeThrough<T>(path: string, write: (handle: FileHandle) => Promise<T>): Promise<T> {
  const handle = await open(path, 'w');
  try {
    return await write(handle);
  } finally {
    await handle.close();
  }
}

async function writeReplacing<T>(
  path: string,
  write: (handle: FileHandle) => Promise<T>,
  mode: number | undefined,
  sync: boolean,
): Promise<T> {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  let handle: FileHandle | undefined;
  try {
    handle = await open(temporary, 'wx', mode);
    const result = await write(handle);
    if (sync) await handle.sync();
    await handle.close();
    handle = undefined;
    if (mode !== undefined) await chmod(temporary, mode);
    await rename(temporary, path);
    return result;
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw failure(error, temporary, path);
  }
}

/** The error to report: a missing folder said plainly, and the file's own name where the temporary one was. */
function failure(error: unknown, temporary: string, path: string): unknown {
  if (!(error instanceof Error)) return error;
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    return new CliError(`Cannot write ${path}: the folder ${dirname(path)} does not exist; create it first.`);
  error.message = error.message.replaceAll(temporary, path);
  return error;
}
