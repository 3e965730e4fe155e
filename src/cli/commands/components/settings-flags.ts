// A secret setting of a data component or datastore given on the command line (`--property key=value`) still
// counts, with a warning; which settings are secret, the plugin's definition tells (a PASSWORD, OAUTH or HIDDEN
// kind, or a sensitive flag).
import type { DataPlugin, DataPluginSetting } from '../../../index.js';
import { isCredentialName, isSecretSetting } from '../../../internal.js';
import type { Invocation } from '../../program/invocation.js';
import type { PropertyFlags } from '../../program/properties.js';
import { argvPropertyWarning } from '../../settings/argv-secrets.js';
import { pluginMatches } from '../plugins/find.js';

/**
 * Warns on stderr of each secret setting of the plugin (`dataPlugin` as a body sends it) given as `--property
 * key=value`, naming the safe flags; nothing is asked of the service when no setting is on the command line.
 */
export async function warnArgvSecrets(invocation: Invocation<PropertyFlags>, dataPlugin: string): Promise<void> {
  const onArgv = Object.keys(invocation.flags.property ?? {});
  if (onArgv.length === 0) return;
  const settings = await pluginSettings(invocation, dataPlugin).catch(() => undefined);
  for (const key of onArgv) {
    const setting = settings?.find((s) => s.name === key);
    if (setting ? isSecretSetting(setting) : isCredentialName(key)) invocation.warn(argvPropertyWarning(key));
  }
}

/**
 * The settings the plugin defines, found by the name a body sends (`tap-github`, `extractors/tap-github--singer-io`)
 * among the workspace's plugins, then those it can install; undefined when no plugin has the name. A key the
 * plugin does not define is told secret by its name (`password`, `api_key`).
 */
async function pluginSettings(invocation: Invocation, dataPlugin: string): Promise<DataPluginSetting[] | undefined> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const key = dataPlugin.replace(/^[a-z]+\//, '');
  const find = async (plugins: AsyncIterable<DataPlugin>) => {
    const { exact, matches } = await pluginMatches(plugins, key);
    return exact ?? matches[0];
  };
  const plugin =
    (await find(client.dataPlugins.listForWorkspace(workspace, {}, { signal }))) ??
    (await find(client.dataPlugins.listAvailable(workspace, {}, { signal })));
  if (plugin === undefined) return undefined;
  return plugin.settings ?? (await client.dataPlugins.get(plugin.id, { signal })).settings;
}
