// e. Cold `import('wdp-sdk')` (the built dist, resolved through the package's exports: Node gets dist/node/) against
// cold `import('openai')`, each in a fresh `node --input-type=module -e` process, interleaved round by round.
// The child times the dynamic import itself; the wall time of the whole process is reported too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { buildDist } from '../lib/build.js';
import { root } from '../lib/child.js';
import { newestMtime } from '../lib/mtime.js';
import { quick } from '../lib/quick.js';
import { interleave, type Measure, measure, rows } from '../lib/stats.js';

const rounds = 10;

export async function run(): Promise<Measure[]> {
  // Quick mode builds nothing and leaves dist/ out: another build may be rewriting it, and building takes a minute.
  const dist = join(root, 'dist/node/index.js');
  if (!quick && !existsSync(dist)) buildDist();
  const stale = !quick && newestMtime(join(root, 'src')) > statSync(dist).mtimeMs;
  // The current src bundled the way tsup bundles the Node build of the root entry (zod in),
  // outside dist/.
  const cache = join(root, 'node_modules/.cache/wdp-sdk-bench');
  mkdirSync(cache, { recursive: true });
  // A quick run's bundle has a name of its own (npm test may run one beside another) and is removed at the end.
  const fresh = join(cache, quick ? `quick-${process.pid}.js` : 'index.js');
  await build({
    entryPoints: [join(root, 'src/index.ts')],
    outfile: fresh,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    external: ['msw'],
    logLevel: 'error',
  });

  // Quick mode times the floor and the current src only: the other rows are the same child with another specifier.
  const contenders: Record<string, string> = {
    "import('openai')": 'openai',
    ...(quick ? {} : { "import('wdp-sdk') (dist)": 'wdp-sdk' }),
    'import(current src, bundled like the Node build)': fresh,
    ...(quick
      ? {}
      : {
          "import('zod/mini') (reference)": 'zod/mini',
          "import('zod') (reference: classic, what the SDK imported before)": 'zod',
          'import(an empty module) (reference)': 'data:text/javascript,export{}',
        }),
  };
  const names = Object.keys(contenders);
  const wall = new Map<string, number[]>(names.map((n) => [n, []]));
  const once = (name: string): number => {
    const specifier = JSON.stringify(
      contenders[name]!.startsWith('/') ? `file://${contenders[name]}` : contenders[name],
    );
    const code =
      `const t = performance.now(); await import(${specifier}); ` +
      'process.stdout.write(String(performance.now() - t));';
    const start = performance.now();
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
    const took = performance.now() - start;
    if (child.status !== 0) throw new Error(`${name} failed: ${child.stderr}`);
    wall.get(name)!.push(took);
    return Number(child.stdout);
  };
  if (!quick) for (const name of names) once(name); // warm the file system cache (quick mode: one run each in all)
  for (const name of names) wall.get(name)!.length = 0;
  const samples = await interleave(names, rounds, async (name) => once(name));
  if (quick) rmSync(fresh, { force: true });
  const floor = names[0]!;
  const targets = { "import('wdp-sdk') (dist)": { op: '<=', value: 0.35 } as const }; // issue 37
  const freshness = quick
    ? 'not measured in quick mode'
    : stale
      ? 'OLDER than the newest file under src/ (run npm run build to measure the current code through the package)'
      : 'up to date with src/';
  const notes = [
    `dist/node/index.js is ${freshness}; ` +
      'the "current src" row bundles src/index.ts now with esbuild into node_modules/.cache.',
    "zod/mini, zod and the empty module are references: the share of the SDK's import its dependency takes, " +
      'what classic zod would cost, and the fixed cost of a first dynamic import.',
  ];
  return [
    measure({
      id: 'e',
      title: 'e. Cold import in a fresh node process: time of the dynamic import() itself',
      unit: 'ms',
      better: 'lower',
      rounds,
      floor,
      rows: rows(samples, floor, targets),
      notes,
    }),
    measure({
      id: 'e-process',
      title: 'e-process. The same runs: wall time of the whole `node -e` process (startup + import + exit)',
      unit: 'ms',
      better: 'lower',
      rounds,
      floor,
      rows: rows(wall, floor),
      notes: [],
    }),
  ];
}
