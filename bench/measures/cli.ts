// g. The CLI's cold start: `node dist/cli/wdp.js --version` and `--help` against a bare `node -e 0`, each a fresh
// process, interleaved round by round; the wall time of the whole process (startup, imports, output, exit).
// g-cmd. One real command: `wdp workspaces list` against `wdp mock` (started once, on a free port), against `curl`
// of the URL the command fetches, and a bare `node -e` fetch of it (node's own start included) as a reference.
// dist/ is built first when it is missing or older than src/. Issue 37's target for g: at most 1.3x bare node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { buildDist } from '../lib/build.js';
import { root } from '../lib/child.js';
import { newestMtime } from '../lib/mtime.js';
import { quick, scale } from '../lib/quick.js';
import { interleave, type Measure, measure, rows } from '../lib/stats.js';

const rounds = scale(20, 1);

/** A command line: the program and its arguments. */
type Line = [program: string, args: string[]];

/** Times each contender, a fresh process each time, interleaved round by round (after a warming round, when full). */
async function timeLines(contenders: Record<string, Line>, env: NodeJS.ProcessEnv): Promise<Map<string, number[]>> {
  const once = async (name: string): Promise<number> => {
    const [program, args] = contenders[name]!;
    const start = performance.now();
    const child = spawnSync(program, args, { cwd: root, encoding: 'utf8', env });
    const took = performance.now() - start;
    if (child.status !== 0) throw new Error(`${name} failed (${child.status}): ${child.stderr}`);
    return took;
  };
  const names = Object.keys(contenders);
  if (!quick) for (const name of names) await once(name); // warm the file system cache (quick mode: one run each)
  return interleave(names, rounds, once);
}

export async function run(): Promise<Measure[]> {
  const wdp = quick ? (await import('../../test/helpers/cli-bundle.js')).cliBundle : built();
  return [await coldStart(wdp), await realCommand(wdp)];
}

/**
 * dist/cli/wdp.js, built first when it is missing or older than src/. Quick mode times the tests' own bundle of the
 * same source instead (test/helpers/cli-bundle.ts: esbuild, split as tsup splits it), which needs no `npm run build`.
 */
function built(): string {
  const wdp = join(root, 'dist/cli/wdp.js');
  if (!existsSync(wdp) || newestMtime(join(root, 'src')) > statSync(wdp).mtimeMs) buildDist();
  return wdp;
}

async function coldStart(wdp: string): Promise<Measure> {
  const node = process.execPath;
  const contenders: Record<string, Line> = {
    'node -e 0': [node, ['-e', '0']],
    'wdp --version': [node, [wdp, '--version']],
    'wdp --help': [node, [wdp, '--help']],
    // Quick mode leaves the references out, as measure e does: the same spawn with other arguments.
    ...(quick
      ? {}
      : {
          'node -e "import(\'commander\')" (reference)': [
            node,
            ['--input-type=module', '-e', "await import('commander')"],
          ],
        }),
  };
  const names = Object.keys(contenders);
  const samples = await timeLines(contenders, process.env);
  const target = { op: '<=', value: 1.3 } as const;
  return measure({
    id: 'g',
    title: 'g. wdp cold start: wall time of a fresh process, against bare node',
    unit: 'ms',
    better: 'lower',
    rounds,
    floor: names[0]!,
    rows: rows(samples, names[0]!, { [names[1]!]: target, [names[2]!]: target }),
    notes: [
      'dist/cli/wdp.js as the package ships it (built first when older than src/). --version alone loads the ' +
        'entry and the version; --help the entry chunk, commander and the definitions, no command module, no SDK.',
      "The commander row is the floor plus importing commander alone: the part of the start that is the parser's.",
    ],
  });
}

/** `wdp mock --json --port 0`, started once: its first line of stdout says where it serves and its tokens. */
async function startMock(wdp: string): Promise<{ baseUrl: string; token: string; stop: () => Promise<void> }> {
  const mock = spawn(process.execPath, [wdp, 'mock', '--json', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => mock.once('exit', () => resolve()));
  const stop = async () => {
    mock.kill('SIGTERM');
    await exited;
  };
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: mock.stdout }).once('line', resolve);
    mock.once('exit', (code) => reject(new Error(`wdp mock ended (${code}) before saying where it serves`)));
  });
  const { baseUrl, tokens } = JSON.parse(first) as { baseUrl: string; tokens: { owner: string } };
  return { baseUrl, token: tokens.owner, stop };
}

async function realCommand(wdp: string): Promise<Measure> {
  const mock = await startMock(wdp);
  // No contexts file of the machine's user: the settings come from the environment alone.
  const config = mkdtempSync(join(tmpdir(), 'wdp-bench-'));
  try {
    const env = { ...process.env, WDP_CONFIG_DIR: config, WDP_BASE_URL: mock.baseUrl, WDP_TOKEN: mock.token };
    // The URL the command fetches, from its --verbose line (`wdp-sdk: GET URL 200 in ...`).
    const verbose = spawnSync(process.execPath, [wdp, 'workspaces', 'list', '--verbose'], { encoding: 'utf8', env });
    const url = /GET (\S+) 200/.exec(verbose.stderr)?.[1];
    if (verbose.status !== 0 || url === undefined) throw new Error(`wdp workspaces list failed: ${verbose.stderr}`);
    const authorization = `Authorization: Bearer ${mock.token}`;
    const headers = JSON.stringify({ authorization: `Bearer ${mock.token}` });
    const fetchOnce = `const r = await fetch(${JSON.stringify(url)}, { headers: ${headers} });
      if (!r.ok) process.exit(1); await r.json();`;
    const contenders: Record<string, Line> = {
      curl: ['curl', ['-sf', '-o', '/dev/null', '-H', authorization, url]],
      'wdp workspaces list': [process.execPath, [wdp, 'workspaces', 'list']],
      ...(quick
        ? {}
        : { 'node -e "fetch(URL)" (reference)': [process.execPath, ['--input-type=module', '-e', fetchOnce]] }),
    };
    const names = Object.keys(contenders);
    const samples = await timeLines(contenders, env);
    return measure({
      id: 'g-cmd',
      title: 'g-cmd. wdp workspaces list against wdp mock: wall time of a fresh process, against curl',
      unit: 'ms',
      better: 'lower',
      rounds,
      floor: names[0]!,
      rows: rows(samples, names[0]!),
      notes: [
        `The same URL for all (${url.replace(mock.baseUrl, '')}), one mock started once (dist/cli/wdp.js mock).`,
        'wdp prints its table; curl writes the body to /dev/null; the node row parses it, as the SDK does.',
      ],
    });
  } finally {
    rmSync(config, { recursive: true, force: true });
    await mock.stop();
  }
}
