import { InvalidArgumentError } from './errors.js';
import type { Logger } from './logger.js';

/** What an auth provider is given when asked for a token. */
export interface TokenContext {
  /** The client's fetch, for providers that exchange credentials over HTTP. */
  fetch: typeof globalThis.fetch;
  /** The caller's signal: a provider stops waiting when it aborts. */
  signal?: AbortSignal | undefined;
  /** Milliseconds the calling request's attempt may take (its `timeout`); an exchange waits no longer. */
  timeout?: number | undefined;
  /** Registers a credential the provider holds (a client secret): it is redacted from every error and log line. */
  secret?: ((value: string) => void) | undefined;
  /** The client's logger, for token refreshes; never give it a secret. */
  logger?: Logger | undefined;
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
    if (auth.trim() === '')
      throw new InvalidArgumentError(
        'The `auth` token is empty; pass an access token, a token function or clientCredentials({...}).',
      );
    return { token: () => auth };
  }
  if (typeof auth === 'function') return { token: () => auth() };
  if (typeof auth === 'object' && auth !== null && typeof auth.token === 'function') return auth;
  throw new InvalidArgumentError(
    'The `auth` option must be a token string, a function returning one, or clientCredentials({...}).',
  );
}

/** Checks a token an `auth` provider gave: a non-empty string an HTTP header can carry. Never echoes it. */
export function checkToken(token: unknown): string {
  if (typeof token !== 'string' || token.trim() === '' || /[^\t\x20-\x7e\x80-\xff]/.test(token)) {
    throw new InvalidArgumentError(
      'The `auth` option gave an empty token, or one with characters an HTTP header cannot carry; nothing was sent.',
    );
  }
  return token;
}
