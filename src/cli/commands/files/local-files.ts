// The local side of `wdp files upload`: which files the arguments name, where each goes, and their bytes (read from
// disk as the request is sent, never held whole in memory).
import type { Stats } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { lstat, readdir, stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { UsageError } from '../../program/exit.js';

/** One local file to upload: its local name, its path in the workspace and its bytes (a Blob read from disk). */
export interface LocalUpload {
  local: string;
  path: string;
  content: Blob;
}

/** Something in an uploaded folder that was left out: a symbolic link or a file that is not a regular one. */
export interface SkippedFile {
  local: string;
  /** What it is: `symbolic link`, `FIFO`, `socket`, `device`. */
  reason: string;
}

/** The files to upload and what the folders held that was skipped. */
export interface LocalFiles {
  uploads: LocalUpload[];
  skipped: SkippedFile[];
}

/**
 * The files the arguments name: a file goes to `DIR/<its name>`; a folder's regular files (walked in name order,
 * without following symbolic links, which are skipped with FIFOs, sockets and devices) go to
 * `DIR/<folder name>/<path inside the folder>`. Relative paths are read from `cwd`. An argument that names nothing
 * readable, or no regular file, is a usage error.
 * @example await localUploads(['models', 'README.md'], 'dbt', process.cwd()) // dbt/models/orders.sql, dbt/README.md
 */
export async function localUploads(
  paths: readonly string[],
  dir: string | undefined,
  cwd: string,
): Promise<LocalFiles> {
  const prefix = (dir ?? '').split('/').filter(Boolean).join('/');
  const under = (name: string) => (prefix ? `${prefix}/${name}` : name);
  const found: LocalFiles = { uploads: [], skipped: [] };
  for (const local of paths) {
    const info = await stat(resolve(cwd, local)).catch((error: Error) => {
      throw new UsageError(`Cannot upload ${local}: ${error.message}`);
    });
    if (info.isFile()) {
      const name = basename(resolve(cwd, local));
      found.uploads.push({ local, path: under(name), content: await blobOf(local, cwd) });
      continue;
    }
    if (!info.isDirectory()) throw new UsageError(`Cannot upload ${local}: it is a ${kindOf(info)}, not a file.`);
    const files = await walk(local, cwd, found.skipped);
    if (!files.length) throw new UsageError(`Nothing to upload: the folder ${local} holds no files.`);
    const name = basename(resolve(cwd, local));
    for (const file of files) {
      const inside = relative(local, file).split(sep).join('/');
      found.uploads.push({ local: file, path: under(`${name}/${inside}`), content: await blobOf(file, cwd) });
    }
  }
  return found;
}

/** The regular files under a folder, depth first in name order; links and special files go to `skipped`. */
async function walk(folder: string, cwd: string, skipped: SkippedFile[]): Promise<string[]> {
  const files: string[] = [];
  const names = (await readdir(resolve(cwd, folder))).sort();
  for (const name of names) {
    const path = join(folder, name);
    const info = await lstat(resolve(cwd, path));
    if (info.isDirectory()) files.push(...(await walk(path, cwd, skipped)));
    else if (info.isFile()) files.push(path);
    else skipped.push({ local: path, reason: kindOf(info) });
  }
  return files;
}

function kindOf(info: Stats): string {
  if (info.isSymbolicLink()) return 'symbolic link';
  if (info.isFIFO()) return 'FIFO';
  if (info.isSocket()) return 'socket';
  if (info.isDirectory()) return 'folder';
  return 'device';
}

/** The file's bytes as a Blob that reads from disk when sent. */
function blobOf(local: string, cwd: string): Promise<Blob> {
  return openAsBlob(resolve(cwd, local)).catch((error: Error) => {
    throw new UsageError(`Cannot upload ${local}: ${error.message}`);
  });
}
