// The plugin settings of a datastore or data component: `--property key=value` flags read into a map (how they are
// shown is output/properties.ts, which the commands' definitions do not load).
import { Option } from 'commander';
import { UsageError } from './exit.js';

/**
 * The parser of a repeatable `--property key=value`: each one adds to the map; a missing `=`, an empty key or a
 * key given twice is a usage error, before any request. The value is everything after the first `=`.
 */
export function addProperty(text: string, previous: Readonly<Record<string, string>> | undefined) {
  const at = text.indexOf('=');
  const key = at < 0 ? '' : text.slice(0, at).trim();
  if (key === '')
    throw new UsageError(`--property takes key=value, such as --property host=db.example.com; got "${text}".`);
  if (previous !== undefined && Object.hasOwn(previous, key))
    throw new UsageError(`--property ${key} is given twice; give each setting once.`);
  return { ...previous, [key]: text.slice(at + 1) };
}

/** The repeatable `--property <key=value>` option; its flag is `property`, the map of the settings given. */
export function propertyOption(): Option {
  return new Option('--property <key=value>', 'a setting of the plugin (repeat it for each one)').argParser(
    addProperty,
  );
}
