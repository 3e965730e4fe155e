// The client-credentials token cache scales its refresh windows with the token's lifetime (issue 10, point 13):
// 120 s / 30 s ahead of expiry, or half / a quarter of the lifetime when that is shorter. It keeps no token a
// request cannot carry, and a call that waits for a background refresh still gets its own timeout.
import { inspect } from 'node:util';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientCredentials, InvalidArgumentError, WdpError } from '../../src/index.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';
import { deferred } from '../helpers/deferred.js';
import { awaitableLogger } from '../helpers/logger.js';
import { makeClient, noAnswer, useServer, wire } from '../helpers/server.js';

useServer();
afterEach(() => vi.useRealTimers());

describe('the token cache scales with the token lifetime', () => {
  function idp(expiresIn: number) {
    let issued = 0;
    return wire('https://id.test').on('POST', '/oauth/token', () =>
      HttpResponse.json({ access_token: `at-${++issued}`, expires_in: expiresIn }),
    );
  }

  it.each([100, 1])(
    'makes one exchange for 30 sequential calls within a %s s token, and refreshes after half its life',
    async (expiresIn) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(0);
      const tokens = idp(expiresIn);
      const api = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
      const logger = awaitableLogger();
      const auth = clientCredentials({
        tokenUrl: 'https://id.test/oauth/token',
        clientId: 'client-1',
        clientSecret: 'cs_cache_very_secret',
      });
      const client = makeClient({ auth, logger, logLevel: 'info' });
      for (let i = 0; i < 30; i++) await client.channels.get(CHANNEL);
      expect(tokens.requests).toHaveLength(1);
      vi.setSystemTime(expiresIn * 1000 * 0.6); // past half its life: refreshed in the background, still sent meanwhile
      const refreshed = logger.next(/got an access token/);
      await client.channels.get(CHANNEL);
      await refreshed;
      expect(tokens.requests).toHaveLength(2);
      await client.channels.get(CHANNEL);
      expect(api.requests.map((r) => r.headers['authorization'])).toEqual([
        ...Array.from({ length: 31 }, () => 'Bearer at-1'),
        'Bearer at-2',
      ]);
    },
  );
});

describe('what the token cache keeps', () => {
  const TOKEN_URL = 'https://id.test/oauth/token';
  const auth = () => clientCredentials({ tokenUrl: TOKEN_URL, clientId: 'client-1', clientSecret: 'cs_cache_secret' });

  it('refuses an access_token no header can carry, never showing it, and exchanges again next call', async () => {
    let answer = 'bad\u00a0token-part\n';
    const id = wire('https://id.test').on('POST', '/oauth/token', () =>
      HttpResponse.json({ access_token: answer, expires_in: 3600 }),
    );
    const api = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    const client = makeClient({ auth: auth() });
    const error = await client.channels.get(CHANNEL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WdpError);
    expect(error).not.toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe(
      `The token endpoint ${TOKEN_URL} answered 200 with an access_token an HTTP header cannot carry ` +
        '(spaces around it, or control or non-Latin-1 characters); check `tokenUrl`.',
    );
    expect(JSON.stringify(error) + inspect(error)).not.toContain('token-part');
    answer = 'at-ok';
    await client.channels.get(CHANNEL);
    expect(id.requests).toHaveLength(2);
    expect(api.requests.map((r) => r.headers['authorization'])).toEqual(['Bearer at-ok']);
  });

  it("starts an exchange of its own for a call whose timeout outlasts the background refresh's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    let issued = 0;
    const lastRefreshAttempt = deferred();
    const id = wire('https://id.test').on('POST', '/oauth/token', () => {
      issued += 1;
      if (issued === 4) lastRefreshAttempt.resolve(); // the background refresh's third and last attempt
      if (issued > 1 && issued < 5) return noAnswer();
      return HttpResponse.json({ access_token: `at-${issued}`, expires_in: 600 });
    });
    const api = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    const client = makeClient({ auth: auth(), logLevel: 'off' });
    await client.channels.get(CHANNEL);
    vi.setSystemTime(481_000); // a background refresh, each of its attempts bounded by this call's 50 ms
    await client.channels.get(CHANNEL, { timeout: 50 });
    await lastRefreshAttempt.promise;
    vi.setSystemTime(590_000); // 10 s left: this call waits for the refresh, then for an exchange of its own
    await expect(client.channels.get(CHANNEL, { timeout: 30_000 })).resolves.toEqual(channelBody());
    expect(id.requests).toHaveLength(5);
    expect(api.requests.map((r) => r.headers['authorization'])).toEqual(['Bearer at-1', 'Bearer at-1', 'Bearer at-5']);
  });
});
