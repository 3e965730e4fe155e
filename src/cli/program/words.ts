// Flags that take one of some words, parsed once by commander (`.argParser()`): any case is taken and the word is
// given as listed (`--type list` is `LIST`), while `--help` and shell completion still show the words as choices.
import { Option } from 'commander';
import { UsageError } from './exit.js';

/**
 * A flag that takes one of `words` in any case; the implementation receives the word as listed here.
 * @example wordOption('--type <type>', 'SOURCE or LIST', ['SOURCE', 'LIST'] as const)
 */
export function wordOption(flags: string, description: string, words: readonly string[]): Option {
  const option = new Option(flags, description).choices(words);
  const shown = words.length === 2 ? words.join(' or ') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return option.argParser((text: string) => {
    const word = words.find((known) => known.toLowerCase() === text.toLowerCase());
    if (word !== undefined) return word;
    throw new UsageError(`${option.long ?? flags} takes ${shown} (in any case); got "${text}".`);
  });
}
