// Headers HTTP cannot carry are an InvalidArgumentError at the call, before anything is sent (issue 10, point 8):
// an illegal header used to become three attempts and a ConnectionError. The message never echoes the value.
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/index.js';
import { CHANNEL, channelBody } from '../../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';

useServer();

const SECRET_VALUE = 'sv_header_secret_4242';

describe('a header that HTTP cannot carry', () => {
  it.each([
    [
      'a CR LF in the value',
      { 'x-note': `${SECRET_VALUE}\r\nx-injected: 1` },
      /x-note a value holding U\+000D at position 22: HTTP cannot carry CR, LF/,
    ],
    ['a LF in the value', { 'x-note': `a\n${SECRET_VALUE}` }, /U\+000A at position 2/],
    [
      'a NUL in the value',
      { 'x-api-key': `${SECRET_VALUE}\u0000` },
      /x-api-key a value holding U\+0000 at position 22/,
    ],
    ['a character beyond Latin-1 in the value', { 'x-note': `café ☕ ${SECRET_VALUE}` }, /U\+2615 at position 6/],
    ['a space in the name', { 'x bad': 'v' }, /"x bad", which is not a legal HTTP header name/],
    ['a colon in the name', { 'x-a:': 'v' }, /not a legal HTTP header name/],
    ['an empty name', { '': 'v' }, /not a legal HTTP header name/],
  ])('is refused per call for %s, before sending and without echoing the value', (_what, headers, message) => {
    const net = wire();
    const client = makeClient({ retry: 2 });
    let thrown: unknown;
    try {
      void client.channels.get(CHANNEL, { headers });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidArgumentError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain(SECRET_VALUE);
    expect(net.requests).toHaveLength(0);
  });

  it('is refused in the client options too, when the client is made', () => {
    expect(() => makeClient({ headers: { 'x-note': 'a\r\nb' } })).toThrow(InvalidArgumentError);
    expect(() => makeClient({ headers: { 'x-note': '☕' } })).toThrow(/U\+2615/);
  });

  it('keeps tabs and Latin-1 text, which HTTP can carry', async () => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    await makeClient().channels.get(CHANNEL, { headers: { 'x-note': 'a\tb', 'x-name': 'café' } });
    expect(net.last.headers['x-note']).toBe('a\tb');
    expect(net.last.headers['x-name']).toBe('café');
  });
});
