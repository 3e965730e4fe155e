// The body of `wdp datastores create`: from `--name`, `--plugin` and `--property` flags, or from a YAML or JSON
// file checked first (every problem at its line, nothing sent while any is an error).
import type { DatastoreInput } from '../../../index.js';
import { UsageError } from '../../program/exit.js';
import { loadInputFile } from '../../program/input-file.js';
import type { Invocation } from '../../program/invocation.js';
import { propertyValues } from '../../settings/property-values.js';
import { pluginReference } from '../components/plugin.js';
import { warnArgvSecrets } from '../components/settings-flags.js';
import { readDatastoreFile } from './file.js';
import type { DatastoresCreateFlags } from './flags.js';

/** The body the flags or the file give, its `dataPlugin` resolved (a plugin id becomes `name--variant`). */
export async function datastoreBody(invocation: Invocation<DatastoresCreateFlags>): Promise<DatastoreInput> {
  const { name, plugin, file } = invocation.flags;
  if (file !== undefined) {
    const body = await loadInputFile(invocation, file, 'datastore', readDatastoreFile);
    return { ...body, dataPlugin: await pluginReference(invocation, body.dataPlugin) };
  }
  if (name === undefined || plugin === undefined)
    throw new UsageError(
      'Give the datastore --name and --plugin (with --property key=value for each setting), or -f FILE; ' +
        'see `wdp datastores create --help`.',
    );
  const properties = await propertyValues(invocation);
  const body: DatastoreInput = { name, dataPlugin: await pluginReference(invocation, plugin) };
  await warnArgvSecrets(invocation, body.dataPlugin);
  if (properties !== undefined) body.properties = properties;
  return body;
}
