import type { DataPlugin, DataPluginSetting } from '../../../index.js';
import { printList } from '../../output/lists.js';
import { type Column, fields, multiLine, printJson, printLines } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { findPlugin, kindOf } from './find.js';
import type { PluginsListFlags } from './flags.js';

export { install } from './install.js';
export { search } from './search.js';

const columns: Column<DataPlugin>[] = [
  { heading: 'ID', cell: (p) => p.id },
  { heading: 'NAME', cell: (p) => p.name },
  { heading: 'VARIANT', cell: (p) => p.variant },
  { heading: 'TYPE', cell: kindOf },
  { heading: 'LABEL', cell: (p) => p.label },
];

/** `wdp plugins list [--available]` */
export async function list(invocation: Invocation<PluginsListFlags>): Promise<void> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const { available } = invocation.flags;
  await printList(
    invocation,
    (page) =>
      available
        ? client.dataPlugins.listAvailable(workspace, page, { signal })
        : client.dataPlugins.listForWorkspace(workspace, page, { signal }),
    columns,
  );
}

/** One setting as a line: its name, kind and description. */
const settingLine = (s: DataPluginSetting) =>
  `${s.name ?? ''}${s.kind ? ` (${s.kind})` : ''}${s.description ? `: ${s.description}` : ''}`;

/** `wdp plugins get ID|NAME|NAME--VARIANT` */
export async function get(invocation: Invocation, key: string): Promise<void> {
  const plugin = await findPlugin(invocation, key);
  if (invocation.json) return printJson(invocation.io, plugin);
  printLines(
    invocation.io,
    fields([
      ['id', plugin.id],
      ['name', plugin.name],
      ['variant', plugin.variant],
      ['type', kindOf(plugin)],
      ['label', plugin.label],
      ['namespace', plugin.namespace],
      ['capabilities', plugin.capabilities?.join(', ')],
      ['pip url', plugin.pipUrl],
      ['repository', plugin.repositoryUrl ?? plugin.repo],
      ['docs', plugin.docs],
      ['settings', multiLine(plugin.settings?.map(settingLine).join('\n'))],
      ['description', multiLine(plugin.description)],
    ]),
  );
}
