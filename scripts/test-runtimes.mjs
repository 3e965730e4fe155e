// Runs the runtime smoke suite (test/runtimes/smoke.ts) from the packed tarball, installed into a scratch project,
// on Node, Deno, Bun, workerd (Miniflare), Vercel's edge-runtime and headless Chromium (and Firefox or WebKit where
// the machine has them), then prints a table: runtime, version, what ran, checks passed. Exits 1 when any fails.
// `npm run test:runtimes -- deno bun` runs only those; `-- --verbose` also prints what each check saw.
import { execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { killAllOnExit, serve } from './lib/processes.mjs';
import { installTarball, packTarball } from './lib/tarball.mjs';
import { bin, root } from './run-steps.mjs';
import { findBrowsers } from './runtimes/browsers.mjs';
import { fetched } from './runtimes/pins.mjs';

const run = promisify(execFile);

/** A runtime that takes longer than this (launch, suite, exit) on a loaded two-core machine is stopped as failed. */
const RUNTIME_MS = 240_000;

// npm passes its settings to scripts as npm_config_* variables; npx reads npm_config_call as its own option and
// fails with EUSAGE (see scripts/test-node.mjs), so the npx calls below run without it.
const { npm_config_call, ...env } = process.env;

/** The flags that make npx run a command beside pinned packages (fetched into npm's cache the first time). */
const npxFlags = (packages) => ['-y', ...packages.flatMap((spec) => ['-p', spec])];

/** Runs `command` with npx beside pinned packages (fetched into npm's cache once); resolves with its last line. */
async function npx(packages, command) {
  const { stdout } = await run('npx', [...npxFlags(packages), ...command], {
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return stdout.trim().split('\n').at(-1) ?? '';
}

/** A scratch project of a user's (`"type": "module"`) with the tarball installed, and msw for the browsers' pages. */
async function installProject(dir, tarball) {
  installTarball(dir, tarball, { link: ['msw'] });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'runtime-smoke', private: true, type: 'module' }));
}

/**
 * The suite copied into the scratch project (out of reach of the repository's tsconfig, whose paths lead wdp-sdk to
 * src/) and bundled there with esbuild. `main.js` keeps wdp-sdk an import that Node, Deno and Bun resolve from
 * node_modules themselves; the others hold the package, bundled as each platform's bundler would.
 */
async function bundle(dir) {
  await cp(join(root, 'test/runtimes'), join(dir, 'suite'), {
    recursive: true,
    filter: (path) => !path.endsWith('.test.ts'),
  });
  const entries = [
    { entry: 'main.ts', out: 'main.js', platform: 'neutral', external: ['wdp-sdk', 'wdp-sdk/*'] },
    { entry: 'worker.ts', out: 'worker.js', conditions: ['workerd', 'worker', 'browser'] },
    { entry: 'edge.ts', out: 'edge.js', format: 'iife', conditions: ['edge-light', 'worker', 'browser'] },
    { entry: 'browser.ts', out: 'browser.js', conditions: ['browser'] },
  ];
  await Promise.all(
    entries.map(({ entry, out, platform = 'browser', format = 'esm', external = [], conditions = [] }) =>
      build({
        absWorkingDir: dir,
        entryPoints: [join(dir, 'suite', entry)],
        outfile: join(dir, out),
        bundle: true,
        platform,
        format,
        conditions,
        external,
        target: 'es2022',
        logLevel: 'error',
      }),
    ),
  );
}

/** Starts `wdp mock` from the installed bin on a free port; resolves with its `--json` line and a stop(). */
async function startWdpMock(dir) {
  const mock = await serve('node_modules/.bin/wdp mock --port 0 --seed 1 --json', {
    cwd: dir,
    env,
    timeoutMs: RUNTIME_MS,
    ready: /^(\{.*\})\n/m, // its first line of stdout, whole
  });
  return { json: mock.match, stop: mock.stop };
}

/**
 * Runs one runtime's command in the scratch project beside its own `wdp mock` (whose JSON line is the command's
 * last argument), and reads the `wdp-smoke {...}` line it prints.
 */
async function runRuntime(dir, command, args, extraEnv = {}) {
  const mock = await startWdpMock(dir);
  try {
    const child = spawn(command, [...args, mock.json], {
      cwd: dir,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    // Past the limit it is asked to stop (the hosts close their browser or workerd on SIGTERM), then killed.
    const closed = new Promise((resolve) => child.once('close', resolve));
    const timers = [
      setTimeout(() => child.kill('SIGTERM'), RUNTIME_MS),
      setTimeout(() => child.kill('SIGKILL'), RUNTIME_MS + 30_000),
    ];
    const code = await closed;
    for (const timer of timers) clearTimeout(timer);
    const line = stdout.split('\n').find((text) => text.startsWith('wdp-smoke '));
    if (code !== 0 || !line) {
      const why = code === null ? `was stopped after ${RUNTIME_MS / 1000} s` : `exited with ${code}`;
      throw new Error(`${why} without its results:\n${`${stdout}\n${stderr}`.trim()}`);
    }
    return JSON.parse(line.slice('wdp-smoke '.length));
  } finally {
    await mock?.stop();
  }
}

/** A host script of scripts/runtimes/ run by npx beside `packages`, which it fetches first (then from the cache). */
async function npxHost(packages, host, dir) {
  await npx(packages, ['node', '-e', 'console.log(process.version)']);
  return ['npx', ...npxFlags(packages), 'node', join(root, 'scripts/runtimes', host), dir];
}

/**
 * Each runtime: its label, and a function that fetches it and resolves with the command that runs the suite in it
 * (given the scratch project; `wdp mock`'s JSON line is appended to it). Firefox and WebKit are in the list when the
 * machine has them, with the executable in WDP_BROWSER_PATH.
 */
function runtimes(dir, browsers) {
  const host = (file) => join(root, 'scripts/runtimes', file);
  const { deno, bun, miniflare, puppeteer } = fetched;
  const found = Object.fromEntries(
    browsers.filter((browser) => browser.path).map((browser) => [browser.name, browser]),
  );
  return [
    { name: 'node', label: 'Node.js', command: async () => [process.execPath, 'main.js'] },
    {
      name: 'deno',
      label: 'Deno',
      command: async () => {
        const path = await npx([deno.spec], ['deno', 'eval', 'console.log(Deno.execPath())']);
        return [path, 'run', '--allow-net=127.0.0.1', '--allow-read', 'main.js'];
      },
    },
    {
      name: 'bun',
      label: 'Bun',
      command: async () => [await npx([bun.spec], ['bun', '-e', 'console.log(process.execPath)']), 'main.js'],
    },
    {
      name: 'workerd',
      label: 'workerd (Miniflare)',
      command: () => npxHost([miniflare.node, miniflare.spec], 'workerd.mjs', dir),
    },
    { name: 'edge-runtime', label: 'edge-runtime', command: async () => [process.execPath, host('edge.mjs'), dir] },
    { name: 'chromium', label: 'Chromium', command: async () => [join(bin, 'tsx'), host('chromium.mjs'), dir] },
    found.firefox && {
      name: 'firefox',
      label: 'Firefox',
      env: { WDP_BROWSER_PATH: found.firefox.path },
      command: () => npxHost([puppeteer.spec], 'firefox.mjs', dir),
    },
    found.webkit && {
      name: 'webkit',
      label: 'WebKit',
      env: { WDP_BROWSER_PATH: found.webkit.path },
      command: async () => [process.execPath, host('webkit.mjs'), dir],
    },
  ].filter(Boolean);
}

/** Prints the table: a row for each runtime (or browser not found), then each failed check with its error. */
function report(rows, missing, seconds) {
  const table = rows.map(({ runtime, report, error }) => {
    const results = report?.results ?? [];
    const passed = results.filter((result) => result.ok).length;
    const targets = [...new Set(results.map((result) => result.name.split(':')[0]))].join(', ');
    const version = report ? [report.version, report.miniflare && `(Miniflare ${report.miniflare})`] : [];
    return [
      runtime.label,
      version.filter(Boolean).join(' ') || '?',
      targets || '-',
      error ? 'FAILED' : `${passed}/${results.length}`,
    ];
  });
  for (const browser of missing) table.push([browser.label, 'not found', `(${browser.hint})`, '-']);
  const head = ['runtime', 'version', 'what ran', 'checks'];
  const widths = head.map((title, column) => Math.max(title.length, ...table.map((row) => row[column].length)));
  const line = (cells) => `  ${cells.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd();
  console.log(`\n${line(head)}`);
  for (const row of table) console.log(line(row));
  let failed = 0;
  let passed = 0;
  for (const { runtime, report, error } of rows) {
    if (error) {
      failed += 1;
      console.log(`\n${runtime.label}: ${error}`);
    }
    for (const result of report?.results ?? []) {
      if (verbose && result.ok) console.log(`${runtime.label}: ${result.name} (${result.ms} ms): ${result.detail}`);
      if (result.ok) passed += 1;
      else {
        failed += 1;
        console.log(`\n${runtime.label}: ${result.name} FAILED: ${result.error}`);
      }
    }
  }
  const bad = rows.filter((row) => row.error || row.report.results.some((result) => !result.ok));
  const verdict = bad.length ? `${bad.length} of ${rows.length} runtimes FAILED` : `${rows.length} runtimes passed`;
  console.log(`\ntest:runtimes: ${verdict} in ${seconds.toFixed(1)} s`);
  console.log(`runtimes: ${passed} passed, ${failed} failed`);
  return bad.length === 0;
}

const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
const verbose = process.argv.includes('--verbose');
const chosen = process.argv.slice(2).filter((arg) => arg !== '--verbose');
const scratch = await mkdtemp(join(tmpdir(), 'wdp-runtimes-'));
// Ctrl-C reaches the runtimes (one process group) and the scratch project goes with them; each `wdp mock`, in a
// group of its own, is killed as this process exits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    rmSync(scratch, { recursive: true, force: true });
    process.exit(128 + constants.signals[signal]);
  });
}
killAllOnExit();
try {
  const browsers = findBrowsers();
  const missing = browsers.filter((browser) => !browser.path && (!chosen.length || chosen.includes(browser.name)));
  const all = runtimes(scratch, browsers).filter((runtime) => !chosen.length || chosen.includes(runtime.name));
  // The runtimes are fetched while the package is packed and installed.
  const commands = all.map((runtime) => runtime.command());
  for (const command of commands) command.catch(() => {}); // awaited below, each in its own row
  const tarball = packTarball(scratch);
  console.log(`test:runtimes: packed ${basename(tarball)} in ${seconds().toFixed(1)} s`);
  await installProject(scratch, tarball);
  await bundle(scratch);
  console.log(`test:runtimes: installed and bundled in a scratch project at ${seconds().toFixed(1)} s`);
  const rows = await Promise.all(
    all.map(async (runtime, index) => {
      try {
        const [command, ...args] = await commands[index];
        const report = await runRuntime(scratch, command, args, runtime.env);
        console.log(`test:runtimes: ${runtime.label} ended at ${seconds().toFixed(1)} s`);
        return { runtime, report };
      } catch (error) {
        return { runtime, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  process.exitCode = report(rows, missing, seconds()) ? 0 : 1;
} catch (error) {
  // Packing, installing or bundling failed: no runtime ran.
  console.error(`test:runtimes: FAILED before any runtime ran: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await rm(scratch, { recursive: true, force: true });
}
