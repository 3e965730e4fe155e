// What keeps a recording free of credentials and of the recorded origin: hrefs rebased, credential-named fields
// and query values masked (by the one rule of http/credentials.ts), and any secret seen on the wire masked wherever
// it turns up.
import { isCredentialName, masked } from '../http/credentials.js';
import { isObject, type JsonObject } from './json.js';

/** The shortest secret masked wherever it appears in a string (a shorter one would mask ordinary words). */
const shortestSecret = 8;

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
 * A copy of a JSON value fit for a seed file: strings that start with `base` made relative to it, the value of
 * every credential-named field (not `_links`' relation names) and query parameter `****`. The values masked are
 * added to `secrets`, for `maskSecrets`.
 */
export function scrubJson(value: unknown, base: string, secrets: Set<string>, inLinks = false): unknown {
  if (typeof value === 'string') return scrubQuery(rebaseText(value, base, ''), secrets);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, base, secrets));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (inLinks || !isCredentialName(key) || item === null || item === '') {
      out[key] = scrubJson(item, base, secrets, key === '_links');
      continue;
    }
    learnSecrets(item, secrets);
    out[key] = masked;
  }
  return out;
}

/** Adds to `secrets` the strings of a value: a credential, or a structure holding credentials. */
export function learnSecrets(value: unknown, secrets: Set<string>): void {
  if (typeof value === 'string' && value.length >= shortestSecret) secrets.add(value);
  else if (Array.isArray(value)) for (const item of value) learnSecrets(item, secrets);
  else if (isObject(value)) for (const item of Object.values(value)) learnSecrets(item, secrets);
}

/** Adds to `secrets` the values of the credential-named fields of a JSON value, however deep. */
export function learnNamedSecrets(value: unknown, secrets: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) learnNamedSecrets(item, secrets);
  if (!isObject(value)) return;
  for (const [key, item] of Object.entries(value))
    if (isCredentialName(key)) learnSecrets(item, secrets);
    else learnNamedSecrets(item, secrets);
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

/** A path or URL with the value of each credential-named query parameter `****` (learnt as a secret); else as is. */
export function scrubQuery(text: string, secrets: Set<string>): string {
  if (!/^(\/|https?:)/.test(text) || !text.includes('?')) return text;
  const hash = text.indexOf('#');
  const fragment = hash < 0 ? '' : text.slice(hash);
  const rest = hash < 0 ? text : text.slice(0, hash);
  const question = rest.indexOf('?');
  const pairs = rest
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0 || !isCredentialName(decoded(pair.slice(0, equals)))) return pair;
      learnSecrets(decoded(pair.slice(equals + 1)), secrets);
      return `${pair.slice(0, equals)}=${masked}`;
    });
  return `${rest.slice(0, question)}?${pairs.join('&')}${fragment}`;
}

/** A percent-encoded query part, decoded (`+` as a space), or as it is when malformed. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}
