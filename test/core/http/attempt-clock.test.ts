// `timeout` bounds a whole attempt, body included (issue 10, point 5): the attempt clock runs from the fetch
// call through the body, so a server that sends the head and then stalls mid-body no longer holds a call for
// undici's ~300 s body timeout. Streams keep their idle timeout.
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client, type ClientOptions, NotFoundError, TimeoutError } from '../../../src/index.js';
import { CHANNEL, channelBody } from '../../fixtures/bodies.js';
import { type Handler, type Loopback, useLoopbacks } from '../../helpers/loopback.js';

const serve = useLoopbacks();
afterEach(() => vi.useRealTimers());

/** Sends the head and the first half of `body`, then nothing more (the connection stays open). */
const stallMidBody =
  (status: number, body: string, type = 'application/hal+json'): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    response.write(body.slice(0, body.length / 2));
  };

const TIMEOUT = 5_000;

/**
 * A client whose attempt timers are fake (the network is real): `headArrived()` resolves once a response head
 * has reached the client (its afterResponse hook ran), and `expire()` then moves time past the timeout.
 */
function timedClient(api: Loopback, options: Partial<ClientOptions> = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let arrived: () => void = () => undefined;
  let head = new Promise<void>((resolve) => (arrived = resolve));
  const client = new Client({
    baseUrl: api.url,
    auth: 'tok_live_timeouts_1234',
    retry: 0,
    logLevel: 'off',
    timeout: TIMEOUT,
    hooks: { afterResponse: [() => arrived()] },
    ...options,
  });
  return {
    client,
    /** Waits for the next response head, then lets the attempt's time run out. */
    async expireAfterHead(): Promise<void> {
      await head;
      head = new Promise<void>((resolve) => (arrived = resolve));
      vi.advanceTimersByTime(TIMEOUT);
    },
  };
}

describe('timeout covers the body', () => {
  it('fails a JSON call whose body stalls with TimeoutError, saying the body did not arrive', async () => {
    const api = await serve(stallMidBody(200, JSON.stringify(channelBody())));
    const { client, expireAfterHead } = timedClient(api);
    const call = client.channels.get(CHANNEL).catch((e: unknown) => e);
    await expireAfterHead();
    const error = await call;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/did not receive the whole response body within 5000 ms/);
  });

  it('fails a stalled body with TimeoutError on the plain path too (the global fetch, no hook)', async () => {
    const api = await serve(stallMidBody(200, JSON.stringify(channelBody())));
    const client = new Client({
      baseUrl: api.url,
      auth: 'tok_live_timeouts_1234',
      retry: 0,
      logLevel: 'off',
      timeout: 300,
    });
    // Real time, short: whichever phase the 300 ms end in on a loaded machine, the call must end in TimeoutError.
    await expect(client.channels.get(CHANNEL)).rejects.toBeInstanceOf(TimeoutError);
  });

  it('retries an idempotent call whose body stalled, like a timeout before the head', async () => {
    let calls = 0;
    const api = await serve((request, response) => {
      if (++calls === 1) return stallMidBody(200, JSON.stringify(channelBody()))(request, response);
      response.writeHead(200, { 'content-type': 'application/hal+json' });
      response.end(JSON.stringify(channelBody()));
    });
    const { client, expireAfterHead } = timedClient(api, { retry: { limit: 1, backoffLimit: 0 } });
    const call = client.channels.get(CHANNEL);
    await expireAfterHead();
    await expect(call).resolves.toEqual(channelBody());
    expect(api.requests).toHaveLength(2);
  });

  it('bounds the error body too: a 404 whose body stalls is a NotFoundError without it', async () => {
    const api = await serve(
      stallMidBody(404, JSON.stringify({ status: 404, error: 'Not Found', message: 'no such channel' })),
    );
    const { client, expireAfterHead } = timedClient(api);
    const call = client.channels.get(CHANNEL).catch((e: unknown) => e);
    await expireAfterHead();
    const error = await call;
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).rawBody).toBe('');
  });

  it('bounds a whole download (text, bytes, blob)', async () => {
    const api = await serve(stallMidBody(200, 'select * from orders where 1 = 1', 'text/plain'));
    const { client, expireAfterHead } = timedClient(api);
    for (const as of ['text', 'bytes', 'blob'] as const) {
      const call = client.files.download('ws-1', 'models/orders.sql', { as }).catch((e: unknown) => e);
      await expireAfterHead();
      expect(await call).toBeInstanceOf(TimeoutError);
    }
  });

  it('leaves a streamed download to its reader: the stream still reads after the timeout has passed', async () => {
    let finish: (() => void) | undefined;
    const api = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first,');
      finish = () => response.end('second');
    });
    const { client } = timedClient(api);
    const stream = await client.files.download('ws-1', 'data/big.csv', { as: 'stream' });
    // the attempt's timer, had it outlived the head, would fire here and abort the body
    vi.advanceTimersByTime(TIMEOUT);
    vi.useRealTimers();
    finish?.();
    await expect(new Response(stream).text()).resolves.toBe('first,second');
  });
});

/** How many signals Node's `AbortSignal.any()` has made from `signal` and still tracks (0 where none are). */
function dependants(signal: AbortSignal): number {
  const key = Object.getOwnPropertySymbols(signal).find((symbol) => String(symbol) === 'Symbol(kDependantSignals)');
  return key ? ((signal as unknown as Record<symbol, Set<unknown> | undefined>)[key]?.size ?? 0) : 0;
}

describe('a long-lived signal', () => {
  // Node keeps each signal `AbortSignal.any()` makes from a long-lived one (and, while it has a listener, all it
  // holds): an app-wide shutdown signal given to every call grew the heap by kilobytes a call.
  it('holds nothing of the calls it was given to once they settle, on the plain path and with hooks', async () => {
    const api = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/hal+json' });
      response.end(JSON.stringify(channelBody()));
    });
    const shutdown = new AbortController();
    const { signal } = shutdown;
    const options = { baseUrl: api.url, auth: 'tok_live_signal_1234', retry: 0, logLevel: 'off' } as const;
    const plain = new Client(options);
    const hooked = new Client({ ...options, hooks: { afterResponse: [() => undefined] } });
    for (let i = 0; i < 50; i++) {
      await plain.channels.get(CHANNEL, { signal });
      await hooked.channels.get(CHANNEL, { signal });
      await plain.channels.delete(CHANNEL, { signal }); // a call whose answer has no body to read
    }
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
    expect(dependants(signal)).toBe(0);
  });

  it('still aborts a call under way, with its reason', async () => {
    let arrived: () => void = () => undefined;
    const request = new Promise<void>((resolve) => (arrived = resolve));
    const api = await serve(() => arrived()); // never answers
    const client = new Client({ baseUrl: api.url, auth: 'tok_live_signal_1234', retry: 0, logLevel: 'off' });
    const shutdown = new AbortController();
    const call = client.channels.get(CHANNEL, { signal: shutdown.signal }).catch((e: unknown) => e);
    await request;
    const reason = new Error('shutting down');
    shutdown.abort(reason);
    expect(await call).toBe(reason);
    expect(getEventListeners(shutdown.signal, 'abort')).toHaveLength(0);
  });
});
