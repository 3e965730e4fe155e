// TypeScript scripts compiled for the tests that run them as child processes (the examples, a script a test needs in
// a process of its own): esbuild, tsx's own compiler, compiles them once for the file, where `node --import tsx`
// compiled them and src/ again in each child (about 2 s of CPU a child, against 0.5 s for the compiled module).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll } from 'vitest';
import { childBuildOptions } from './compile-options.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Compiles each script (by name: its path from the repository root) into one module of a fresh folder of the ignored
 * `.tmp/`, `wdp-sdk` resolved to src/ by tsconfig.json's paths as tsx resolves it and the packages left to
 * node_modules; resolves to each module's path, by name. Call it at the top of a test file (its folder is removed
 * after the file's tests, by an afterAll hook, which a call inside a test would not register).
 */
export async function compiled<Name extends string>(scripts: Record<Name, string>): Promise<Record<Name, string>> {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const outdir = mkdtempSync(join(root, '.tmp/compiled-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));
  const names = Object.keys(scripts) as Name[];
  await build({
    entryPoints: Object.fromEntries(names.map((name) => [name, join(root, scripts[name])])),
    outdir,
    outExtension: { '.js': '.mjs' },
    ...childBuildOptions,
  });
  return Object.fromEntries(names.map((name) => [name, join(outdir, `${name}.mjs`)])) as Record<Name, string>;
}
