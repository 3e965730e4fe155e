// Issue 12, point 10: an `auth` function that throws, or gives no token string, fails with a clear SDK error
// that keeps what it threw as `cause` (redacted), not the raw error; the caller's abort still wins.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  type AuthProvider,
  clientCredentials,
  InvalidArgumentError,
  isWdpError,
  TimeoutError,
  WdpError,
} from '../../../src/index.js';
import { CHANNEL, channelBody } from '../../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';

useServer();

const channelPath = `/api/channels/${CHANNEL}`;
const api = () => wire().on('GET', channelPath, { body: channelBody() });

/** What a `channels.get` with this `auth` rejects with. */
async function failure(auth: unknown): Promise<unknown> {
  return makeClient({ auth: auth as never })
    .channels.get(CHANNEL)
    .then(
      () => expect.fail('the call should have failed'),
      (error: unknown) => error,
    );
}

describe('an auth function that throws', () => {
  it.each([
    [
      'throws',
      () => {
        throw new TypeError('vault is sealed');
      },
    ],
    [
      'rejects',
      async () => {
        throw new TypeError('vault is sealed');
      },
    ],
  ])('%s: a WdpError naming the function and what it threw, with the error as its cause', async (_how, auth) => {
    const net = api();
    const error = await failure(auth);
    expect(error).toBeInstanceOf(WdpError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(InvalidArgumentError);
    expect(isWdpError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'The `auth` function threw (TypeError: vault is sealed); nothing was sent; see `cause`.',
    );
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(((error as Error).cause as Error).message).toBe('vault is sealed');
    expect(net.requests).toHaveLength(0);
  });

  it('names a thrown non-error by its kind only, keeping it as the cause', async () => {
    const error = (await failure(() => Promise.reject('s3cr3t-ish text'))) as Error;
    expect(error.message).toBe('The `auth` function threw (a string); nothing was sent; see `cause`.');
    expect(error.cause).toBe('s3cr3t-ish text');
  });

  it("redacts a token the function gave before from its error's message and cause", async () => {
    const net = api();
    let calls = 0;
    const auth = () => {
      calls += 1;
      if (calls === 1) return 'tok_live_given_earlier';
      throw new Error('refresh of tok_live_given_earlier failed');
    };
    const client = makeClient({ auth });
    await client.channels.get(CHANNEL);
    const error = await client.channels.get(CHANNEL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WdpError);
    expect(JSON.stringify(error)).not.toContain('tok_live_given_earlier');
    expect((error as Error).message).not.toContain('tok_live_given_earlier');
    expect(String((error as Error).cause)).not.toContain('tok_live_given_earlier');
    expect(net.requests).toHaveLength(1);
  });

  it("wraps what a provider's token() throws, but lets the SDK's own errors through as they are", async () => {
    const broken: AuthProvider = {
      token: () => {
        throw new RangeError('no key file');
      },
    };
    expect(((await failure(broken)) as Error).message).toBe(
      "The `auth` provider's token() threw (RangeError: no key file); nothing was sent; see `cause`.",
    );
    const own = new TimeoutError('the identity provider did not answer');
    expect(await failure({ token: () => Promise.reject(own) })).toBe(own);
  });

  it("rejects with the caller's abort reason while the token function has not answered", async () => {
    const net = api();
    const controller = new AbortController();
    const reason = new Error('the user gave up');
    const call = makeClient({ auth: () => new Promise<string>(() => undefined) }).channels.get(CHANNEL, {
      signal: controller.signal,
    });
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    expect(net.requests).toHaveLength(0);
  });

  it("fails with a TimeoutError after the call's timeout while the token function has not answered", async () => {
    const net = api();
    const never = () => new Promise<string>(() => undefined);
    const error = await makeClient({ auth: never })
      .channels.get(CHANNEL, { timeout: 50 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('The `auth` function did not answer within 50 ms; nothing was sent.');
    const fromProvider = await makeClient({ auth: { token: never }, timeout: 40 })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(fromProvider).toBeInstanceOf(TimeoutError);
    expect((fromProvider as Error).message).toBe(
      "The `auth` provider's token() did not answer within 40 ms; nothing was sent.",
    );
    expect(net.requests).toHaveLength(0);
  });

  it('leaves no timer behind once the token function has answered', async () => {
    api();
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    await makeClient({ auth: async () => 'tok-async', timeout: 600_000 }).channels.get(CHANNEL);
    expect(timers()).toBe(before);
  });

  it("rejects with the caller's abort reason when the token function fails because of the abort", async () => {
    const controller = new AbortController();
    const reason = new Error('the user gave up');
    const auth = () =>
      new Promise<string>((_, reject) => {
        queueMicrotask(() => controller.abort(reason));
        controller.signal.addEventListener('abort', () => reject(new Error('token wait cancelled')));
      });
    await expect(makeClient({ auth }).channels.get(CHANNEL, { signal: controller.signal })).rejects.toBe(reason);
  });

  it("passes a provider's rejection with the signal's own reason as it is", async () => {
    const controller = new AbortController();
    const reason = new Error('stop');
    const provider: AuthProvider = {
      token: ({ signal }) => new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    };
    const call = makeClient({ auth: provider }).channels.get(CHANNEL, { signal: controller.signal });
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});

describe("a provider's invalidate() that throws", () => {
  it('fails with a WdpError saying so, its cause redacted of the refused token, not sent again', async () => {
    const refused = 'tok-refused-0123456789';
    const provider: AuthProvider = {
      token: () => refused,
      invalidate: (token) => {
        throw new Error(`cannot forget ${token}`);
      },
    };
    const net = wire().on('GET', channelPath, () => Response.json({ status: 401 }, { status: 401 }));
    const error = await failure(provider);
    expect(error).toBeInstanceOf(WdpError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(
      "The `auth` provider's invalidate() threw (Error: cannot forget [redacted]); the request was not sent again; " +
        'see `cause`.',
    );
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(((error as Error).cause as Error).message).toBe('cannot forget [redacted]');
    expect(JSON.stringify(error) + inspect(error) + String((error as Error).stack)).not.toContain(refused);
    expect(net.requests).toHaveLength(1);
  });
});

describe('an auth function that gives no token string', () => {
  it.each([
    [42, 'number'],
    [undefined, 'undefined'],
    [{ access_token: 'x' }, 'an object'],
    [null, 'null'],
  ])('gives %j: InvalidArgumentError naming its kind, never its content, nothing sent', async (value, kind) => {
    const net = api();
    const error = await failure(async () => value);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe(
      `The \`auth\` option gave ${kind} where a token string was expected; nothing was sent. ` +
        'A token function returns (or resolves to) the access token itself.',
    );
    expect(net.requests).toHaveLength(0);
  });

  it('refuses a token with spaces around it, as the option or from a function, before sending it', async () => {
    const net = api();
    for (const auth of [' tok-spaced ', async () => 'tok-spaced\t']) {
      const error = await failure(auth);
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect((error as Error).message).toBe(
        'The `auth` option gave an empty token, or one with spaces around it or characters an HTTP header cannot ' +
          'carry; pass the token alone; nothing was sent.',
      );
    }
    expect(net.requests).toHaveLength(0);
  });

  it('keeps the 401 refresh of a provider that can invalidate its token', async () => {
    const invalidated: string[] = [];
    let issued = 0;
    const provider: AuthProvider = {
      token: () => `tok-${++issued}`,
      invalidate: (token) => invalidated.push(token),
    };
    let first = true;
    const net = wire().on('GET', channelPath, () => {
      if (!first) return Response.json(channelBody(), { headers: { 'content-type': 'application/hal+json' } });
      first = false;
      return Response.json({ status: 401 }, { status: 401 });
    });
    await expect(makeClient({ auth: provider }).channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(invalidated).toEqual(['tok-1']);
    expect(net.requests.map((r) => r.headers['authorization'])).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });
});

describe('clientCredentials() given a tokenUrl that is no http(s) URL', () => {
  it('quotes it without its query, fragment or user info, which may hold a secret', () => {
    const tokenUrl = 'ftp://u:pw@id.test/token?sig=s1gvalue#x';
    const call = () => clientCredentials({ tokenUrl, clientId: 'id', clientSecret: 'secret' });
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(
      'clientCredentials() needs `tokenUrl` as an absolute http(s) URL; got "ftp://****@id.test/token?…#…".',
    );
  });
});
