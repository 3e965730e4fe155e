// The plugin settings of a datastore or data component shown for people, with the values of secret-looking keys
// hidden and the secrets in the others masked.
import { maskSecretText } from '../../internal.js';

/** Keys whose values are not shown in text output: passwords, tokens, secrets and keys of any kind. */
const secretKey = /password|passwd|token|secret|key|credential/i;

/** What a hidden value is shown as. */
const hidden = '****';

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
