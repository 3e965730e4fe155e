import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BadRequestError, ValidationError } from '../../src/index.js';
import { capturingLogger } from '../helpers/logger.js';
import { failure, leakCheck } from '../helpers/redaction.js';
import { renderings } from '../helpers/renderings.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

const CODE = '4/0AeanS0b-secret-authorization-code';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const REFRESH = '1//0g-secret-refresh-token';
const ACCESS = 'ya29.secret-access-token';
const OAUTH_TOKEN = 'oauth1-secret-token-value';
const OAUTH_SECRET = 'oauth1-secret-token-secret';
const OAUTH_VERIFIER = 'oauth1-secret-verifier';
const SECRETS = [CODE, VERIFIER, REFRESH, ACCESS, OAUTH_TOKEN, OAUTH_SECRET, OAUTH_VERIFIER];
const TOKEN_PATH = '/api/tokens/google/token';
const expectClean = leakCheck(SECRETS);

const codeGrant = { grant_type: 'authorization_code', code: CODE, code_verifier: VERIFIER } as const;

describe('the secrets of sourceTokens never show in an error or a log line', () => {
  it('a 400 whose body echoes the code and verifier, in free text and under their own and other names', async () => {
    wire().on('POST', TOKEN_PATH, () =>
      HttpResponse.json(
        {
          status: 400,
          error: 'Bad Request',
          message: `invalid_grant: the authorization code ${CODE} was already used (verifier ${VERIFIER})`,
          path: TOKEN_PATH,
          errors: [{ field: 'code', rejectedValue: CODE, code: 'InvalidGrant' }],
          request: { code: CODE, code_verifier: VERIFIER, authorization_code: CODE },
        },
        { status: 400 },
      ),
    );
    const logger = capturingLogger();
    const error = await failure(() =>
      makeClient({ logger, logLevel: 'debug' }).sourceTokens.exchange('google', codeGrant),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toContain('the authorization code [redacted] was already used');
    // A field error's own `code` is no secret: it stays.
    expect((error as BadRequestError).body).toMatchObject({
      errors: [{ code: 'InvalidGrant', rejectedValue: '[redacted]' }],
    });
    expectClean([...renderings(error), ...logger.lines]);
    expect(logger.lines.some((line) => line.startsWith(`debug: wdp-sdk: POST`))).toBe(true);
  });

  it('a ValidationError of an answer that echoes every secret (strict), and the warning of warn mode', async () => {
    const answer = {
      grant_type: 'refresh_token',
      code: CODE,
      code_verifier: VERIFIER,
      refresh_token: REFRESH,
      access_token: ACCESS,
      expires_in: 'soon',
    };
    wire().on('POST', TOKEN_PATH, { body: answer });
    const body = { grant_type: 'refresh_token', refresh_token: REFRESH } as const;
    const logger = capturingLogger();
    const error = await failure(() =>
      makeClient({ validation: 'strict', logger, logLevel: 'debug' }).sourceTokens.exchange('google', body),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).path).toBe('expires_in');
    expect((error as ValidationError).body).toMatchObject({ access_token: '[redacted]', refresh_token: '[redacted]' });
    await makeClient({ logger, logLevel: 'debug' }).sourceTokens.exchange('google', body);
    expect(logger.lines.some((line) => line.startsWith('warn: ') && line.includes('expires_in'))).toBe(true);
    expectClean([...renderings(error), ...logger.lines]);
  });

  it('a 502 of the pipeline variant whose text body echoes the code, form-encoded', async () => {
    const path = '/api/tokens/google/token/pipelines/p-1/tap-google-analytics';
    wire().on(
      'POST',
      path,
      () =>
        new HttpResponse(`upstream refused grant_type=authorization_code&code=${encodeURIComponent(CODE)}`, {
          status: 502,
          headers: { 'content-type': 'text/plain' },
        }),
    );
    const logger = capturingLogger();
    const client = makeClient({ logger, logLevel: 'debug', retry: { limit: 0 } });
    const error = await failure(() =>
      client.sourceTokens.exchangeForPipeline('google', 'p-1', 'tap-google-analytics', codeGrant),
    );
    expectClean([...renderings(error), ...logger.lines]);
  });

  it('OAuth 1.0a: the verifier echoed by a refusal, and the tokens of an answer that fails validation', async () => {
    wire()
      .on('POST', '/api/tokens/twitter/oauth/access_token', () =>
        HttpResponse.json({ status: 400, message: `verifier ${OAUTH_VERIFIER} is not pending` }, { status: 400 }),
      )
      .on('POST', '/api/tokens/twitter/oauth/request_token', {
        body: { oauthToken: OAUTH_TOKEN, oauthTokenSecret: OAUTH_SECRET, oauthCallbackConfirmed: 'true' },
      });
    const logger = capturingLogger();
    const client = makeClient({ validation: 'strict', logger, logLevel: 'debug' });
    const refused = await failure(() => client.sourceTokens.accessToken('twitter', { verifier: OAUTH_VERIFIER }));
    expect((refused as Error).message).toContain('verifier [redacted] is not pending');
    const invalid = await failure(() =>
      client.sourceTokens.requestToken('twitter', { callbackUrl: 'https://a.example/cb' }),
    );
    expect(invalid).toBeInstanceOf(ValidationError);
    expectClean([...renderings(refused), ...renderings(invalid), ...logger.lines]);
  });
});
