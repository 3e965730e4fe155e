// Retry-After read exactly (issue 10, point 15): whole seconds or an HTTP date (RFC 9110 section 10.2.3), and a
// wait beyond the cap ends the call at once on any retried status, with `retryAfterMs` on its error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryAfterMs } from '../../../src/core/http/retry-policy.js';
import { type ApiError, RateLimitError, ServerError } from '../../../src/index.js';
import { CHANNEL, channelBody } from '../../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';

useServer();
afterEach(() => vi.useRealTimers());

const after = (value: string) => retryAfterMs(new Headers({ 'retry-after': value }));

describe('retryAfterMs', () => {
  it.each([
    ['0', 0],
    ['7', 7_000],
    [' 120 ', 120_000],
  ])('reads %j as whole seconds', (value, ms) => {
    expect(after(value)).toBe(ms);
  });

  it.each(['-5', '0x2', '1e1', '1.5', '+3', 'Infinity', 'soon', '5 seconds', '2024-03-01T09:00:10Z', '1x'])(
    'ignores %j, which is neither seconds nor an HTTP date',
    (value) => {
      expect(after(value)).toBeUndefined();
    },
  );

  it.each([
    ['IMF-fixdate', 'Fri, 01 Mar 2024 09:00:10 GMT'],
    ['RFC 850', 'Friday, 01-Mar-24 09:00:10 GMT'],
    ['asctime', 'Fri Mar  1 09:00:10 2024'],
  ])('reads an HTTP date in %s form as the time until then', (_form, value) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-01T09:00:00Z'));
    expect(after(value)).toBe(10_000);
  });

  it('reads a date in the past as no wait', () => {
    expect(after('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(0);
  });
});

describe('a Retry-After beyond the cap', () => {
  it.each([
    [503, ServerError],
    [429, RateLimitError],
  ])('ends a %i at once, with retryAfterMs on its error', async (status, errorClass) => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, {
      status,
      body: { status, error: 'Busy' },
      headers: { 'retry-after': '120' },
    });
    const error = await makeClient({ retry: 2 })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorClass);
    expect((error as ApiError).retryAfterMs).toBe(120_000);
    expect(net.requests).toHaveLength(1);
  });

  it('is ignored when it is not a valid Retry-After: the backoff applies and the call is retried', async () => {
    let calls = 0;
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, () => {
      calls += 1;
      return calls === 1
        ? Response.json({ status: 503 }, { status: 503, headers: { 'retry-after': '1e9' } })
        : Response.json(channelBody());
    });
    const client = makeClient({ retry: { limit: 1, backoffLimit: 0 } });
    await expect(client.channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(net.requests).toHaveLength(2);
  });
});
