// The body of `wdp components create` and `wdp datastores create`, which take the same flags: `--name`, `--plugin`
// and the plugin's settings, or a YAML or JSON file checked first (every problem at its line, nothing sent while any
// is an error).
import { UsageError } from '../../program/exit.js';
import { loadInputFile } from '../../program/input-file.js';
import type { Invocation } from '../../program/invocation.js';
import type { PropertyFlags } from '../../program/properties.js';
import { propertyValues } from '../../settings/property-values.js';
import type { YamlFile } from '../../specs/yaml-file.js';
import { pluginReference } from './plugin.js';
import { warnArgvSecrets } from './settings-flags.js';

/** The flags both commands take. */
export interface SettingsBodyFlags extends PropertyFlags {
  name?: string | undefined;
  plugin?: string | undefined;
  file?: string | undefined;
}

/** What the flags give: a name, the plugin and its settings. */
export interface SettingsBody {
  name: string;
  dataPlugin: string;
  properties?: Record<string, string> | undefined;
}

/** The command's own words and file reader. */
export interface SettingsBodyKind<B> {
  /** What the body is, as messages name it: `data component`, `datastore`. */
  readonly noun: string;
  /** The command, for the usage hint: `components create`. */
  readonly command: string;
  readonly readFile: (yaml: YamlFile) => B | undefined;
}

/** The body the flags or the file give, its `dataPlugin` resolved (a plugin id becomes `name--variant`). */
export async function settingsBody<B extends SettingsBody>(
  invocation: Invocation<SettingsBodyFlags>,
  kind: SettingsBodyKind<B>,
): Promise<B | SettingsBody> {
  const { name, plugin, file } = invocation.flags;
  if (file !== undefined) {
    const body = await loadInputFile(invocation, file, kind.noun, kind.readFile);
    return { ...body, dataPlugin: await pluginReference(invocation, body.dataPlugin) };
  }
  if (name === undefined || plugin === undefined)
    throw new UsageError(
      `Give the ${kind.noun} --name and --plugin (with --property key=value for each setting), or -f FILE; ` +
        `see \`wdp ${kind.command} --help\`.`,
    );
  const properties = await propertyValues(invocation);
  const body: SettingsBody = { name, dataPlugin: await pluginReference(invocation, plugin) };
  await warnArgvSecrets(invocation, body.dataPlugin);
  if (properties !== undefined) body.properties = properties;
  return body;
}
