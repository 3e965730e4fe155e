// The local side of `wdp files upload`: which files the arguments name, where each goes, and their bytes.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { UsageError } from '../../program/exit.js';

/** One local file to upload: its local name, its path in the workspace and its bytes (read as they are). */
export interface LocalUpload {
  local: string;
  path: string;
  content: Uint8Array;
}

/**
 * The files the arguments name: a file goes to `DIR/<its name>`; a folder's files (walked, in name order) go to
 * `DIR/<folder name>/<path inside the folder>`. Relative paths are read from `cwd`. An argument that names nothing
 * readable is a usage error.
 * @example await localUploads(['models', 'README.md'], 'dbt', process.cwd()) // dbt/models/orders.sql, dbt/README.md
 */
export async function localUploads(
  paths: readonly string[],
  dir: string | undefined,
  cwd: string,
): Promise<LocalUpload[]> {
  const prefix = (dir ?? '').split('/').filter(Boolean).join('/');
  const under = (name: string) => (prefix ? `${prefix}/${name}` : name);
  const uploads: LocalUpload[] = [];
  for (const local of paths) {
    const info = await stat(resolve(cwd, local)).catch((error: Error) => {
      throw new UsageError(`Cannot upload ${local}: ${error.message}`);
    });
    if (!info.isDirectory()) {
      uploads.push({ local, path: under(basename(resolve(cwd, local))), content: await readFile(resolve(cwd, local)) });
      continue;
    }
    const files = await walk(local, cwd);
    if (!files.length) throw new UsageError(`Nothing to upload: the folder ${local} holds no files.`);
    const name = basename(resolve(cwd, local));
    for (const file of files) {
      const inside = relative(local, file).split(sep).join('/');
      uploads.push({ local: file, path: under(`${name}/${inside}`), content: await readFile(resolve(cwd, file)) });
    }
  }
  return uploads;
}

/** The files under a folder, depth first in name order (symbolic links followed). */
async function walk(folder: string, cwd: string): Promise<string[]> {
  const files: string[] = [];
  const names = (await readdir(resolve(cwd, folder))).sort();
  for (const name of names) {
    const path = join(folder, name);
    if ((await stat(resolve(cwd, path))).isDirectory()) files.push(...(await walk(path, cwd)));
    else files.push(path);
  }
  return files;
}
