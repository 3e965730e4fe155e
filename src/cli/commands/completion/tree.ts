// What `wdp completion` completes, read from the commander program itself when the script is printed: every
// visible command, its aliases, its flags and the fixed choices of flags and arguments. Nothing is listed by hand,
// so a new command group is completed as soon as it is defined.
import type { Command, Option } from 'commander';

/** A flag of a command, as a shell completes it. */
export interface Flag {
  /** Its names as typed: the short one first (`-w`, `--workspace`). */
  names: string[];
  /** Its help text, on one line. */
  description: string;
  /** Whether it takes a value (`--type list`), so that the next word is not a command. */
  takesValue: boolean;
  /** The values it takes when they are a fixed list (commander's `choices`); empty when any value goes. */
  choices: readonly string[];
}

/** A command of the program (the program itself at the root) and what may be typed after it. */
export interface CommandNode {
  /** Its canonical names from the root, space-separated: '' for the program, 'datasets list'. */
  path: string;
  /** The words that reach it from its parent: its name, then its aliases. */
  names: string[];
  /** Its help text, on one line. */
  description: string;
  /** Its visible subcommands, in the order of its `--help`. */
  children: CommandNode[];
  /** Every flag it takes: its own, the global ones (hidden from its `--help` but taken) and `-h, --help`. */
  flags: Flag[];
  /** The choices of each positional argument, in order (empty where any value goes). */
  argumentChoices: (readonly string[])[];
}

/** The program a command belongs to: commander's `parent` links followed up to the root. */
export function rootOf(command: Command): Command {
  let root = command;
  while (root.parent) root = root.parent;
  return root;
}

/** The completion tree of a command (the program: of everything), walked from commander's own definitions. */
export function completionTree(command: Command, path = ''): CommandNode {
  const help = command.createHelp();
  // Public ways to what commander keeps private: visible subcommands (its implicit `help` left out) and the help flag.
  const children = help.visibleCommands(command).filter((child) => command.commands.includes(child));
  const helpFlags = help.visibleOptions(command).filter((option) => !command.options.includes(option));
  return {
    path,
    names: [command.name(), ...command.aliases()],
    description: oneLine(command.description()),
    children: children.map((child) => completionTree(child, path === '' ? child.name() : `${path} ${child.name()}`)),
    flags: [...command.options, ...helpFlags].map(flag),
    argumentChoices: command.registeredArguments.map((argument) => argument.argChoices ?? []),
  };
}

/** Every command of a tree, the root first, parents before their children. */
export function allCommands(root: CommandNode): CommandNode[] {
  return [root, ...root.children.flatMap(allCommands)];
}

function flag(option: Option): Flag {
  return {
    names: [option.short, option.long].filter((name) => name !== undefined),
    description: oneLine(option.description),
    takesValue: option.required || option.optional,
    choices: option.argChoices ?? [],
  };
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
