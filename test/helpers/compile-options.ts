// How a TypeScript script of the repository is compiled to run as a plain node child process, for the tests
// (compiled.ts) and the quick bench (bench/lib/compiled.ts): one ES module, `wdp-sdk` resolved to src/ by
// tsconfig.json's paths as tsx resolves it, the packages left to node_modules.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** esbuild's options for a script compiled to run as a child process (its entry points and output aside). */
export const childBuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: join(root, 'tsconfig.json'),
  logLevel: 'error',
} satisfies BuildOptions;
