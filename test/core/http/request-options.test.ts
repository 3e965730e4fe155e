// Malformed request options are an InvalidArgumentError at the call, before anything is sent (issue 10,
// points 7 and 8): a `signal` that is not an AbortSignal used to reject with ConnectionError and then crash the
// process from a timer; an illegal header used to become three attempts and a ConnectionError.
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, type RequestOptions } from '../../../src/index.js';
import { CHANNEL, channelBody, JOB, WS } from '../../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';

useServer();

const SECRET_VALUE = 'sv_header_secret_4242';
const bad = (options: unknown) => options as RequestOptions;

describe('a signal that is not an AbortSignal', () => {
  it.each([
    ['a plain object', {}],
    ['an object with aborted: false', { aborted: false, addEventListener() {} }],
    ['a string', 'abort'],
    ['an AbortController', new AbortController()],
  ])('is refused at the call when it is %s, naming what to pass, sending nothing', (_what, signal) => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    const client = makeClient({ retry: 2 });
    expect(() => client.channels.get(CHANNEL, bad({ signal }))).toThrow(InvalidArgumentError);
    expect(() => client.channels.get(CHANNEL, bad({ signal }))).toThrow(
      /`signal` must be an AbortSignal, such as new AbortController\(\)\.signal/,
    );
    expect(() => client.jobs.list(WS, {}, bad({ signal }))).toThrow(InvalidArgumentError);
    expect(() => client.jobs.wait(JOB, bad({ signal }))).toThrow(InvalidArgumentError);
    expect(() => client.jobs.logs(JOB, bad({ signal }))).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('is still accepted as undefined or null', async () => {
    wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    await expect(makeClient().channels.get(CHANNEL, bad({ signal: null }))).resolves.toEqual(channelBody());
  });
});

describe('other malformed request options', () => {
  it.each([
    ['options that are not an object', 5, /request options, must be an object/],
    ['options that are null', null, /request options, must be an object/],
    [
      'a retry that is neither a number nor options',
      { retry: 'twice' },
      /`retry` must be a number of retries or an options object/,
    ],
    ['a negative retry limit', { retry: -1 }, /`retry.limit` must be a whole number >= 0/],
    ['headers that are a string', { headers: 'x-a: 1' }, /`headers` must be a plain object/],
    ['headers given as a Headers object', { headers: new Headers({ 'x-a': '1' }) }, /Object\.fromEntries\(headers\)/],
    ['a header value that is a number', { headers: { 'x-count': 5 } }, /gives the header x-count a number/],
  ])('refuses %s at the call, sending nothing', (_what, options, message) => {
    const net = wire();
    expect(() => makeClient().channels.get(CHANNEL, bad(options))).toThrow(message);
    expect(net.requests).toHaveLength(0);
  });
});

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
