// Run by check-package.sh with the packed tarball: installs it into a scratch project under the OS temp dir, outside
// the repo, its dependencies linked from the repo's node_modules (no network), and runs two probes there, so that
// what they check is checked on the package as users install it: node-build-probe.mjs the Node build (resolution,
// ASCII, no model built at import, zod interop), claims-probe.mjs the promises of the guides the package ships, one
// module of claims/ (copied beside it) a guide area: what reaches a screen (cuts that never split a secret, control
// characters shown, encoded echoes redacted), what the SDK, the mock and the `wdp` bin refuse or send nothing for,
// and the figures the guides give, held on the installed bin and mock.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installTarball, runProbe } from './lib/tarball.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'wdp-sdk-node-build-'));
try {
  installTarball(scratch, resolve(process.argv[2] ?? ''));
  // claims-probe.mjs, run as scratch/probe.mjs, imports its modules from ./claims/.
  cpSync(fileURLToPath(new URL('claims', import.meta.url)), join(scratch, 'claims'), { recursive: true });
  for (const name of ['node-build-probe.mjs', 'claims-probe.mjs']) {
    const probe = runProbe(scratch, name);
    process.stdout.write(probe.stdout);
    if (probe.status !== 0) {
      console.error(`node build: FAIL: ${name} failed:\n${`${probe.stdout}${probe.stderr}`.trim()}`);
      process.exitCode = 1;
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
