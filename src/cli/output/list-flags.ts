// The flags of list commands (cli-design.md): `--all`, `--limit`, `--page`, `--size`, `--sort`, and `--wide` of
// every table. Light: definitions import it, so it loads commander and nothing else.
import { type Command, Option } from 'commander';
import { wholeNumber } from '../program/numbers.js';

/** The flag of a command that prints a table: `--wide` keeps every cell whole on a terminal (the run's `io.wide`). */
export interface TableFlags {
  wide?: boolean | undefined;
}

/** Adds `--wide` to a command that prints a table. */
export function withWideOption(command: Command): Command {
  return command.addOption(new Option('--wide', 'on a terminal too, print every cell whole: full ids, names uncut'));
}

/** The list flags as commander parses them. */
export interface ListFlags extends TableFlags {
  all?: boolean | undefined;
  limit?: number | undefined;
  page?: number | undefined;
  size?: number | undefined;
  sort?: string[] | undefined;
}

/** Adds `--all`, `--limit N`, `--page N`, `--size N`, `--sort FIELD,asc|desc` and `--wide` to a list command. */
export function withListOptions(command: Command): Command {
  return withWideOption(command)
    .addOption(new Option('--all', 'every item of every page'))
    .addOption(
      new Option('--limit <n>', 'at most N items, read across pages').argParser(wholeNumber('--limit', { min: 1 })),
    )
    .addOption(new Option('--page <n>', 'the zero-based page to show').argParser(wholeNumber('--page', { min: 0 })))
    .addOption(new Option('--size <n>', 'items per page').argParser(wholeNumber('--size', { min: 1 })))
    .addOption(new Option('--sort <field,direction...>', 'such as name,asc (repeatable)'));
}
