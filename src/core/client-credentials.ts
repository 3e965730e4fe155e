import type { AuthProvider, TokenContext } from './auth.js';
import { ApiError, ConnectionError, InvalidArgumentError, TimeoutError, WdpError } from './errors.js';
import { safeCause, Secrets } from './redact.js';

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
const exchangeTimeoutMs = 30_000;

/**
 * Authenticates with an API key: exchanges clientId and clientSecret for an access token, caches it,
 * refreshes it before it expires and shares one exchange between concurrent calls.
 * @example new Client({ baseUrl, auth: clientCredentials({ tokenUrl, clientId, clientSecret, audience }) })
 */
export function clientCredentials(options: ClientCredentialsOptions): AuthProvider {
  checkOptions(options);
  const { tokenUrl, clientId, clientSecret, audience } = options;
  const secrets = new Secrets();
  secrets.add(clientSecret);
  let cached: CachedToken | undefined;
  let inflight: Promise<CachedToken> | undefined;

  // One exchange serves every waiting caller, so it never runs under one caller's signal.
  const exchange = (context: TokenContext): Promise<CachedToken> => {
    inflight ??= requestToken(context).then(
      (token) => ((cached = token), (inflight = undefined), token),
      (error: unknown) => ((inflight = undefined), Promise.reject(error)),
    );
    return inflight;
  };

  const requestToken = async ({ fetch, logger }: TokenContext): Promise<CachedToken> => {
    logger?.info(`wdp-sdk: requesting an access token from ${tokenUrl}`);
    const body = JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, audience });
    const signal = AbortSignal.timeout(exchangeTimeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body, signal });
      text = await response.text();
    } catch (cause) {
      if (signal.aborted) throw new TimeoutError(`The token endpoint ${tokenUrl} did not answer within ${exchangeTimeoutMs} ms.`);
      throw new ConnectionError(`Could not reach the token endpoint ${tokenUrl}; check \`tokenUrl\` and the network.`, { cause: safeCause(cause, secrets) });
    }
    if (!response.ok) {
      const rawBody = secrets.redact(text.replaceAll(clientSecret, '[redacted]'));
      throw ApiError.from({ method: 'POST', url: tokenUrl, status: response.status, headers: secrets.headers(response.headers), rawBody });
    }
    const parsed = parseTokenResponse(text);
    if (!parsed) throw new WdpError(`The token endpoint ${tokenUrl} answered ${response.status} without an access_token; check \`tokenUrl\` and \`audience\`.`);
    return { value: parsed.accessToken, expiresAt: Date.now() + parsed.expiresIn * 1000 };
  };

  return {
    async token(context) {
      const remaining = cached ? cached.expiresAt - Date.now() : 0;
      if (cached && remaining > mustRefreshMs) {
        if (remaining <= refreshAheadMs) {
          exchange(context).catch((error: unknown) => context.logger?.warn(`wdp-sdk: refreshing the access token in the background failed: ${String(error)}`));
        }
        return cached.value;
      }
      return (await untilAborted(exchange(context), context.signal)).value;
    },
    invalidate(token) {
      if (cached?.value === token) cached = undefined;
    },
  };
}

function checkOptions(options: ClientCredentialsOptions): void {
  if (typeof options !== 'object' || options === null) throw new InvalidArgumentError('clientCredentials() needs an options object with tokenUrl, clientId and clientSecret.');
  for (const key of ['tokenUrl', 'clientId', 'clientSecret'] as const) {
    if (typeof options[key] !== 'string' || options[key].trim() === '') throw new InvalidArgumentError(`clientCredentials() needs a non-empty \`${key}\`.`);
  }
  if (!/^https?:\/\/[^/]/i.test(options.tokenUrl) || !URL.canParse(options.tokenUrl)) {
    throw new InvalidArgumentError(`clientCredentials() needs \`tokenUrl\` as an absolute http(s) URL; got ${JSON.stringify(options.tokenUrl)}.`);
  }
  if (options.audience !== undefined && typeof options.audience !== 'string') throw new InvalidArgumentError('clientCredentials() needs `audience` as a string when given.');
}

/** Waits for `promise`, but rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function parseTokenResponse(text: string): { accessToken: string; expiresIn: number } | undefined {
  try {
    const body = JSON.parse(text) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '') return undefined;
    const seconds = typeof body.expires_in === 'number' || typeof body.expires_in === 'string' ? Number(body.expires_in) : Number.NaN;
    const expiresIn = Number.isFinite(seconds) && seconds > 0 ? seconds : defaultLifetimeS;
    return { accessToken: body.access_token, expiresIn };
  } catch {
    return undefined;
  }
}
