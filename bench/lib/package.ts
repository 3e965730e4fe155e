// The package as users get it: the tarball `npm pack` makes (its prepack script builds dist/ first), installed into
// a scratch project outside the repository with its dependencies linked from the repository's node_modules, as
// scripts/consumer-types/check.mjs installs it. Bundles are then built there from `import ... from 'wdp-sdk'`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './child.js';

/** The lock every build of dist/ in this repository is taken under (builds running at once would clobber it). */
export const buildLock = join(tmpdir(), 'wdp-build.lock');

/** A scratch project with the package installed: its directory, and what to call to remove it. */
export interface Installed {
  /** The project's directory: bundles resolve `wdp-sdk` from here. */
  readonly dir: string;
  /** `node_modules/wdp-sdk` in it. */
  readonly packageDir: string;
  /** The bytes of every file of the tarball, unpacked. */
  readonly unpackedBytes: number;
  readonly remove: () => void;
}

/**
 * Packs the package into `into` and returns the tarball's path. The build runs under `buildLock` (with flock, where
 * the machine has it), so that it never races another build of dist/.
 */
export function packPackage(into: string): string {
  const pack = ['npm', 'pack', '--silent', '--pack-destination', into];
  const options = { cwd: root, encoding: 'utf8' } as const;
  const busy = 75; // flock's exit code when the lock stays taken
  let run = spawnSync('flock', ['--nonblock', '--conflict-exit-code', `${busy}`, buildLock, ...pack], options);
  if (run.error)
    run = spawnSync(pack[0] as string, pack.slice(1), options); // no flock on this machine
  else if (run.status === busy) {
    // Another build holds the lock: wait for it, within a bound (a caller that holds it itself would wait forever).
    console.log(`waiting for the build lock ${buildLock} (another build of dist/ is running)`);
    run = spawnSync('flock', ['--wait', '900', '--conflict-exit-code', `${busy}`, buildLock, ...pack], options);
    if (run.status === busy)
      throw new Error(`the build lock ${buildLock} stayed taken for 15 minutes; give a tarball instead of packing`);
  }
  if (run.status !== 0)
    throw new Error(`npm pack failed (its prepack script builds the package: npm run build):\n${run.stderr}`);
  const name = run.stdout.trim().split('\n').at(-1) ?? '';
  return join(into, name);
}

/** Installs `tarball` into a new scratch project under the OS temp dir, its dependencies linked, not fetched. */
export function installPackage(tarball: string): Installed {
  const dir = mkdtempSync(join(tmpdir(), 'wdp-sdk-bundles-'));
  const packageDir = join(dir, 'node_modules', 'wdp-sdk');
  mkdirSync(packageDir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', packageDir, '--strip-components=1']);
  const { dependencies = {} } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(dependencies)) {
    mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
  }
  const unpackedBytes = execFileSync('tar', ['-xzOf', tarball], { maxBuffer: 64 * 1024 * 1024 }).length;
  return { dir, packageDir, unpackedBytes, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
