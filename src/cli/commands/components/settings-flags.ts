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
    const defined = settings?.filter((s) => s.name === key) ?? [];
    const secret = defined.length > 0 ? defined.some(isSecretSetting) : isCredentialName(key);
    if (secret) invocation.warn(argvPropertyWarning(key));
  }
}

/**
 * The settings the plugin defines, found by the name a body sends (`tap-github`, `extractors/tap-github--singer-io`)
 * among the workspace's plugins, then those it can install; undefined when no plugin has the name. A name several
 * plugins have gives the settings of each (a setting secret in any of them is warned of: only a warning hangs on
 * it, and the service, not `wdp`, chooses the plugin). A key the plugin does not define is told secret by its name
 * (`password`, `api_key`).
 */
async function pluginSettings(invocation: Invocation, dataPlugin: string): Promise<DataPluginSetting[] | undefined> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const key = dataPlugin.replace(/^[a-z]+\//, '');
  const find = async (plugins: AsyncIterable<DataPlugin>) => {
    const { exact, matches } = await pluginMatches(plugins, key);
    return exact.length > 0 ? exact : matches;
  };
  const found = await find(client.dataPlugins.listForWorkspace(workspace, {}, { signal }));
  const plugins = found.length > 0 ? found : await find(client.dataPlugins.listAvailable(workspace, {}, { signal }));
  if (plugins.length === 0) return undefined;
  const settings = await Promise.all(
    plugins.map(async (plugin) => plugin.settings ?? (await client.dataPlugins.get(plugin.id, { signal })).settings),
  );
  return settings.flatMap((each) => each ?? []);
}
