// What is a secret by its value, whatever holds it: the one rule of the SDK's redaction (errors, log lines, and so
// `wdp`'s output) and of the mock's journal and recordings. Each regex scans once: a lookbehind lets a match start
// only where a run of its characters starts, so no run is scanned again from each of its characters.
import { secretFields } from './secret-text.js';

/** The password of a URL's user info, the part before it in group 1: `postgresql://user:PASSWORD@host/db`. */
const urlPassword = String.raw`(?<![\w+.-])([A-Za-z][\w+.-]*:\/\/[^\s/?#@:]*:)[^\s/?#@]+(?=@)`;

/** Tokens of well-known shapes. */
const tokens = [
  String.raw`gh[opsur]_[A-Za-z\d]{20,}`, // GitHub's: ghp_, gho_, ghu_, ghs_, ghr_
  String.raw`github_pat_\w{20,}`, // GitHub's fine-grained
  String.raw`xox[bp]-[\w-]{10,}`, // Slack's bot and user tokens
  String.raw`A[KS]IA[\dA-Z]{16}`, // AWS access key ids, long-term and temporary
  String.raw`eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*`, // JWTs: a JSON header and payload, base64url
].join('|');

/** The secrets of a text by their shape: the password of a URL (the part before it in group 1), and tokens. */
export const secretShapes = new RegExp(`${urlPassword}|(?<![\\w-])(?:${tokens})`, 'g');

/**
 * `text` with each secret in it replaced by `mask`: the value of every credential-named field (`secretFields`:
 * `"password": "…"`, `Pwd=…;`, `token=…`), a URL's password (`postgresql://user:****@host/db`) and tokens of
 * well-known shapes (`secretShapes`). `found` is told each secret replaced.
 */
export function maskSecretText(text: string, mask: string, found?: (secret: string) => void): string {
  return text
    .replace(secretFields, (match, json?: string, form?: string) => {
      found?.(json === undefined ? match.slice(form?.length) : match.slice(json.length + 1, -1));
      return json === undefined ? `${form}${mask}` : `${json}"${mask}"`;
    })
    .replace(secretShapes, (match, url?: string) => {
      found?.(match.slice(url?.length));
      return (url ?? '') + mask;
    });
}
