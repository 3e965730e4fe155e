// `wdp plugins install`: a plugin the workspace can install, by id or name, then what to do with it next.
import type { DataPlugin } from '../../../index.js';
import { note, printJson, printLine } from '../../output/print.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { kindOf } from '../../views/data-plugin.js';
import { ambiguousPlugin, exactPlugin, type PluginMatches, pluginKey, pluginMatches, qualifiedName } from './find.js';

/** The directory of a plugin kind in a data component's name: `EXTRACTOR` gives `extractors`. */
function directoryOf(kind: string | undefined): string {
  if (kind === undefined) return 'plugins';
  const lower = kind.toLowerCase();
  return lower.endsWith('y') ? `${lower.slice(0, -1)}ies` : `${lower}s`;
}

/** The commands that put an installed plugin to use, as notes on stderr. */
function nextSteps(invocation: Invocation, plugin: DataPlugin): void {
  const name = qualifiedName(plugin);
  const lines = [
    `Next, configure it as a data component (its settings: \`wdp plugins get ${name}\`):`,
    `  wdp components create --name ${directoryOf(kindOf(plugin))}/${plugin.name ?? name} --plugin ${name} ` +
      '--property KEY=VALUE',
  ];
  if (kindOf(plugin) === 'LOADER')
    lines.push('or as a datastore:', `  wdp datastores create --name NAME --plugin ${name} --property KEY=VALUE`);
  for (const line of lines) note(invocation.io, line);
}

/**
 * The plugin to install of those the key names: the one it names exactly or alone, else, of a name several variants
 * share, the variant the Hub index marks as the default (as `wdp plugins search` shows it), said on stderr; a usage
 * error naming the variants when the index marks none of them, or listing the ids when several plugins share the
 * `name--variant` given.
 */
async function chosen(
  invocation: Invocation,
  workspace: string,
  key: string,
  { exact, matches }: PluginMatches,
): Promise<DataPlugin | undefined> {
  const [first] = matches;
  const named = exactPlugin(key, exact);
  if (named || matches.length < 2 || first === undefined) return named ?? first;
  const client = await invocation.client();
  const index = await client.dataPlugins.hubIndexForWorkspace(workspace, { signal: invocation.signal });
  const entry = index[directoryOf(kindOf(first))]?.[first.name ?? ''];
  const variant = entry?.default_variant;
  const defaults = matches.filter((plugin) => plugin.name === first.name && plugin.variant === variant);
  const plugin = defaults[defaults.length - 1];
  if (variant === undefined || plugin === undefined) throw ambiguousPlugin(key, matches);
  note(
    invocation.io,
    `Installing ${plugin.name} (${variant}, the default variant); give ${plugin.name}--VARIANT to choose another ` +
      `(\`wdp plugins search ${plugin.name}\` lists them).`,
  );
  return plugin;
}

/**
 * `wdp plugins install ID|NAME|NAME--VARIANT`: the key is looked up among the plugins the workspace can install and
 * those it has (of a name several variants share, the default variant); one it has already is reported, not an error.
 */
export async function install(invocation: Invocation, key: string): Promise<void> {
  pluginKey(key);
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const installed = new Set<string>();
  async function* candidates(): AsyncGenerator<DataPlugin> {
    yield* client.dataPlugins.listAvailable(workspace, {}, { signal });
    for await (const plugin of client.dataPlugins.listForWorkspace(workspace, {}, { signal })) {
      installed.add(plugin.id);
      yield plugin;
    }
  }
  const plugin = await chosen(invocation, workspace, key, await pluginMatches(candidates(), key));
  if (plugin === undefined)
    throw new CliError(
      `Workspace ${workspace} can install no data plugin with the id or name "${key}"; ` +
        `see \`wdp plugins list --available\` or \`wdp plugins search ${key}\`.`,
    );
  const already = installed.has(plugin.id);
  if (!already) await client.dataPlugins.install(workspace, plugin.id, { signal });
  if (invocation.json) return printJson(invocation.io, { workspace, plugin, alreadyInstalled: already });
  const what = `data plugin ${qualifiedName(plugin)} (${plugin.id})`;
  printLine(
    invocation.io,
    already ? `Workspace ${workspace} has ${what} installed already` : `Installed ${what} in workspace ${workspace}`,
  );
  nextSteps(invocation, plugin);
}
