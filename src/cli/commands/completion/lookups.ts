// The tables a completion script looks words up in, keyed the way the scripts key them: a command by its path
// (`datasets list`, '' for the program), and `PATH:WORD`, `PATH:FLAG` or `PATH:N` for what follows it.
import { allCommands, type CommandNode } from './tree.js';

/** A word to complete and what it is: a subcommand's description, or '' for a choice. */
export interface Word {
  word: string;
  description: string;
}

/** `PATH:WORD` → the path of the subcommand that WORD (its name or an alias) names after the command PATH. */
export function childEntries(root: CommandNode): [string, string][] {
  return allCommands(root).flatMap((command) =>
    command.children.flatMap((child) =>
      child.names.map((name): [string, string] => [`${command.path}:${name}`, child.path]),
    ),
  );
}

/** PATH → the names of the command's flags that take a value (the next word is that value, not a command). */
export function valueFlagEntries(root: CommandNode): [string, string[]][] {
  return allCommands(root)
    .map((command): [string, string[]] => [
      command.path,
      command.flags.filter((f) => f.takesValue).flatMap((f) => f.names),
    ])
    .filter(([, names]) => names.length > 0);
}

/** `PATH:FLAG` → the choices of a flag that has a fixed list of them, under each of its names. */
export function choiceEntries(root: CommandNode): [string, readonly string[]][] {
  return allCommands(root).flatMap((command) =>
    command.flags
      .filter((flag) => flag.choices.length > 0)
      .flatMap((flag) =>
        flag.names.map((name): [string, readonly string[]] => [`${command.path}:${name}`, flag.choices]),
      ),
  );
}

/**
 * `PATH:N` → the words of the command's positional N (from 0): its subcommands and their aliases for a group, or
 * the choices of a leaf's argument N when it has them.
 */
export function wordEntries(root: CommandNode): [string, Word[]][] {
  return allCommands(root).flatMap((command): [string, Word[]][] => {
    if (command.children.length > 0) {
      const words = command.children.flatMap((child) =>
        child.names.map((word) => ({ word, description: child.description })),
      );
      return [[`${command.path}:0`, words]];
    }
    return command.argumentChoices.flatMap((choices, n): [string, Word[]][] =>
      choices.length === 0 ? [] : [[`${command.path}:${n}`, choices.map((word) => ({ word, description: '' }))]],
    );
  });
}
