// What `wdp --help` and `wdp --version` load: the modules the entry reaches by static imports (and the program,
// which bin.ts imports dynamically, but for a lone --version, so that --verbose can enable source maps first), from a
// split esbuild bundle as tsup builds dist/cli/ (every dynamic import a chunk of its own, loaded only when a command
// runs); and what defining the commands builds (no leaf's global flags).
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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
/** What `wdp context` commands load when one runs: their implementation's chunk and all it imports. */
let contextRun: Loaded;

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
  contextRun = staticallyLoaded(metafile, false, 'src/cli/commands/context/run.ts');
});

/**
 * Every output the chunk of `from` (by default the entry) imports, at any depth: statically, or (with `program`)
 * dynamically by the entry itself (the program, which it loads but for `--version`): their packages and sources.
 */
function staticallyLoaded({ outputs }: Metafile, program: boolean, from = entry): Loaded {
  const start = Object.keys(outputs).find((name) => outputs[name]?.entryPoint === from) ?? '';
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

  it('loads no code of the SDK or its mock (only its version, and the control-character escaping both share)', () => {
    const shared = ['src/version.ts', 'src/core/safe-line.ts'];
    const sdk = startup.sources.filter((source) => !source.startsWith('src/cli/') && !shared.includes(source));
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

describe('what a command that calls no service loads', () => {
  // Printing a table needs the SDK's timestamp reader; taken from the root entry, it made every table load the whole
  // SDK, its clients, resources and their models (a sixth of `wdp context list`'s instructions; PERFORMANCE.md, "The
  // CLI's CPU").
  it('wdp context loads neither the root entry nor any client or resource of the SDK', () => {
    expect(contextRun.sources).toContain('src/cli/output/print.ts');
    const clients = /^src\/(index|client)\.ts$|^src\/resources\//;
    expect(contextRun.sources.filter((source) => clients.test(source))).toEqual([]);
  });
});

describe('what wdp --version alone loads', () => {
  it('the entry and the version: not commander, not the program', () => {
    expect(versionOnly.packages.filter((name) => !name.startsWith('node:'))).toEqual([]);
    expect(versionOnly.sources).toEqual(['src/cli/bin.ts', 'src/version.ts']);
  });
});

describe('what the output modules cost when a command loads them', () => {
  // Building an Intl.RelativeTimeFormat loads ICU's data: 20 to 45 ms of CPU that `wdp workspaces list` paid at every
  // run, though no table of it shows a time (PERFORMANCE.md, "The CLI's cold start, round 4").
  it('builds no Intl formatter or segmenter until a time or a width is asked for', async () => {
    const made: string[] = [];
    const kinds = ['RelativeTimeFormat', 'Segmenter'] as const;
    const originals = { RelativeTimeFormat: Intl.RelativeTimeFormat, Segmenter: Intl.Segmenter };
    for (const kind of kinds) {
      const counted = new Proxy(originals[kind], {
        construct: (target, args: unknown[]) => (made.push(kind), Reflect.construct(target, args)),
      });
      Object.assign(Intl, { [kind]: counted });
    }
    try {
      vi.resetModules();
      const { relativeTime } = await import('../../src/cli/output/relative-time.js');
      const { textWidth } = await import('../../src/cli/output/text-width.js');
      await import('../../src/cli/output/print.js');
      expect(made).toEqual([]);
      expect(textWidth('ab')).toBe(2);
      expect(relativeTime('2024-03-01T10:00:00Z', new Date('2024-03-01T12:00:00Z'))).toBe('2 hours ago');
      expect(textWidth('abc') + textWidth('d')).toBe(4);
      expect(made.sort()).toEqual(['RelativeTimeFormat', 'Segmenter']);
    } finally {
      Object.assign(Intl, originals);
    }
  });
});
