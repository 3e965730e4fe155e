import type { DataPluginSetting } from '../../../models/data-plugin.js';
import type { EnvironmentVariable, PipelineEnvironment } from '../../../models/pipeline-environment.js';
import { json } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import type { Store } from '../../store.js';
import { findPlugin } from '../data-plugins/catalogue.js';
import { isSecretSetting } from '../data-plugins/secret-settings.js';
import { catalogueRecord, workspacePlugins } from '../data-plugins/workspace-plugins.js';
import { shortName } from './body.js';
import type { PipelineRecord } from './pipelines.js';
import { storedPipeline } from './status.js';

// The environment a pipeline's runs get, as Meltano builds it: for each of its data components, one variable per
// setting of the component's plugin that has a value (the pipeline's `<plugin>.<setting>` property, else the
// component's or datastore's property, else the setting's default), then the pipeline's other properties
// (`tap-x._select` -> `TAP_X__SELECT`). A secret setting (data-plugins/secret-settings.ts) makes its variable
// sensitive.

/** `GET /api/pipelines/:id/environment`, to the pipeline's workspace members: the map, as plain JSON. */
export function routes(router: Router): void {
  router.on('GET', '/api/pipelines/:id/environment', (c) => {
    const pipeline = storedPipeline(c, c.param('id'));
    c.memberOf(pipeline.workspaceId);
    return json(environmentOf(c.store, pipeline));
  });
}

/** A pipeline's environment, derived from its properties and its data components' plugin settings. */
export function environmentOf(store: Store, pipeline: PipelineRecord): PipelineEnvironment {
  const env: Record<string, EnvironmentVariable> = {};
  const used = new Set<string>();
  for (const name of pipeline.dataComponents) {
    const plugin = shortName(name);
    const { settings, properties } = componentOf(store, pipeline.workspaceId, plugin);
    for (const setting of settings) {
      if (!setting.name) continue;
      const key = `${plugin}.${setting.name}`;
      const value = pipeline.properties[key] ?? properties[setting.name] ?? text(setting.value);
      if (value === undefined) continue;
      used.add(key);
      env[setting.env ?? setting.envAliases?.[0] ?? envName(key)] = { value, sensitive: isSecretSetting(setting) };
    }
  }
  for (const [key, value] of Object.entries(pipeline.properties))
    if (!used.has(key)) env[envName(key)] = { value, sensitive: false };
  return env;
}

/** The settings of a component's plugin and the properties it was given (a data component's, else a datastore's). */
function componentOf(store: Store, workspaceId: string, plugin: string) {
  const component = [...store.dataComponents.values()].find(
    (d) => d.workspaceId === workspaceId && !d.draft && d.name !== undefined && shortName(d.name) === plugin,
  );
  const datastore = [...store.datastores.values()].find(
    (d) => d.workspaceId === workspaceId && d.dataPlugin !== undefined && shortName(d.dataPlugin) === plugin,
  );
  const source = component ?? datastore;
  const reference = source?.dataPlugin ?? plugin;
  const installed = workspacePlugins(store, workspaceId).find((p) => p.name === shortName(reference));
  const known = findPlugin(reference);
  const record = installed ?? (known ? catalogueRecord(known) : undefined);
  return { settings: record?.settings ?? ([] as DataPluginSetting[]), properties: source?.properties ?? {} };
}

/** A default value as an environment variable holds it: text, else its JSON. */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Meltano's variable name of a property: `tap-x.password` -> `TAP_X_PASSWORD`, `tap-x._select` -> `TAP_X__SELECT`. */
const envName = (key: string): string => key.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
