// Vitest global setup: bundles `wdp` (src/cli/bin.ts) once per run with esbuild, as tsup bundles it for the
// package (split into chunks, with source maps), so that the process tests run it as a user does (`./wdp.mjs ...`,
// by its shebang).
import { chmod, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Where the bundle is written: `CLI_TEST_BUNDLE_DIR` when set (each of the test runs `npm run test:node` starts side
 * by side has its own), else node_modules/.cache/wdp-cli-test; `test/cli/spawn-wdp.ts` runs it from here.
 */
const outdir = process.env['CLI_TEST_BUNDLE_DIR'] ?? `${root}node_modules/.cache/wdp-cli-test`;
export const cliBundle = `${outdir}/wdp.mjs`;

export default async function setup(): Promise<void> {
  await mkdir(outdir, { recursive: true });
  await build({
    entryPoints: { wdp: `${root}src/cli/bin.ts` },
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'error',
  });
  await chmod(cliBundle, 0o755);
}
