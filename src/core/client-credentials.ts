import { quotedUrl } from '../secrets/secret-text.js';
import { checkKeys, keysOf } from './arguments/keys.js';
import { type CheckedOptions, checkRequestOptions } from './arguments/request-options.js';
import { resolveRetry } from './arguments/retry.js';
import { maxResponseBytes, tokenWindows } from './defaults.js';
import { ConnectionError, InvalidArgumentError, TimeoutError, WdpError } from './errors.js';
import { sendAttempts } from './http/attempts.js';
import { type AuthProvider, selfTimed, sendable, type TokenContext } from './http/auth.js';
import { readText } from './http/body.js';
import type { AttemptsConfig, Call } from './http/call.js';
import { toWdpError } from './http/failures.js';
import type { Logger } from './logger.js';
import { noop } from './noop.js';
import { onAbort } from './on-abort.js';
import { redactError, Secrets } from './redact.js';
import { runtimeHeaders } from './runtime.js';

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
  /** From here on, calls still get this token while a new one is fetched in the background. */
  refreshAt: number;
  /** From here on, calls wait for a new token. */
  renewAt: number;
}

/** One exchange in flight, shared by the calls waiting for it; aborted when the last of them gives up. */
interface Flight {
  promise: Promise<CachedToken>;
  controller: AbortController;
  waiting: number;
  /** A background refresh runs to its end whoever waits. */
  background: boolean;
  /** The request options of its attempts: each attempt may take the longest `timeout` of the calls that joined. */
  options: CheckedOptions;
}

// The refresh windows: ahead of expiry by 120 s (wait for the new token in the last 30 s), or by half (a quarter)
// of the token's lifetime when that is shorter: a 100 s token would otherwise be refreshed on every call.
const { refreshAheadMs, renewAheadMs, lifetimeS, exchangeTimeoutMs } = tokenWindows;
// The grant is safe to repeat: a reset or a 5xx is retried like any idempotent request.
const tokenRetry = resolveRetry({ methods: ['POST'] });
const silent: Logger = { debug: noop, info: noop, warn: noop, error: noop };

/**
 * Authenticates with an API key: exchanges clientId and clientSecret for an access token, caches it,
 * refreshes it before it expires and shares one exchange between concurrent calls. The exchange obeys the
 * calling request's `timeout` and `signal`, is retried on resets and 5xx, and is never redirected.
 * @example new Client({ baseUrl, auth: clientCredentials({ tokenUrl, clientId, clientSecret, audience }) })
 */
export function clientCredentials(options: ClientCredentialsOptions): AuthProvider {
  checkOptions(options);
  const { tokenUrl, clientId, clientSecret, audience } = options;
  const secrets = new Secrets();
  secrets.addCredential(clientSecret);
  const headers = runtimeHeaders();
  const told = new WeakSet<object>();
  let cached: CachedToken | undefined;
  let flight: Flight | undefined;

  const start = (context: TokenContext, background: boolean): Flight => {
    // A flight its last caller gave up on is ending: a new caller starts a fresh one.
    if (flight && !flight.controller.signal.aborted) return flight;
    const controller = new AbortController();
    const options = checkRequestOptions({ signal: controller.signal, timeout: context.timeout ?? exchangeTimeoutMs });
    const current: Flight = { controller, waiting: 0, background, options, promise: requestToken(context, options) };
    current.promise
      .then((token) => {
        cached = token;
        context.logger?.info(`wdp-sdk: got an access token from ${tokenUrl}`);
      }, noop)
      .finally(() => {
        if (flight === current) flight = undefined;
      });
    flight = current;
    return current;
  };

  const requestToken = async (context: TokenContext, options: CheckedOptions): Promise<CachedToken> => {
    const logger = context.logger ?? silent;
    logger.info(`wdp-sdk: requesting an access token from ${tokenUrl}`);
    const call: Call<unknown> = {
      operation: 'clientCredentials',
      method: 'POST',
      url: tokenUrl,
      json: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, audience },
      accept: 'application/json',
      redirectsRefused:
        'which a token request never follows (its body holds the client secret): set `tokenUrl` to the final URL',
    };
    const config: AttemptsConfig = {
      baseUrl: tokenUrl,
      timeout: exchangeTimeoutMs, // moot: the options give the attempts' timeout
      retry: tokenRetry,
      headers,
      logger,
      fetch: context.fetch,
      hooks: undefined,
      crossOrigin: 'refuse', // moot: the call follows no redirect at all
      secrets,
      maxResponseBytes,
    };
    let received: { response: Response; body: string };
    try {
      received = await sendAttempts(call, tokenUrl, undefined, options, config, (response) =>
        readText(response, maxResponseBytes.json),
      );
    } catch (error) {
      const mapped = toWdpError(error, call, tokenUrl, options, config);
      throw redactError(tokenFailure(mapped, options.timeout ?? exchangeTimeoutMs), secrets);
    }
    const parsed = parseTokenResponse(received.body);
    const status = received.response.status;
    if (!parsed)
      throw new WdpError(
        `The token endpoint ${tokenUrl} answered ${status} without an access_token; ` +
          'check `tokenUrl` and `audience`.',
      );
    // Never cached: a token no request can carry would fail every call until it expired.
    if (!sendable(parsed.accessToken))
      throw new WdpError(
        `The token endpoint ${tokenUrl} answered ${status} with an access_token an HTTP header cannot carry ` +
          '(spaces around it, or control or non-Latin-1 characters); check `tokenUrl`.',
      );
    const now = Date.now();
    const lifetime = parsed.expiresIn * 1000;
    return {
      value: parsed.accessToken,
      refreshAt: now + lifetime - Math.min(refreshAheadMs, lifetime / 2),
      renewAt: now + lifetime - Math.min(renewAheadMs, lifetime / 4),
    };
  };

  const timedOut = (ms: number): TimeoutError =>
    new TimeoutError(
      `The token endpoint ${tokenUrl} did not answer within ${ms} ms; raise \`timeout\` or check \`tokenUrl\`.`,
    );

  /** The exchange's failure in the words of a token request. */
  const tokenFailure = (mapped: unknown, timeout: number): unknown => {
    if (mapped instanceof TimeoutError) return timedOut(timeout);
    if (mapped instanceof ConnectionError)
      return new ConnectionError(
        `Could not reach the token endpoint ${tokenUrl}; check \`tokenUrl\` and the network.`,
        { cause: mapped.cause },
      );
    return mapped;
  };

  /**
   * Waits for a flight until the caller's deadline (its `timeout` from when it asked) or its signal; the last caller
   * to give up aborts it. Gives `undefined` when the flight timed out before the deadline: its attempts had the
   * shorter timeout of another call, and this call still has time for an exchange of its own.
   */
  const join = (current: Flight, context: TokenContext, deadline: number): Promise<CachedToken | undefined> => {
    const { signal } = context;
    const timeout = context.timeout ?? exchangeTimeoutMs;
    const { options } = current;
    options.timeout = Math.max(options.timeout ?? 0, timeout); // its next attempts wait as long as this call may
    current.waiting++;
    return new Promise<CachedToken | undefined>((resolve, reject) => {
      const settle = (finish: () => void): void => {
        clearTimeout(timer);
        stopWaiting();
        if (--current.waiting === 0 && !current.background) current.controller.abort();
        finish();
      };
      const leave = (error: unknown): void => settle(() => reject(error));
      const timer = setTimeout(() => leave(timedOut(timeout)), deadline - performance.now());
      const stopWaiting = signal && !signal.aborted ? onAbort(signal, () => leave(signal.reason)) : noop;
      current.promise.then(
        (token) => settle(() => resolve(token)),
        (error: unknown) =>
          settle(() => {
            if (!(error instanceof TimeoutError)) reject(error);
            else if (performance.now() < deadline) resolve(undefined);
            else reject(timedOut(timeout)); // in this call's words: its own timeout passed too
          }),
      );
    });
  };

  const provider: AuthProvider = {
    async token(context) {
      if (context.secret && !told.has(context.secret)) {
        told.add(context.secret);
        context.secret(clientSecret);
      }
      const now = Date.now();
      if (cached && now < cached.renewAt) {
        if (now >= cached.refreshAt && !flight) {
          start(context, true).promise.catch((error: unknown) =>
            context.logger?.warn(`wdp-sdk: refreshing the access token in the background failed: ${String(error)}`),
          );
        }
        return cached.value;
      }
      if (context.signal?.aborted) throw context.signal.reason;
      const deadline = performance.now() + (context.timeout ?? exchangeTimeoutMs);
      for (;;) {
        const current = start(context, false);
        const token = await join(current, context, deadline);
        if (token) return token.value;
        if (flight === current) flight = undefined; // timed out: the next turn starts an exchange of this call's
      }
    },
    invalidate(token) {
      if (cached?.value === token) cached = undefined;
    },
  };
  selfTimed.add(provider); // its exchange obeys the call's timeout, with a message naming the token endpoint
  return provider;
}

const credentialKeys = keysOf<ClientCredentialsOptions>({ tokenUrl: 1, clientId: 1, clientSecret: 1, audience: 1 });

function checkOptions(options: ClientCredentialsOptions): void {
  if (typeof options !== 'object' || options === null)
    throw new InvalidArgumentError(
      'clientCredentials() needs an options object with tokenUrl, clientId and clientSecret.',
    );
  checkKeys(options, credentialKeys, 'clientCredentials(options)');
  for (const key of ['tokenUrl', 'clientId', 'clientSecret'] as const) {
    if (typeof options[key] !== 'string' || options[key].trim() === '')
      throw new InvalidArgumentError(`clientCredentials() needs a non-empty \`${key}\`.`);
  }
  if (!/^https?:\/\/[^/]/i.test(options.tokenUrl) || !URL.canParse(options.tokenUrl)) {
    throw new InvalidArgumentError(
      'clientCredentials() needs `tokenUrl` as an absolute http(s) URL; ' +
        `got ${JSON.stringify(quotedUrl(options.tokenUrl))}.`,
    );
  }
  if (options.audience !== undefined && typeof options.audience !== 'string')
    throw new InvalidArgumentError('clientCredentials() needs `audience` as a string when given.');
}

function parseTokenResponse(text: string): { accessToken: string; expiresIn: number } | undefined {
  try {
    const body = JSON.parse(text) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '') return undefined;
    const seconds =
      typeof body.expires_in === 'number' || typeof body.expires_in === 'string' ? Number(body.expires_in) : Number.NaN;
    const expiresIn = Number.isFinite(seconds) && seconds > 0 ? seconds : lifetimeS;
    return { accessToken: body.access_token, expiresIn };
  } catch {
    return undefined;
  }
}
