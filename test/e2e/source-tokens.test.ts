import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  BadRequestError,
  NotFoundError,
  PermissionDeniedError,
  WdpError,
} from '../../src/index.js';
import { rejection } from '../helpers/rejection.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const CODE = '4/0AeanS0b-mock-authorization-code';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const codeGrant = { grant_type: 'authorization_code', code: CODE, code_verifier: VERIFIER } as const;

describe('sourceTokens over the loopback mock: a fake identity provider per idp', () => {
  it('exchanges an authorization code once, then refreshes with rotating refresh tokens', async () => {
    const client = mock.client('member');
    const first = await client.sourceTokens.exchange('google', {
      ...codeGrant,
      redirect_uri: 'https://app.example.com/cb',
      scope: 'analytics.readonly',
    });
    expect(first).toMatchObject({
      grant_type: 'authorization_code',
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'analytics.readonly',
      redirect_uri: 'https://app.example.com/cb',
    });
    expect(first.access_token).toMatch(/^mock_sat_/);
    expect(first.refresh_token).toMatch(/^mock_srt_/);

    const again = await rejection(client.sourceTokens.exchange('google', codeGrant), WdpError);
    expect(again).toBeInstanceOf(BadRequestError);
    expect(again.message).toContain('the authorization code [redacted] was already used');
    expect(JSON.stringify(again)).not.toContain(CODE);

    const refreshed = await client.sourceTokens.exchange('google', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    });
    expect(refreshed).toMatchObject({ grant_type: 'refresh_token', scope: 'analytics.readonly' });
    expect(refreshed.refresh_token).not.toBe(first.refresh_token);
    const old = { grant_type: 'refresh_token', refresh_token: first.refresh_token ?? '' } as const;
    expect(await rejection(client.sourceTokens.exchange('google', old), WdpError)).toBeInstanceOf(BadRequestError);
  });

  it("keeps each idp's tokens its own, and refuses a malformed PKCE verifier or a missing code", async () => {
    const client = mock.client('member');
    const token = await client.sourceTokens.exchange('google', codeGrant);
    const elsewhere = { grant_type: 'refresh_token', refresh_token: token.refresh_token ?? '' } as const;
    expect(await rejection(client.sourceTokens.exchange('hubspot', elsewhere), WdpError)).toBeInstanceOf(
      BadRequestError,
    );
    // The same code is new to another provider.
    await expect(client.sourceTokens.exchange('hubspot', codeGrant)).resolves.toMatchObject({ token_type: 'Bearer' });
    const short = { grant_type: 'authorization_code', code: 'another-code', code_verifier: 'too-short' } as const;
    const pkce = await rejection(client.sourceTokens.exchange('google', short), WdpError);
    expect(pkce).toMatchObject({ status: 400 });
    expect(pkce.message).toContain('code_verifier');
    expect(
      await rejection(client.sourceTokens.exchange('google', { grant_type: 'authorization_code' }), WdpError),
    ).toMatchObject({
      status: 400,
    });
  });

  it('needs an authenticated caller', async () => {
    const anonymous = mock.client('member', { auth: 'not-a-token' });
    expect(await rejection(anonymous.sourceTokens.exchange('google', codeGrant), WdpError)).toBeInstanceOf(
      AuthenticationError,
    );
  });

  it("writes the tokens into the pipeline's properties for the data component, as oauth_credentials", async () => {
    const admin = mock.client('admin');
    const { pipelineId } = mock.service.fixtures;
    const token = await admin.sourceTokens.exchangeForPipeline('google', pipelineId, 'tap-postgres', codeGrant);
    const pipeline = await admin.pipelines.get(pipelineId);
    expect(pipeline.properties).toMatchObject({
      'tap-postgres.oauth_credentials.access_token': token.access_token,
      'tap-postgres.oauth_credentials.refresh_token': token.refresh_token,
    });
    // A refresh through the pipeline rotates what it stores.
    const refreshed = await admin.sourceTokens.exchangeForPipeline('google', pipelineId, 'tap-postgres', {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token ?? '',
    });
    expect((await admin.pipelines.get(pipelineId)).properties).toMatchObject({
      'tap-postgres.oauth_credentials.refresh_token': refreshed.refresh_token,
    });
  });

  it('refuses a component the pipeline lacks (404), a missing pipeline (404) and a member (403)', async () => {
    const { pipelineId } = mock.service.fixtures;
    const admin = mock.client('admin');
    const missing = admin.sourceTokens.exchangeForPipeline('google', pipelineId, 'tap-nope', codeGrant);
    expect(await rejection(missing, WdpError)).toBeInstanceOf(NotFoundError);
    const unknown = admin.sourceTokens.exchangeForPipeline(
      'google',
      '00000000-0000-4000-8000-000000000000',
      'tap-postgres',
      codeGrant,
    );
    expect(await rejection(unknown, WdpError)).toBeInstanceOf(NotFoundError);
    const member = mock
      .client('member')
      .sourceTokens.exchangeForPipeline('google', pipelineId, 'tap-postgres', codeGrant);
    expect(await rejection(member, WdpError)).toBeInstanceOf(PermissionDeniedError);
    const { properties } = await admin.pipelines.get(pipelineId);
    expect(Object.keys(properties ?? {}).filter((key) => key.includes('oauth_credentials'))).toEqual([]);
  });

  it('runs OAuth 1.0a: a request token, then the access token for its verifier, once', async () => {
    const client = mock.client('member');
    const noRequest = await rejection(client.sourceTokens.accessToken('twitter', { verifier: 'verifier-1' }), WdpError);
    expect(noRequest).toBeInstanceOf(BadRequestError);
    const request = await client.sourceTokens.requestToken('twitter', { callbackUrl: 'https://app.example.com/o1' });
    expect(request).toMatchObject({ oauthCallbackConfirmed: true });
    expect(request.oauthToken).toMatch(/^mock_o1r_/);
    expect(request.oauthTokenSecret).toMatch(/^[0-9a-f]{40}$/);
    const access = await client.sourceTokens.accessToken('twitter', { verifier: 'verifier-1' });
    expect(access.oauthToken).toMatch(/^mock_o1a_/);
    expect(access.oauthToken).not.toBe(request.oauthToken);
    expect(
      await rejection(client.sourceTokens.accessToken('twitter', { verifier: 'verifier-1' }), WdpError),
    ).toBeInstanceOf(BadRequestError);
  });
});
