// The TypeScript versions the packed types are checked with: the oldest the package supports and the newest
// release, each pinned here and named in README.md (claimedVersions() fails the check when the README says others).
// 5.8 is the oldest because the .d.cts imports url-template, an ES module, which TypeScript before 5.8 refuses
// to `require` under nodenext (TS1479); the .d.ts needs 5.7 for `Uint8Array<ArrayBuffer>`, zod 5.5. 7.0 is the
// native compiler (the `typescript` package's tsc, a Go binary). npx fetches each into npm's cache once.
import { execFile } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/** The oldest supported TypeScript and the newest release, in that order. */
export const versions = ['5.8.3', '7.0.2'];

/** The README's sentence that names them, as it must read. */
const [oldest, newest] = versions;
const sentence =
  `TypeScript ${oldest?.split('.').slice(0, 2).join('.')} or later: \`npm test\` checks that the packed types ` +
  `compile with TypeScript ${oldest} (the oldest supported) and ${newest}`;

/**
 * What README.md says about the versions: undefined when it names these, or the problem and its fix.
 * @param {string} readme
 */
export function claimProblem(readme) {
  const escaped = sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`${escaped}(?![\\d.])`).test(readme.replace(/\s+/g, ' '))) return undefined;
  return `README.md does not say "${sentence}" (the versions typescripts.mjs pins); say it in its Runtimes section`;
}

/**
 * The tsc of `version` from npm's cache (npx fetches it the first time), as a path to run with node; throws unless
 * that tsc is of `version`.
 * @param {string} version
 * @returns {Promise<string>}
 */
export async function compilerOf(version) {
  // npm_config_call (set under `npx -c`, kept by an npm run inside it) makes a nested npx fail with EUSAGE.
  const { npm_config_call, ...env } = process.env;
  const npx = ['-y', '-p', `typescript@${version}`, '-c', 'command -v tsc'];
  let tsc;
  try {
    // Run outside the repository: there the devDependency `typescript-7` (typescript@7.0.2) satisfies npx, which then
    // gives node_modules/.bin/tsc, TypeScript 5.9 (the `typescript` devDependency), for 7.0.2.
    const { stdout } = await promisify(execFile)('npx', npx, {
      cwd: tmpdir(),
      env,
      encoding: 'utf8',
      timeout: 300_000,
    });
    tsc = join(dirname(realpathSync(stdout.trim())), 'tsc');
  } catch (error) {
    throw new Error(`npx could not fetch typescript@${version}: ${error instanceof Error ? error.message : error}`);
  }
  const found = JSON.parse(readFileSync(join(dirname(tsc), '..', 'package.json'), 'utf8')).version;
  if (found !== version) throw new Error(`npx gave TypeScript ${found} (${tsc}) for typescript@${version}`);
  return tsc;
}
