import { ApiError, ConnectionError, InvalidArgumentError } from './errors.js';

/** What an auth provider is given when asked for a token. */
export interface TokenContext {
  /** The client's fetch, for providers that exchange credentials over HTTP. */
  fetch: typeof globalThis.fetch;
  signal?: AbortSignal | undefined;
}

/** Supplies the bearer token for each request; `invalidate` lets the client refresh once after a 401. */
export interface AuthProvider {
  token(context: TokenContext): string | Promise<string>;
  /** Forget `token` because the service refused it; the next `token()` call gets a fresh one. */
  invalidate?(token: string): void;
}

/** A token string, a function that returns one, or a provider such as `clientCredentials()`. */
export type Auth = string | (() => string | Promise<string>) | AuthProvider;

/** Turns the `auth` option into a provider, checking it first. */
export function toAuthProvider(auth: Auth): AuthProvider {
  if (typeof auth === 'string') {
    if (auth.trim() === '') throw new InvalidArgumentError('The `auth` token is empty; pass an access token, a token function or clientCredentials({...}).');
    return { token: () => auth };
  }
  if (typeof auth === 'function') return { token: () => auth() };
  if (auth && typeof auth.token === 'function') return auth;
  throw new InvalidArgumentError('The `auth` option must be a token string, a function returning one, or clientCredentials({...}).');
}

/** Settings of the OAuth2 client-credentials exchange that turns an API key into access tokens. */
export interface ClientCredentialsOptions {
  /** The identity provider's token endpoint, such as `https://id.example.com/oauth/token`. */
  tokenUrl: string;
  /** The API key's clientId. */
  clientId: string;
  /** The API key's clientSecret (returned once, when the key was created). */
  clientSecret: string;
  /** The audience the token is for; a per-deployment setting. */
  audience?: string | undefined;
}

interface CachedToken {
  value: string;
  expiresAt: number;
}

const refreshAheadMs = 120_000;
const mustRefreshMs = 30_000;
const defaultLifetimeS = 3600;

/**
 * Authenticates with an API key: exchanges clientId and clientSecret for an access token, caches it,
 * refreshes it before it expires and shares one exchange between concurrent calls.
 * @example new Client({ baseUrl, auth: clientCredentials({ tokenUrl, clientId, clientSecret, audience }) })
 */
export function clientCredentials(options: ClientCredentialsOptions): AuthProvider {
  for (const key of ['tokenUrl', 'clientId', 'clientSecret'] as const) {
    if (typeof options[key] !== 'string' || options[key] === '') throw new InvalidArgumentError(`clientCredentials() needs a non-empty \`${key}\`.`);
  }
  const { tokenUrl, clientId, clientSecret, audience } = options;
  let cached: CachedToken | undefined;
  let inflight: Promise<CachedToken> | undefined;

  const exchange = (context: TokenContext): Promise<CachedToken> => {
    inflight ??= requestToken(context).then(
      (token) => ((cached = token), (inflight = undefined), token),
      (error: unknown) => ((inflight = undefined), Promise.reject(error)),
    );
    return inflight;
  };

  const requestToken = async (context: TokenContext): Promise<CachedToken> => {
    const body = JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, audience });
    let response: Response;
    try {
      response = await context.fetch(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body, signal: context.signal ?? null });
    } catch (cause) {
      if (context.signal?.aborted) throw context.signal.reason;
      throw new ConnectionError(`Could not reach the token endpoint ${tokenUrl}; check \`tokenUrl\` and the network.`, { cause });
    }
    const text = (await response.text()).replaceAll(clientSecret, '[redacted]');
    if (!response.ok) throw ApiError.from({ method: 'POST', url: tokenUrl, status: response.status, headers: response.headers, rawBody: text });
    const parsed = parseTokenResponse(text);
    if (!parsed) throw new ApiError({ method: 'POST', url: tokenUrl, status: response.status, headers: response.headers, rawBody: '[token response withheld]' }, { message: 'the token endpoint answered without an access_token' });
    return { value: parsed.accessToken, expiresAt: Date.now() + parsed.expiresIn * 1000 };
  };

  return {
    async token(context) {
      const remaining = cached ? cached.expiresAt - Date.now() : 0;
      if (cached && remaining > mustRefreshMs) {
        if (remaining <= refreshAheadMs) exchange({ fetch: context.fetch }).catch(() => undefined);
        return cached.value;
      }
      return (await exchange(context)).value;
    },
    invalidate(token) {
      if (cached?.value === token) cached = undefined;
    },
  };
}

function parseTokenResponse(text: string): { accessToken: string; expiresIn: number } | undefined {
  try {
    const body = JSON.parse(text) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '') return undefined;
    const expiresIn = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : defaultLifetimeS;
    return { accessToken: body.access_token, expiresIn };
  } catch {
    return undefined;
  }
}
