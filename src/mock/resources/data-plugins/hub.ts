import type { HubIndexEntry, HubPlugin, HubTypeIndex } from '../../../models/plugin-hub.js';
import type { RequestContext } from '../../http/context.js';
import { json, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { catalogue } from './catalogue.js';
import { directoryOf, hubCapability, wireType } from './plugin-types.js';
import { catalogueRecord, type PluginRecord } from './workspace-plugins.js';

// The Meltano Hub index the service passes through (as JSON text, in the Hub's snake_case): the catalogue's
// plugins by type directory and name, each with its variants; seen from a workspace, its own plugins join them.

const hubApi = 'https://hub.meltano.com/meltano/api/v1/plugins';

/** The index of some plugins: directory (`extractors`) to plugin name to its entry. */
function indexOf(plugins: PluginRecord[]): Record<string, HubTypeIndex> {
  const index: Record<string, HubTypeIndex> = {};
  for (const p of plugins) {
    const directory = directoryOf(p.type);
    const byName: HubTypeIndex = index[directory] ?? {};
    index[directory] = byName;
    const variants = byName[p.name]?.variants ?? {};
    variants[p.variant] = { ref: `${hubApi}/${directory}/${p.name}--${p.variant}` };
    const entry: HubIndexEntry = byName[p.name] ?? {
      default_variant: p.variant,
      logo_url: `/assets/logos/${directory}/${p.name}.png`,
    };
    byName[p.name] = { ...entry, variants };
  }
  return index;
}

/** One plugin variant's Hub definition (a `discovery.yml` entry has the same fields). */
export function hubPluginView(p: PluginRecord): HubPlugin {
  return {
    name: p.name,
    namespace: p.namespace,
    variant: p.variant,
    label: p.label ?? p.name,
    description: p.description,
    logo_url: `/assets/logos/${directoryOf(p.type)}/${p.name}.png`,
    pip_url: p.pipUrl,
    ...(p.repositoryUrl === undefined ? {} : { repo: p.repositoryUrl }),
    ...(p.docs === undefined ? {} : { docs: p.docs }),
    capabilities: p.capabilities.map(hubCapability),
    keywords: [],
    maintenance_status: 'active',
    settings: p.settings.map((s) => ({
      name: s.name ?? '',
      kind: (s.kind ?? 'STRING').toLowerCase(),
      ...(s.label === undefined ? {} : { label: s.label }),
      ...(s.description === undefined ? {} : { description: s.description }),
      ...(s.value === undefined ? {} : { value: s.value }),
      ...(s.protected ? { sensitive: true } : {}),
    })),
    settings_group_validation: p.settingsGroupValidation.map((group) => [...group]),
  };
}

/** The directory a path's type spelling names; 400 for a spelling the service does not accept. */
function directoryParam(c: RequestContext): string {
  const type = wireType(c.param('type'));
  if (type === undefined || c.param('type') !== c.param('type').toLowerCase())
    throw new MockHttpError(400, `Unknown plugin type '${c.param('type')}'`);
  return directoryOf(type);
}

/** The plugin a path names (`tap-x` for its default variant, or `tap-x--variant`), or 404. */
function pluginParam(c: RequestContext, plugins: PluginRecord[]): PluginRecord {
  const directory = directoryParam(c);
  const [, name, variant] = /^(.+?)(?:--(.+))?$/.exec(c.param('name')) ?? [];
  const plugin = plugins.find(
    (p) => directoryOf(p.type) === directory && p.name === name && (variant === undefined || p.variant === variant),
  );
  if (!plugin) throw new MockHttpError(404, `Plugin ${directory}/${c.param('name')} not found`);
  return plugin;
}

/** The catalogue, and for a workspace its own written plugins after it. */
function pluginsFor(c: RequestContext, workspaceId?: string): PluginRecord[] {
  const own = [...c.store.customPlugins.values()].filter((p) => p.workspaceId === workspaceId && !p.draft);
  return [...catalogue.map(catalogueRecord), ...(workspaceId === undefined ? [] : own)];
}

/** The Hub routes, for any signed-in caller, and under a workspace for its members. */
export function routes(router: Router): void {
  const scope = (c: RequestContext) => {
    c.caller();
    return c.params['ws'] === undefined ? undefined : c.memberOf(c.param('ws')).id;
  };
  for (const prefix of ['/api', '/api/workspaces/:ws']) {
    router
      .on('GET', `${prefix}/plugins/index`, (c) => json(indexOf(pluginsFor(c, scope(c)))))
      .on('GET', `${prefix}/plugins/:type/index`, (c) => {
        const plugins = pluginsFor(c, scope(c));
        const directory = directoryParam(c);
        return json(indexOf(plugins)[directory] ?? {});
      })
      .on('GET', `${prefix}/plugins/:type/:name`, (c) => json(hubPluginView(pluginParam(c, pluginsFor(c, scope(c))))));
  }
}
