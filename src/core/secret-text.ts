/** What a secret is replaced with in error texts, headers and log lines. */
export const redacted = '[redacted]';

// The characters of a bearer token (RFC 6750 b64token): a short token is matched only where none of these surround it.
const tokenChars = String.raw`A-Za-z0-9\-._~+/=`;
const nameChar = String.raw`[A-Za-z0-9_.\-]`;
// Words that make a field name a credential's: "clientSecret", "client_secret", "password", "x-api-key"...
const credentialWords = ['secret', 'password', 'passwd', 'credential', 'apikey', 'api_key', 'api-key', 'authorization', 'privatekey', 'private_key'];

/** A regex source matching `word` in any letter case (`secret` → `[sS][eE]...`), for use inside a case-sensitive pattern. */
function anyCase(word: string): string {
  return [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : escapeRegExp(c))).join('');
}

const wordPattern = credentialWords.map(anyCase).join('|');
const namePattern = new RegExp(`^${nameChar}+$`);
const credentialWord = new RegExp(credentialWords.join('|'), 'i');
const tokenEnd = /tokens?$/i;

/**
 * Whether a field named `name` holds a credential: a name (letters, digits, `_.-`) holding a credential word
 * (`deploymentSecret`, `client_secret`, `password`, `x-api-key`...) or ending in "token" (`access_token`,
 * `refreshToken`; not `tokenUrl` or `token_type`).
 */
export function isSecretName(name: string): boolean {
  return namePattern.test(name) && (credentialWord.test(name) || tokenEnd.test(name));
}

/**
 * A regex source matching the name of `isSecretName` followed by `end`. The lookahead finds the word once
 * (a lookahead never backtracks), so a long run of repeated words costs one scan, not one per word.
 */
function secretNameThen(end: string): string {
  return `(?=${nameChar}*?(?:${wordPattern})|${nameChar}*?${anyCase('token')}[sS]?${end})${nameChar}+${end}`;
}

// A JSON string literal, escapes included; unrolled so that it never backtracks more than once per character.
const jsonString = String.raw`"[^"\\]*(?:\\[\s\S][^"\\]*)*"`;

/**
 * The one regex of a redaction pass, its alternatives in this order: the marker itself (kept, so a secret such
 * as "redact" never matches inside it); each secret, longest first (see `secretPattern`); a JSON field with a
 * credential's name (its string value is replaced); `name=value` with a credential's name in form, query or
 * log text (its value is replaced).
 */
export function redactionPattern(secrets: Iterable<[secret: string, whole: boolean]>): RegExp {
  const sorted = [...secrets].sort(([a], [b]) => b.length - a.length).map(([secret, whole]) => secretPattern(secret, whole));
  const field = String.raw`(?<field>"${secretNameThen('"')}\s*:\s*)${jsonString}`;
  const form = String.raw`(?<!${nameChar})(?<form>${secretNameThen('=')})[^&\s"'#<>;,]+`;
  return new RegExp([escapeRegExp(redacted), ...sorted, field, form].join('|'), 'g');
}

/** The replacement of one match of a `redactionPattern`. */
export function replacement(_match: string, ...rest: unknown[]): string {
  const groups = rest.at(-1) as { field?: string | undefined; form?: string | undefined };
  if (groups.field !== undefined) return `${groups.field}"${redacted}"`;
  if (groups.form !== undefined) return groups.form + redacted;
  return redacted;
}

/**
 * A regex source matching `secret` as it is or percent-encoded (any hex case, `+` for a space); a `whole`
 * secret matches only where no token character touches it (a 3-character token `api` is not found in `/api/`).
 */
function secretPattern(secret: string, whole: boolean): string {
  const source = [...secret].map(charPattern).join('');
  return whole ? `(?<![${tokenChars}])${source}(?![${tokenChars}])` : source;
}

function charPattern(char: string): string {
  if (/[A-Za-z0-9]/.test(char)) return char;
  const encoded = [...new TextEncoder().encode(char)].map((byte) => `%${anyCase(byte.toString(16).padStart(2, '0'))}`).join('');
  return `(?:${escapeRegExp(char)}|${encoded}${char === ' ' ? String.raw`|\+` : ''})`;
}

/**
 * `text` with each JSON string literal that holds an escape (`\/`, `\u002B`...) decoded, passed through
 * `redact` and encoded again when that changed it, so that an escaped echo of a secret is found and the text
 * stays valid JSON. Linear: a quote with no closing quote ends the scan (no later quote can close either).
 */
export function redactEscapedStrings(text: string, redact: (decoded: string) => string): string {
  let out = '';
  let copied = 0;
  // Both searches only move forward: a backslash far ahead is found once, not once per literal before it.
  let backslash = text.indexOf('\\');
  for (let open = text.indexOf('"'); open !== -1; ) {
    let close = text.indexOf('"', open + 1);
    if (backslash !== -1 && backslash < open) backslash = text.indexOf('\\', open + 1);
    let escaped = false;
    while (close !== -1 && backslash !== -1 && backslash < close) {
      escaped = true;
      const after = backslash + 2;
      if (close < after) close = text.indexOf('"', after);
      backslash = text.indexOf('\\', after);
    }
    if (close === -1) break;
    if (escaped) {
      const decoded = decode(text.slice(open, close + 1));
      const clean = decoded === undefined ? decoded : redact(decoded);
      if (clean !== decoded) {
        out += text.slice(copied, open) + JSON.stringify(clean);
        copied = close + 1;
      }
    }
    open = text.indexOf('"', close + 1);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

function decode(literal: string): string | undefined {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return undefined; // not JSON (a quoted Windows path in a log line, say): left as it is
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
