// g. The CLI's cold start: `node dist/cli/wdp.js --version` and `--help` against a bare `node -e 0`, each a fresh
// process, interleaved round by round; the wall time of the whole process (startup, imports, output, exit).
// dist/ is built first when it is missing or older than src/. Issue 14's target: within about twice bare node.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../lib/child.js';
import { newestMtime } from '../lib/mtime.js';
import { interleave, type Measure, measure, rows } from '../lib/stats.js';

const rounds = 20;

export async function run(): Promise<Measure[]> {
  const wdp = join(root, 'dist/cli/wdp.js');
  if (!existsSync(wdp) || newestMtime(join(root, 'src')) > statSync(wdp).mtimeMs)
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const contenders: Record<string, string[]> = {
    'node -e 0': ['-e', '0'],
    'wdp --version': [wdp, '--version'],
    'wdp --help': [wdp, '--help'],
    'node -e "import(\'commander\')" (reference)': ['--input-type=module', '-e', "await import('commander')"],
  };
  const names = Object.keys(contenders);
  const once = async (name: string): Promise<number> => {
    const start = performance.now();
    const child = spawnSync(process.execPath, contenders[name]!, { cwd: root, encoding: 'utf8' });
    const took = performance.now() - start;
    if (child.status !== 0) throw new Error(`${name} failed (${child.status}): ${child.stderr}`);
    return took;
  };
  for (const name of names) await once(name); // warm the file system cache
  const samples = await interleave(names, rounds, once);
  const floor = names[0]!;
  const target = { op: '<=', value: 2 } as const;
  return [
    measure({
      id: 'g',
      title: 'g. wdp cold start: wall time of a fresh process, against bare node',
      unit: 'ms',
      better: 'lower',
      rounds,
      floor,
      rows: rows(samples, floor, { [names[1]!]: target, [names[2]!]: target }),
      notes: [
        'dist/cli/wdp.js as the package ships it (built first when older than src/); --help loads the entry ' +
          'chunk and commander, no command module, no SDK.',
        "The commander row is the floor plus importing commander alone: the part of the start that is the parser's.",
      ],
    }),
  ];
}
