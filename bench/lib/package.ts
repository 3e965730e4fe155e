// The package as users get it, for the bundles: the tarball `npm pack` makes, installed into a scratch project
// outside the repository by scripts/lib/tarball.mjs (as every check of the package installs it). Bundles are then
// built there from `import ... from 'wdp-sdk'`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { installTarball } from '../../scripts/lib/tarball.mjs';

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
 * Installs `tarball` into a new scratch project under the OS temp dir, its dependencies linked, not fetched, and the
 * packages named in `link` linked from the repository's node_modules too (such as openai, to compare with).
 */
export function installPackage(tarball: string, { link = [] as string[] } = {}): Installed {
  const dir = mkdtempSync(`${tmpdir()}/wdp-sdk-bundles-`);
  const { packageDir } = installTarball(dir, tarball, { link });
  const unpackedBytes = execFileSync('tar', ['-xzOf', tarball], { maxBuffer: 64 * 1024 * 1024 }).length;
  return { dir, packageDir, unpackedBytes, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
