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
    return { token: () => auth };
  }
  if (typeof auth === 'function') return { token: (context) => guarded(() => auth(), context, 'function') };
  if (typeof auth === 'object' && auth !== null && typeof auth.token === 'function') {
    const provider: AuthProvider = {
      token: (context) => guarded(() => auth.token(context), context, "provider's token()", !selfTimed.has(auth)),
    };
    if (typeof auth.invalidate === 'function')
      provider.invalidate = (token) => {
        try {
          auth.invalidate?.(token);
        } catch (error) {
          // Redacted by the client as any error: the refused token never shows.
          throw threw("provider's invalidate()", error, 'the request was not sent again');
        }
      };
    return provider;
  }
  throw new InvalidArgumentError(
    'The `auth` option must be a token string, a function returning one, or clientCredentials({...}).',
  );
}

/**
 * Checks a token an `auth` provider gave: a non-empty string an HTTP header can carry, without spaces around it.
 * Never echoes it, nor says more of a string than that it cannot be sent.
 */
export function checkToken(token: unknown): string {
  if (typeof token !== 'string')
    throw new InvalidArgumentError(
      `The \`auth\` option gave ${kindOf(token)} where a token string was expected; nothing was sent. ` +
        'A token function returns (or resolves to) the access token itself.',
    );
  if (!sendable(token)) {
    throw new InvalidArgumentError(
      'The `auth` option gave an empty token, or one with spaces around it or characters an HTTP header cannot ' +
        'carry; pass the token alone; nothing was sent.',
    );
  }
  return token;
}

/** Whether a token can go as `Bearer <token>`: not empty, no spaces around it, only characters a header carries. */
export function sendable(token: string): boolean {
  return token !== '' && token.trim() === token && !badValueChar.test(token);
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
    throw threw(what, error, 'nothing was sent');
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
  return bounded(answer, signal, timed ? context.timeout : undefined, what);
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
      reject(new TimeoutError(`The \`auth\` ${what} did not answer within ${timeout} ms; nothing was sent.`));
    const timer = timeout === undefined ? undefined : setTimeout(late, timeout);
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      stop();
    });
  });
}

/** The `WdpError` of an `auth` function that threw, with what it threw as `cause`. */
const threw = (what: string, error: unknown, outcome: string): WdpError =>
  new WdpError(`The \`auth\` ${what} threw (${summary(error)}); ${outcome}; see \`cause\`.`, { cause: error });

// The thrown message may help (a vault down, a file missing); the client's redaction runs over it as over any error.
function summary(error: unknown): string {
  if (!(error instanceof Error)) return `a ${typeof error}`;
  const message = error.message.length > 200 ? `${error.message.slice(0, 200)}…` : error.message;
  return message === '' ? `a ${error.name}` : `${error.name}: ${message}`;
}
