// `wdp api -H 'Name: value'`: the request headers given on the command line, checked before anything is sent. A
// message names the header and what is wrong with it, never its value (it may be a secret).
import { badValueChar, codePoint, headerName, isCredentialName } from '../../../internal.js';
import { UsageError } from '../../program/exit.js';

// The headers that carry the service's credential: `wdp api` sends the settings' own, and no other.
const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie']);

/** The headers of `-H`, and the warning to give when a credential-named one puts a secret on the command line. */
export interface RequestHeaders {
  /** Each header once, by its name as first given; a name given again has its values joined with `, `. */
  headers: Record<string, string>;
  /** The one-line warning for credential-named headers (`X-Api-Key`), naming them, never their values. */
  warning: string | undefined;
}

/**
 * The headers of `-H` given as `Name: value` (the value's surrounding blanks dropped); a usage error for one without
 * a colon, a name that is no HTTP token, a value HTTP cannot carry, or a header of the service's credential.
 * @example requestHeaders(['Accept-Language: en']) // { headers: { 'Accept-Language': 'en' }, warning: undefined }
 */
export function requestHeaders(given: readonly string[]): RequestHeaders {
  const headers: Record<string, string> = {};
  const names = new Map<string, string>();
  const secret = new Set<string>();
  given.forEach((header, index) => {
    const which = given.length === 1 ? 'it' : `the ${ordinal(index + 1)} -H`;
    const colon = header.indexOf(':');
    if (colon < 0)
      throw new UsageError(`-H takes a header as 'Name: value'; ${which} has no colon (not shown). Nothing was sent.`);
    const name = header.slice(0, colon);
    const value = header.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '');
    if (!headerName.test(name))
      throw new UsageError(
        `-H ${JSON.stringify(name)} is not a header name (letters, digits and !#$%&'*+-.^_\`|~ only, ` +
          'no blanks before the colon). Nothing was sent.',
      );
    checkValue(name, value);
    const key = name.toLowerCase();
    if (credentialHeaders.has(key))
      throw new UsageError(
        `-H ${name} is not taken: wdp api sends the settings' credential (a context, --token - on stdin, or ` +
          'WDP_TOKEN) and no other. Nothing was sent.',
      );
    const first = names.get(key);
    if (first === undefined) {
      names.set(key, name);
      headers[name] = value;
    } else headers[first] = `${headers[first]}, ${value}`;
    if (isCredentialName(name) && value !== '') secret.add(first ?? name);
  });
  return { headers, warning: secret.size === 0 ? undefined : argvHeaderWarning([...secret]) };
}

/** A usage error for a value holding a character HTTP cannot carry, saying where, never what the value is. */
function checkValue(name: string, value: string): void {
  const bad = badValueChar.exec(value);
  if (!bad) return;
  throw new UsageError(
    `-H ${name} has ${codePoint(bad[0])} at position ${bad.index + 1} of its value: a header cannot carry CR, LF, ` +
      'NUL, other control characters or anything beyond Latin-1. Nothing was sent.',
  );
}

/**
 * The one-line warning for credential-named headers given on the command line, in the words of the warnings for
 * `--token T` and `--data` (settings/argv-secrets.ts).
 */
function argvHeaderWarning(names: readonly string[]): string {
  return (
    `warning: -H puts a secret (${names.join(', ')}) on the command line, where other users and shell history ` +
    "can read it; the service's own token belongs in --token - (stdin), WDP_TOKEN or `wdp auth login`."
  );
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
