// The one rule for field names that hold credentials: the SDK redacts their values, `wdp` masks them.
import { describe, expect, it } from 'vitest';
import { isCredentialName } from '../../src/core/secret-text.js';

describe('isCredentialName', () => {
  it.each([
    'password',
    'deploymentSecret',
    'client_secret',
    'access_token',
    'refreshToken',
    'token',
    'x-api-key',
    'tap-postgres.password',
    'private_key',
  ])('%s names a credential', (name) => {
    expect(isCredentialName(name)).toBe(true);
  });

  it.each(['tokenUrl', 'token_type', 'replication-key', 'name', 'tap-x._select', 'host'])('%s does not', (name) => {
    expect(isCredentialName(name)).toBe(false);
  });
});
