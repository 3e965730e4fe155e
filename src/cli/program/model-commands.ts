// The `list` and `get` commands of a model, built from its view (views/): a group's run.ts says only what to list
// and how to find one item, and both print the same view.
import type { Client, PageOptions, PagePromise } from '../../index.js';
import type { ListFlags } from '../output/list-flags.js';
import { printList } from '../output/lists.js';
import { fields, printJson, printLines } from '../output/print.js';
import type { TableView, View } from '../views/view.js';
import type { Invocation } from './invocation.js';

/** The request options every SDK call of a command gets: its signal, aborted on Ctrl-C. */
type Signalled = { signal: AbortSignal };

/**
 * Prints one item: with `--json` the item (or `json`, what to print instead: a copy without its secrets), else
 * the view's fields as `key: value` lines.
 */
export function printItem<T>(invocation: Invocation, view: View<T>, item: T, json: unknown = item): void {
  if (invocation.json) printJson(invocation.io, json);
  else printLines(invocation.io, fields(Object.entries(view.fields(item))));
}

/**
 * A `list` command over pages the caller's client gives (not tied to a workspace).
 * @example export const list = listing(accountView, (client, page, options) => client.accounts.list(page, options));
 */
export function listing<T>(
  view: TableView<T>,
  list: (client: Client, page: PageOptions, options: Signalled) => PagePromise<T>,
): (invocation: Invocation<ListFlags>) => Promise<void> {
  return async (invocation) => {
    const client = await invocation.client();
    const { signal } = invocation;
    await printList(invocation, (page) => list(client, page, { signal }), view.columns);
  };
}

/**
 * A `list` command over pages of the workspace in force (`-w`, WDP_WORKSPACE or the context's); `list` is given the
 * command's flags too, for the filters of a list that has some (`F`: its flags, the list flags and more).
 * @example export const list = workspaceListing(datasetView, (c, ws, page, o) => c.datasets.list(ws, page, o));
 */
export function workspaceListing<T, F extends ListFlags = ListFlags>(
  view: TableView<T>,
  list: (client: Client, workspace: string, page: PageOptions, options: Signalled, flags: F) => PagePromise<T>,
): (invocation: Invocation<F>) => Promise<void> {
  return async (invocation) => {
    const client = await invocation.client();
    const workspace = await invocation.workspace();
    const { signal, flags } = invocation;
    await printList(invocation, (page) => list(client, workspace, page, { signal }, flags), view.columns);
  };
}

/**
 * A `get KEY` command: finds the item the key names and prints it (`json`: what `--json` prints of it instead).
 * @example export const get = showing(channelView, findChannel);
 */
export function showing<T>(
  view: View<T>,
  find: (invocation: Invocation, key: string) => Promise<T>,
  json?: (item: T) => unknown,
): (invocation: Invocation, key: string) => Promise<void> {
  return async (invocation, key) => {
    const item = await find(invocation, key);
    printItem(invocation, view, item, json ? json(item) : item);
  };
}
