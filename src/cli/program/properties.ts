// The plugin settings of a datastore or data component: `--property key=value` flags read into a map, and the map
// shown for people with the values of secret-looking keys hidden.
import { Option } from 'commander';
import { maskSecretText } from '../../secrets/secret-values.js';
import { UsageError } from './exit.js';

/** Keys whose values are not shown in text output: passwords, tokens, secrets and keys of any kind. */
const secretKey = /password|passwd|token|secret|key|credential/i;

/** What a hidden value is shown as. */
const hidden = '****';

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

/** Whether a setting's value is kept out of text output (its key looks like a password, token, secret or key). */
const looksSecret = (key: string): boolean => secretKey.test(key);

/**
 * The settings as `key=value` lines, for `fields` (with `multiLine`); secret-looking values hidden, and the secrets
 * in the others (a URL's password, `Pwd=…;`, a token: secrets/secret-values.ts).
 */
export function shownProperties(properties: Readonly<Record<string, string>> | undefined): string {
  return Object.entries(properties ?? {})
    .map(([key, value]) => `${key}=${looksSecret(key) ? hidden : maskSecretText(value, hidden)}`)
    .join('\n');
}
