// Issue 12, point 8, for the option objects of the SDK's helpers: a misspelt key is refused, naming the closest
// known one, before anything is sent or built.
import { describe, expect, it } from 'vitest';
import { clientCredentials, InvalidArgumentError, toFile } from '../../../src/index.js';

const credentials = { tokenUrl: 'https://id.test/oauth/token', clientId: 'client-1', clientSecret: 'sh-secret-1' };

describe('clientCredentials(options)', () => {
  it('refuses an unknown option, suggesting the closest known one, and never shows the secret', () => {
    const call = () => clientCredentials({ ...credentials, audeince: 'https://wdp.test/api' } as never);
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow('clientCredentials(options): unknown option `audeince`; did you mean `audience`?');
    expect(() => call()).not.toThrow(/sh-secret-1/);
  });

  it('still accepts every documented option', () => {
    expect(() => clientCredentials({ ...credentials, audience: 'https://wdp.test/api' })).not.toThrow();
  });
});

describe('toFile(content, name, options)', () => {
  it('refuses an unknown option, suggesting the closest known one', () => {
    const call = () => toFile(new Uint8Array([1]), 'a.bin', { contenType: 'image/png' } as never);
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow('toFile(content, name, options): unknown option `contenType`; did you mean `contentType`?');
  });

  it('still accepts contentType', () => {
    expect(toFile(new Uint8Array([1]), 'a.bin', { contentType: 'image/png' }).type).toBe('image/png');
  });
});
