// The body of `wdp components create`: from `--name`, `--plugin` and the settings flags, or from a YAML or JSON
// file checked first (every problem at its line, nothing sent while any is an error).
import type { DataComponentInput } from '../../../index.js';
import { UsageError } from '../../program/exit.js';
import { loadInputFile } from '../../program/input-file.js';
import type { Invocation } from '../../program/invocation.js';
import { propertyValues } from '../../settings/property-values.js';
import { readComponentFile } from './file.js';
import type { ComponentsCreateFlags } from './flags.js';
import { pluginReference } from './plugin.js';
import { warnArgvSecrets } from './settings-flags.js';

/** The body the flags or the file give, its `dataPlugin` resolved (a plugin id becomes `name--variant`). */
export async function componentBody(invocation: Invocation<ComponentsCreateFlags>): Promise<DataComponentInput> {
  const { name, plugin, file } = invocation.flags;
  if (file !== undefined) {
    const body = await loadInputFile(invocation, file, 'data component', readComponentFile);
    return { ...body, dataPlugin: await pluginReference(invocation, body.dataPlugin) };
  }
  if (name === undefined || plugin === undefined)
    throw new UsageError(
      'Give the data component --name and --plugin (with --property key=value for each setting), or -f FILE; ' +
        'see `wdp components create --help`.',
    );
  const properties = await propertyValues(invocation);
  const body: DataComponentInput = { name, dataPlugin: await pluginReference(invocation, plugin) };
  await warnArgvSecrets(invocation, body.dataPlugin);
  if (properties !== undefined) body.properties = properties;
  return body;
}
