// `--help` like gh's: the global flags listed once, in `wdp --help`, under their own heading; every command with an
// example; and every example a command line `wdp` takes (its commands exist, its flags are the command's own).
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { withEveryGlobalOption, withGlobalOptions } from '../../src/cli/program/global-flags.js';
import { defineGroups } from '../../src/cli/program/groups.js';
import { runWdp } from './harness.js';

/**
 * The program's tree of commands, as main() builds it (the implementations never run), with the global flags every
 * leaf takes once commander parses or shows it (main() adds them to a leaf only then).
 */
function program(): Command {
  const root = withGlobalOptions(new Command('wdp'), 'listed');
  defineGroups(root, async () => {});
  return withEveryGlobalOption(root);
}

/** Every command below the root with its words (`['channels', 'create']`). */
function commands(root: Command): Array<{ words: string[]; command: Command }> {
  const found: Array<{ words: string[]; command: Command }> = [];
  const walk = (parent: Command, words: string[]) => {
    for (const command of parent.commands) {
      found.push({ words: [...words, command.name()], command });
      walk(command, [...words, command.name()]);
    }
  };
  walk(root, []);
  return found;
}

/** The example command lines of a help text (`  $ wdp ...`). */
const examples = (help: string) => [...help.matchAll(/^ {2}\$ (wdp .*)$/gm)].map((match) => match[1] ?? '');

/** What is wrong with an example, or undefined: its commands must exist and its flags be the command's. */
function checkExample(root: Command, line: string): string | undefined {
  const words = line.replace(/ <.*$/, '').split(' ').slice(1);
  let command = root;
  for (;;) {
    const word = words[0];
    const next = command.commands.find((sub) => sub.name() === word || sub.aliases().includes(word ?? ''));
    if (!next) break;
    command = next;
    words.shift();
  }
  if (command === root) return `${line}: no such command`;
  if (command.commands.length > 0) return `${line}: ${command.name()} needs one of its commands`;
  const flags = new Set(command.options.flatMap((option) => [option.long, option.short]));
  const unknown = words.filter((word) => word.startsWith('-') && word !== '-' && !flags.has(word.split('=')[0]));
  return unknown.length ? `${line}: ${command.name()} takes no ${unknown.join(', ')}` : undefined;
}

describe('wdp --help', () => {
  it('lists the global flags once, under their own heading, then examples that work', async () => {
    const help = await runWdp(['--help']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    const globals = help.stdout.slice(help.stdout.indexOf('Global flags (every command takes them):\n'));
    expect(globals.length).toBeLessThan(help.stdout.length);
    for (const flag of ['--base-url <url>', '--token <token>', '-w, --workspace <workspace>', '--json', '--verbose'])
      expect(help.stdout.split(flag).length - 1, flag).toBe(1);
    expect(globals.indexOf('--context <name>')).toBeLessThan(globals.indexOf('Options:'));
    const lines = examples(help.stdout);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.map((line) => checkExample(program(), line)).filter(Boolean)).toEqual([]);
  });
});

describe("each command's --help", () => {
  const all = commands(program());

  it('has an example, and every example is a command line wdp takes', async () => {
    const problems: string[] = [];
    for (const { words } of all) {
      const help = await runWdp([...words, '--help']);
      const lines = examples(help.stdout);
      if (help.code !== 0 || lines.length === 0) problems.push(`wdp ${words.join(' ')}: no example`);
      for (const line of lines) problems.push(checkExample(program(), line) ?? '');
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('shows its own options and --json, and names the global flags in one line', async () => {
    const leaves = all.filter(({ command }) => command.commands.length === 0);
    for (const { words } of leaves) {
      const { stdout } = await runWdp([...words, '--help']);
      const name = `wdp ${words.join(' ')}`;
      expect(stdout, name).toMatch(/\n {2}--json +print one JSON document/);
      expect(stdout, name).toContain('\nGlobal flags: -w/--workspace, --context, --base-url, --token,');
      // Only the commands that store settings show them as their own.
      const settings = /\n {2}--base-url <url>/.test(stdout);
      expect(settings, name).toBe(name === 'wdp context create' || name === 'wdp context update');
    }
  });
});
