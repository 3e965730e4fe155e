// One rule for what holds a credential, shared by the request journal (which masks headers and query values) and
// the recorder (which scrubs fields, hrefs' query values and headers before they reach a seed file): by name here,
// and by value as the SDK's redaction decides (secrets/secret-values.ts).
import { maskSecretText } from '../../secrets/secret-values.js';

/**
 * The names of fields, headers and query parameters whose values are credentials, or named like one (`x-api-key`,
 * `access_token`, `client_secret`, `x-hub-signature-256`, `deploymentSecret`, `Pwd`, `jwt`, `client_assertion`). It
 * matches more than it must, never less.
 */
export const credentialName = /auth|token|secret|passw|pwd|key|signature|cookie|credential|session|jwt|assertion/i;

/** Query parameters that are credentials though named as ordinary words: OAuth's `code`, a signed URL's `sig`. */
const credentialQueryName = /^(?:code|sig)$/i;

/** What a masked credential is shown as. */
export const masked = '****';

/** Whether a field, header or query parameter of this name holds a credential. */
export function isCredentialName(name: string): boolean {
  return credentialName.test(name);
}

/** Whether a query (or form) parameter of this name holds a credential: named like one, or `code` or `sig`. */
export function isCredentialQueryName(name: string): boolean {
  return credentialName.test(name) || credentialQueryName.test(name);
}

/**
 * A path or URL with the value of each credential query parameter (`isCredentialQueryName`) masked, `found` told
 * each (decoded); other text as it is.
 */
export function maskQuery(text: string, found?: (secret: string) => void): string {
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
      if (equals < 0 || !isCredentialQueryName(decoded(pair.slice(0, equals)))) return pair;
      found?.(decoded(pair.slice(equals + 1)));
      return `${pair.slice(0, equals)}=${masked}`;
    });
  return `${rest.slice(0, question)}?${pairs.join('&')}${fragment}`;
}

/**
 * `text` with what is a secret by its value masked: the values of credential-named `name=value` pairs and JSON
 * fields in it, a URL's password (`postgresql://user:****@host/db`) and tokens of well-known shapes. `found` is told
 * each secret masked.
 */
export function maskSecretValues(text: string, found?: (secret: string) => void): string {
  return maskSecretText(text, masked, found);
}

/** A percent-encoded query part, decoded (`+` as a space), or as it is when malformed. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}
