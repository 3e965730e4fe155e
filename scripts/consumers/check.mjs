// Run by check-package.sh with the packed tarball: in a new project of each kind (projects.mjs) under the OS temp dir,
// side by side, the steps README.md gives a user run as it gives them (readme.mjs reads them from it now): the install
// commands (the tarball's path is the one thing replaced), `wdp mock` from the project's own bin, each file the README
// saves run by its command (what it prints checked by expected.mjs), then `tsc --noEmit` in a TypeScript project. The
// install runs once, as the README gives it, in a project `npm init -y` made (and once more with the compiler added,
// for the TypeScript projects); each project starts from a copy of that folder (its node_modules linked) and then gets
// its kind ("type", tsconfig.json): npm installs the same tree whatever "type" says, and five installs of one tarball
// cost more than the rest of the check. npm installs from its cache first (prefer-offline: `npm ci` caches the
// packages' tarballs but not the full metadata that `npm install` of a new dependency reads, so the first run fetches
// that from the registry).
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killAllOnExit, run, serve } from '../lib/processes.mjs';
import { missingOutput } from './expected.mjs';
import { projects } from './projects.mjs';
import { readmeSteps } from './readme.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const minutes = (n) => n * 60_000;
/** How long each kind of step may take: generous, for a loaded two-core machine whose npm may fetch metadata. */
const limits = { init: minutes(2), install: minutes(5), mock: minutes(2), run: minutes(3), tsc: minutes(5) };
/** The line `wdp mock` prints first: the URL it serves (4010, or a free port when that one is taken). */
const ready = /^The wdp mock service is serving (http:\/\/\S+)\n/m;

killAllOnExit();
/** The projects' folders, removed when this check exits, even when it is stopped. */
const folders = new Set();
process.once('exit', () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const tarball = resolve(process.argv[2] ?? '');
const steps = stepsOf(readFileSync(join(repo, 'README.md'), 'utf8'));
const env = userEnv();
const version = (name) => JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')).version;
const compiler = `typescript@${version('typescript')} @types/node@${version('@types/node')}`;

const plain = installed('installed', async (step) => {
  await step('npm init -y', limits.init);
  for (const command of steps.install)
    await step(command.replace(steps.tarball, quote(tarball)), limits.install, command.replace(/\s+#.*$/, ''));
});
const typed = installed('installed-typescript', async (step, dir) => {
  await cp(await plain.dir, dir, { recursive: true, verbatimSymlinks: true });
  await step(`npm install --save-dev ${compiler}`, limits.install);
});
const results = await Promise.allSettled(projects.map(checkProject));
const width = Math.max(...projects.map((project) => project.name.length));
for (const [what, { times }] of [
  ["the README's install", plain],
  ['then the compiler', typed],
])
  if (times.length) console.log(`consumers: ${what}, once: ${times.join(', ')}`);
results.forEach((result, i) => {
  const project = projects[i];
  const label = `consumers: ${project.name.padEnd(width)}`;
  if (result.status === 'fulfilled') return console.log(`${label} ${project.what}: ${result.value}`);
  const error = result.reason;
  console.error(`${label} FAIL (${project.what}): ${error instanceof Error ? error.message : String(error)}`);
  if (error?.output) console.error(error.output.trimEnd());
  process.exitCode = 1;
});

/**
 * The README's steps for a user's project, which install the tarball npm pack wrote; exits 1 when it gives none.
 * @param {string} text
 */
function stepsOf(text) {
  try {
    const steps = readmeSteps(text);
    if (basename(steps.tarball) === basename(tarball)) return steps;
    throw new Error(
      `README.md installs ${steps.tarball}, but npm pack wrote ${basename(tarball)}: name it in the Install section`,
    );
  } catch (error) {
    console.error(`consumers: FAIL: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * A project made and installed once by `install(step, dir)`, which each project of its kind starts from a copy of:
 * its folder (a promise, rejected when a step fails) and how long each step took.
 * @param {string} name
 * @param {(step: Step, dir: string) => Promise<void>} install
 */
function installed(name, install) {
  /** @type {string[]} */
  const times = [];
  const dir = folder(name);
  const ready = install(stepIn(dir, times), dir).then(() => dir);
  ready.catch(() => {}); // reported by each project that starts from it
  return { dir: ready, times };
}

/**
 * @typedef {(command: string, timeoutMs: number, label?: string) => Promise<string>} Step
 * Runs a command in the project's folder and keeps how long it took; resolves with its output.
 */

/**
 * @param {string} dir
 * @param {string[]} times
 * @returns {Step}
 */
function stepIn(dir, times) {
  return async (command, timeoutMs, label = command) => {
    const result = await run(command, { cwd: dir, env, timeoutMs });
    times.push(`${label} ${seconds(result.ms)}`);
    return result.output;
  };
}

/**
 * A new folder under the OS temp dir, removed when this check exits, even when it is stopped.
 * @param {string} name
 */
function folder(name) {
  const dir = mkdtempSync(join(tmpdir(), `wdp-sdk-consumer-${name}-`));
  folders.add(dir);
  return dir;
}

/**
 * Makes a project of this kind from a copy of the installed one and runs the README's steps in it; resolves with
 * what ran and how long it took.
 * @param {import('./projects.mjs').Project} project
 */
async function checkProject(project) {
  const from = await (project.tsconfig ? typed : plain).dir;
  const dir = folder(project.name);
  const began = performance.now();
  /** @type {string[]} */
  const times = [];
  const step = stepIn(dir, times);
  try {
    await projectFrom(from, dir);
    times.push(`a copy of the installed project ${seconds(performance.now() - began)}`);
    shape(dir, project);
    for (const file of steps.files) writeFileSync(join(dir, file.name), `${file.code}\n`);
    const mock = await serve(steps.mock, { cwd: dir, env, timeoutMs: limits.mock, ready });
    try {
      for (const { command, file } of steps.runs) {
        // The README says to use the URL the mock prints when it serves another port than its own.
        const output = await step(command.replaceAll(steps.url, mock.match), limits.run, file);
        const saved = steps.files.find((f) => f.name === file);
        const missing = saved ? missingOutput(saved, output) : [];
        if (missing.length > 0) throw Object.assign(new Error(`\`${command}\`: ${missing.join('; ')}`), { output });
      }
    } catch (error) {
      if (error instanceof Error)
        Object.assign(error, { output: `${error.output ?? ''}\n\`${steps.mock}\` printed:\n${mock.output()}` });
      throw error;
    } finally {
      await mock.stop();
    }
    if (project.tsconfig) await step('npx tsc --noEmit', limits.tsc);
    return `${seconds(performance.now() - began)} (${times.join(', ')})`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    folders.delete(dir);
  }
}

/**
 * Makes `dir` the installed project `from`: its own files copied, its node_modules a link to the installed one (the
 * projects only read it, and Node and TypeScript resolve a package through the link to its real path, as they would
 * in the installed folder; copying it took 10 to 14 s of each project on a loaded machine).
 * @param {string} from
 * @param {string} dir
 */
async function projectFrom(from, dir) {
  await cp(from, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (path) => path !== join(from, 'node_modules'),
  });
  symlinkSync(join(from, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/**
 * Gives the project its kind: its package.json's "type" (or none), its tsconfig.json.
 * @param {string} dir
 * @param {import('./projects.mjs').Project} project
 */
function shape(dir, project) {
  const file = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (project.type === undefined) delete manifest.type;
  else manifest.type = project.type;
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  if (project.tsconfig)
    writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify({ compilerOptions: project.tsconfig }, null, 2)}\n`);
}

/**
 * This process's environment as a user's shell has it: without what `npm run` adds (its npm_* settings but the
 * cache, node_modules/.bin on the PATH) and without WDP_* settings (the README's commands give the SDK its own);
 * npm installs from its cache first and asks no audit.
 */
function userEnv() {
  const kept = new Set(['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig']);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('WDP_') && (!name.startsWith('npm_') || kept.has(name)),
    ),
  );
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !/node_modules[\\/]\.bin$|node-gyp-bin$/.test(dir));
  return {
    ...env,
    PATH: path.join(delimiter),
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    NO_COLOR: '1',
  };
}

/** @param {string} text */
function quote(text) {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
