// The request journal masks every credential a request carries, by name or by value (issue 32, finding 7): query
// values of OAuth's `code`, `jwt`, `assertion`, `pwd` and a signed URL's `sig`, and a Referer holding a token.
import { describe, expect, it } from 'vitest';
import { Journal } from '../../../src/mock/admin/journal.js';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJldGwifQ.c2lnbmF0dXJl';

function journaled(url: string, headers: Record<string, string> = {}) {
  const journal = new Journal();
  journal.record(new Request(url, { headers }), 200, 0, 1);
  const [entry] = journal.entries();
  return entry;
}

describe('Journal.record', () => {
  it('masks the query values that are credentials, by name and by value, and keeps the rest', () => {
    const query = '?code=4%2F0AeSecret&jwt=j-secret&assertion=a-secret&pwd=p-secret&sig=s-secret&page=2&state=xyz';
    expect(journaled(`https://wdp.mock/api/x${query}&q=${jwt}`)?.query).toEqual({
      code: '****',
      jwt: '****',
      assertion: '****',
      pwd: '****',
      sig: '****',
      page: '2',
      state: 'xyz',
      q: '****',
    });
  });

  it('masks the credentials in a header not named like one: a Referer with a token, a URL with a password', () => {
    const entry = journaled('https://wdp.mock/api/x', {
      referer: 'https://app.example/callback?code=c0de-secret&token=t0ken-secret&page=2',
      'x-upstream': 'postgresql://etl:pw-secret@db.internal/orders',
      'x-note': `signed with ${jwt}`,
      accept: 'application/json',
    });
    expect(entry?.headers).toMatchObject({
      referer: 'https://app.example/callback?code=****&token=****&page=2',
      'x-upstream': 'postgresql://etl:****@db.internal/orders',
      'x-note': 'signed with ****',
      accept: 'application/json',
    });
    expect(JSON.stringify(entry)).not.toMatch(/secret/);
  });

  it('keeps each header as sent, a value with colons and spaces whole, and none for a request without', () => {
    const entry = journaled('https://wdp.mock/api/x', {
      'x-when': '2024-03-01T09:00:00.123: at 09:00',
      'x-empty': '',
      accept: 'text/plain,  application/json',
    });
    expect(entry?.headers).toEqual({
      accept: 'text/plain,  application/json',
      'x-empty': '',
      'x-when': '2024-03-01T09:00:00.123: at 09:00',
    });
    expect(journaled('https://wdp.mock/api/x')?.headers).toEqual({});
  });
});
