// A better first answer to a command line commander refused: a long flag typed with one dash (`-workspace`), a
// command typed without its group (`wdp run` for `wdp pipelines run`), or a group's command typed under another
// group (`wdp use analytics` for `wdp context use analytics`). Loaded only after a usage error.
import type { Command, Option } from 'commander';
import { withEveryGlobalOption } from './global-flags.js';

/** At most this many groups are suggested for a command several of them have (`wdp list` suggests none). */
const maxGroups = 3;

/**
 * What the user more likely meant, as a line such as `Did you mean wdp context use?`, or undefined when nothing
 * better than commander's own suggestion is known. It names flags and command words, never an argument (a secret?).
 * @example suggestion(program, ['use', 'analytics']) // 'Did you mean wdp context use?'
 */
export function suggestion(program: Command, argv: readonly string[]): string | undefined {
  const { path, unknown } = walk(withEveryGlobalOption(program), argv);
  const at = path[path.length - 1] ?? program;
  const flag = singleDashFlag(at, argv);
  if (flag !== undefined) return `Did you mean ${flag}? A long flag takes two dashes.`;
  if (unknown === undefined) return undefined;
  // Under the program: the groups that have the word as a command; under a group: those that have the group's name.
  const word = at === program ? unknown : at.name();
  const groups = program.commands.filter((group) => group !== at && group.commands.some((c) => named(c, word)));
  if (groups.length === 0 || groups.length > maxGroups) return undefined;
  return `Did you mean ${groups.map((group) => `wdp ${group.name()} ${word}`).join(' or ')}?`;
}

/** Whether a command has this name or alias. */
const named = (command: Command, word: string): boolean => command.name() === word || command.aliases().includes(word);

/**
 * The commands the words of argv lead to from the program (options and their values skipped), and the first word
 * that names no command of the last one, if it has commands (else it is an argument).
 */
function walk(program: Command, argv: readonly string[]): { path: Command[]; unknown: string | undefined } {
  const path: Command[] = [];
  let at = program;
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index] ?? '';
    if (word === '--') break;
    if (word.startsWith('-')) {
      if (takesValue(at, word)) index++;
      continue;
    }
    if (at.commands.length === 0) break;
    const next = at.commands.find((command) => named(command, word));
    if (next === undefined) return { path, unknown: word };
    path.push(next);
    at = next;
  }
  return { path, unknown: undefined };
}

/** Whether an option word (`-w`, `--base-url`; not `--x=y` or `-wID`) takes the next word as its value. */
function takesValue(command: Command, word: string): boolean {
  if (word.includes('=') || (!word.startsWith('--') && word.length > 2)) return false;
  const option = options(command).find((o) => o.long === word || o.short === word);
  return option !== undefined && (option.required || option.optional);
}

/** The options a command takes: its own and those of the commands above it. */
function options(command: Command): Option[] {
  const all: Option[] = [];
  for (let at: Command | null = command; at; at = at.parent) all.push(...at.options);
  return all;
}

/**
 * The first word of argv that is a long flag typed with one dash (`-workspace`), as its right spelling: a flag of
 * the command reached, of those above it or of those below it (`wdp jobs -pipeline P list`).
 */
function singleDashFlag(command: Command, argv: readonly string[]): string | undefined {
  const below = (at: Command): Option[] => [...at.options, ...at.commands.flatMap(below)];
  const longs = new Set([...options(command), ...below(command)].map((o) => o.long));
  for (const word of argv) {
    if (word === '--') break;
    const name = /^-([a-z][a-z-]+)(?:=|$)/.exec(word)?.[1];
    if (name !== undefined && longs.has(`--${name}`)) return `--${name}`;
  }
  return undefined;
}
