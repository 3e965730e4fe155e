// Lists: the first page by default, with a hint when more exist; `--all` and `--limit` walk the pages.
import type { PageOptions, PagePromise } from '../../index.js';
import type { Invocation } from '../program/invocation.js';
import type { ListFlags } from './list-flags.js';
import { type Column, note, printJson, printTable } from './print.js';

/** The most items a page of the service holds (Spring Data's cap): a larger `size` is served as this many. */
export const servicePageCap = 2000;

/**
 * The page options of the list flags. `--limit N` without `--size` asks for pages of N items (at most the service's
 * cap), so that a limit one page holds costs one request, not one per 20 items.
 */
function pageOptions({ page, size, sort, limit }: ListFlags): PageOptions {
  const options: PageOptions = {};
  if (page !== undefined) options.page = page;
  if (size !== undefined) options.size = size;
  else if (limit !== undefined) options.size = Math.min(limit, servicePageCap);
  if (sort !== undefined) options.sort = sort;
  return options;
}

/**
 * Prints a list: one page (the one asked for, or the first) with a hint on stderr when more follow, or with
 * `--all` / `--limit` the items of every page up to the limit. `--json` prints the items as one array.
 */
export async function printList<T>(
  invocation: Invocation<ListFlags>,
  list: (options: PageOptions) => PagePromise<T>,
  columns: readonly Column<T>[],
): Promise<void> {
  const { all, limit } = invocation.flags;
  const options = pageOptions(invocation.flags);
  let items: T[];
  let more = false;
  let total: number | undefined;
  if (all || limit !== undefined) {
    items = [];
    // Whether more exist is read from the page the limit ends on: no request beyond it, not even a prefetch.
    for await (const page of list(options).pages({ prefetch: limit === undefined })) {
      const room = (limit ?? Infinity) - items.length;
      items.push(...page.items.slice(0, room));
      if (page.items.length >= room) {
        more = page.items.length > room || page.hasNextPage();
        break;
      }
    }
  } else {
    const page = await list(options);
    items = page.items;
    more = page.hasNextPage();
    total = page.page?.totalElements;
  }
  if (invocation.json) printJson(invocation.io, items);
  else printTable(invocation.io, items, columns);
  if (more && !invocation.json) {
    const shown = total === undefined ? `${items.length}` : `${items.length} of ${total}`;
    note(invocation.io, `Showing ${shown}; more exist: use --all, --limit N or --page N.`);
  }
}
