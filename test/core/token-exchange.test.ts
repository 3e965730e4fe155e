// The client-credentials exchange under the calling request's timeout and signal (issue 10, point 6) and its
// retries (point 14), against real loopback servers (the token endpoint and the API).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Client, ConnectionError, clientCredentials, TimeoutError } from '../../src/index.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';
import { compiled } from '../helpers/compiled.js';
import { deferred } from '../helpers/deferred.js';
import { type Handler, type Loopback, sendJson, useLoopbacks } from '../helpers/loopback.js';

const SECRET = 'cs_exchange_very_secret';
/** How long the child process may run before it is killed. */
const CHILD_MS = 60_000;
const serve = useLoopbacks();
/** The script the last test runs as a child process, compiled. */
const scripts = await compiled({ abort: 'test/helpers/abort-token-exchange.ts' });

const hang: Handler = () => undefined;
const channel: Handler = (_request, response) => sendJson(response, 200, channelBody());
const credentials = (idp: Loopback) =>
  clientCredentials({ tokenUrl: `${idp.url}/oauth/token`, clientId: 'client-1', clientSecret: SECRET });
const loopbackClient = (api: Loopback, idp: Loopback, timeout = 30_000) =>
  new Client({ baseUrl: api.url, auth: credentials(idp), retry: 0, logLevel: 'off', timeout });

describe("the token exchange obeys the call's timeout and signal", () => {
  it('fails after the call’s timeout with a TimeoutError naming the token endpoint, not after 30 s', async () => {
    const idp = await serve(hang);
    const api = await serve(channel);
    const error = await loopbackClient(api, idp, 200)
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(
      new RegExp(`token endpoint ${idp.url}/oauth/token did not answer within 200 ms`),
    );
    expect(api.requests).toHaveLength(0);
  });

  it("rejects with the caller's abort reason and closes the token request's connection", async () => {
    const idp = await serve(hang);
    const controller = new AbortController();
    const reason = new Error('caller gave up');
    const call = loopbackClient(await serve(channel), idp).channels.get(CHANNEL, { signal: controller.signal });
    const tokenRequest = await idp.received();
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    await tokenRequest.closed;
  });

  it('starts a fresh exchange for a call made right after the last waiting one gave up', async () => {
    let calls = 0;
    const idp = await serve((_request, response) =>
      ++calls === 1 ? undefined : sendJson(response, 200, { access_token: 'at-fresh', expires_in: 3600 }),
    );
    const api = await serve(channel);
    const client = loopbackClient(api, idp);
    const controller = new AbortController();
    const first = client.channels.get(CHANNEL, { signal: controller.signal });
    await idp.received();
    controller.abort(new Error('gave up'));
    const second = client.channels.get(CHANNEL); // in the same turn as the abort, while the first exchange is ending
    await expect(first).rejects.toThrow('gave up');
    await expect(second).resolves.toEqual(channelBody());
    expect(api.requests[0]?.headers['authorization']).toBe('Bearer at-fresh');
  });

  it('lets a caller with a shorter timeout give up while a longer one still gets the token', async () => {
    // The token endpoint holds the request until told: it answers once the hasty caller has given up (however long
    // the request took to arrive), and never sooner.
    const answer = deferred<() => void>();
    const idp = await serve((_request, response) =>
      answer.resolve(() => sendJson(response, 200, { access_token: 'at-1', expires_in: 3600 })),
    );
    const api = await serve(channel);
    const client = loopbackClient(api, idp);
    const patient = client.channels.get(CHANNEL, { timeout: 30_000 });
    const hasty = client.channels.get(CHANNEL, { timeout: 100 });
    await expect(hasty).rejects.toBeInstanceOf(TimeoutError);
    (await answer.promise)();
    await expect(patient).resolves.toEqual(channelBody());
    expect(idp.requests).toHaveLength(1);
    expect(api.requests[0]?.headers['authorization']).toBe('Bearer at-1');
  });

  it("gives a call that joins a hastier call's exchange its own timeout, not the hastier one's", async () => {
    // The token endpoint never answers the first request, and answers the retry only once a second hasty call (the
    // same 100 ms, joined after the retry was out) has given up: by then an attempt bounded by 100 ms was cut off.
    const hastyGaveUp = deferred<void>();
    const idp = await serve(async (request, response) => {
      if (idp.requests.indexOf(request) !== 1) return;
      await hastyGaveUp.promise;
      sendJson(response, 200, { access_token: 'at-2', expires_in: 3600 });
    });
    const api = await serve(channel);
    const client = loopbackClient(api, idp);
    const hasty = client.channels.get(CHANNEL, { timeout: 100 }).catch((e: unknown) => e);
    const patient = client.channels.get(CHANNEL, { timeout: 30_000 });
    await idp.received(2);
    const secondHasty = client.channels.get(CHANNEL, { timeout: 100 }).catch((e: unknown) => e);
    for (const error of [await hasty, await secondHasty]) {
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as Error).message).toBe(
        `The token endpoint ${idp.url}/oauth/token did not answer within 100 ms; ` +
          'raise `timeout` or check `tokenUrl`.',
      );
    }
    hastyGaveUp.resolve();
    await expect(patient).resolves.toEqual(channelBody());
    expect(idp.requests).toHaveLength(2);
    expect(api.requests.map((r) => r.headers['authorization'])).toEqual(['Bearer at-2']);
  });

  // A child process (compiled by helpers/compiled.ts): its start-up alone takes seconds on a loaded machine. The
  // child's timers run for the longest timeout there is (24.8 days), so whatever it left behind keeps it alive past any
  // limit: it is killed at CHILD_MS, well before the test's own limit, and the test fails with its output.
  it('leaves nothing behind that keeps the process alive after an abort', { timeout: 2 * CHILD_MS }, async () => {
    const idp = await serve(hang);
    const child = spawn(process.execPath, [scripts.abort, `${idp.url}/oauth/token`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: CHILD_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // The child aborts its call once the token request is out, then has nothing left to do: it must exit on its
    // own (before the fix a socket and a 30 s timer kept it alive, and this test timed out).
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('exit', (...exit) => resolve(exit)),
    );
    expect(output).toContain('rejected with the abort reason');
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
  });
});

describe('the token request is retried like any idempotent request', () => {
  it('retries after a connection reset', async () => {
    let calls = 0;
    const idp = await serve((request, response) =>
      ++calls === 1 ? request.destroy() : sendJson(response, 200, { access_token: 'at-after-reset', expires_in: 3600 }),
    );
    const api = await serve(channel);
    await expect(loopbackClient(api, idp).channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(idp.requests).toHaveLength(2);
    expect(JSON.parse(idp.requests[1]!.body)).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'client-1',
    });
    expect(api.requests[0]?.headers['authorization']).toBe('Bearer at-after-reset');
  });

  it('retries a 503, and fails with ConnectionError naming the endpoint when every attempt is reset', async () => {
    let calls = 0;
    const flaky = await serve((_request, response) =>
      ++calls === 1
        ? sendJson(response, 503, { error: 'temporarily_unavailable' })
        : sendJson(response, 200, { access_token: 'at-2' }),
    );
    await expect(loopbackClient(await serve(channel), flaky).channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(flaky.requests).toHaveLength(2);

    const down = await serve((request) => request.destroy());
    const error = await loopbackClient(await serve(channel), down)
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toMatch(/Could not reach the token endpoint/);
    expect(down.requests).toHaveLength(3);
  });
});
