// `wdp completion`: the scripts are generated from the commander tree; bash's is run in a real bash, zsh's and
// fish's are checked for their shape (and run when the machine has the shell).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Command, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { bashScript } from '../../src/cli/commands/completion/bash.js';
import { shQuote } from '../../src/cli/commands/completion/shell-text.js';
import { completionTree } from '../../src/cli/commands/completion/tree.js';
import { runWdp } from './harness.js';

const run = promisify(execFile);
/** Child shells on a loaded 2-core machine. */
const slow = 60_000;

/** The script `wdp completion SHELL` prints (and checks it ran cleanly). */
async function script(shell: string): Promise<string> {
  const result = await runWdp(['completion', shell]);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  return result.stdout;
}

/** What bash's `_wdp` puts in COMPREPLY for each command line (its last word the one completed), one list each. */
async function bashCompletes(loaded: string, lines: string[][]): Promise<string[][]> {
  const driver = [
    'eval "$SCRIPT"',
    'complete -p wdp',
    `reply() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _wdp; echo "\${COMPREPLY[*]}"; }`,
    ...lines.map((words) => `reply ${words.map(shQuote).join(' ')}`),
  ].join('\n');
  const { stdout, stderr } = await run('bash', ['--norc', '--noprofile', '-c', driver], {
    env: { PATH: process.env['PATH'], SCRIPT: loaded },
  });
  expect(stderr).toBe('');
  const [registered, ...replies] = stdout.split('\n').slice(0, -1);
  expect(registered).toBe('complete -o default -F _wdp wdp');
  return replies.map((reply) => (reply === '' ? [] : reply.split(' ')));
}

/** Whether a shell is installed (the zsh and fish checks run only then). */
async function installed(shell: string): Promise<boolean> {
  return run(shell, ['--version']).then(
    () => true,
    () => false,
  );
}

/** Runs `shell args... FILE` with the script in FILE. */
async function withScriptFile<T>(text: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'wdp-completion-'));
  try {
    await writeFile(join(dir, 'script'), text);
    return await use(join(dir, 'script'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('wdp completion bash', () => {
  it(
    'completes groups, subcommands, flags and choices when sourced in bash',
    async () => {
      const [groups, datasets, flags, types, typesAfterEquals, afterGlobal, setType, shells, alias, leaf] =
        await bashCompletes(await script('bash'), [
          ['wdp', ''],
          ['wdp', 'datasets', ''],
          ['wdp', 'datasets', 'list', '--'],
          ['wdp', 'channels', 'create', '--type', ''],
          ['wdp', 'channels', 'create', '--name', 'x', '--type', '='],
          ['wdp', '-w', 'analytics', '--json', 'channels', ''],
          ['wdp', 'subscriptions', 'set-type', '7c1d', 'A'],
          ['wdp', 'completion', ''],
          ['wdp', 'apikeys', ''],
          ['wdp', 'datasets', 'get', ''],
        ]);
      expect(groups).toEqual(
        expect.arrayContaining(['context', 'datasets', 'channels', 'api-keys', 'apikeys', 'mock']),
      );
      expect(groups).not.toContain('help');
      expect(datasets).toEqual(['list', 'get', 'fetch', 'delete']);
      expect(flags).toEqual(
        expect.arrayContaining(['--json', '--all', '--limit', '--workspace', '--verbose', '--help']),
      );
      expect(flags).not.toContain('-w');
      expect(types).toEqual(['SOURCE', 'LIST']);
      expect(typesAfterEquals).toEqual(['SOURCE', 'LIST']);
      expect(afterGlobal).toEqual(['list', 'get', 'create', 'delete', 'add-dataset', 'remove-dataset']);
      expect(setType).toEqual(['ALL', 'ALERTS']);
      expect(shells).toEqual(['bash', 'zsh', 'fish']);
      expect(alias).toEqual(['list', 'create', 'delete']);
      expect(leaf).toEqual([]); // bash falls back to file names (`-o default`)
    },
    slow,
  );

  it(
    'is generated from the command tree: a new group and its flags are completed with no list to update',
    async () => {
      const program = new Command('wdp').option('-w, --workspace <workspace>', 'the workspace');
      const widgets = program.command('widgets').alias('w').description('widgets');
      widgets.command('spin').addOption(new Option('--speed <speed>', 'how fast').choices(['slow', 'fast']));
      widgets.command('secret').description('a secret');
      program.command('hidden', { hidden: true });
      const loaded = bashScript(completionTree(program));
      expect(
        await bashCompletes(loaded, [
          ['wdp', ''],
          ['wdp', 'w', ''],
          ['wdp', '-w', 'x', 'widgets', 'spin', '--speed', 'f'],
          ['wdp', 'widgets', 'spin', '-'],
        ]),
      ).toEqual([['widgets', 'w'], ['spin', 'secret'], ['fast'], ['--speed', '-h', '--help']]);
    },
    slow,
  );

  it('prints the script as { shell, script } with --json', async () => {
    const json = await runWdp(['completion', 'bash', '--json']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toEqual({ shell: 'bash', script: await script('bash') });
  });
});

describe('wdp completion zsh', () => {
  it(
    'prints a #compdef file of the commands and flags, with descriptions (zsh, when installed, runs it)',
    async () => {
      const zsh = await script('zsh');
      expect(zsh.split('\n')[0]).toBe('#compdef wdp');
      expect(zsh).toContain("    ':datasets') REPLY='datasets' ;;\n");
      expect(zsh).toMatch(/\n {4}'datasets:0'\) reply=\('list:list the workspace'\\''s datasets' 'get:show a dataset/);
      expect(zsh).toMatch(/\n {4}('[^']+'\|)*'channels create:--type'(\|'[^']+')*\) reply=\('SOURCE' 'LIST'\) ;;\n/);
      expect(zsh).toContain("'--json:print one JSON document (NDJSON for log streams)'");
      expect(zsh).toContain("'-w:the workspace: id, alias or name (WDP_WORKSPACE)'");
      expect(zsh.trimEnd().split('\n').at(-1)).toBe(
        'if [[ $funcstack[1] == _wdp ]]; then _wdp "$@"; else compdef _wdp wdp; fi',
      );
      if (!(await installed('zsh'))) return;
      await withScriptFile(zsh, async (file) => {
        await run('zsh', ['-n', file]);
        // The completion system's functions stubbed to print what they were given.
        const driver = [
          `_describe() { local n=$argv[-1]; local -a w; w=("\${(@P)n}"); print -r -- \${w%%:*} }`,
          '_files() { print files }',
          'compset() { }',
          'compdef() { }',
          `source ${shQuote(file)}`,
          't() { words=("$@"); CURRENT=$#; _wdp }',
          "t wdp datasets ''; t wdp -w x datasets list --; t wdp channels create --type ''; t wdp datasets get ''",
        ].join('\n');
        const { stdout } = await run('zsh', ['-f', '-c', driver]);
        const [subcommands, flags, types, leaf] = stdout.split('\n');
        expect(subcommands).toBe('list get fetch delete');
        expect(flags?.split(' ')).toEqual(expect.arrayContaining(['--all', '--json', '-w', '--workspace']));
        expect([types, leaf]).toEqual(['SOURCE LIST', 'files']);
      });
    },
    slow,
  );
});

describe('wdp completion fish', () => {
  it(
    'prints a complete -c line per group, subcommand and flag (fish, when installed, runs them)',
    async () => {
      const fish = await script('fish');
      const lines = fish.split('\n');
      expect(lines).toContain(
        "complete -c wdp -f -n '__wdp_at \\':0\\'' -a 'datasets' -d " +
          "'list, show, fetch and delete the workspace\\'s datasets'",
      );
      expect(lines).toContain(
        "complete -c wdp -f -n '__wdp_at \\'datasets:0\\'' -a 'fetch' -d " +
          "'print a dataset\\'s data (id or alias): JSON rows or CSV'",
      );
      expect(lines).toContain("complete -c wdp -f -n '__wdp_at \\'completion:0\\'' -a 'zsh'");
      const flag = (pattern: string) =>
        lines.find((line) => line.startsWith('complete -c wdp -n ') && line.includes(pattern));
      expect(flag("\\'channels create\\'' -l 'type' -x -a 'SOURCE LIST'")).toBeDefined();
      expect(flag(" -l 'all' -d 'every item of every page'")).toContain("\\'datasets list\\'");
      expect(flag(" -s 'w' -l 'workspace' -r -d")).toContain("\\'datasets list\\'");
      expect(flag(" -l 'json' -d")).toContain("\\'channels create\\'");
      if (!(await installed('fish'))) return;
      await withScriptFile(fish, async (file) => {
        await run('fish', ['--no-execute', file]);
        const driver = `source ${shQuote(file)}; for line in 'wdp ' 'wdp datasets ' 'wdp -w x channels create --type '
          complete -C"$line" | string replace -r '\\t.*' '' | sort | string join ' '
        end`;
        const { stdout } = await run('fish', ['--no-config', '-c', driver]);
        const [groups, subcommands, types] = stdout.split('\n');
        expect(groups?.split(' ')).toEqual(expect.arrayContaining(['channels', 'datasets', 'completion']));
        expect([subcommands, types]).toEqual(['delete fetch get list', 'SOURCE LIST']);
      });
    },
    slow,
  );
});

describe('wdp completion: usage', () => {
  it('says how to install the script in each shell, with an example', async () => {
    const help = await runWdp(['completion', '--help']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('Usage: wdp completion [options] <shell>\n');
    expect(help.stdout).toContain('\n          eval "$(wdp completion bash)"\n');
    expect(help.stdout).toContain('\n          mkdir -p ~/.zfunc && wdp completion zsh > ~/.zfunc/_wdp\n');
    expect(help.stdout).toContain('\n          wdp completion fish > ~/.config/fish/completions/wdp.fish\n');
    expect(help.stdout).toContain('\nExample:\n  $ wdp completion bash\n');
  });

  it('refuses a shell it has no script for, naming the ones it has (exit 2)', async () => {
    expect(await runWdp(['completion', 'tcsh'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: command-argument value 'tcsh' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish.\n",
    });
    expect(await runWdp(['completion'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "error: missing required argument 'shell'\n",
    });
  });
});
