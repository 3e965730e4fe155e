// What keeps a recording free of credentials and of the recorded origin: hrefs rebased; the value of credential-named
// fields and query parameters and of secret plugin settings masked, and the secrets in any string (a URL's password,
// `Pwd=…;`, a token), by the one rule of http/credentials.ts; any secret seen on the wire masked wherever it turns up.
import { isCredentialName, masked, maskQuery, maskSecretValues } from '../http/credentials.js';
import { isSecretSetting } from '../resources/data-plugins/secret-settings.js';
import { isObject, type JsonObject } from './json.js';
import { type RecordingSecrets, shortestSecret } from './secrets.js';

/** `text` with a leading `from` (a base URL: an origin, maybe a path) replaced by `to`; other text as it is. */
export function rebaseText(text: string, from: string, to: string): string {
  if (text === from) return to || '/';
  const next = text.charAt(from.length);
  return text.startsWith(from) && (next === '/' || next === '?' || next === '#') ? to + text.slice(from.length) : text;
}

/** A copy of a JSON value with every string that starts with `from` rebased on `to` (see `rebaseText`). */
export function rebaseJson(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') return rebaseText(value, from, to);
  if (Array.isArray(value)) return value.map((item) => rebaseJson(item, from, to));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) out[key] = rebaseJson(item, from, to);
  return out;
}

/**
 * A copy of a JSON value fit for a seed file: strings that start with `base` made relative to it, and masked
 * (`****`): the value of every credential-named field (not `_links`' relation names) and query parameter, of a
 * property whose plugin setting is secret (a data component's or datastore's `properties`, a pipeline's
 * `plugin.setting` ones), of an object the service flags secret (`{ "value": …, "sensitive": true }`), and the
 * secrets in any string (`maskSecretValues`). The secrets masked are added to `secrets`, for `maskSecrets`; the data
 * plugins in the value first teach it their secret settings.
 */
export function scrubJson(value: unknown, base: string, secrets: RecordingSecrets): unknown {
  secrets.learnPlugins(value);
  return scrub(value, base, secrets, false);
}

function scrub(value: unknown, base: string, secrets: RecordingSecrets, inLinks: boolean): unknown {
  if (typeof value === 'string')
    return maskSecretValues(scrubQuery(rebaseText(value, base, ''), secrets), (secret) => secrets.learn(secret));
  if (Array.isArray(value)) return value.map((item) => scrub(item, base, secrets, false));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    const secret = !inLinks && (isCredentialName(key) || (key === 'value' && isSecretSetting(value)));
    if (key === 'properties' && !inLinks && isObject(item)) out[key] = scrubProperties(item, value, base, secrets);
    else out[key] = (secret && masking(item, secrets)) || scrub(item, base, secrets, key === '_links');
  }
  return out;
}

/**
 * The `properties` of `owner`, each of a secret setting masked: a data component's or datastore's by the settings of
 * its `dataPlugin`, a pipeline's `tap-postgres.password` by those of the plugin it names.
 */
function scrubProperties(properties: JsonObject, owner: JsonObject, base: string, secrets: RecordingSecrets) {
  const plugin = owner['dataPlugin'];
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(properties)) {
    const dot = key.indexOf('.');
    const [name, setting] = typeof plugin === 'string' ? [plugin, key] : [key.slice(0, dot), key.slice(dot + 1)];
    const ofPlugin = typeof item === 'string' && (typeof plugin === 'string' || dot > 0);
    const secret = isCredentialName(key) || (ofPlugin && secrets.holdsSecret(name, setting, String(item)));
    out[key] = (secret && masking(item, secrets)) || scrub(item, base, secrets, false);
  }
  return out;
}

/** `****` for the value of a secret field, learnt; undefined for an empty one (null or ''), which stays. */
function masking(item: unknown, secrets: Set<string>): string | undefined {
  if (item === null || item === '') return undefined;
  learnSecrets(item, secrets);
  return masked;
}

/** Adds to `secrets` the strings of a value: a credential, or a structure holding credentials. */
export function learnSecrets(value: unknown, secrets: Set<string>): void {
  if (typeof value === 'string' && value.length >= shortestSecret) secrets.add(value);
  else if (Array.isArray(value)) for (const item of value) learnSecrets(item, secrets);
  else if (isObject(value)) for (const item of Object.values(value)) learnSecrets(item, secrets);
}

/** A copy of a JSON value with every occurrence of a secret in its strings replaced by `****`. */
export function maskSecrets(value: unknown, secrets: ReadonlySet<string>): unknown {
  if (typeof value === 'string') {
    let out = value;
    for (const secret of secrets) if (out.includes(secret)) out = out.replaceAll(secret, masked);
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, secrets));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) out[key] = maskSecrets(item, secrets);
  return out;
}

/**
 * A path or URL with the value of each credential query parameter `****` (`maskQuery`: credential-named, `code`,
 * `sig`), learnt as a secret; other text as it is.
 */
export function scrubQuery(text: string, secrets: Set<string>): string {
  return maskQuery(text, (secret) => learnSecrets(secret, secrets));
}
