// A request id on every call (issue 36, point 1), asserted at the network boundary: the X-Request-Id sent (a new
// random one per logical call, the same on each of its attempts, the caller's own kept), the one read back (the
// service's when it sends one), and where the caller finds it: the result's `withResponse()`, the error's `requestId`,
// `toJSON()` and the end of its message.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  type ApiError,
  ConnectionError,
  InvalidArgumentError,
  NotFoundError,
  ValidationError,
} from '../../../src/index.js';
import { CHANNEL, channelBody, pageBody, WS } from '../../fixtures/bodies.js';
import { capturingLogger } from '../../helpers/logger.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';

useServer();

const channelPath = `/api/channels/${CHANNEL}`;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const fast = { limit: 2, backoffLimit: 0 };
const sentIds = (net: ReturnType<typeof wire>) => net.requests.map((request) => request.headers['x-request-id']);

/** What a call rejected with (fails the test when it resolved). */
async function rejection(call: Promise<unknown>): Promise<Error> {
  return call.then(
    () => {
      throw new Error('the call resolved');
    },
    (error: Error) => error,
  );
}

describe('the X-Request-Id sent', () => {
  it('is a new random UUID for each call', async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const client = makeClient();
    await client.channels.get(CHANNEL);
    await client.channels.get(CHANNEL);
    const [one, two] = sentIds(net);
    expect(one).toMatch(uuid);
    expect(two).toMatch(uuid);
    expect(two).not.toBe(one);
  });

  it('is the same on every attempt of a retried call, and on the error it ends with', async () => {
    const net = wire().on('GET', channelPath, () =>
      HttpResponse.json({ status: 503 }, { status: 503, headers: { 'retry-after': '0' } }),
    );
    const error = (await rejection(makeClient({ retry: fast }).channels.get(CHANNEL))) as ApiError;
    const ids = sentIds(net);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(error.requestId).toBe(ids[0]);
    expect(error.toJSON()['requestId']).toBe(ids[0]);
  });

  it('is the same after a 401 refreshes the token, and the refresh line names it', async () => {
    let calls = 0;
    const net = wire().on('GET', channelPath, () =>
      ++calls === 1 ? HttpResponse.json({ status: 401 }, { status: 401 }) : HttpResponse.json(channelBody()),
    );
    let n = 0;
    const auth = { token: () => `tok-${++n}`, invalidate: () => undefined };
    const logger = capturingLogger();
    const { requestId } = await makeClient({ auth, logger, logLevel: 'info' }).channels.get(CHANNEL).withResponse();
    const ids = sentIds(net);
    expect(net.requests.map((request) => request.headers['authorization'])).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(ids[1]).toBe(ids[0]);
    expect(requestId).toBe(ids[0]);
    expect(logger.lines.filter((line) => line.startsWith('info:'))).toEqual([
      `info: wdp-sdk: GET https://wdp.test${channelPath} was refused with 401; refreshing the token and trying once ` +
        `more (request id ${ids[0]})`,
    ]);
  });

  it('leaves the refresh line without an id when the call was sent without one', async () => {
    let calls = 0;
    wire().on('GET', channelPath, () =>
      ++calls === 1 ? HttpResponse.json({ status: 401 }, { status: 401 }) : HttpResponse.json(channelBody()),
    );
    const auth = { token: () => 'tok', invalidate: () => undefined };
    const logger = capturingLogger();
    await makeClient({ auth, logger, logLevel: 'info' }).channels.get(CHANNEL, { headers: { 'x-request-id': null } });
    expect(logger.lines.filter((line) => line.startsWith('info:'))).toEqual([
      `info: wdp-sdk: GET https://wdp.test${channelPath} was refused with 401; refreshing the token and trying ` +
        'once more',
    ]);
  });

  it("is the caller's own when the call or the client sets one, whatever its case", async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const client = makeClient({ headers: { 'X-Request-Id': 'client-id-1' } });
    const first = await client.channels.get(CHANNEL).withResponse();
    const second = await client.channels.get(CHANNEL, { headers: { 'x-REQUEST-id': 'call-id-2' } }).withResponse();
    expect(sentIds(net)).toEqual(['client-id-1', 'call-id-2']);
    expect([first.requestId, second.requestId]).toEqual(['client-id-1', 'call-id-2']);
  });

  it('is not sent when the caller removes the header with null', async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const result = await makeClient()
      .channels.get(CHANNEL, { headers: { 'x-request-id': null } })
      .withResponse();
    expect(net.last.headers).not.toHaveProperty('x-request-id');
    expect(result.requestId).toBeUndefined();
  });
});

describe('the id read back', () => {
  it("is the service's own X-Request-Id when it answers with one, else the one sent", async () => {
    const net = wire()
      .on('GET', channelPath, { body: channelBody(), headers: { 'x-request-id': 'svc-7' } })
      .on('DELETE', channelPath, { status: 204 });
    const client = makeClient();
    expect((await client.channels.get(CHANNEL).withResponse()).requestId).toBe('svc-7');
    expect((await client.channels.delete(CHANNEL).withResponse()).requestId).toBe(sentIds(net)[1]);
  });

  it("is the service's on an ApiError it sent, in requestId, toJSON() and the end of its message", async () => {
    wire().on('GET', channelPath, { status: 404, body: { status: 404 }, headers: { 'x-request-id': 'svc-404' } });
    const error = (await rejection(makeClient().channels.get(CHANNEL))) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.requestId).toBe('svc-404');
    const message = `Request failed with status code 404: GET https://wdp.test${channelPath} (request id svc-404)`;
    expect(error.message).toBe(message);
    expect(error.toJSON()).toMatchObject({ name: 'NotFoundError', requestId: 'svc-404', message });
  });

  it('ends the message of a retried call once, and not at all when no id was sent or answered', async () => {
    const net = wire().on('GET', channelPath, () =>
      HttpResponse.json({ status: 503 }, { status: 503, headers: { 'retry-after': '0' } }),
    );
    const retried = await rejection(makeClient({ retry: fast }).channels.get(CHANNEL));
    const url = `https://wdp.test${channelPath}`;
    expect(retried.message).toBe(`Request failed with status code 503: GET ${url} (request id ${sentIds(net)[0]})`);
    const plain = await rejection(makeClient().channels.get(CHANNEL, { headers: { 'x-request-id': null } }));
    expect((plain as ApiError).requestId).toBeUndefined();
    expect(plain.message).toBe(`Request failed with status code 503: GET ${url}`);
  });

  it("is the service's on an ApiError of a call sent without one (a browser's, or the header removed)", async () => {
    const net = wire().on('GET', channelPath, { status: 404, body: {}, headers: { 'x-request-id': 'svc-own' } });
    const call = makeClient().channels.get(CHANNEL, { headers: { 'x-request-id': null } });
    const error = (await rejection(call)) as NotFoundError;
    expect(net.last.headers).not.toHaveProperty('x-request-id');
    expect(error.requestId).toBe('svc-own');
  });

  it('is on the first page of a list and on a body the validation refused', async () => {
    const path = `/api/workspaces/${WS}/channels`;
    const body = pageBody('channels', path, [channelBody()], { number: 0, size: 1, totalElements: 1, totalPages: 1 });
    const net = wire()
      .on('GET', path, { body, headers: { 'x-request-id': 'svc-page' } })
      .on('GET', channelPath, { body: channelBody({ name: 42 }) });
    const client = makeClient({ validation: 'strict' });
    expect((await client.channels.list(WS).withResponse()).requestId).toBe('svc-page');
    const error = await rejection(client.channels.get(CHANNEL));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).requestId).toBe(sentIds(net)[1]);
  });

  it('is the one sent on a failure with no response', async () => {
    let sent: string | null = null;
    const fetch = (input: RequestInfo | URL): Promise<Response> => {
      sent = (input as Request).headers.get('x-request-id');
      return Promise.reject(new TypeError('fetch failed'));
    };
    const error = (await rejection(makeClient({ fetch, retry: 0 }).channels.get(CHANNEL))) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(sent).toMatch(uuid);
    expect(error.requestId).toBe(sent);
  });

  it('is absent where nothing was sent: a bad argument, or an auth that threw', async () => {
    const net = wire();
    const bad = await rejection(Promise.resolve().then(() => makeClient().channels.get(CHANNEL, { timeout: -1 })));
    expect(bad).toBeInstanceOf(InvalidArgumentError);
    expect((bad as InvalidArgumentError).requestId).toBeUndefined();
    expect(bad.message).not.toContain('request id');
    const broken = await rejection(
      makeClient({
        auth: () => {
          throw new Error('no key');
        },
      }).channels.get(CHANNEL),
    );
    expect((broken as InvalidArgumentError).requestId).toBeUndefined();
    expect(net.requests).toHaveLength(0);
  });
});
