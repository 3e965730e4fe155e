// Flags and arguments that take one of some words, parsed once by commander (`.argParser()`): any case is taken and
// the word is given as listed (`--type list` is `LIST`), while `--help` and shell completion still show the words as
// choices.
import { Argument, Option } from 'commander';
import { UsageError } from './exit.js';

/**
 * A flag that takes one of `words` in any case; the implementation receives the word as listed here.
 * @example wordOption('--type <type>', 'SOURCE or LIST', ['SOURCE', 'LIST'] as const)
 */
export function wordOption(flags: string, description: string, words: readonly string[]): Option {
  const option = new Option(flags, description).choices(words);
  return option.argParser(wordParser(option.long ?? flags, words));
}

/**
 * An argument that takes one of `words` in any case; the implementation receives the word as listed here.
 * @example wordArgument('<type>', 'ALL, ALERTS or NONE', ['ALL', 'ALERTS', 'NONE'])
 */
export function wordArgument(name: string, description: string, words: readonly string[]): Argument {
  const argument = new Argument(name, description).choices(words);
  return argument.argParser(wordParser(argument.name().toUpperCase(), words));
}

/** Reads one of `words` in any case as listed, or refuses the text naming `what` and every word. */
function wordParser(what: string, words: readonly string[]): (text: string) => string {
  const shown = words.length === 2 ? words.join(' or ') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return (text) => {
    const word = words.find((known) => known.toLowerCase() === text.toLowerCase());
    if (word !== undefined) return word;
    throw new UsageError(`${what} takes ${shown} (in any case); got "${text}".`);
  };
}
