// The OS keychain (macOS Keychain, Windows Credential Manager, the Secret Service on Linux), reached through the
// optional dependency @napi-rs/keyring. Where it is not installed, turned off or does not answer, `wdp` keeps
// secrets in the contexts file (0600) instead: none is needed to install or run `wdp`.

/** Where secrets can be kept besides the contexts file; each call rejects when the keychain does not answer. */
export interface Keychain {
  /** The secret kept for this account, or undefined when there is none. */
  get(account: string): Promise<string | undefined>;
  set(account: string, secret: string): Promise<void>;
  /** Removes the secret; resolves to whether there was one. */
  delete(account: string): Promise<boolean>;
}

/** Opens the keychain, or resolves to undefined where there is none to use (quickly: no waiting on D-Bus). */
export type OpenKeychain = (env: NodeJS.ProcessEnv) => Promise<Keychain | undefined>;

/** The service name secrets are kept under, each account being `CONTEXT/SECRET`. */
const service = 'wdp';

/** The variable that turns the keychain off (`WDP_KEYRING=0`), keeping secrets in the contexts file. */
export const keyringVariable = 'WDP_KEYRING';

/**
 * The OS keychain, or undefined when `WDP_KEYRING=0`, when @napi-rs/keyring is not installed, or on Linux without a
 * D-Bus session bus (the Secret Service needs one). On Linux only the Secret Service is used: the kernel keyring, the
 * binding's other choice there, forgets its keys when the session ends.
 */
export const openKeychain: OpenKeychain = async (env) => {
  if (env[keyringVariable] === '0') return undefined;
  if (process.platform === 'linux' && !env['DBUS_SESSION_BUS_ADDRESS']) return undefined;
  let binding: typeof import('@napi-rs/keyring');
  try {
    binding = await import('@napi-rs/keyring');
  } catch {
    return undefined;
  }
  const entry = (account: string) => new binding.AsyncEntry(service, account, { linux: { store: 'secret-service' } });
  return {
    get: async (account) => (await entry(account).getPassword()) ?? undefined,
    set: (account, secret) => entry(account).setPassword(secret),
    delete: (account) => entry(account).deletePassword(),
  };
};

/** The keychain account of a context's secret (`prod/token`). */
export function accountOf(context: string, secret: 'token' | 'clientSecret'): string {
  return `${context}/${secret}`;
}
