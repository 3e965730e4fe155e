import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time (ms) of any file below a directory, to tell whether a build is stale. */
export function newestMtime(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return latest;
}
