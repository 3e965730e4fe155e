// Which files a PATH names: the file itself, or every .yml/.yaml file under a folder (hidden ones aside).
import { readdir, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { UsageError } from '../program/exit.js';

/** The YAML files to read, in name order, and the other files seen (skipped with a note). */
export interface Walked {
  files: string[];
  skipped: string[];
}

const yamlExtensions = new Set(['.yml', '.yaml']);

/**
 * The files of PATH (relative to `cwd`, and named as given): a file as it is (whatever its name), a folder walked
 * recursively, skipping hidden entries.
 */
export async function walk(path: string, cwd: string): Promise<Walked> {
  const info = await stat(resolve(cwd, path)).catch(() => undefined);
  if (!info) throw new UsageError(`No file or folder at ${path}; give a dataset or channel YAML file, or a folder.`);
  if (!info.isDirectory()) return { files: [path], skipped: [] };
  const walked: Walked = { files: [], skipped: [] };
  await walkFolder(path, cwd, walked);
  return walked;
}

async function walkFolder(folder: string, cwd: string, walked: Walked): Promise<void> {
  const entries = await readdir(resolve(cwd, folder), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await walkFolder(path, cwd, walked);
    else if (yamlExtensions.has(extname(entry.name).toLowerCase())) walked.files.push(path);
    else walked.skipped.push(path);
  }
}
