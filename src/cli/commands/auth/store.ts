// Where `wdp auth` keeps a context's secret: the OS keychain where one answers, else the contexts file (0600).
import type { Invocation } from '../../program/invocation.js';
import { type StoredContext, updateContexts } from '../../settings/contexts.js';
import { keptSecretsOf } from '../../settings/kept-secrets.js';
import { accountOf, type Keychain, openKeychain } from '../../settings/keychain.js';
import type { Credentials } from './credentials.js';

/** The settings that make up a context's credentials: all replaced at a sign-in, never mixed. */
const credentialKeys = ['token', 'clientId', 'clientSecret', 'tokenUrl', 'audience', 'keychain'] as const;

/** Where a secret went: the keychain, or the file (with why the keychain was not used, if it was tried). */
export type Kept = { in: 'keychain' } | { in: 'file'; keychainFailure?: string | undefined };

/** The run's keychain (the test's, or @napi-rs/keyring's), or undefined where there is none. */
export function keychainOf(invocation: Invocation): Promise<Keychain | undefined> {
  return (invocation.io.keychain ?? openKeychain)(invocation.io.env);
}

/**
 * Saves checked credentials as context `name` (created if new; its base URL and workspace set as given, its former
 * credentials replaced) and makes it the current one. The secret goes to the keychain where one takes it.
 */
export async function saveCredentials(
  invocation: Invocation,
  name: string,
  settings: { baseUrl: string; workspace?: string | undefined },
  credentials: Credentials,
): Promise<Kept> {
  const secretKey = credentials.token === undefined ? 'clientSecret' : 'token';
  const secret = credentials[secretKey] ?? '';
  const keychain = await keychainOf(invocation);
  let kept: Kept = { in: 'file' };
  if (keychain)
    try {
      await keychain.set(accountOf(name, secretKey), secret);
      kept = { in: 'keychain' };
    } catch (error) {
      kept = { in: 'file', keychainFailure: (error as Error).message };
    }
  const former = await updateContexts(
    invocation.io.env,
    (message) => invocation.warn(message),
    (file) => {
      const context: StoredContext = file.contexts[name] ?? {};
      const former = keptSecretsOf(context);
      for (const key of credentialKeys) delete context[key];
      Object.assign(context, settings, credentials);
      if (kept.in === 'keychain') {
        delete context[secretKey];
        context.keychain = secretKey;
      }
      file.contexts[name] = context;
      file.current = name;
      return former;
    },
  );
  // A secret of another kind that the keychain kept for this context (an API key's, now a token) is stale.
  for (const stale of former.filter((key) => key !== secretKey || kept.in === 'file'))
    await keychain?.delete(accountOf(name, stale)).catch(() => false);
  return kept;
}

/**
 * Removes the secrets of context `name`: from the keychain (those it keeps) and from the file. Resolves to what was
 * removed from where, and the keychain's failure if it could not be reached.
 */
export async function forgetCredentials(invocation: Invocation, name: string, context: StoredContext) {
  const inKeychain = keptSecretsOf(context);
  let keychainFailure: string | undefined;
  if (inKeychain.length) {
    const keychain = await keychainOf(invocation);
    if (!keychain) keychainFailure = 'the OS keychain is not open here';
    for (const secret of inKeychain)
      await keychain?.delete(accountOf(name, secret)).catch((error: Error) => {
        keychainFailure = error.message;
      });
  }
  const inFile = await updateContexts(
    invocation.io.env,
    (message) => invocation.warn(message),
    (file) => {
      const stored = file.contexts[name];
      const removed = (['token', 'clientSecret'] as const).filter((key) => stored?.[key] !== undefined);
      if (stored) for (const key of ['token', 'clientSecret', 'keychain'] as const) delete stored[key];
      return removed;
    },
  );
  return { inKeychain, inFile, keychainFailure };
}
