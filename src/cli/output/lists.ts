// Lists: the first page by default, with a hint when more exist; `--all` and `--limit` walk the pages.
import { type Command, Option } from 'commander';
import type { PageOptions, PagePromise } from '../../index.js';
import type { Invocation } from '../invocation.js';
import { wholeNumber } from '../options/numbers.js';
import { type Column, note, printJson, printLines, table } from './print.js';

/** The list options of cli-design.md, as commander parses them. */
export interface ListFlags {
  all?: boolean | undefined;
  limit?: string | undefined;
  page?: string | undefined;
  size?: string | undefined;
  sort?: string[] | undefined;
}

/** Adds `--all`, `--limit N`, `--page N`, `--size N` and `--sort FIELD,asc|desc` to a list command. */
export function withListOptions(command: Command): Command {
  return command
    .addOption(new Option('--all', 'every item of every page'))
    .addOption(new Option('--limit <n>', 'at most N items, read across pages'))
    .addOption(new Option('--page <n>', 'the zero-based page to show'))
    .addOption(new Option('--size <n>', 'items per page'))
    .addOption(new Option('--sort <field,direction...>', 'such as name,asc (repeatable)'));
}

/** The page options of the flags, checked (whole numbers) before any request. */
export function pageOptions(flags: ListFlags): PageOptions {
  const options: PageOptions = {};
  if (flags.page !== undefined) options.page = wholeNumber(flags.page, '--page', { min: 0 });
  if (flags.size !== undefined) options.size = wholeNumber(flags.size, '--size', { min: 1 });
  if (flags.sort !== undefined) options.sort = flags.sort;
  return options;
}

/**
 * Prints a list: one page (the one asked for, or the first) with a hint on stderr when more follow, or with
 * `--all` / `--limit` the items of every page up to the limit. `--json` prints the items as one array.
 */
export async function printList<T>(
  invocation: Invocation,
  list: (options: PageOptions) => PagePromise<T>,
  columns: readonly Column<T>[],
): Promise<void> {
  const flags = invocation.options as ListFlags;
  const limit = flags.limit === undefined ? undefined : wholeNumber(flags.limit, '--limit', { min: 1 });
  const options = pageOptions(flags);
  let items: T[];
  let more = false;
  let total: number | undefined;
  if (flags.all || limit !== undefined) {
    items = [];
    for await (const item of list(options)) {
      if (limit !== undefined && items.length >= limit) {
        more = true;
        break;
      }
      items.push(item);
    }
  } else {
    const page = await list(options);
    items = page.items;
    more = page.hasNextPage();
    total = page.page?.totalElements;
  }
  if (invocation.json) printJson(invocation.io, items);
  else printLines(invocation.io, items.length ? table(items, columns) : 'Nothing to show.');
  if (more && !invocation.json) {
    const shown = total === undefined ? `${items.length}` : `${items.length} of ${total}`;
    note(invocation.io, `Showing ${shown}; more exist: use --all, --limit N or --page N.`);
  }
}
