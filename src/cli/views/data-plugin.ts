// A data plugin as `wdp plugins list` and `get` show it.
import type { DataPlugin, DataPluginSetting } from '../../index.js';
import { multiLine } from '../output/print.js';
import { view } from './view.js';

/** A plugin's kind (`EXTRACTOR`...), which some answers call `pluginType`. */
export const kindOf = (plugin: DataPlugin): string | undefined => plugin.type ?? plugin.pluginType;

/** One setting as a line: its name, kind and description. */
const settingLine = (s: DataPluginSetting) =>
  `${s.name ?? ''}${s.kind ? ` (${s.kind})` : ''}${s.description ? `: ${s.description}` : ''}`;

/** A data plugin: its variant, kind, where it comes from and its settings. */
export const dataPluginView = view({
  columns: ['id', 'name', 'variant', 'type', 'label'],
  fields: (plugin: DataPlugin) => ({
    id: plugin.id,
    name: plugin.name,
    variant: plugin.variant,
    type: kindOf(plugin),
    label: plugin.label,
    namespace: plugin.namespace,
    capabilities: plugin.capabilities?.join(', '),
    'pip url': plugin.pipUrl,
    repository: plugin.repositoryUrl ?? plugin.repo,
    docs: plugin.docs,
    settings: multiLine(plugin.settings?.map(settingLine).join('\n')),
    description: multiLine(plugin.description),
  }),
});
