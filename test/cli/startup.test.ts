// What `wdp --help` and `wdp --version` load: the modules the entry reaches by static imports (and the program,
// which bin.ts imports dynamically, but for a lone --version, so that --verbose can enable source maps first), from a
// split esbuild bundle as tsup builds dist/cli/ (every dynamic import a chunk of its own, loaded only when a command
// runs); and what defining the commands builds (no leaf's global flags).
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineGroups } from '../../src/cli/program/groups.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const entry = 'src/cli/bin.ts';

/** What a run loads: packages and sources. */
interface Loaded {
  packages: string[];
  sources: string[];
}

/** What the entry chunk loads before any command runs; and what `wdp --version` alone loads (the entry itself). */
let startup: Loaded;
let versionOnly: Loaded;

beforeAll(async () => {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    outdir: 'out',
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
  });
  startup = staticallyLoaded(metafile, true);
  versionOnly = staticallyLoaded(metafile, false);
});

/**
 * Every output the entry's chunk imports, at any depth: statically, or (with `program`) dynamically by the entry
 * itself (the program, which it loads but for `--version`): their packages and their sources.
 */
function staticallyLoaded({ outputs }: Metafile, program: boolean): Loaded {
  const start = Object.keys(outputs).find((name) => outputs[name]?.entryPoint === entry) ?? '';
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [start];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    for (const edge of outputs[name]?.imports ?? []) {
      if (edge.kind !== 'import-statement' && !(program && edge.kind === 'dynamic-import' && name === start)) continue;
      if (edge.external) packages.add(edge.path);
      else queue.push(edge.path);
    }
  }
  const sources = [...seen].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}));
  return { packages: [...packages].sort(), sources: sources.sort() };
}

describe('what wdp loads before a command runs (--help, --version)', () => {
  it('loads commander and Node built-ins only: no yaml, no msw', () => {
    expect(startup.packages.filter((name) => !name.startsWith('node:'))).toEqual(['commander']);
  });

  it("loads the commands' definitions and the program, none of their implementations", () => {
    expect(startup.sources).toContain('src/cli/commands/jobs/define.ts');
    const implementations = startup.sources.filter(
      (source) => source.startsWith('src/cli/commands/') && !/\/(define|[\w-]+-flags)\.ts$/.test(source),
    );
    expect(implementations).toEqual([]);
  });

  it("loads no model's view and no list or get code (src/cli/views/, program/model-commands.ts)", () => {
    expect(startup.sources.filter((source) => source.startsWith('src/cli/views/'))).toEqual([]);
    expect(startup.sources).not.toContain('src/cli/program/model-commands.ts');
  });

  it('loads no code of the SDK or its mock (only its version)', () => {
    const sdk = startup.sources.filter((source) => !source.startsWith('src/cli/') && source !== 'src/version.ts');
    expect(sdk).toEqual([]);
  });

  it('loads no settings module (contexts, lock, prompts, secrets): the invocation is built when one runs', () => {
    expect(startup.sources.filter((source) => source.startsWith('src/cli/settings/'))).toEqual([]);
    expect(startup.sources).not.toContain('src/cli/program/invocation.ts');
  });

  it('gives no leaf its global flags until commander parses or shows it', () => {
    const program = new Command('wdp');
    defineGroups(program, async () => {});
    const leaves = (command: Command): Command[] =>
      command.commands.length ? command.commands.flatMap(leaves) : [command];
    const all = leaves(program);
    expect(all.length).toBeGreaterThan(80);
    // The two context commands that show the settings flags as their own take them at once.
    const early = all.filter((leaf) => leaf.options.some((option) => option.long === '--verbose'));
    expect(early.map((leaf) => `${leaf.parent?.name()} ${leaf.name()}`)).toEqual(['context create', 'context update']);
  });
});

describe('what wdp --version alone loads', () => {
  it('the entry and the version: not commander, not the program', () => {
    expect(versionOnly.packages.filter((name) => !name.startsWith('node:'))).toEqual([]);
    expect(versionOnly.sources).toEqual(['src/cli/bin.ts', 'src/version.ts']);
  });
});
