// Quick mode's child processes start as plain node, not under tsx: the TypeScript file a measure forks is compiled
// first by esbuild (tsx's own compiler), as test/helpers/compiled.ts compiles a test's child. Under tsx a child paid
// about half a second of CPU to start, and more than a second to compile src/ again when it loads the SDK.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { childBuildOptions } from '../../test/helpers/compile-options.js';

/** The repository root, as child.ts has it (not imported from there: child.ts imports this module). */
const root = fileURLToPath(new URL('../../', import.meta.url));

/** A compiled module: its path, and what to call to remove it once the process that runs it has ended. */
export interface Compiled {
  readonly path: string;
  readonly remove: () => void;
}

/**
 * `file` (a TypeScript module of the repository) bundled into one ES module, in a new folder of the ignored `.tmp/`,
 * with `wdp-sdk` resolved to src/ by tsconfig.json's paths and the packages left to node_modules. The folder is two
 * levels below the root, as bench/lib/ is, so a path the module makes from its `import.meta.url` leads where it did.
 */
export function compiledModule(file: string): Compiled {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp/bench-'));
  const path = join(dir, `${basename(file, '.ts')}.mjs`);
  buildSync({
    entryPoints: [file],
    outfile: path,
    ...childBuildOptions,
  });
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
