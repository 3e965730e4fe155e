// The package as users get it, for the checks that run on it: the tarball `npm pack` makes (its prepack script
// builds dist/ first), and a scratch project with it installed the way npm installs it, but without a registry:
// unpacked into node_modules/wdp-sdk, its dependencies linked from the repository's node_modules, its bin linked
// into node_modules/.bin. (The consumer projects of scripts/consumers/ install it with npm itself.)
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The lock every build of dist/ in this checkout is taken under (builds running at once would clobber it), named after
 * the checkout's path: another clone on the machine builds its own dist/ without waiting for this one.
 */
export const buildLock = join(
  tmpdir(),
  `wdp-build-${createHash('sha256').update(root).digest('hex').slice(0, 16)}.lock`,
);

/**
 * The variable that names a tarball already packed from this tree, which packTarball then copies instead of packing
 * again: .ci/run packs once for npm test's package step, the runtime matrix and the rest (each pack is a whole build).
 */
const packedVariable = 'WDP_SDK_PACKED_TARBALL';

/**
 * Packs the package into `into` and returns the tarball's path. The build runs under `buildLock` (with flock, where
 * the machine has it), so that it never races another build of dist/; a build that holds the lock for 15 minutes
 * fails the pack, rather than a caller that holds the lock itself waiting for ever. With `packedVariable` set, the
 * tarball it names is copied into `into` instead.
 */
export function packTarball(into) {
  const packed = process.env[packedVariable];
  if (packed) {
    const copy = join(into, basename(packed));
    copyFileSync(packed, copy);
    return copy;
  }
  const pack = ['npm', 'pack', '--silent', '--pack-destination', into];
  const options = { cwd: root, encoding: 'utf8', maxBuffer: 16 << 20 };
  const busy = 75; // flock's exit code when the lock stays taken
  let run = spawnSync('flock', ['--nonblock', '--conflict-exit-code', `${busy}`, buildLock, ...pack], options);
  if (run.error)
    run = spawnSync(pack[0], pack.slice(1), options); // no flock on this machine
  else if (run.status === busy) {
    console.error(`waiting for the build lock ${buildLock} (another build of dist/ is running)`);
    run = spawnSync('flock', ['--wait', '900', '--conflict-exit-code', `${busy}`, buildLock, ...pack], options);
    if (run.status === busy)
      throw new Error(`the build lock ${buildLock} stayed taken for 15 minutes; give a tarball instead of packing`);
  }
  if (run.status !== 0) {
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
    throw new Error(`npm pack failed (its prepack script builds the package: npm run build):\n${output}`);
  }
  return join(into, run.stdout.trim().split('\n').at(-1) ?? '');
}

/**
 * Installs `tarball` into the project folder `dir` (made if missing): the package in node_modules/wdp-sdk, its
 * dependencies and the packages named in `link` (such as msw or @types/node) linked from the repository's
 * node_modules, and node_modules/.bin/wdp linked to the file its package.json names. Returns the package's folder
 * and its package.json.
 */
export function installTarball(dir, tarball, { link = [] } = {}) {
  const modules = join(dir, 'node_modules');
  const packageDir = join(modules, 'wdp-sdk');
  mkdirSync(packageDir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', packageDir, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  for (const name of [...Object.keys(manifest.dependencies ?? {}), ...link]) {
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), join(modules, name), 'dir');
  }
  if (manifest.bin?.wdp) {
    mkdirSync(join(modules, '.bin'), { recursive: true });
    symlinkSync(join('..', 'wdp-sdk', manifest.bin.wdp), join(modules, '.bin', 'wdp'));
  }
  return { packageDir, manifest };
}

/**
 * How long a probe may run before it counts as hung: the claims probe took 47 s beside four CPU hogs on two cores
 * (a few seconds alone), so a loaded machine gets several times that.
 */
const probeMs = 300_000;

/**
 * Runs the probe `scripts/<probe>` in `dir`, a project where the tarball is installed, as a user's own script there:
 * copied in as probe.mjs, so that its imports resolve to the installed package. Returns what node gave; a probe that
 * did not end within `probeMs` is stopped, and its stderr says so.
 */
export function runProbe(dir, probe) {
  copyFileSync(join(root, 'scripts', probe), join(dir, 'probe.mjs'));
  const run = spawnSync(process.execPath, ['probe.mjs'], { cwd: dir, encoding: 'utf8', timeout: probeMs });
  if (run.error?.code !== 'ETIMEDOUT') return run;
  return { ...run, status: 1, stderr: `${run.stderr ?? ''}\n${probe} did not end within ${probeMs / 1000} s` };
}
