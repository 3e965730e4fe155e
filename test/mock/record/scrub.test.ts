import { describe, expect, it } from 'vitest';
import { maskSecrets, rebaseText, scrubJson, scrubQuery } from '../../../src/mock/record/scrub.js';

const base = 'https://wdp.example/base';

describe('rebaseText', () => {
  it.each([
    [`${base}/api/jobs/1`, 'http://127.0.0.1:9', 'http://127.0.0.1:9/api/jobs/1'],
    [`${base}?page=1`, '', '?page=1'],
    [base, '', '/'],
    [`${base}x/api`, '', `${base}x/api`],
    ['https://other.example/base/api', '', 'https://other.example/base/api'],
    ['/api/jobs/1', 'http://127.0.0.1:9', '/api/jobs/1'],
  ])('%s on %j is %s', (text, to, rebased) => {
    expect(rebaseText(text, base, to)).toBe(rebased);
  });
});

describe('scrubJson', () => {
  it('masks credential-named fields, keeps link relations, makes hrefs relative and learns what it masked', () => {
    const secrets = new Set<string>();
    const scrubbed = scrubJson(
      {
        name: 'Analytics',
        deploymentSecret: 'whsec_mock_deploy',
        sshPrivateKey: null,
        properties: { host: 'db', password: 'hunter2-hunter2', api_key: '' },
        nested: [{ access_token: 'eyJ.abc.def' }],
        _links: {
          self: { href: `${base}/api/workspaces/w1` },
          'token refresh': { href: `${base}/api/x?access_token=abcdefgh123&page=1` },
        },
      },
      base,
      secrets,
    );
    expect(scrubbed).toEqual({
      name: 'Analytics',
      deploymentSecret: '****',
      sshPrivateKey: null,
      properties: { host: 'db', password: '****', api_key: '' },
      nested: [{ access_token: '****' }],
      _links: {
        self: { href: '/api/workspaces/w1' },
        'token refresh': { href: '/api/x?access_token=****&page=1' },
      },
    });
    expect([...secrets].sort()).toEqual(['abcdefgh123', 'eyJ.abc.def', 'hunter2-hunter2', 'whsec_mock_deploy']);
  });
});

describe('scrubQuery', () => {
  it.each([
    ['/api/x?token=abc&page=2', '/api/x?token=****&page=2'],
    ['/api/x?Client_Secret=s%20s#frag', '/api/x?Client_Secret=****#frag'],
    ['/api/x?page=2', '/api/x?page=2'],
    ['not a url ?token=abc', 'not a url ?token=abc'],
  ])('%s is %s', (text, scrubbed) => {
    expect(scrubQuery(text, new Set())).toBe(scrubbed);
  });
});

describe('maskSecrets', () => {
  it('masks every occurrence of a secret in any string, however deep', () => {
    const secrets = new Set(['mock-owner-token']);
    expect(maskSecrets({ a: ['Bearer mock-owner-token', 1], b: 'mock-owner-token/mock-owner-token' }, secrets)).toEqual(
      { a: ['Bearer ****', 1], b: '****/****' },
    );
  });
});
