// What to do after the service refused the credentials or could not be reached, told in the command line's terms:
// the flag, variable or context that gave the setting at fault, and how to replace it (never the SDK's options).
import { flags, type ResolvedSettings, type SettingSource, variables } from '../settings/resolve.js';

/** A failure retold for the command line: its first line (undefined: keep the SDK's) and what to do. */
export interface Retold {
  message?: string;
  hint: string;
}

/** How the codes of a failed connection read, by the host they were for. */
const connectCodes: Record<string, (host: string) => string> = {
  ECONNREFUSED: () => 'the connection was refused: nothing listens on that port',
  ENOTFOUND: (host) => `the DNS has no address for ${host}`,
  EAI_AGAIN: (host) => `the DNS lookup of ${host} failed for now`,
  EHOSTUNREACH: () => 'no route to the host',
  ENETUNREACH: () => 'the network is unreachable',
  UND_ERR_CONNECT_TIMEOUT: () => 'the connection timed out',
  CERT_HAS_EXPIRED: () => 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: () => 'its TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: () => 'its TLS certificate chain is self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: () => 'its TLS certificate cannot be verified',
  ERR_TLS_CERT_ALTNAME_INVALID: (host) => `its TLS certificate is not for ${host}`,
};

/** The failure retold with the settings that led to it, or undefined when it is neither a 401 nor unreachable. */
export function retell(error: Error, resolved: ResolvedSettings): Retold | undefined {
  if (error.name === 'AuthenticationError') return { hint: refusedCredentials(resolved) };
  if (error.name === 'ConnectionError') return unreachable(error, resolved);
  return undefined;
}

/** Where a setting came from, as a person would look for it. */
function origin(resolved: ResolvedSettings, key: keyof typeof flags): string {
  const source: SettingSource | undefined = resolved.sources[key];
  if (source === 'flag') return `the ${flags[key]} flag`;
  if (source === 'env') return variables[key];
  return `context ${resolved.context}`;
}

/** How to replace a secret where it came from: its flag or `wdp context update` (from stdin), or its variable. */
function replace(resolved: ResolvedSettings, key: keyof typeof flags): string {
  const source = resolved.sources[key];
  if (source === 'env') return `set ${variables[key]} to a valid one`;
  const given = `${flags[key]} - (- reads it from stdin)`;
  if (source === 'flag') return `pass a valid one with ${given}`;
  return `replace it with \`wdp context update ${resolved.context} ${flags[key]} -\` (- reads it from stdin)`;
}

function refusedCredentials(resolved: ResolvedSettings): string {
  const { settings } = resolved;
  if (settings.token !== undefined)
    return (
      `The token from ${origin(resolved, 'token')} was refused (expired, revoked, or for another service); ` +
      `${replace(resolved, 'token')}.`
    );
  return (
    `The API key ${settings.clientId ?? ''} from ${origin(resolved, 'clientId')} was refused (deleted, or a wrong ` +
    `secret); ${replace(resolved, 'clientSecret')}, or make a new key with ` +
    '`wdp api-keys create`.'
  );
}

function unreachable(error: Error, resolved: ResolvedSettings): Retold | undefined {
  const baseUrl = resolved.settings.baseUrl;
  if (baseUrl === undefined) return undefined;
  const hint =
    resolved.sources.baseUrl === 'context'
      ? `The service URL comes from context ${resolved.context}: check it (\`wdp context show\`), or pass --base-url ` +
        'URL; and check the network.'
      : `The service URL comes from ${origin(resolved, 'baseUrl')}: check it and the network.`;
  const { code, message } = rootCause(error);
  // The SDK's advice names its own option (`baseUrl`); the hint names the command line's instead. The request id
  // that ends the SDK's message stays at its end.
  if (!/ failed before a response /.test(error.message)) {
    const said = error.message.replace(
      /; check the network\.(?=( \(request id [^)]*\))?$)/,
      code ? ` (${code}).` : '.',
    );
    return { message: said, hint };
  }
  const url = new URL(baseUrl);
  if (url.protocol === 'https:' && plainHttp(code, message)) {
    const http = baseUrl.replace(/^https:/i, 'http:');
    return { message: `Cannot reach ${url.origin}: it answered in plain HTTP, not TLS; use ${http} (${code}).`, hint };
  }
  const meaning = code === undefined ? undefined : connectCodes[code];
  const why = meaning ? `${meaning(url.hostname)} (${code})` : `${message}${code ? ` (${code})` : ''}`;
  return { message: `Cannot reach ${url.origin}: ${why}.`, hint };
}

/**
 * Whether a TLS handshake failed because the server spoke plain HTTP: OpenSSL reads its answer as a record of a
 * wrong version (Node's `ERR_SSL_WRONG_VERSION_NUMBER`, or `EPROTO` with OpenSSL's words).
 */
function plainHttp(code: string | undefined, message: string): boolean {
  return code === 'ERR_SSL_WRONG_VERSION_NUMBER' || (code === 'EPROTO' && /wrong version number/i.test(message));
}

/** The first error code (`ECONNREFUSED`) along a failure's chain of causes, and the innermost cause's message. */
function rootCause(error: Error): { code: string | undefined; message: string } {
  let code: string | undefined;
  let last: Error = error;
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 8; depth++) {
    const own = (cause as { code?: unknown }).code;
    if (code === undefined && typeof own === 'string') code = own;
    last = cause;
    cause = cause.cause;
  }
  return { code, message: last.message };
}
