// Run by check-package.sh with the packed tarball (run alone without one, it packs one): the type tests of
// test/types/ (expect-type assertions, and misuse that must not compile, marked @ts-expect-error) and the consumer
// files here, compiled against the PACKED .d.ts and .d.cts in a scratch project under the OS temp dir, as a user's
// strict project compiles them.
//
// The project: the tarball installed by installTarball (its dependencies, @types/node and vitest, whose
// expectTypeOf the tests use, linked from the repository's node_modules; no network), and each file twice: in esm/
// ("type": "module": the .d.ts) and in cjs/ ("type": "commonjs": the .d.cts). Each TypeScript of typescripts.mjs
// (the oldest supported and the newest, fetched once by npx) compiles tsconfig.nodenext.json (esm/ and cjs/, one
// program) and tsconfig.bundler.json (esm/), all at once; beside them quick-info.mjs reads the hovers of hovers.ts.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killAllOnExit, run } from '../lib/processes.mjs';
import { installTarball, packTarball } from '../lib/tarball.mjs';
import { claimProblem, compilerOf, versions } from './typescripts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
/** A compile may take this long on a loaded two-core machine (2 to 80 s each, seen on one with a load of 20). */
const timeoutMs = 5 * 60_000;

const claim = claimProblem(readFileSync(join(repo, 'README.md'), 'utf8'));
if (claim) {
  console.log(`consumer types: FAIL: ${claim}`);
  process.exit(1);
}

killAllOnExit();
const began = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'wdp-sdk-consumer-types-'));
process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
const tarball = process.argv[2] ? resolve(process.argv[2]) : packTarball(scratch);
const compilers = Promise.all(versions.map(compilerOf));
compilers.catch(() => {}); // awaited below, after the project is laid out
layOut(scratch);

const quote = (/** @type {string} */ path) => JSON.stringify(path);
const checks = [
  ...(await compilers).flatMap((tsc, i) =>
    ['nodenext', 'bundler'].map((config) => ({
      name: `TypeScript ${versions[i]}, ${config}`,
      command: `node ${quote(tsc)} -p tsconfig.${config}.json`,
    })),
  ),
  { name: 'language service', command: `node ${quote(join(here, 'quick-info.mjs'))} .` },
];
const env = { ...process.env };
const results = await Promise.all(checks.map(runCheck));
// Everything goes to stdout, so that the lines keep their order in check-package.sh's log.
results.forEach(({ failure, output, ms }, i) => {
  const { name } = checks[i] ?? { name: '' };
  console.log(`consumer types: ${name}: ${failure ? `FAIL: ${failure}` : 'passed'} (${(ms / 1000).toFixed(1)} s)`);
  const shown = output.replaceAll(`${scratch}/`, '').trimEnd();
  if (shown && (failure || name === 'language service')) console.log(shown);
  if (failure) process.exitCode = 1;
});
const files = filesOf(join(repo, 'test', 'types')).join(', ');
const took = `${((performance.now() - began) / 1000).toFixed(1)} s`;
console.log(
  `consumer types: the type tests (${files}) and consumer.mts, consumer.cts and hovers.ts against the packed` +
    ` .d.ts and .d.cts, TypeScript ${versions.join(' and ')}, in ${took}`,
);

/**
 * Runs one check in the scratch project: its output, how long it took, and why it failed if it did.
 * @param {{ command: string }} check
 * @returns {Promise<{ failure?: string, output: string, ms: number }>}
 */
async function runCheck({ command }) {
  const start = performance.now();
  try {
    return await run(command, { cwd: scratch, env, timeoutMs });
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    return { failure, output: `${error?.output ?? ''}`, ms: performance.now() - start };
  }
}

/**
 * Installs the tarball into `dir` and lays out the consumer project: esm/ and cjs/, each with the type tests and
 * the consumer files, and the two tsconfigs.
 * @param {string} dir
 */
function layOut(dir) {
  // msw and @opentelemetry/api: the optional peers wdp-sdk/mock/msw and wdp-sdk/otel import, which their users install.
  installTarball(dir, tarball, { link: ['@types/node', 'vitest', 'msw', '@opentelemetry/api'] });
  for (const config of ['tsconfig.nodenext.json', 'tsconfig.bundler.json'])
    copyFileSync(join(here, config), join(dir, config));
  const tests = join(repo, 'test', 'types');
  for (const [folder, type, consumer] of [
    ['esm', 'module', 'consumer.mts'],
    ['cjs', 'commonjs', 'consumer.cts'],
  ]) {
    mkdirSync(join(dir, folder));
    writeFileSync(join(dir, folder, 'package.json'), JSON.stringify({ type }));
    for (const file of filesOf(tests)) copyFileSync(join(tests, file), join(dir, folder, file));
    for (const file of [consumer, 'hovers.ts']) copyFileSync(join(here, file), join(dir, folder, file));
  }
}

/**
 * The type tests: the TypeScript files of test/types/ (which import the package as 'wdp-sdk', nothing relative).
 * @param {string} folder
 */
function filesOf(folder) {
  return readdirSync(folder).filter((file) => file.endsWith('.ts'));
}
