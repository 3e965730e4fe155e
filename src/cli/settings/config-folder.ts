// The folder of the contexts file, made with each parent it lacks one level at a time. Node's recursive mkdir
// spins for ever, deaf to SIGTERM, where making a missing folder fails ENOENT though its parent is there, as under
// /proc (`WDP_CONFIG_DIR=/proc/nonexistent/x`); a level at a time, such a folder fails at once, and is named.
import { mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { CliError } from '../program/exit.js';

/** What is at a path: a folder, something else, or nothing (a path through a file is nothing too). */
async function kindOf(path: string): Promise<'folder' | 'other' | 'missing'> {
  try {
    return (await stat(path)).isDirectory() ? 'folder' : 'other';
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
    throw error;
  }
}

/** The error of a config folder that cannot be made: the folder, why, and what to do (`fix`, else make it). */
const cannotMake = (dir: string, why: string, fix = 'create it yourself') =>
  new CliError(
    `Cannot create the folder of the contexts file ${dir}: ${why}; ${fix}, or set WDP_CONFIG_DIR to a folder you ` +
      'can write.',
  );

/**
 * Makes the folder `dir` (mode 0700), and each parent it lacks, from the deepest one there down: as many steps as
 * the path has levels. A CliError names the folder and what failed when one cannot be made, or is not a folder.
 * @example await makeConfigFolder(configDir(env));
 */
export async function makeConfigFolder(dir: string): Promise<void> {
  const missing: string[] = [];
  try {
    for (let folder = resolve(dir); ; folder = dirname(folder)) {
      const kind = await kindOf(folder);
      if (kind === 'folder') break;
      if (kind === 'other') throw cannotMake(dir, `${folder} is a file, not a folder`, 'move it away');
      missing.unshift(folder);
      if (dirname(folder) === folder) break;
    }
    for (const folder of missing)
      await mkdir(folder, { mode: 0o700 }).catch(async (error: NodeJS.ErrnoException) => {
        // Made by another process meanwhile: as good as made here.
        if (error.code !== 'EEXIST' || (await kindOf(folder)) !== 'folder') throw error;
      });
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw cannotMake(dir, (error as Error).message);
  }
}
