// Which files a PATH names: the file itself, or every .yml/.yaml file under a folder (hidden ones aside). A folder
// is read without leaving it: its symbolic links are not followed, and its FIFOs, sockets and devices not read.
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { UsageError } from '../program/exit.js';
import { kindOf } from './yaml-text.js';

/** A file seen and left out, with why, as the note that tells it ends: `not a .yml or .yaml file`. */
export interface SkippedFile {
  file: string;
  reason: string;
}

/** The YAML files to read, in name order, and the other files seen (skipped with a note). */
export interface Walked {
  files: string[];
  skipped: SkippedFile[];
}

const yamlExtensions = new Set(['.yml', '.yaml']);

/**
 * The files of PATH (relative to `cwd`, and named as given): a file as it is (whatever its name; a link named on
 * the command line is followed), a folder walked recursively, skipping hidden entries, symbolic links and special
 * files.
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
    const file = join(folder, entry.name);
    if (entry.isDirectory()) await walkFolder(file, cwd, walked);
    else if (!yamlExtensions.has(extname(entry.name).toLowerCase()))
      walked.skipped.push({ file, reason: 'not a .yml or .yaml file' });
    else if (entry.isFile()) walked.files.push(file);
    else walked.skipped.push({ file, reason: unread(entry) });
  }
}

/** Why a YAML-named entry that is not a regular file is not read. */
function unread(entry: Dirent): string {
  // A link to a file inside the folder would be read twice, one outside it reads what was not meant to be published.
  if (entry.isSymbolicLink()) return 'a symbolic link, not followed (a folder is read without leaving it)';
  return `a ${kindOf(entry)}, not a regular file`;
}
