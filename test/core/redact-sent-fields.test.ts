// The credentials a request body carries (an OAuth code, a password property...) are remembered by value as it is
// sent, so that an answer echoing one, under any name or in free text, shows `[redacted]`.
import { describe, expect, it } from 'vitest';
import { Secrets } from '../../src/core/redact.js';

const CODE = '4/0AeanS0aXyZ-code-value';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('Secrets.addFields', () => {
  it('remembers the values of secret-named fields and of `code`, at any depth, and redacts their echoes', () => {
    const secrets = new Secrets();
    secrets.addFields({
      grant_type: 'authorization_code',
      code: CODE,
      code_verifier: VERIFIER,
      redirect_uri: 'https://app.example.com/callback',
      properties: { 'tap-x.password': 'hunter2-long', 'tap-x.host': 'db.example.com' },
    });
    expect(secrets.redact(`invalid_grant: code ${CODE} for ${VERIFIER}`)).toBe(
      'invalid_grant: code [redacted] for [redacted]',
    );
    expect(secrets.redact(`u?c=${encodeURIComponent(CODE)}`)).toBe('u?c=[redacted]');
    expect(secrets.redact('{"echo":"hunter2-long"}')).toBe('{"echo":"[redacted]"}');
    // What is not a credential stays.
    expect(secrets.redact('authorization_code to https://app.example.com/callback on db.example.com')).toBe(
      'authorization_code to https://app.example.com/callback on db.example.com',
    );
  });

  it('leaves values shorter than 6 characters and bodies that are no objects alone', () => {
    const secrets = new Secrets();
    secrets.addFields({ code: 'abc', password: 'pw' });
    secrets.addFields('code=abcdefgh');
    secrets.addFields(undefined);
    expect(secrets.redact('abc pw abcdefgh')).toBe('abc pw abcdefgh');
  });

  it('keeps the tokens and headers used however many body values it has seen', () => {
    const secrets = new Secrets();
    secrets.add('header-value-sent');
    for (let i = 0; i < 100; i++) secrets.addFields({ code: `code-number-${i}` });
    expect(secrets.redact('header-value-sent code-number-99')).toBe('[redacted] [redacted]');
    expect(secrets.redact('code-number-0')).toBe('code-number-0'); // the oldest body values are forgotten
  });

  it('keeps the last 32 tokens and headers used, a credential given again counting as the newest', () => {
    const secrets = new Secrets();
    for (let i = 0; i < 40; i++) {
      secrets.add(`credential-${i}`);
      secrets.add('credential-0'); // given again before each new one: never the oldest
    }
    expect(secrets.redact('credential-0 credential-9 credential-39')).toBe('[redacted] [redacted] [redacted]');
    expect(secrets.redact('credential-8')).toBe('credential-8');
  });
});

describe('the name rule on OAuth fields', () => {
  const secrets = new Secrets();
  it.each([
    ['a JSON code_verifier', '{"code_verifier":"abc"}', '{"code_verifier":"[redacted]"}'],
    ['a JSON verifier', '{"verifier":"v1"}', '{"verifier":"[redacted]"}'],
    [
      'a form code',
      'grant_type=authorization_code&code=xyz&state=s',
      'grant_type=authorization_code&code=[redacted]&state=s',
    ],
    [
      'a query code',
      'https://app.example.com/cb?code=4/0Ab&scope=a',
      'https://app.example.com/cb?code=[redacted]&scope=a',
    ],
    ['a JSON code', '{"code": "4/0AeanS0b-x", "state":"s"}', '{"code": "[redacted]", "state":"s"}'],
    ['a JSON code of letters and digits (RFC 6749)', '{"code":"SplxlOBeZQQYbYS6WxSbIA"}', '{"code":"[redacted]"}'],
    [
      'a field error code, kept',
      '{"code":"NotBlank","codes":["NotBlank.pipeline.label"]}',
      '{"code":"NotBlank","codes":["NotBlank.pipeline.label"]}',
    ],
    [
      'a dotted field error code, kept',
      '{"code":"typeMismatch.pipeline.timeout"}',
      '{"code":"typeMismatch.pipeline.timeout"}',
    ],
    ['an OAuth error code, kept', '{"code":"invalid_grant"}', '{"code":"invalid_grant"}'],
    ['a word ending in code, kept', 'zipcode=12345 barcode=9', 'zipcode=12345 barcode=9'],
  ])('%s', (_name, text, expected) => {
    expect(secrets.redact(text)).toBe(expected);
  });
});
