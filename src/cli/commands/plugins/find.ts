// Finding the data plugin a command-line key names: an id, a name (`tap-github`) or a name and variant
// (`tap-github--meltanolabs`), among the plugins a workspace has or can install.
import type { DataPlugin } from '../../../index.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { fullId, isUuid, orMissing } from '../../program/lookup.js';

/** A plugin's name and variant as `name--variant` (the name alone when it has no variant). */
export const qualifiedName = (plugin: DataPlugin): string =>
  plugin.variant ? `${plugin.name ?? ''}--${plugin.variant}` : (plugin.name ?? plugin.id);

/** What a key names among some plugins: those it names exactly, and those whose name it is in any case. */
export interface PluginMatches {
  /** Each plugin whose id or `name--variant` is the key: several share a `name--variant` (see `exactPlugin`). */
  exact: DataPlugin[];
  /** Each plugin whose name or `name--variant` is the key in any case. */
  matches: DataPlugin[];
}

/**
 * The plugins a key names: every one whose id or `name--variant` is the key (`exact`), and every one whose name or
 * `name--variant` is the key in any case (`matches`), each plugin once (by id). The whole list is read: a
 * `name--variant` two plugins share never picks one of them.
 */
export async function pluginMatches(plugins: AsyncIterable<DataPlugin>, key: string): Promise<PluginMatches> {
  const lower = key.toLowerCase();
  const seen = new Set<string>();
  const exact: DataPlugin[] = [];
  const matches: DataPlugin[] = [];
  for await (const plugin of plugins) {
    if (seen.has(plugin.id)) continue;
    seen.add(plugin.id);
    if (plugin.id === key || qualifiedName(plugin) === key) exact.push(plugin);
    if ([plugin.name, qualifiedName(plugin)].some((name) => name?.toLowerCase() === lower)) matches.push(plugin);
  }
  return { exact, matches };
}

/**
 * The plugin a key names exactly (of `pluginMatches`' `exact`): the one whose id it is, else the one whose
 * `name--variant` it is; a usage error listing their ids when several plugins share that `name--variant`.
 */
export function exactPlugin(key: string, exact: readonly DataPlugin[]): DataPlugin | undefined {
  const byId = exact.find((plugin) => plugin.id === key);
  if (byId || exact.length < 2) return byId ?? exact[0];
  const ids = exact.map((plugin) => `  ${plugin.id}`);
  throw new UsageError(
    [`${exact.length} data plugins are named "${key}"; give the id of the one you mean:`, ...ids].join('\n'),
  );
}

/** The usage error of a name several variants share, naming them. */
export function ambiguousPlugin(key: string, matches: readonly DataPlugin[]): UsageError {
  const names = [...new Set(matches.map(qualifiedName))];
  return new UsageError(
    `${names.length} data plugins are named "${key}": ${names.join(', ')}; give one of these names or an id.`,
  );
}

/**
 * The plugin a key names among some plugins: the one whose id or `name--variant` is the key, else the single one
 * whose name or `name--variant` is the key in any case; a usage error naming the variants when several are, or
 * listing the ids when several plugins share the `name--variant` (see `exactPlugin`).
 */
export async function pluginNamed(plugins: AsyncIterable<DataPlugin>, key: string): Promise<DataPlugin | undefined> {
  const { exact, matches } = await pluginMatches(plugins, key);
  const named = exactPlugin(key, exact);
  if (named) return named;
  if (matches.length > 1) throw ambiguousPlugin(key, matches);
  return matches[0];
}

/** A key that is not blank, checked before any request. */
export function pluginKey(key: string): string {
  if (key.trim() === '')
    throw new UsageError('Give a data plugin id or name, such as tap-postgres; see `wdp plugins list --available`.');
  return key;
}

/**
 * A data plugin by id (fetched directly), else by name among the workspace's installed, then installable ones, else
 * by the start of its id among the installed ones (as `plugins list` shows it on a terminal).
 */
export async function findPlugin(invocation: Invocation, key: string): Promise<DataPlugin> {
  pluginKey(key);
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const missing = () =>
    new CliError(
      `No data plugin has the id or name "${key}" in workspace ${workspace} or among those it can install; ` +
        `see \`wdp plugins list\` or \`wdp plugins search ${key}\`.`,
    );
  if (isUuid(key)) return orMissing(client.dataPlugins.get(key, { signal }), missing);
  const found =
    (await pluginNamed(client.dataPlugins.listForWorkspace(workspace, {}, { signal }), key)) ??
    (await pluginNamed(client.dataPlugins.listAvailable(workspace, {}, { signal }), key));
  if (found) return found;
  const id = await fullId(
    key,
    () => client.dataPlugins.listForWorkspace(workspace, {}, { signal }),
    (p) => p.id,
  );
  if (id !== key) return orMissing(client.dataPlugins.get(id, { signal }), missing);
  throw missing();
}
