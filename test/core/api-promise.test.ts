import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPromise, InvalidArgumentError, NotFoundError } from '../../src/index.js';
import { channelBody, WS } from '../fixtures/bodies.js';
import { deferred } from '../helpers/deferred.js';
import { makeClient, strict, useServer, wire } from '../helpers/server.js';

useServer();

const ID = 'c7a0d1e2-3f40-4b5c-8d6e-7f8091a2b3c4';
const PATH = `/api/channels/${ID}`;

describe('ApiPromise', () => {
  it('is what every call returns, and awaits to the validated data', async () => {
    wire().on('GET', PATH, { body: channelBody({ id: ID, name: 'Sales' }) });
    const call = makeClient().channels.get(ID);
    expect(call).toBeInstanceOf(ApiPromise);
    expect(call).toBeInstanceOf(Promise);
    await expect(call).resolves.toMatchObject({ id: ID, name: 'Sales' });
  });

  it('sends the request even when the promise is never awaited', async () => {
    const reached = deferred();
    const net = wire().on('DELETE', PATH, () => {
      reached.resolve();
      return new HttpResponse(null, { status: 204 });
    });
    void makeClient().channels.delete(ID);
    await reached.promise;
    expect(net.last).toMatchObject({ method: 'DELETE', path: PATH });
  });

  it('sends one request however often it is awaited', async () => {
    const net = wire().on('GET', PATH, { body: channelBody({ id: ID }) });
    const call = makeClient().channels.get(ID);
    const [a, b] = await Promise.all([call, call.then((channel) => channel)]);
    expect(a).toBe(b);
    expect(net.requests).toHaveLength(1);
  });

  it('withResponse() gives the data and the response, its status and headers', async () => {
    wire().on('GET', PATH, { body: channelBody({ id: ID }), headers: { 'x-request-id': 'r-1' } });
    const { data, response } = await makeClient().channels.get(ID).withResponse();
    expect(data.id).toBe(ID);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('r-1');
    expect(response.bodyUsed).toBe(true);
  });

  it('asResponse() chosen on the call sends one request and hands the body over unread and unvalidated', async () => {
    const net = wire().on('GET', PATH, { body: { id: 42, name: ['not', 'a', 'channel'] } });
    const response = await strict().channels.get(ID).asResponse();
    expect(response.status).toBe(200);
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ id: 42, name: ['not', 'a', 'channel'] });
    expect(net.requests).toHaveLength(1);
  });

  it('asResponse() after the data was asked for gives that same request response, sending nothing more', async () => {
    const net = wire().on('GET', PATH, { body: channelBody({ id: ID }) });
    const call = makeClient().channels.get(ID);
    await call;
    const response = await call.asResponse();
    expect(response.status).toBe(200);
    expect(net.requests).toHaveLength(1);
  });

  it('rejects withResponse() with the error await gives', async () => {
    wire().on('GET', PATH, { status: 404, body: { status: 404, error: 'Not Found', message: 'no channel' } });
    const call = makeClient().channels.get(ID);
    await expect(call).rejects.toBeInstanceOf(NotFoundError);
    await expect(call.withResponse()).rejects.toBeInstanceOf(NotFoundError);
  });

  it('throws bad input at the call, before any request: options, ids and links that cannot be followed', () => {
    const net = wire();
    const client = makeClient();
    expect(() => client.channels.get(ID, { timeout: -1 })).toThrow(InvalidArgumentError);
    expect(() => client.channels.get('')).toThrow(InvalidArgumentError);
    expect(() => client.channels.get({ _links: { self: { href: 'javascript:alert(1)' } } })).toThrow(
      InvalidArgumentError,
    );
    expect(net.requests).toHaveLength(0);
  });

  it('answers for both steps of a two-step create: the data and response are the second call', async () => {
    const created = channelBody({ id: ID, name: 'Ops' });
    const net = wire()
      .on('POST', `/api/workspaces/${WS}/channels`, { body: { id: ID } })
      .on('PUT', `/api/workspaces/${WS}/channels/${ID}`, { status: 201, body: created });
    const { data, response } = await makeClient().channels.create(WS, { name: 'Ops' }).withResponse();
    expect(data).toMatchObject({ id: ID, name: 'Ops' });
    expect(response.status).toBe(201);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/workspaces/${WS}/channels`,
      `PUT /api/workspaces/${WS}/channels/${ID}`,
    ]);
  });
});

describe('PagePromise.withResponse()', () => {
  it('gives the first page with its response, and is sent only when asked for', async () => {
    const path = `/api/workspaces/${WS}/channels`;
    const net = wire().on('GET', path, {
      body: {
        _embedded: { channels: [channelBody({ id: ID })] },
        page: { size: 20, totalElements: 1, totalPages: 1, number: 0 },
      },
      headers: { 'x-total': '1' },
    });
    const reached = deferred();
    net.on('GET', PATH, () => {
      reached.resolve();
      return HttpResponse.json(channelBody({ id: ID }));
    });
    const client = makeClient();
    const list = client.channels.list(WS);
    // A call made after the list, and eager, reaches the network: the list, made first, has still sent nothing.
    await client.channels.get(ID);
    await reached.promise;
    expect(net.requests.map((r) => r.path)).toEqual([PATH]);
    const { data: page, response } = await list.withResponse();
    expect(page.items.map((channel) => channel.id)).toEqual([ID]);
    expect(response.headers.get('x-total')).toBe('1');
    expect(net.requests.map((r) => r.path)).toEqual([PATH, path]);
  });
});
