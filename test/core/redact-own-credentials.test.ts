// The client's own credentials (its `auth` string, the client secret of `clientCredentials()`) are kept apart from
// the tokens, headers and fields it sends, so that no number of those pushes them out of redaction: after 16 token
// rotations a server echoing the client secret used to get it shown in the error.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Secrets } from '../../src/core/redact.js';
import { AuthenticationError, BadRequestError, clientCredentials } from '../../src/index.js';
import { CHANNEL } from '../fixtures/bodies.js';
import { leakCheck } from '../helpers/redaction.js';
import { rejection } from '../helpers/rejection.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

const IDP = 'https://id.test';
const CLIENT_SECRET = 'cs_OWN_7q6w5e4r3t2y';
const STATIC_TOKEN = 'tok_OWN_STATIC_1z2x3c4v';
const channelPath = `/api/channels/${CHANNEL}`;
const ROTATIONS = 20;

/** A 400 whose message echoes `secret`, as a careless server's validation message would. */
const echoing = (secret: string) =>
  HttpResponse.json({ status: 400, error: 'Bad Request', message: `you sent ${secret}` }, { status: 400 });

/** Checks that the error's message, raw body and JSON show `[redacted]` where the echo of `secret` was, and no more. */
function expectRedacted(error: BadRequestError, secret: string): void {
  const views = [error.message, error.rawBody, JSON.stringify(error)];
  for (const text of views) expect(text).toContain('you sent [redacted]');
  leakCheck([secret])(views);
}

describe("the client's own credentials stay redacted", () => {
  it(`hides the client secret echoed after ${ROTATIONS} token rotations forced by 401s`, async () => {
    let issued = 0;
    const idp = wire(IDP).on('POST', '/oauth/token', () =>
      HttpResponse.json({ access_token: `at-${++issued}`, expires_in: 3600 }),
    );
    // Each of the first calls is refused twice: its token, then the one it refreshes to.
    const net = wire().on('GET', channelPath, () =>
      net.requests.length <= 2 * ROTATIONS
        ? HttpResponse.json({ status: 401, error: 'Unauthorized' }, { status: 401 })
        : echoing(CLIENT_SECRET),
    );
    const auth = clientCredentials({
      tokenUrl: `${IDP}/oauth/token`,
      clientId: 'client-1',
      clientSecret: CLIENT_SECRET,
    });
    const client = makeClient({ auth });
    for (let call = 0; call < ROTATIONS; call++) await rejection(client.channels.get(CHANNEL), AuthenticationError);
    expect(idp.requests).toHaveLength(ROTATIONS + 1);
    const error = await rejection(client.channels.get(CHANNEL), BadRequestError);
    expectRedacted(error, CLIENT_SECRET);
  });

  it('hides a static `auth` token echoed after calls with many distinct credential headers', async () => {
    const net = wire().on('GET', channelPath, () => echoing(STATIC_TOKEN));
    const client = makeClient({ auth: STATIC_TOKEN });
    for (let call = 0; call < 20; call++) {
      const headers = { 'x-api-key': `key-number-${call}`, cookie: `session=cookie-number-${call}` };
      const error = await rejection(client.channels.get(CHANNEL, { headers }), BadRequestError);
      expectRedacted(error, STATIC_TOKEN);
    }
    expect(net.requests.at(-1)?.headers['authorization']).toBe(`Bearer ${STATIC_TOKEN}`);
  });
});

describe('Secrets.addCredential', () => {
  it('keeps a credential however many tokens, headers and fields come after it', () => {
    const secrets = new Secrets();
    secrets.addCredential(CLIENT_SECRET);
    for (let i = 0; i < 100; i++) {
      secrets.addToken(`at-${i}`);
      secrets.add(`key-number-${i}`);
      secrets.addFields({ password: `password-${i}` });
    }
    expect(secrets.redact(`${CLIENT_SECRET} at-99`)).toBe('[redacted] [redacted]');
  });

  it('keeps the newest 32 credentials of its own, so that endless ones take no more memory', () => {
    const secrets = new Secrets();
    for (let i = 0; i < 40; i++) secrets.addCredential(`credential-${i}`);
    expect(secrets.redact('credential-8 credential-39')).toBe('[redacted] [redacted]');
    expect(secrets.redact('credential-7')).toBe('credential-7');
  });
});
