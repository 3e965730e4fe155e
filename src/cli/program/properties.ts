// The plugin settings of a datastore or data component: `--property key=value`, `--property-file key=PATH` and
// `--property-env key=VAR` flags read into maps (their values are read by settings/property-values.ts when the
// command runs; how settings are shown is output/properties.ts, which the commands' definitions do not load).
import { type Command, Option } from 'commander';
import { UsageError } from './exit.js';

/** The settings flags as commander parses them: each a map of the setting's key to the text after `=`. */
export interface PropertyFlags {
  /** `--property key=value`: the value itself. */
  property?: Record<string, string> | undefined;
  /** `--property-file key=PATH`: a file holding the value (`-`: stdin). */
  propertyFile?: Record<string, string> | undefined;
  /** `--property-env key=VAR`: an environment variable holding the value. */
  propertyEnv?: Record<string, string> | undefined;
}

/**
 * The parser of a repeatable `flag key=text`: each one adds to the map; a missing `=`, an empty key or a key given
 * twice is a usage error, before any request. The text is everything after the first `=`.
 */
function keyValue(flag: string, example: string) {
  return (text: string, previous: Readonly<Record<string, string>> | undefined) => {
    const at = text.indexOf('=');
    const key = at < 0 ? '' : text.slice(0, at).trim();
    // What was given is not shown: without its key, a setting's value may be a secret.
    if (key === '')
      throw new UsageError(`${flag} takes ${example}; got ${at < 0 ? 'no "="' : 'no key before "="'} (not shown).`);
    if (previous !== undefined && Object.hasOwn(previous, key))
      throw new UsageError(`${flag} ${key} is given twice; give each setting once.`);
    return { ...previous, [key]: text.slice(at + 1) };
  };
}

/** The parser of a repeatable `--property key=value`. */
const addProperty = keyValue('--property', 'key=value, such as --property host=db.example.com');

/**
 * Adds the options of a plugin's settings: `--property key=value`, and, for a secret, `--property-file key=PATH`
 * (`-` reads stdin) and `--property-env key=VAR`, which keep its value off the command line.
 */
export function withPropertyOptions(command: Command): Command {
  const options = [
    new Option('--property <key=value>', 'a setting of the plugin (repeat it for each one)').argParser(addProperty),
    new Option('--property-file <key=path>', 'a setting read from a file (- reads stdin): for a secret').argParser(
      keyValue('--property-file', 'key=PATH, such as --property-file password=db-password.txt'),
    ),
    new Option('--property-env <key=var>', 'a setting read from an environment variable: for a secret').argParser(
      keyValue('--property-env', 'key=VAR, such as --property-env password=DB_PASSWORD'),
    ),
  ];
  for (const option of options) command.addOption(option);
  return command;
}

/** `-f FILE`: the whole body from a YAML or JSON file, instead of the name, the plugin and the settings flags. */
export const bodyFileOption = (): Option =>
  new Option('-f, --file <file>', 'a YAML or JSON file: name, dataPlugin, properties...').conflicts([
    'name',
    'plugin',
    'property',
    'propertyFile',
    'propertyEnv',
  ]);
