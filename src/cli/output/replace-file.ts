// Writing a local file whole or not at all: into a temporary file beside it, renamed over it once complete.
import { chmod, type FileHandle, open, rename, rm } from 'node:fs/promises';

/**
 * Writes a file through a temporary file renamed over it: a reader never sees half of it, and a failed or
 * interrupted write leaves the old file as it was (the temporary file is removed). With `mode`, the file is
 * created with it (and chmod-ed, which a umask cannot widen but a filesystem may) and synced before the rename.
 */
export async function replaceFile<T>(
  path: string,
  write: (handle: FileHandle) => Promise<T>,
  mode?: number,
): Promise<T> {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  let handle: FileHandle | undefined;
  try {
    handle = await open(temporary, 'wx', mode);
    const result = await write(handle);
    if (mode !== undefined) await handle.sync();
    await handle.close();
    handle = undefined;
    if (mode !== undefined) await chmod(temporary, mode);
    await rename(temporary, path);
    return result;
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}
