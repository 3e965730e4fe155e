/** What a secret is replaced with in error texts, headers and log lines. */
export const redacted = '[redacted]';

// The characters of a bearer token (RFC 6750 b64token): a short token is matched only where none of these surround it,
// but for dots after it that no other token character follows (a sentence's full stop, an ellipsis).
const tokenChars = String.raw`A-Za-z0-9\-._~+/=`;
const notDot = String.raw`A-Za-z0-9\-_~+/=`;
const nameChar = String.raw`[\w.\-]`;

/**
 * A field name that says its value is a credential (`deploymentSecret`, `client_secret`, `password`, `Pwd`,
 * `x-api-key`, `access_token`, `refreshToken`, `jwt`, OAuth's `code_verifier`, `verifier` and `assertion`, a signed
 * URL's `X-Amz-Signature` and `X-Amz-Credential`; not `tokenUrl` or `token_type`), then `end`; with `exact`, also a
 * name that is exactly one of those words. The lookahead finds the word once (a lookahead never backtracks), so a
 * long run of repeated words costs one scan.
 */
const credentialWord =
  'secret|passw(?:or)?d|pwd|jwt|credential|api[-_]?key|authorization|private[-_]?key|verifier|assertion|signature';
const secretName = (end: string, exact?: string): string =>
  `(?=${nameChar}*?(?:${credentialWord})|${nameChar}*?tokens?${end}${exact ? `|(?:${exact})${end}` : ''})` +
  `${nameChar}+${end}`;

// OAuth's authorization `code` is a credential (`?code=...&state=`, `"code": "4/0Ae..."`), but the service's field
// errors carry a `code` that is not (`"code": "NotBlank"`, `"NotBlank.pipeline.label"`): in JSON, a `code` that is
// such a word is kept. The codes the SDK sends are redacted by their value too (`Secrets.addFields`). A signed
// URL's `sig=` is one too (only as `name=value`).
const codeName = 'code';
const errorCode = String.raw`"[A-Za-z_]+(?:\.[^"\\]*)?"`;

const credentialName = new RegExp(`^(?:${nameChar}*?(?:${credentialWord})${nameChar}*|${nameChar}*?tokens?)$`, 'i');

/** A URL as it may be shown: a user name and password in it starred (`https://****@host/`, `//****@host`). */
export const maskUserinfo = (url: string): string => url.replace(/^((?:[a-z][a-z0-9+.-]*:)?\/\/)[^/?#]*@/i, '$1****@');

/**
 * A URL as a message may quote it: its user info starred, and its query and fragment elided (`https://****@host/p?…`),
 * since either may hold a secret (`?token=…`).
 */
export const quotedUrl = (url: string): string =>
  maskUserinfo(url)
    .replace(/\?[^#]*/, '?…')
    .replace(/#.*/s, '#…');

/** Whether a field name says its value is a credential, by the rule of `secretFields` (`password`, not `tokenUrl`). */
export const isCredentialName = (name: string): boolean => credentialName.test(name);

// A JSON string literal, escapes included; unrolled so that it never backtracks more than once per character.
const jsonString = String.raw`"[^"\\]*(?:\\[\s\S][^"\\]*)*"`;

/**
 * The values of fields with a credential's name, whatever they hold: a JSON field's string value, or the
 * value of `name=value` in form, query or log text. Case-insensitive, so a pass of its own.
 */
export const secretFields = new RegExp(
  String.raw`("${secretName('"')}\s*:\s*|"${codeName}"\s*:\s*(?!${errorCode}))${jsonString}` +
    String.raw`|(?<!${nameChar})(${secretName('=', `${codeName}|sig`)})[^&\s"'#<>;,]+`,
  'gi',
);

/**
 * The regex of a redaction pass over known secrets: the marker itself first (kept, so a secret such as
 * "redact" never matches inside it), then each secret, longest first, in any case: as it is, or (one of 6 characters
 * or more) base64-encoded, alone or inside a longer base64 text (`Basic dXNlcjpzZWNyZXQ=`), base64url too; a `whole`
 * secret (a short token) only where no token character touches it (a full stop or an ellipsis after it does not
 * count). A secret percent-encoded, wholly or in part, is found by `redactPercentEncoded` with this regex over the
 * text decoded, where the UTF-8 bytes of a character beyond ASCII stand as Latin-1 characters (`é` as `Ã©`): that
 * form is here too.
 */
export function secretsPattern(secrets: Iterable<[secret: string, whole: boolean]>): RegExp {
  const alternatives = [...secrets]
    .sort(([a], [b]) => b.length - a.length)
    .map(([secret, whole]) => {
      const forms = [secret, secret.replace(/[^\0-\x7f]+/g, utf8Bytes)].map(escapeRegExp);
      if (!whole) forms.push(...base64Forms(secret));
      const either = [...new Set(forms)].join('|');
      return whole ? `(?<![${tokenChars}])(?:${either})(?![${notDot}]|\\.+[${notDot}])` : either;
    });
  return new RegExp([escapeRegExp(redacted), ...alternatives].join('|'), 'gi');
}

/** `text`'s UTF-8 bytes, each as the character of its code (`é` as `Ã©`): what base64 and `unescape` read. */
const utf8Bytes = (text: string): string => String.fromCharCode(...new TextEncoder().encode(text));

/**
 * A secret's base64 as a regex: whole with its padding, then, for each of the 3 places it may start at in a longer
 * base64 text, the characters that only its own bytes decide; `+` and `/` also as base64url's `-` and `_`.
 */
function base64Forms(secret: string): string[] {
  const bytes = utf8Bytes(secret);
  const forms = [btoa(bytes)];
  for (const shift of [0, 1, 2]) {
    const shifted = '\0'.repeat(shift) + bytes;
    forms.push(btoa(shifted).slice(Math.ceil((shift * 4) / 3), Math.floor((shifted.length * 4) / 3)));
  }
  return forms.map((form) => escapeRegExp(form).replace(/\\\+/g, '[+-]').replace(/\\\//g, '[/_]'));
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
