// The flags of list commands (cli-design.md): `--all`, `--limit`, `--page`, `--size`, `--sort`. Light: definitions
// import it, so it loads commander and nothing else.
import { type Command, Option } from 'commander';
import { wholeNumber } from '../program/numbers.js';

/** The list flags as commander parses them. */
export interface ListFlags {
  all?: boolean | undefined;
  limit?: number | undefined;
  page?: number | undefined;
  size?: number | undefined;
  sort?: string[] | undefined;
}

/** Adds `--all`, `--limit N`, `--page N`, `--size N` and `--sort FIELD,asc|desc` to a list command. */
export function withListOptions(command: Command): Command {
  return command
    .addOption(new Option('--all', 'every item of every page'))
    .addOption(
      new Option('--limit <n>', 'at most N items, read across pages').argParser(wholeNumber('--limit', { min: 1 })),
    )
    .addOption(new Option('--page <n>', 'the zero-based page to show').argParser(wholeNumber('--page', { min: 0 })))
    .addOption(new Option('--size <n>', 'items per page').argParser(wholeNumber('--size', { min: 1 })))
    .addOption(new Option('--sort <field,direction...>', 'such as name,asc (repeatable)'));
}
