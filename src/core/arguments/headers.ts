import { InvalidArgumentError } from '../errors.js';
import { isJsonObject } from '../json.js';

// RFC 9110 token characters: what a header name may hold.
const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// What a header value may not hold: control characters other than tab (CR, LF and NUL among them) and
// anything beyond Latin-1, which fetch cannot send.
const badValueChar = /[\u0000-\u0008\u000a-\u001f\u007f]|[^\u0000-\u00ff]/;

/** Whether `name` is a legal HTTP header name (RFC 9110 token characters). */
export const isHeaderName = (name: string): boolean => headerName.test(name);

/**
 * The first character of `value` a header cannot carry, as `U+000A`, and its position (1-based); undefined when
 * there is none. It names the character, never the value (which may be a secret).
 */
export function badHeaderChar(value: string): { code: string; position: number } | undefined {
  const bad = badValueChar.exec(value);
  if (!bad) return undefined;
  return {
    code: `U+${(bad[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
    position: bad.index + 1,
  };
}

/**
 * Checks a `headers` option before anything is sent: a plain object of legal header names to string values
 * (or `null`/`undefined`). The message names the header and what is wrong, never its value (it may be a secret).
 */
export function checkHeaders(headers: unknown, option: string): void {
  if (!isJsonObject(headers) || headers instanceof Headers) {
    throw new InvalidArgumentError(
      `\`${option}\` must be a plain object of header names to values, such as { 'x-request-id': 'abc' }` +
        `${headers instanceof Headers ? ' (for a Headers object, pass Object.fromEntries(headers))' : ''}.`,
    );
  }
  for (const [name, value] of Object.entries(headers)) {
    if (!isHeaderName(name))
      throw new InvalidArgumentError(
        `\`${option}\` has the header name ${JSON.stringify(name)}, which is not a legal HTTP header name ` +
          "(letters, digits and !#$%&'*+-.^_`|~ only).",
      );
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string')
      throw new InvalidArgumentError(
        `\`${option}\` gives the header ${name} a ${typeof value}; pass a string (or null to remove the header).`,
      );
    const bad = badHeaderChar(value);
    if (bad) {
      throw new InvalidArgumentError(
        `\`${option}\` gives the header ${name} a value holding ${bad.code} at position ${bad.position}: ` +
          'HTTP cannot carry CR, LF, NUL, other control characters or anything beyond Latin-1; nothing was sent.',
      );
    }
  }
}
