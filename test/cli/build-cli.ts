// Vitest global setup: bundles `wdp` (src/cli/bin.ts) once per run with esbuild, as tsup bundles it for the
// package (split into chunks, with source maps), so that the process tests run it as a user does (`./wdp.mjs ...`,
// by its shebang).
import { chmod, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Where the bundle is written; `test/cli/spawn-wdp.ts` runs it from here. */
export const cliBundle = `${root}node_modules/.cache/wdp-cli-test/wdp.mjs`;
const outdir = `${root}node_modules/.cache/wdp-cli-test`;

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
