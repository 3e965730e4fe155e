// Run by check-package.sh with the packed tarball: every ```ts and ```sh block of the guides the package ships
// (README.md and docs/*.md of the installed copy; a block marked `<!-- fragment -->` is an excerpt and is not run)
// runs against the package as users install it, in a scratch project under the OS temp dir: `wdp-sdk` and
// `wdp-sdk/mock` are the installed package, `wdp` is its bin. The blocks are read with the parser of test/docs/
// (lib/doc-blocks.mjs), the TypeScript ones transpiled here with esbuild; doc-blocks-probe.mjs, copied into the
// project, runs them, each against a fresh mock server of the demo data.
//
//   node scripts/check-doc-blocks.mjs <tarball | project> [file...]
//
// A tarball is installed into a new scratch project, removed afterwards. A project folder (one that holds
// node_modules/wdp-sdk) is used as it is: edit a guide there to see what the check says. Files, such as docs/cli.md,
// run only those guides' blocks.
import { fork } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { codeBlocks, runnable, withExitChecks } from './lib/doc-blocks.mjs';
import { installTarball } from './lib/tarball.mjs';

/** How long one block may run before it counts as hung: seconds alone, bounded for a loaded two-core machine. */
const blockMs = 120_000;
/** How many blocks run at once. */
const jobs = 2;
const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();

const [target = '', ...only] = process.argv.slice(2);
const given = resolve(target);
if (target === '' || !existsSync(given)) {
  console.error('usage: node scripts/check-doc-blocks.mjs <tarball | project folder> [file...]');
  process.exit(2);
}
const fresh = !statSync(given).isDirectory();
const project = fresh ? mkdtempSync(join(tmpdir(), 'wdp-sdk-doc-blocks-')) : given;
const work = mkdtempSync(join(project, '.doc-blocks-'));
/** The probe, while it runs. */
let probe;
const cleanUp = () => rmSync(fresh ? project : work, { recursive: true, force: true });
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    const stop = () => {
      cleanUp();
      process.exit(code);
    };
    if (!probe || probe.exitCode !== null || probe.signalCode !== null) return stop();
    probe.once('exit', stop).kill('SIGTERM'); // the probe kills the blocks it runs as it exits
  });
}
try {
  if (fresh) {
    installTarball(project, given);
    writeFileSync(join(project, 'package.json'), '{ "name": "doc-blocks", "private": true, "type": "module" }\n');
  }
  process.exitCode = await check();
} catch (error) {
  console.error(`docs blocks on the package: FAIL: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}

/** Reads, prepares and runs the blocks; prints a line per failure and the summary; resolves to the exit code. */
async function check() {
  const packageDir = join(project, 'node_modules', 'wdp-sdk');
  if (!existsSync(join(packageDir, 'package.json'))) throw new Error(`${project} has no node_modules/wdp-sdk`);
  const shipped = [
    'README.md',
    ...readdirSync(join(packageDir, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ];
  const unknown = only.filter((file) => !shipped.includes(file));
  if (unknown.length > 0) throw new Error(`the package ships no ${unknown.join(', ')}; it ships ${shipped.join(', ')}`);
  const failures = [];
  const blocks = [];
  let fragments = 0;
  for (const file of only.length > 0 ? only : shipped) {
    try {
      for (const block of codeBlocks(file, readFileSync(join(packageDir, file), 'utf8'))) {
        if (runnable[block.lang] === undefined) continue;
        if (block.fragment) fragments++;
        else blocks.push(block);
      }
    } catch (error) {
      failures.push({ name: file, why: error instanceof Error ? error.message : String(error), output: '' });
    }
  }
  const prepared = await Promise.all(blocks.map((block, index) => prepare(block, index)));
  linkImports(prepared.flatMap((block) => block.imports));
  const manifest = join(work, 'blocks.json');
  writeFileSync(manifest, JSON.stringify({ blocks: prepared, jobs, blockMs }));
  copyFileSync(join(root, 'scripts', 'doc-blocks-probe.mjs'), join(work, 'probe.mjs'));
  failures.push(...(await runProbe(join(work, 'probe.mjs'), manifest, prepared.length)));

  for (const { name, why, output } of failures) {
    console.error(`${name}: ${why}`);
    const tail = output.trimEnd().split('\n').slice(-15);
    if (tail.join('') !== '') console.error(tail.map((line) => `    ${line}`).join('\n'));
  }
  const took = `in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  const counts = `${prepared.length} run, ${fragments} fragments skipped, ${took}`;
  if (failures.length > 0) {
    console.error(`docs blocks on the package: FAIL: ${failures.length} failed of ${counts}`);
    return 1;
  }
  console.log(`docs blocks on the package: ${counts}`);
  return 0;
}

/**
 * What the probe needs to run a block: a TypeScript block as an ES module written into the project (padded so that
 * its lines are the Markdown file's, and mapped to that file for stack traces), a shell block as the script bash runs.
 */
async function prepare(block, index) {
  const name = `${block.file}:${block.line}`;
  if (runnable[block.lang] === 'sh') {
    return { name, kind: 'sh', script: `set -euo pipefail\n${withExitChecks(block.code)}`, imports: [] };
  }
  const source = `${'\n'.repeat(block.line)}${block.code}\nexport {};\n`;
  const { code } = await transform(source, {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: join(project, 'node_modules', 'wdp-sdk', block.file),
  });
  const module = join(work, `${index}-${block.file.replace(/\W/g, '_')}_${block.line}.mjs`);
  writeFileSync(module, code);
  const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"'./][^"']*)["']/g)].map((m) => m[1] ?? '');
  return { name, kind: 'ts', module, imports };
}

/**
 * Links each package the blocks import (beside wdp-sdk, its dependencies and Node's own modules) from the
 * repository's node_modules, as a user would install it: msw, the OpenTelemetry packages...
 */
function linkImports(specifiers) {
  const names = new Set(
    specifiers
      .filter((specifier) => !isBuiltin(specifier))
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  );
  for (const name of names) {
    const link = join(project, 'node_modules', name);
    if (existsSync(link)) continue;
    const from = join(root, 'node_modules', name);
    if (!existsSync(from)) throw new Error(`the guides import ${name}, which the repository's node_modules lacks`);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(from, link, 'dir');
  }
}

/**
 * Runs the probe in the project (so that its imports, and the blocks', resolve to the installed package), and
 * resolves to the blocks that failed. It reports each block's end over IPC; its own output is shown if it dies.
 */
function runProbe(file, manifest, count) {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS; // the blocks reach only the mock on loopback (code-blocks.test.ts says why)
  const child = fork(file, [manifest], {
    cwd: project,
    env,
    execArgv: ['--enable-source-maps'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  probe = child;
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const failures = [];
  let ended = 0;
  let done = false;
  child.on('message', (result) => {
    if (result.done) done = true;
    if (result.block) ended++;
    if (result.ok === false) failures.push(result);
  });
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      if (!done || ended < count || code !== 0) {
        const why = `the probe ended with ${signal ?? code} after ${ended} of ${count} blocks`;
        failures.push({ name: 'doc-blocks-probe.mjs', why, output });
      }
      resolve(failures);
    });
  });
}
