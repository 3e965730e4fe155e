// The flags of list commands (cli-design.md): `--all`, `--limit`, `--page`, `--size`, `--sort`, and `--wide` of
// every table. Light: definitions import it, so it loads commander and nothing else.
import { type Command, Option } from 'commander';
import { UsageError } from '../program/exit.js';
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

/**
 * Adds `--all`, `--limit N`, `--page N`, `--size N`, `--sort FIELD,asc|desc` and `--wide` to a list command. `--all`,
 * `--limit` and `--page` each choose the items another way: any two of them are a usage error.
 */
export function withListOptions(command: Command): Command {
  return withWideOption(command)
    .addOption(new Option('--all', 'every item of every page').conflicts(['limit', 'page']))
    .addOption(
      new Option('--limit <n>', 'at most N items, read across pages')
        .argParser(wholeNumber('--limit', { min: 1 }))
        .conflicts('page'),
    )
    .addOption(new Option('--page <n>', 'the zero-based page to show').argParser(wholeNumber('--page', { min: 0 })))
    .addOption(new Option('--size <n>', 'items per page').argParser(wholeNumber('--size', { min: 1 })))
    .addOption(sortOption('the order, such as name,asc (repeatable)'));
}

/**
 * `--sort FIELD,asc|desc`, repeatable: one sort key each time (so the arguments after it stay arguments), each
 * checked, collected in order.
 */
export function sortOption(description: string): Option {
  return new Option('--sort <field,asc|desc>', description).argParser(sortKey);
}

/** One `--sort` value added to those before it: a field (no spaces or commas), a comma, and `asc` or `desc`. */
function sortKey(text: string, before: string[] | undefined): string[] {
  const match = /^([^\s,]+),(asc|desc)$/i.exec(text);
  if (!match) throw new UsageError(`--sort takes FIELD,asc or FIELD,desc, such as name,asc; got "${text}".`);
  return [...(before ?? []), `${match[1]},${match[2]?.toLowerCase()}`];
}
