// Run by check-package.sh with the packed tarball: installs it into a scratch project under the OS temp dir,
// outside the repo so Node cannot find the repo's msw, with only its runtime dependencies linked from the
// repo's node_modules (no network). There `wdp-sdk/mock` must work without msw: handle, fetch and
// startMockServer, for import and require (mock-without-msw-probe.mjs), and a browser bundle of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { installTarball, runProbe } from './lib/tarball.mjs';

const tarball = resolve(process.argv[2] ?? '');
const advice = 'wdp-sdk/mock must not load msw: import it only from wdp-sdk/mock/msw (src/mock/msw.ts)';

const scratch = mkdtempSync(join(tmpdir(), 'wdp-sdk-no-msw-'));
try {
  await check();
} catch (error) {
  console.error(`mock without msw: FAIL: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

async function check() {
  const installed = installTarball(scratch, tarball).packageDir;
  if (resolvable(installed, 'msw'))
    fail(
      `msw is reachable from ${installed}, so this check would prove nothing; ` +
        `remove the node_modules/msw above ${scratch}`,
    );

  const probe = runProbe(scratch, 'mock-without-msw-probe.mjs');
  if (probe.status !== 0) {
    const output = `${probe.stdout}${probe.stderr}`.trim();
    fail(
      /Cannot find (package|module) 'msw'/.test(output)
        ? `wdp-sdk/mock needs msw again. ${advice}.\n${output}`
        : `the probe failed:\n${output}`,
    );
  }
  process.stdout.write(probe.stdout);

  const bundled = await build({
    stdin: { contents: "export * from 'wdp-sdk/mock';", resolveDir: scratch },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  }).catch((error) => error);
  if (bundled instanceof Error)
    fail(
      /Could not resolve "msw"/.test(bundled.message)
        ? `a browser bundle of wdp-sdk/mock needs msw again. ${advice}.\n${bundled.message}`
        : `bundling wdp-sdk/mock for a browser failed:\n${bundled.message}`,
    );
  console.log('mock without msw: a browser bundle of wdp-sdk/mock builds without msw');
}

function resolvable(from, name) {
  try {
    createRequire(join(from, 'package.json')).resolve(name);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  throw new Error(message);
}
