// For the hosts that npx runs beside a package it fetched (`npx -p PACKAGE node host.mjs`): imports that package.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports `name` from the project npx installed it into (its node_modules/.bin is on PATH), and resolves with the
 * module and a `require` that resolves from that project.
 */
export async function importFromNpx(name) {
  const bin = (process.env.PATH ?? '')
    .split(delimiter)
    .find((dir) => existsSync(join(dir, '..', name, 'package.json')));
  if (!bin) throw new Error(`${name} is not installed beside any directory on PATH: run this through npx -p ${name}`);
  const require = createRequire(join(bin, '..', name, 'package.json'));
  return { module: await import(pathToFileURL(require.resolve(name)).href), require };
}
