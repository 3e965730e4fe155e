// The one rule for field names that hold credentials: the SDK redacts their values, `wdp` masks them.
import { describe, expect, it } from 'vitest';
import { isCredentialName } from '../../src/secrets/secret-text.js';

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
    'sshPrivateKey',
    'code_verifier',
    'codeVerifier',
    'verifier',
    'oauth_verifier',
    'oauthToken',
    'oauthTokenSecret',
    'X-Amz-Signature',
    'X-Goog-Signature',
    'X-Amz-Credential',
    'x-hub-signature-256',
  ])('%s names a credential', (name) => {
    expect(isCredentialName(name)).toBe(true);
  });

  // Nor is `code`: a field error's `"code": "NotBlank"` is none; `wdp` shows codes, the SDK redacts OAuth ones.
  it.each([
    'tokenUrl',
    'token_type',
    'replication-key',
    'name',
    'tap-x._select',
    'host',
    'code',
    'callbackUrl',
    'githubInstallationId',
    'repositoryBranch',
  ])('%s does not', (name) => {
    expect(isCredentialName(name)).toBe(false);
  });
});
