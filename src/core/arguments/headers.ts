import { InvalidArgumentError } from '../errors.js';
import { isJsonObject } from '../json.js';

/** RFC 9110 token characters: what a header name may hold. */
export const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/**
 * What a header value may not hold: control characters other than tab (CR, LF and NUL among them) and anything
 * beyond Latin-1, which fetch cannot send.
 */
export const badValueChar = /[\u0000-\u0008\u000a-\u001f\u007f]|[^\u0000-\u00ff]/;

/** A character as `U+000A`, for a message that names a character and never the value that holds it. */
export const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

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
    if (!headerName.test(name))
      throw new InvalidArgumentError(
        `\`${option}\` has the header name ${JSON.stringify(name)}, which is not a legal HTTP header name ` +
          "(letters, digits and !#$%&'*+-.^_`|~ only).",
      );
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string')
      throw new InvalidArgumentError(
        `\`${option}\` gives the header ${name} a ${typeof value}; pass a string (or null to remove the header).`,
      );
    const bad = badValueChar.exec(value);
    if (bad) {
      throw new InvalidArgumentError(
        `\`${option}\` gives the header ${name} a value holding ${codePoint(bad[0])} at position ${bad.index + 1}: ` +
          'HTTP cannot carry CR, LF, NUL, other control characters or anything beyond Latin-1; nothing was sent.',
      );
    }
  }
}
