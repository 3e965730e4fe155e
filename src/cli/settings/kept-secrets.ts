// A context's secrets that the OS keychain keeps (`"keychain": "token"` in the contexts file, written by
// `wdp auth login`), read back when the context gives the credentials.
import { CliError } from '../program/exit.js';
import type { Settings, StoredContext } from './contexts.js';
import { accountOf, type OpenKeychain, openKeychain } from './keychain.js';

/** The secrets a context's `keychain` names (`token`, `clientSecret`); others are ignored. */
export function keptSecretsOf(context: StoredContext): Array<'token' | 'clientSecret'> {
  const named = (context.keychain ?? '').split(',').map((name) => name.trim());
  return (['token', 'clientSecret'] as const).filter((secret) => named.includes(secret));
}

/**
 * The context's settings with the secrets the keychain keeps filled in (a value in the file wins). A keychain that
 * does not answer, or has lost the secret, is a `CliError` saying how to sign in again.
 */
export async function withKeptSecrets(
  context: StoredContext,
  name: string,
  env: NodeJS.ProcessEnv,
  open: OpenKeychain = openKeychain,
): Promise<Settings> {
  const { keychain: _kept, ...settings } = context;
  const missing = keptSecretsOf(context).filter((secret) => settings[secret] === undefined);
  if (!missing.length) return settings;
  const again = `sign in again with \`wdp auth login --context ${name}\``;
  const keychain = await open(env);
  if (!keychain)
    throw new CliError(
      `The credentials of context ${name} are in the OS keychain, which is not open here` +
        ` (no D-Bus session, @napi-rs/keyring missing, or WDP_KEYRING=0); ${again}.`,
    );
  for (const secret of missing) {
    let value: string | undefined;
    try {
      value = await keychain.get(accountOf(name, secret));
    } catch (error) {
      throw new CliError(`The OS keychain did not answer for context ${name} (${(error as Error).message}); ${again}.`);
    }
    if (value === undefined) throw new CliError(`The OS keychain has lost the ${secret} of context ${name}; ${again}.`);
    settings[secret] = value;
  }
  return settings;
}

/**
 * Takes `names` (settings changed or removed in the file) off the secrets the context's keychain keeps, and
 * returns those taken off: the file's own value (or none) is the secret from then on.
 */
export function unkeep(context: StoredContext, names: readonly string[]): Array<'token' | 'clientSecret'> {
  const kept = keptSecretsOf(context);
  const dropped = kept.filter((secret) => names.includes(secret));
  const left = kept.filter((secret) => !dropped.includes(secret));
  if (left.length) context.keychain = left.join(',');
  else delete context.keychain;
  return dropped;
}

/** Removes these secrets of context `name` from the keychain, as far as it answers: nothing names them any more. */
export async function dropFromKeychain(
  name: string,
  secrets: ReadonlyArray<'token' | 'clientSecret'>,
  env: NodeJS.ProcessEnv,
  open: OpenKeychain = openKeychain,
): Promise<void> {
  if (!secrets.length) return;
  const keychain = await open(env);
  for (const secret of secrets) await keychain?.delete(accountOf(name, secret)).catch(() => false);
}
