// Run by check-package.sh with the packed tarball: installs it into a scratch project under the OS temp dir, outside
// the repo, its dependencies linked from the repo's node_modules (no network), and runs node-build-probe.mjs there,
// so that what it checks of the Node build (resolution, ASCII, no model built at import, zod interop) is checked on
// the package as users install it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { installTarball, runProbe } from './lib/tarball.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'wdp-sdk-node-build-'));
try {
  installTarball(scratch, resolve(process.argv[2] ?? ''));
  const probe = runProbe(scratch, 'node-build-probe.mjs');
  process.stdout.write(probe.stdout);
  if (probe.status !== 0) {
    console.error(`node build: FAIL: the probe failed:\n${`${probe.stdout}${probe.stderr}`.trim()}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
