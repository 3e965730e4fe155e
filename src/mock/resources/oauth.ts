import type { RequestContext } from '../http/context.js';
import { json } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { Store } from '../store.js';

/** An access token the mock accepts, and whom it authenticates. */
export interface TokenRecord {
  profileId: string;
  /** Clock instant after which the token is refused; absent for tokens that never expire. */
  expiresAt?: number | undefined;
}

/** The access tokens the mock accepts: the demo users', the seeded profiles' and those of the token endpoint. */
export const tables = () => ({ tokens: new Map<string, TokenRecord>() });

/** Stores a bearer token (generated unless given) that authenticates as the profile; returns the token. */
export function addToken(
  store: Store,
  profileId: string,
  token = `mock_${store.random.hex(32)}`,
  expiresAt?: number,
): string {
  store.tokens.set(token, { profileId, expiresAt });
  return token;
}

/** How long an access token from the token endpoint lives, in seconds of the mock clock. */
const accessTokenLifetimeS = 3600;

/**
 * The identity provider's client-credentials token endpoint: an API key's clientId and clientSecret for a
 * bearer token.
 */
export function routes(router: Router): void {
  router.on('POST', '/oauth/token', async (c) => {
    const form = await readForm(c);
    if (!form)
      return oauthError(
        400,
        'invalid_request',
        'Send the parameters as application/json or application/x-www-form-urlencoded',
      );
    const basic = basicCredentials(c);
    const grantType = form.get('grant_type');
    const clientId = form.get('client_id') ?? basic?.clientId;
    const clientSecret = form.get('client_secret') ?? basic?.clientSecret;
    const audience = form.get('audience');
    if (!grantType) return oauthError(400, 'invalid_request', 'Missing required parameter: grant_type');
    if (grantType !== 'client_credentials')
      return oauthError(400, 'unsupported_grant_type', `Unsupported grant type: ${grantType}`);
    if (audience === '') return oauthError(400, 'invalid_request', 'The audience must not be empty');
    const key = [...c.store.apiKeys.values()].find(
      (k) => !k.draft && k.clientId !== undefined && k.clientId === clientId && k.clientSecret === clientSecret,
    );
    if (!key || !c.store.profiles.has(key.profileId)) return oauthError(401, 'access_denied', 'Unauthorized');
    const token = addToken(
      c.store,
      key.profileId,
      `mock_cc_${c.store.random.hex(40)}`,
      c.store.clock.now() + accessTokenLifetimeS * 1000,
    );
    key.tokens.add(token);
    return json({ access_token: token, token_type: 'Bearer', expires_in: accessTokenLifetimeS }, 200);
  });
}

/** The parameters of a JSON or form body as strings (other JSON values are dropped), or undefined when unreadable. */
async function readForm(c: RequestContext): Promise<Map<string, string> | undefined> {
  const type = c.request.headers.get('content-type') ?? '';
  const text = await c.request.text();
  if (type.includes('application/x-www-form-urlencoded')) return new Map(new URLSearchParams(text));
  if (!type.includes('json')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return undefined;
  }
}

/** Client credentials sent as HTTP Basic authentication (client_secret_basic), when present. */
function basicCredentials(c: RequestContext): { clientId: string; clientSecret: string } | undefined {
  const encoded = /^Basic (.+)$/i.exec(c.request.headers.get('authorization') ?? '')?.[1];
  if (!encoded) return undefined;
  try {
    const [clientId = '', ...rest] = atob(encoded).split(':');
    return { clientId: decodeURIComponent(clientId), clientSecret: decodeURIComponent(rest.join(':')) };
  } catch {
    return undefined;
  }
}

/** An OAuth 2.0 error body (`error`, `error_description`), not the service's error body. */
function oauthError(status: number, error: string, description: string): Response {
  return json({ error, error_description: description }, status);
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
