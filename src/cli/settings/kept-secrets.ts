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
