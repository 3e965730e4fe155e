import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidArgumentError, type OAuth1Credentials, type SourceToken } from '../../src/index.js';
import { href, PIPELINE } from '../fixtures/bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const CODE = '4/0AeanS0b-authorization-code';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const REFRESH = '1//0g-refresh-token-value';

/** A `TokenResource` answer: every field the document declares. */
function tokenBody(overrides: Record<string, unknown> = {}) {
  return {
    grant_type: 'authorization_code',
    code: CODE,
    code_verifier: VERIFIER,
    authorization_url: 'https://accounts.google.com/o/oauth2/v2/auth',
    redirect_uri: 'https://app.example.com/callback',
    refresh_token: REFRESH,
    access_token: 'ya29.a0-access-token',
    expires_in: 3599,
    scope: 'https://www.googleapis.com/auth/analytics.readonly',
    token_type: 'Bearer',
    _links: { self: href('/api/tokens/google/token') },
    ...overrides,
  };
}

const codeGrant = {
  grant_type: 'authorization_code',
  code: CODE,
  code_verifier: VERIFIER,
  redirect_uri: 'https://app.example.com/callback',
} as const;

const expectJsonHeaders = (headers: Record<string, string>) =>
  expect(headers).toMatchObject({
    authorization: `Bearer ${TOKEN}`,
    accept: 'application/hal+json',
    'content-type': 'application/json',
  });

describe('sourceTokens.exchange', () => {
  it('POSTs the TokenResource body to /api/tokens/{idp}/token and reads every field', async () => {
    const net = wire().on('POST', '/api/tokens/google/token', { body: tokenBody() });
    const token = await strict().sourceTokens.exchange('google', codeGrant);
    expect(net.last).toMatchObject({ method: 'POST', path: '/api/tokens/google/token', search: '', body: codeGrant });
    expectJsonHeaders(net.last.headers);
    expect(token).toEqual(tokenBody());
    expectTypeOf(token).toEqualTypeOf<SourceToken>();
  });

  it('sends a refresh_token grant with every settable field', async () => {
    const body = {
      grant_type: 'refresh_token',
      refresh_token: REFRESH,
      access_token: 'ya29.old',
      authorization_url: 'https://idp.example.com/auth',
      expires_in: 0,
      scope: 'read',
      token_type: 'Bearer',
    } as const;
    const net = wire().on('POST', '/api/tokens/xero/token', { body: tokenBody({ grant_type: 'refresh_token' }) });
    await strict().sourceTokens.exchange('xero', body);
    expect(net.last.body).toEqual(body);
  });

  it('encodes the idp as one segment', async () => {
    const net = wire().on('POST', '/api/tokens/my%20idp/token', { body: tokenBody() });
    await makeClient().sourceTokens.exchange('my idp', codeGrant);
    expect(net.last.path).toBe('/api/tokens/my%20idp/token');
  });

  it.each([
    ['no grant_type', { code: CODE }, 'grant_type'],
    ['a grant_type the service refuses', { grant_type: 'client_credentials' }, 'grant_type'],
    [
      'an unknown key, refused rather than dropped',
      { grant_type: 'refresh_token', refreshToken: REFRESH },
      'refreshToken',
    ],
    ['the service-set `_links`', { grant_type: 'refresh_token', _links: {} }, '_links'],
    ['a code that is no string', { grant_type: 'authorization_code', code: 1234567 }, 'code'],
    ['a negative expires_in', { grant_type: 'refresh_token', expires_in: -1 }, 'expires_in'],
  ])('refuses %s before sending, naming it', (_name, body, named) => {
    const net = wire();
    expect(() => makeClient().sourceTokens.exchange('google', body as never)).toThrow(InvalidArgumentError);
    expect(() => makeClient().sourceTokens.exchange('google', body as never)).toThrow(named);
    expect(net.requests).toHaveLength(0);
  });

  it('refuses an empty idp before sending', () => {
    const net = wire();
    expect(() => makeClient().sourceTokens.exchange('', codeGrant)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('sourceTokens.exchangeForPipeline', () => {
  const path = `/api/tokens/google/token/pipelines/${PIPELINE}/tap-google-analytics`;

  it('POSTs to /api/tokens/{idp}/token/pipelines/{pipelineId}/{dataComponentName}', async () => {
    const net = wire().on('POST', path, { body: tokenBody() });
    const token = await strict().sourceTokens.exchangeForPipeline(
      'google',
      PIPELINE,
      'tap-google-analytics',
      codeGrant,
    );
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: codeGrant });
    expectJsonHeaders(net.last.headers);
    expect(token.access_token).toBe('ya29.a0-access-token');
  });

  it("takes a pipeline model's id", async () => {
    const net = wire().on('POST', path, { body: tokenBody() });
    await makeClient().sourceTokens.exchangeForPipeline('google', { id: PIPELINE }, 'tap-google-analytics', codeGrant);
    expect(net.last.path).toBe(path);
  });

  it('refuses a data component name holding "/" and a bad body before sending', () => {
    const net = wire();
    const tokens = makeClient().sourceTokens;
    expect(() => tokens.exchangeForPipeline('google', PIPELINE, 'extractors/tap-x', codeGrant)).toThrow(
      InvalidArgumentError,
    );
    expect(() => tokens.exchangeForPipeline('google', PIPELINE, 'tap-x', { grant_type: 'x' } as never)).toThrow(
      InvalidArgumentError,
    );
    expect(() => tokens.exchangeForPipeline('google', {} as never, 'tap-x', codeGrant)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('sourceTokens.requestToken', () => {
  const credentials = { oauthToken: 'req-token-1', oauthTokenSecret: 'req-secret-1', oauthCallbackConfirmed: true };

  it('POSTs the callbackUrl to …/oauth/request_token and reads the OAuth 1.0a credentials', async () => {
    const net = wire().on('POST', '/api/tokens/twitter/oauth/request_token', { body: credentials });
    const body = { callbackUrl: 'https://app.example.com/oauth1' };
    const out = await strict().sourceTokens.requestToken('twitter', body);
    expect(net.last).toMatchObject({ method: 'POST', path: '/api/tokens/twitter/oauth/request_token', body });
    expectJsonHeaders(net.last.headers);
    expect(out).toEqual(credentials);
    expectTypeOf(out).toEqualTypeOf<OAuth1Credentials>();
  });

  it('sends `{}` when given no body (the document requires one)', async () => {
    const net = wire().on('POST', '/api/tokens/twitter/oauth/request_token', { body: credentials });
    await makeClient().sourceTokens.requestToken('twitter');
    expect(net.last.body).toEqual({});
  });

  it('refuses an unknown key before sending', () => {
    const net = wire();
    expect(() => makeClient().sourceTokens.requestToken('twitter', { callback: 'x' } as never)).toThrow('callback');
    expect(net.requests).toHaveLength(0);
  });
});

describe('sourceTokens.accessToken', () => {
  it('POSTs the verifier to /api/tokens/{idp}/oauth/access_token', async () => {
    const credentials = { oauthToken: 'acc-token-1', oauthTokenSecret: 'acc-secret-1' };
    const net = wire().on('POST', '/api/tokens/twitter/oauth/access_token', { body: credentials });
    const out = await strict().sourceTokens.accessToken('twitter', { verifier: 'verifier-1234' });
    expect(net.last).toMatchObject({
      method: 'POST',
      path: '/api/tokens/twitter/oauth/access_token',
      body: { verifier: 'verifier-1234' },
    });
    expect(out).toEqual(credentials);
  });

  it.each([
    ['no verifier', {}],
    ['a blank verifier', { verifier: '  ' }],
    ['an unknown key', { verifier: 'v', oauthToken: 't' }],
  ])('refuses %s before sending', (_name, body) => {
    const net = wire();
    expect(() => makeClient().sourceTokens.accessToken('twitter', body as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
