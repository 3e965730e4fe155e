import { afterEach, describe, expect, it } from 'vitest';
import { keptSecretsOf, withKeptSecrets } from '../../src/cli/settings/kept-secrets.js';
import { openKeychain } from '../../src/cli/settings/keychain.js';
import { memoryKeychain, noKeychain } from './terminal-input.js';

const platform = Object.getOwnPropertyDescriptor(process, 'platform');
afterEach(() => {
  if (platform) Object.defineProperty(process, 'platform', platform);
});

describe('openKeychain', () => {
  it('opens none with WDP_KEYRING=0, whatever the platform', async () => {
    expect(await openKeychain({ WDP_KEYRING: '0', DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/bus' })).toBeUndefined();
  });

  it('opens none on Linux without a D-Bus session bus, loading nothing (no wait on D-Bus)', async () => {
    Object.defineProperty(process, 'platform', { value: 'linux' });
    expect(await openKeychain({})).toBeUndefined();
  });
});

describe('withKeptSecrets', () => {
  it('fills the secrets the keychain keeps; a value in the file wins', async () => {
    const { open, secrets } = memoryKeychain();
    secrets.set('prod/token', 'from-keychain');
    const context = { baseUrl: 'https://a.example', keychain: 'token' };
    expect(await withKeptSecrets(context, 'prod', {}, open)).toEqual({
      baseUrl: 'https://a.example',
      token: 'from-keychain',
    });
    expect(await withKeptSecrets({ ...context, token: 'in-file' }, 'prod', {}, open)).toMatchObject({
      token: 'in-file',
    });
    expect(keptSecretsOf({ keychain: 'clientSecret, other' })).toEqual(['clientSecret']);
  });

  it('says how to sign in again when the keychain is not open, refuses, or lost the secret', async () => {
    const context = { keychain: 'token' };
    await expect(withKeptSecrets(context, 'prod', {}, noKeychain)).rejects.toThrow(
      /is not open here.*wdp auth login --context prod/,
    );
    await expect(withKeptSecrets(context, 'prod', {}, memoryKeychain('locked').open)).rejects.toThrow(
      'The OS keychain did not answer for context prod (locked); sign in again with `wdp auth login --context prod`.',
    );
    await expect(withKeptSecrets(context, 'prod', {}, memoryKeychain().open)).rejects.toThrow('has lost the token');
  });
});
