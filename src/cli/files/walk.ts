// Which files a PATH names: the file itself, or every .yml/.yaml file under a folder (hidden ones aside).
import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { UsageError } from '../exit.js';

/** The YAML files to read, in name order, and the other files seen (skipped with a note). */
export interface Walked {
  files: string[];
  skipped: string[];
}

const yamlExtensions = new Set(['.yml', '.yaml']);

/** The files of PATH: a file as it is (whatever its name), a folder walked recursively, skipping hidden entries. */
export async function walk(path: string): Promise<Walked> {
  const info = await stat(path).catch(() => undefined);
  if (!info) throw new UsageError(`No file or folder at ${path}; give a dataset or channel YAML file, or a folder.`);
  if (!info.isDirectory()) return { files: [path], skipped: [] };
  const walked: Walked = { files: [], skipped: [] };
  await walkFolder(path, walked);
  return walked;
}

async function walkFolder(folder: string, walked: Walked): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await walkFolder(path, walked);
    else if (yamlExtensions.has(extname(entry.name).toLowerCase())) walked.files.push(path);
    else walked.skipped.push(path);
  }
}
