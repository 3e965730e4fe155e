// Run by check-package.sh with the packed tarball: installs it into a scratch project under the OS temp dir,
// with its runtime dependencies and @types/node linked from the repo's node_modules (no network), and compiles
// consumer.mts and consumer.cts there with tsconfig.json: only the ES and Node libs, no DOM, and skipLibCheck
// off, so a DOM-only name in the published .d.ts (such as `BodyInit`) fails the check.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installTarball } from '../lib/tarball.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const tarball = resolve(process.argv[2] ?? '');

const scratch = mkdtempSync(join(tmpdir(), 'wdp-sdk-consumer-types-'));
try {
  installTarball(scratch, tarball, { link: ['@types/node'] });
  for (const file of ['tsconfig.json', 'consumer.mts', 'consumer.cts'])
    copyFileSync(join(here, file), join(scratch, file));

  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', scratch], {
    cwd: scratch,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) {
    console.error(`consumer types: FAIL: the packed types do not compile with only the ES and Node libs:`);
    console.error(`${result.stdout}${result.stderr}`.trim().replaceAll(`${scratch}/`, ''));
    process.exitCode = 1;
  } else {
    console.log('consumer types: the packed .d.ts and .d.cts type-check with only the ES and Node libs (no DOM)');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
