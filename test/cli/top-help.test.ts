// `wdp --help` as bin.ts prints it without commander (src/cli/top-help.ts, from the parts `npm run generate` writes)
// is commander's own output, byte for byte: on terminals 0 to 200 columns wide, on a pipe, and on stderr when `wdp`
// is run with no arguments; and the committed parts are what the generator reads from the program now, so a command
// or a description changed without `npm run generate` fails here. The bundle, run as a process, shows it without
// loading commander.
import { describe, expect, it } from 'vitest';
import { readRepoFile } from '../../scripts/generate/files.js';
import { topHelpFile, topHelpText } from '../../scripts/generate/top-help.js';
import { topHelp } from '../../src/cli/top-help.js';
import { runWdp } from './harness.js';
import { spawnWdp } from './spawn-wdp.js';

/**
 * Runs `run` with a process stream claiming to be a terminal `columns` wide (`undefined`: not a terminal), as
 * commander reads the width of its help from process.stdout and process.stderr, not from main()'s Io.
 */
async function onTerminal<T>(stream: NodeJS.WriteStream, columns: number | undefined, run: () => Promise<T>) {
  const saved = {
    isTTY: Object.getOwnPropertyDescriptor(stream, 'isTTY'),
    columns: Object.getOwnPropertyDescriptor(stream, 'columns'),
  };
  Object.defineProperty(stream, 'isTTY', { value: columns !== undefined, configurable: true });
  Object.defineProperty(stream, 'columns', { value: columns, configurable: true });
  try {
    return await run();
  } finally {
    for (const [key, descriptor] of Object.entries(saved))
      if (descriptor) Object.defineProperty(stream, key, descriptor);
      else delete (stream as unknown as Record<string, unknown>)[key];
  }
}

// No terminal (80 columns); too narrow to wrap anything (commander wraps no description under 40 columns, and none
// beside the terms under 73 here); the edges of wrapping; common widths and a wide one.
const widths = [undefined, 0, 20, 39, 40, 60, 72, 73, 80, 100, 132, 200];
const terminals = widths.map((columns): [string, number | undefined] => [
  columns === undefined ? 'a pipe' : `a terminal ${columns} wide`,
  columns,
]);

describe('wdp --help without commander (top-help.ts)', () => {
  it.each(terminals)("is commander's --help, -h and `wdp help`, on stdout, on %s", async (_, columns) => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const shown = await onTerminal(process.stdout, columns, () => runWdp(args));
      expect(shown, args[0]).toEqual({ code: 0, stdout: topHelp(columns), stderr: '' });
    }
  });

  it.each(terminals)("is commander's help of `wdp` alone, on stderr, on %s", async (_, columns) => {
    const shown = await onTerminal(process.stderr, columns, () => runWdp([]));
    expect(shown).toEqual({ code: 0, stdout: '', stderr: topHelp(columns) });
  });

  it('differs between those widths: they reach the wrapping of the description and of the lists', () => {
    const layouts = new Set(widths.map((columns) => topHelp(columns)));
    // One layout wraps nothing (under 40 columns; 60 and 72, too narrow beside the terms; 132 and 200, where every
    // description fits); 40, 73, 80 (a pipe too) and 100 wrap, each differently.
    expect(layouts.size).toBeGreaterThanOrEqual(5);
  });

  it('is what `npm run generate` makes of the program now', async () => {
    expect(readRepoFile(topHelpFile), 'run npm run generate').toBe(await topHelpText());
  });
});

describe('wdp --help as a process', { timeout: 120_000 }, () => {
  // A preload that says, as the process exits, how many of commander's modules it loaded.
  const preload = `import { createRequire } from 'node:module';
    const cache = createRequire(process.cwd() + '/').cache;
    process.on('exit', () => process.stderr.write('commander modules: ' +
      Object.keys(cache).filter((file) => file.includes('/node_modules/commander/')).length + '\\n'));`;
  const traced = [process.execPath, '--import', `data:text/javascript,${encodeURIComponent(preload)}`];

  it('prints the help (stdout for --help, stderr alone) and loads none of commander; a command does', async () => {
    const { cliBundle } = await import('../helpers/cli-bundle.js');
    const help = spawnWdp(['--help'], {}, [...traced, cliBundle]);
    expect(await help.exited).toBe(0);
    expect({ stdout: help.stdout(), stderr: help.stderr() }).toEqual({
      stdout: topHelp(undefined),
      stderr: 'commander modules: 0\n',
    });
    const alone = spawnWdp([], {}, [...traced, cliBundle]);
    expect(await alone.exited).toBe(0);
    expect({ stdout: alone.stdout(), stderr: alone.stderr() }).toEqual({
      stdout: '',
      stderr: `${topHelp(undefined)}commander modules: 0\n`,
    });
    const command = spawnWdp(['jobs', '--help'], {}, [...traced, cliBundle]);
    expect(await command.exited).toBe(0);
    expect(command.stderr()).toMatch(/^commander modules: [1-9]\d*\n$/);
  });
});
