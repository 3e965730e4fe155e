// `wdp` bundled from src/cli/bin.ts with esbuild, as tsup bundles it for the package (split into chunks, minified, with
// source maps), for the tests that run it as a child process (`./wdp.mjs ...`, by its shebang). Only those tests import
// this module, so a run without them bundles nothing: the bundle is made when it is first imported.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, version as esbuildVersion } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Where bundles are kept. Each bundle has a folder named by the hash of what it is built from, so a run reuses the
 * bundle of an unchanged tree: `npm run test:node`'s three Node lines use the one `npm test` made.
 */
const cache = join(root, 'node_modules/.cache/wdp-cli-test');
/** A bundle not used for this long is removed by the next build (a test run reads its bundle for minutes at most). */
const keepFor = 60 * 60 * 1000;

/** The package's dependencies, by kind, as package.json lists them. */
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

const options = {
  entryPoints: { wdp: join(root, 'src/cli/bin.ts') },
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // As tsup.config.ts's CLI entry: zod bundled in, every other package the bin may load left to node_modules (a
  // bundle that loads zod's ~40 modules from node_modules instead costs each `wdp` run about a fifth more CPU).
  external: [
    'node:*',
    ...Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies }),
  ].filter((name) => name !== 'zod'),
  // Minified, as tsup.config.ts builds the CLI: the tests run the code that ships, and each `wdp` they start reads and
  // compiles about half the bytes (1.5% fewer instructions of `wdp workspaces list`; PERFORMANCE.md, "The CLI's CPU").
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'error',
} satisfies BuildOptions;

/** The files of a folder, recursively, as paths from the repository root, sorted. */
async function files(dir: string): Promise<string[]> {
  // Names, not Dirents: a Dirent's parentPath needs Node 20.12, and every Node 20 runs the tests.
  const names = await readdir(join(root, dir), { recursive: true });
  const paths = names.map((name) => join(root, dir, name));
  const isFile = await Promise.all(paths.map(async (path) => (await stat(path)).isFile()));
  return paths
    .filter((_, i) => isFile[i])
    .map((path) => relative(root, path))
    .sort();
}

/** A hash of everything the bundle is made from: src/, the package's import map and tsconfig, and the options. */
async function inputsHash(): Promise<string> {
  const paths = [...(await files('src')), 'package.json', 'tsconfig.json'];
  const contents = await Promise.all(paths.map((path) => readFile(join(root, path))));
  const hash = createHash('sha256').update(`${esbuildVersion} ${JSON.stringify(options)}`);
  paths.forEach((path, i) => hash.update(`\0${path}\0`).update(contents[i] ?? ''));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Runs `work` holding an exclusive lock on `file` with flock(1): the test workers and test runs that want the bundle
 * at once wait on the kernel's lock (no polling) and the first one builds it. Without flock, `work` runs unlocked
 * (it stays correct, as each bundle is written aside and renamed into place, only perhaps built twice).
 */
async function locked<T>(file: string, work: () => Promise<T>): Promise<T> {
  // flock holds the lock while its child runs: `cat` ends, and the lock is released, when this process closes the
  // pipe, on purpose or by dying.
  const holder = spawn('flock', [file, 'sh', '-c', 'echo held; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ended = new Promise<number | null>((resolve) => holder.on('close', resolve));
  const held = await new Promise<boolean>((resolve, reject) => {
    holder.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? resolve(false) : reject(new Error(`flock ${file}: ${error.message}`)),
    );
    holder.stdout.once('data', () => resolve(true));
    void ended.then((code) => reject(new Error(`flock ${file} ended (exit code ${code}) before it held the lock`)));
  });
  try {
    return await work();
  } finally {
    if (held) {
      holder.stdin.end();
      await ended;
    }
  }
}

/** Removes the bundles that no test run has used for `keepFor`. */
async function prune(keep: string): Promise<void> {
  for (const name of await readdir(cache)) {
    const path = join(cache, name);
    if (path === keep) continue;
    const { mtimeMs } = await stat(path);
    if (Date.now() - mtimeMs > keepFor) await rm(path, { recursive: true, force: true });
  }
}

/** Builds the bundle of the current tree unless it is there, and returns the path of its entry, `wdp.mjs`. */
async function bundle(): Promise<string> {
  const outdir = join(cache, await inputsHash());
  const entry = join(outdir, 'wdp.mjs');
  await mkdir(cache, { recursive: true });
  return locked(`${cache}.lock`, async () => {
    if (existsSync(entry)) {
      const now = new Date();
      await utimes(outdir, now, now);
      return entry;
    }
    const staging = await mkdtemp(`${outdir}.partial-`);
    try {
      await build({ ...options, outdir: staging });
      await chmod(join(staging, 'wdp.mjs'), 0o755);
      await rename(staging, outdir);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      // A run without flock that renamed its bundle first is as good as this one.
      if (!existsSync(entry)) throw error;
    }
    await prune(outdir);
    return entry;
  });
}

/** The bundled `wdp` entry, executable; `test/cli/spawn-wdp.ts` runs it. */
export const cliBundle: string = await bundle();
