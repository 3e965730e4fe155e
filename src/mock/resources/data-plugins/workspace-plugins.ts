import type { DataPluginSetting } from '../../../models/data-plugin.js';
import type { Store } from '../../store.js';
import { type CataloguePlugin, catalogue, findPlugin, pluginById } from './catalogue.js';
import { capabilitiesOf, directoryOf } from './plugin-types.js';

// What each workspace has of the data plugins: the catalogue plugins installed in it, and its own (custom)
// plugins, added one by one or imported from a discovery.yml. Records only; the views and routes are above.

/** A data plugin as the mock serves it: one of the catalogue, or a workspace's own (with its `workspaceId`). */
export interface PluginRecord {
  id: string;
  /** The wire type: EXTRACTOR, LOADER, TRANSFORMER, MAPPER... */
  type: string;
  name: string;
  variant: string;
  namespace: string;
  label: string | null;
  description: string;
  repositoryUrl?: string | undefined;
  pipUrl: string;
  docs?: string | undefined;
  executable: string;
  capabilities: string[];
  select: string[];
  settings: DataPluginSetting[];
  settingsGroupValidation: string[][];
  /** The workspace of a custom plugin; undefined for the catalogue's. */
  workspaceId?: string | undefined;
  /** A custom plugin only initialised, not yet written. */
  draft: boolean;
}

/** A catalogue plugin installed in a workspace. */
export interface InstallRecord {
  workspaceId: string;
  pluginId: string;
}

/** The installs (by `workspaceId/pluginId`), and the custom plugins by id. */
export const tables = () => ({
  installedPlugins: new Map<string, InstallRecord>(),
  customPlugins: new Map<string, PluginRecord>(),
});

/** A catalogue plugin as a record, with what Meltano's Hub tells of it (pip URL, docs, capabilities). */
export function catalogueRecord(plugin: CataloguePlugin): PluginRecord {
  const qualified = `${plugin.name}--${plugin.variant}`;
  return {
    ...plugin,
    settings: plugin.settings.map((s) => ({ ...s, envAliases: [...s.envAliases] })),
    settingsGroupValidation: plugin.settingsGroupValidation.map((group) => [...group]),
    pipUrl: `git+${plugin.repositoryUrl}.git`,
    docs: `https://hub.meltano.com/${directoryOf(plugin.type)}/${qualified}`,
    executable: plugin.name,
    capabilities: capabilitiesOf(plugin.type),
    select: plugin.type === 'EXTRACTOR' ? ['*.*'] : [],
    draft: false,
  };
}

/** A data plugin by id: the catalogue's, or a custom one (drafts included). */
export function pluginRecord(store: Store, id: string): PluginRecord | undefined {
  const known = pluginById(id);
  return known ? catalogueRecord(known) : store.customPlugins.get(id);
}

/** The workspace's data plugins: the catalogue plugins installed in it, then its own written plugins. */
export function workspacePlugins(store: Store, workspaceId: string): PluginRecord[] {
  return [
    ...catalogue.filter((p) => isInstalled(store, workspaceId, p.id)).map(catalogueRecord),
    ...[...store.customPlugins.values()].filter((p) => p.workspaceId === workspaceId && !p.draft),
  ];
}

/** The catalogue plugins a workspace can still install. */
export function availablePlugins(store: Store, workspaceId: string): PluginRecord[] {
  return catalogue.filter((p) => !isInstalled(store, workspaceId, p.id)).map(catalogueRecord);
}

function isInstalled(store: Store, workspaceId: string, pluginId: string): boolean {
  return store.installedPlugins.has(`${workspaceId}/${pluginId}`);
}

/** Installs a catalogue plugin into a workspace (again is a no-op). */
export function installPlugin(store: Store, workspaceId: string, pluginId: string): void {
  store.installedPlugins.set(`${workspaceId}/${pluginId}`, { workspaceId, pluginId });
}

/** Installs catalogue plugins by name (`tap-x` or `tap-x--variant`, as `findPlugin` reads them). */
export function installNamed(store: Store, workspaceId: string, ...references: string[]): void {
  for (const reference of references) {
    const plugin = findPlugin(reference);
    if (plugin) installPlugin(store, workspaceId, plugin.id);
  }
}

/** The fields of a custom plugin a write sets. */
export type CustomFields = Pick<PluginRecord, 'type' | 'name' | 'variant'> & Partial<PluginRecord>;

/** A custom plugin of a workspace: blank (a draft) without fields, else written with them. */
export function addCustomPlugin(
  store: Store,
  workspaceId: string,
  fields?: CustomFields,
  id: string = store.id(),
): PluginRecord {
  const record: PluginRecord = {
    id,
    type: '',
    name: '',
    variant: '',
    namespace: '',
    label: null,
    description: '',
    pipUrl: '',
    executable: '',
    capabilities: [],
    select: [],
    settings: [],
    settingsGroupValidation: [],
    workspaceId,
    draft: fields === undefined,
  };
  store.customPlugins.set(id, record);
  if (fields) writeCustomPlugin(record, fields);
  return record;
}

/** Writes a custom plugin's fields (the rest keep their values); it is no longer a draft. */
export function writeCustomPlugin(record: PluginRecord, fields: CustomFields): void {
  const namespace = fields.namespace ?? fields.name.replace(/-/g, '_');
  Object.assign(record, fields, {
    namespace,
    executable: fields.executable ?? fields.name,
    settings: (fields.settings ?? record.settings).map((s) => ({
      ...s,
      envAliases: s.envAliases ?? [`${namespace}_${s.name ?? ''}`.toUpperCase()],
    })),
    draft: false,
  });
}

/** The workspace's custom plugin of this type, name and variant, if any (what an import updates). */
export function findCustomPlugin(store: Store, workspaceId: string, fields: CustomFields): PluginRecord | undefined {
  return [...store.customPlugins.values()].find(
    (p) =>
      p.workspaceId === workspaceId && p.type === fields.type && p.name === fields.name && p.variant === fields.variant,
  );
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
