// `npm run build` for the measures that time dist/ (e, g), under the build lock every build of dist/ in this
// repository takes (scripts/lib/tarball.mjs), so that a bench never rebuilds dist/ under another build or pack.
import { execFileSync, spawnSync } from 'node:child_process';
import { buildLock } from '../../scripts/lib/tarball.mjs';
import { root } from './child.js';

/** Builds dist/ under the build lock (waiting for it up to 15 minutes), or without it where flock is missing. */
export function buildDist(): void {
  const build = ['npm', 'run', 'build'];
  const locked = spawnSync('flock', ['--wait', '900', buildLock, ...build], { cwd: root, stdio: 'ignore' });
  if (locked.error) execFileSync(build[0]!, build.slice(1), { cwd: root, stdio: 'ignore' });
  else if (locked.status !== 0) throw new Error(`npm run build failed (${locked.status}) under ${buildLock}`);
}
