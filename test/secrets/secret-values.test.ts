// What is a secret by its value, whatever the field holding it is called: the one rule of the SDK's redaction and of
// the mock's journal and recordings (src/secrets/secret-values.ts).
import { describe, expect, it } from 'vitest';
import { maskSecretText } from '../../src/secrets/secret-values.js';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJldGwifQ.c2lnbmF0dXJl';

describe('maskSecretText', () => {
  it.each([
    ['postgresql://etl:S3cret@db.internal:5432/orders', 'postgresql://etl:****@db.internal:5432/orders'],
    ['jdbc:postgresql://etl:S3cret@db/x and mysql://:pw@h', 'jdbc:postgresql://etl:****@db/x and mysql://:****@h'],
    ['Server=db;Uid=etl;Pwd=S3cret;Database=orders;', 'Server=db;Uid=etl;Pwd=****;Database=orders;'],
    ['Host=db;Password=S3cret;', 'Host=db;Password=****;'],
    ['https://h/cb?code=c0de&state=s&sig=abc&jwt=j', 'https://h/cb?code=****&state=s&sig=****&jwt=****'],
    ['{"pwd": "S3cret", "user": "etl"}', '{"pwd": "****", "user": "etl"}'],
    [`ghp_${'a'.repeat(36)} gho_${'B'.repeat(36)} github_pat_${'c'.repeat(40)}`, '**** **** ****'],
    ['slack xoxb-1234567890-abcdefgh, xoxp-1234567890-xyz', 'slack ****, ****'],
    ['AKIAIOSFODNN7EXAMPLE ASIAIOSFODNN7EXAMPLE', '**** ****'],
    [`Bearer ${jwt}`, 'Bearer ****'],
  ])('masks %s', (text, masked) => {
    expect(maskSecretText(text, '****')).toBe(masked);
  });

  it.each([
    'https://user@host/path?page=2',
    'mailto:ada@example.com; see https://wdp.example/a:b@c',
    'akiaiosfodnn7example (not an upper-case key id)',
    'ghp_short eyJonly.one',
    'the code path; a signature of sig',
    'Server=db;Uid=etl;Database=orders;',
  ])('leaves %s as it is', (text) => {
    expect(maskSecretText(text, '****')).toBe(text);
  });

  it('tells each secret it masks', () => {
    const found: string[] = [];
    maskSecretText(`postgresql://u:pw1@h Pwd=pw2; {"password":"pw3"} ${jwt}`, '[redacted]', (s) => found.push(s));
    expect(found).toEqual(['pw2', 'pw3', 'pw1', jwt]);
  });

  it('stays linear on hostile text: runs of scheme, user-info and token characters that never complete', () => {
    for (const run of [
      'a.'.repeat(200_000),
      `x://u:${':'.repeat(200_000)}`,
      `x://${'u'.repeat(200_000)}`,
      'a://b:c'.repeat(50_000),
      `eyJa.eyJ${'a'.repeat(200_000)}`,
      'ghp_'.repeat(100_000),
    ])
      expect(maskSecretText(run, '****').length).toBeGreaterThan(0);
    // No timed assertion: a regex that backtracks takes minutes here, past the test's generous timeout.
  }, 60_000);
});
