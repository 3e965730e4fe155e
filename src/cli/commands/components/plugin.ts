// The data plugin a `--plugin` flag (or a datastore file's `dataPlugin`) names, as the service takes it in a body:
// shared by `wdp components create` and `wdp datastores create`.
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { isUuid, orMissing } from '../../program/lookup.js';

/**
 * The `dataPlugin` of a body: a plugin id is fetched and given as `name--variant`; a name (`tap-postgres`,
 * `extractors/tap-postgres--meltanolabs`) is sent as given, for the service to resolve.
 */
export async function pluginReference(invocation: Invocation, key: string): Promise<string> {
  if (!isUuid(key)) return key;
  const client = await invocation.client();
  const plugin = await orMissing(
    client.dataPlugins.get(key, { signal: invocation.signal }),
    () => new CliError(`No data plugin has the id ${key}; give its name instead, such as tap-postgres.`),
  );
  if (plugin.name === undefined) return key;
  return plugin.variant === undefined ? plugin.name : `${plugin.name}--${plugin.variant}`;
}
