import { describe, expect, it } from 'vitest';
import { Secrets } from '../../src/core/redact.js';
import { redactPercentEncoded } from '../../src/secrets/percent-echoes.js';
import { redacted, secretsPattern } from '../../src/secrets/secret-text.js';

const TOKEN = 'a+b/c=9Zx';
const UMLAUTS = 'pässwörd+1';

function known(...values: string[]): Secrets {
  const secrets = new Secrets();
  for (const value of values) secrets.add(value);
  return secrets;
}

describe('Secrets.redact of a secret percent-encoded in part', () => {
  const secrets = known(TOKEN, UMLAUTS);
  it.each([
    ['`+` and `=` encoded', 'echo a%2Bb/c%3D9Zx end', 'echo [redacted] end'],
    ['`/` alone encoded', 'echo a+b%2Fc=9Zx end', 'echo [redacted] end'],
    ['lower-case hex', 'echo a%2bb%2fc%3d9Zx end', 'echo [redacted] end'],
    ['mixed-case hex', 'echo a%2bb%2Fc=9Zx end', 'echo [redacted] end'],
    ['letters encoded too', 'echo %61+b/c=%39Zx end', 'echo [redacted] end'],
    ['every byte, lower case', 'echo %61%2b%62%2f%63%3d%39%5a%78 end', 'echo [redacted] end'],
    ["as `escape()`'s %uXXXX", 'echo a%u002Bb/c=9Zx end', 'echo [redacted] end'],
    [
      'in a query, the parameters around it kept',
      'GET /cb?t=a%2Bb%2Fc%3D9Zx&next=%2Fhome',
      'GET /cb?t=[redacted]&next=%2Fhome',
    ],
    ['upper-cased, then encoded in part', 'echo A%2BB/C%3D9ZX end', 'echo [redacted] end'],
    ['twice, among other escapes', 'x%20a%2Bb/c=9Zx%20y%20a+b%2Fc=9Zx%0A', 'x%20[redacted]%20y%20[redacted]%0A'],
    ['beyond ASCII: its letters encoded, `+` as it is', 'p%C3%A4ssw%C3%B6rd+1', '[redacted]'],
    ['beyond ASCII: its letters as they are, `+` encoded', 'pässwörd%2B1', '[redacted]'],
    ['beyond ASCII: every byte, lower case', encodeURIComponent(UMLAUTS).toLowerCase(), '[redacted]'],
  ])('redacts it with %s', (_name, text, expected) => {
    expect(secrets.redact(text)).toBe(expected);
  });

  it.each([
    ['another token encoded in part', 'echo a%2Bb/c%3D9Zy end'],
    ['a percent sign of prose', 'it is 100% sure, 5%-10% of a+b'],
    ['escapes that are not valid', '%zz %4 %u12 %'],
    ['an encoded URL that holds no secret', '/api/files/a%20b%2Fc?q=%E2%9C%93&r=%2B1'],
    ['the marker, encoded: left as it is, whatever its case', 'seen %5Bredacted%5D and %5BREDACTED%5d'],
  ])('leaves %s as it is', (_name, text) => {
    expect(secrets.redact(text)).toBe(text);
  });

  it('finds a short token only as a whole token once decoded, as it does in plain text', () => {
    const short = new Secrets();
    short.addToken('api');
    expect(short.redact('Authorization: Bearer%20api')).toBe('Authorization: [redacted]');
    expect(short.redact('x=%22api%22')).toBe('x=%22[redacted]%22');
    expect(short.redact('GET /api%2Fjobs?x=%61pis')).toBe('GET /api%2Fjobs?x=%61pis');
  });
});

describe('redactPercentEncoded', () => {
  const pattern = secretsPattern([[TOKEN, false]]);
  const redact = (text: string) => redactPercentEncoded(text, pattern, redacted);

  it('returns a text without `%`, or without a valid escape, as the very same string', () => {
    for (const text of ['plain a+b/c=9Zx', '100% and %zz']) expect(redact(text)).toBe(text);
  });

  it('replaces each echo where it stands, the text around it, escapes included, kept byte for byte', () => {
    const text = `%u00e9 ${'%41'.repeat(3)} a%2Bb/c%3D9Zx %7E a%2bb%2fc%3d9zX%%`;
    expect(redact(text)).toBe(`%u00e9 ${'%41'.repeat(3)} [redacted] %7E [redacted]%%`);
  });

  it('stays linear on long texts: runs of `%`, of escapes, of near misses and of echoes', () => {
    const echo = 'a%2Bb/c%3D9Zx ';
    for (const text of ['%'.repeat(1_000_000), '%41'.repeat(400_000), 'a%2Bb/c%3D9Z%'.repeat(80_000)])
      expect(redact(text)).toBe(text);
    expect(redact(echo.repeat(80_000))).toBe(`${redacted} `.repeat(80_000));
    // No timed assertion: a walk back over the text for each echo would take minutes here.
  }, 60_000);
});
