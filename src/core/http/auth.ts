import { badValueChar } from '../arguments/headers.js';
import { InvalidArgumentError, isWdpError, TimeoutError, WdpError } from '../errors.js';
import type { Logger } from '../logger.js';
import { noop } from '../noop.js';
import { onAbort } from '../on-abort.js';
import { kindOf } from '../shown.js';

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
  /** Returns the bearer token for a request; called before each one, so it may refresh or cache. */
  token(context: TokenContext): string | Promise<string>;
  /** Forget `token` because the service refused it; the next `token()` call gets a fresh one. */
  invalidate?(token: string): void;
}

/** A token string, a function that returns one, or a provider such as `clientCredentials()`. */
export type Auth = string | (() => string | Promise<string>) | AuthProvider;

/** Turns the `auth` option into a provider, checking it first; what a token function throws becomes a `WdpError`. */
export function toAuthProvider(auth: Auth): AuthProvider {
  if (typeof auth === 'string') {
    if (auth.trim() === '')
      throw new InvalidArgumentError(
        'The `auth` token is empty; pass an access token, a token function or clientCredentials({...}).',
      );
    if (auth.trim() !== auth)
      throw new InvalidArgumentError('The `auth` token has spaces around it; pass the token alone.');
    return { token: () => auth };
  }
  if (typeof auth === 'function') return { token: (context) => guarded(() => auth(), context, 'function') };
  if (typeof auth === 'object' && auth !== null && typeof auth.token === 'function') {
    const provider: AuthProvider = {
      token: (context) => guarded(() => auth.token(context), context, "provider's token()", !selfTimed.has(auth)),
    };
    if (typeof auth.invalidate === 'function') provider.invalidate = (token) => invalidated(auth, token);
    return provider;
  }
  throw new InvalidArgumentError(
    'The `auth` option must be a token string, a function returning one, or clientCredentials({...}).',
  );
}

/**
 * Checks a token an `auth` provider gave: a non-empty string an HTTP header can carry. Never echoes it, nor
 * says more of a string than that it cannot be sent.
 */
export function checkToken(token: unknown): string {
  if (typeof token !== 'string')
    throw new InvalidArgumentError(
      `The \`auth\` option gave ${kindOf(token)} where a token string was expected; nothing was sent. ` +
        'A token function returns (or resolves to) the access token itself.',
    );
  const fault = tokenFault(token);
  if (fault === 'spaces')
    throw new InvalidArgumentError(
      'The `auth` option gave a token with spaces around it; pass the token alone; nothing was sent.',
    );
  if (fault) {
    throw new InvalidArgumentError(
      'The `auth` option gave an empty token, or one with characters an HTTP header cannot carry; nothing was sent.',
    );
  }
  return token;
}

/** What keeps a token from being sent as `Bearer <token>`: empty, spaces around it, or characters no header carries. */
export function tokenFault(token: string): 'empty' | 'spaces' | 'characters' | undefined {
  const trimmed = token.trim();
  if (trimmed === '') return 'empty';
  if (badValueChar.test(token)) return 'characters';
  return trimmed === token ? undefined : 'spaces';
}

/** The SDK's providers that bound their own wait by the call's `timeout` (`clientCredentials()`, with its message). */
export const selfTimed = new WeakSet<AuthProvider>();

/**
 * Calls a token function, turning what it throws into a `WdpError` (SDK errors and the caller's abort pass as
 * they are); the caller's abort rejects with its reason, and the call's `timeout` with a `TimeoutError`, even while
 * the function has not answered.
 */
function guarded(
  token: () => string | Promise<string>,
  context: TokenContext,
  what: string,
  timed = true,
): string | Promise<string> {
  const { signal } = context;
  const fail = (error: unknown): never => {
    if (isWdpError(error) || (signal?.aborted && error === signal.reason)) throw error;
    throw new WdpError(`The \`auth\` ${what} threw (${summary(error)}); nothing was sent; see \`cause\`.`, {
      cause: error,
    });
  };
  if (signal?.aborted) return Promise.reject(signal.reason);
  let value: string | Promise<string>;
  try {
    value = token();
  } catch (error) {
    return fail(error);
  }
  if (typeof value === 'string') return value;
  const answer = Promise.resolve(value).catch(fail);
  const timeout = timed ? context.timeout : undefined;
  return signal || timeout !== undefined ? bounded(answer, signal, timeout, what) : answer;
}

/** Calls a provider's `invalidate()`, turning what it throws into a `WdpError` (the client redacts the token). */
function invalidated(auth: AuthProvider, token: string): void {
  try {
    auth.invalidate?.(token);
  } catch (error) {
    throw new WdpError(
      `The \`auth\` provider's invalidate() threw (${summary(error)}) after the service refused its token with 401; ` +
        'the request was not sent again; see `cause`.',
      { cause: error },
    );
  }
}

/** `promise`, or a rejection with the signal's reason when it aborts first, or a `TimeoutError` after `timeout` ms. */
function bounded<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  timeout: number | undefined,
  what: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = signal && !signal.aborted ? onAbort(signal, () => reject(signal.reason)) : noop;
    const late = () =>
      reject(
        new TimeoutError(
          `The \`auth\` ${what} did not answer within ${timeout} ms; nothing was sent. ` +
            'Make it settle, or raise `timeout`.',
        ),
      );
    const timer = timeout === undefined ? undefined : setTimeout(late, timeout);
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      stop();
    });
  });
}

// The thrown message may help (a vault down, a file missing); the client's redaction runs over it as over any error.
function summary(error: unknown): string {
  if (!(error instanceof Error)) return `a ${typeof error}`;
  const message = error.message.length > 200 ? `${error.message.slice(0, 200)}…` : error.message;
  return message === '' ? `a ${error.name}` : `${error.name}: ${message}`;
}
