// A mock server holds at most maxConnections connections, but no client is locked out: a new connection closes the
// one idle longest. Before, node:http's own cap dropped every connection past it, so one local process holding 256
// idle keep-alive sockets kept every other client out.
import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { deferred } from '../helpers/deferred.js';
import { rawRequest } from './raw-http.js';

let server: MockServer | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
  server = undefined;
});

/** A server of its own with a cap of `maxConnections`, so that no connection of another test counts. */
async function capped(maxConnections: number): Promise<MockServer> {
  server = await startMockServer({ maxConnections, idleTimeoutMs: 60_000 });
  return server;
}

const auth = (mock: MockServer) => ({ authorization: `Bearer ${mock.service.fixtures.owner.token}` });

/** Resolves once `socket` has closed. */
const closed = (socket: Socket) =>
  new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

/** A keep-alive connection that has had one request answered (200), and now sits idle, as an agent keeps one. */
function idleConnection(mock: MockServer): Promise<Socket> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    let socket: Socket | undefined;
    const req = get(`${mock.url}/api/profiles`, { agent, headers: auth(mock) }, (res) => {
      expect(res.statusCode).toBe(200);
      res.resume().on('end', () => resolve(socket as Socket));
    });
    req.on('socket', (opened) => {
      socket = opened as Socket;
      sockets.push(socket);
    });
    req.on('error', reject);
  });
}

/** A connection that has sent nothing yet (the server takes connections in the order they were made). */
async function silentConnection(mock: MockServer): Promise<Socket> {
  const { hostname, port } = new URL(mock.url);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const opened = connect(Number(port), hostname, () => resolve(opened)).once('error', reject);
  });
  sockets.push(socket);
  socket.on('error', () => {});
  return socket;
}

/** A connection whose one request the server holds (the `held` path's fault) until the connection closes. */
async function busyConnection(mock: MockServer, arrived: Promise<void>): Promise<Socket> {
  const { hostname, port } = new URL(mock.url);
  const socket = await silentConnection(mock);
  const { authorization } = auth(mock);
  socket.write(`GET /api/held HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: ${authorization}\r\n\r\n`);
  await arrived;
  return socket;
}

/** Holds every request to /api/held (in flight until its client goes); `next()` resolves when the next arrives. */
function holdRequests(mock: MockServer): { next: () => Promise<void> } {
  let waiting = deferred();
  mock.service.admin.addFault({
    path: '/api/held',
    fault: () => {
      waiting.resolve();
      return { type: 'latency', ms: 2 ** 31 - 1 };
    },
  });
  return {
    next: () => {
      const now = waiting;
      return now.promise.then(() => {
        if (waiting === now) waiting = deferred();
      });
    },
  };
}

describe('maxConnections', () => {
  // 256 is the default cap, the case. (The server closes an idle keep-alive connection after 5 s anyway: on a
  // slow machine more than the oldest may be gone by the time the new client comes, so only the oldest is awaited.)
  // 256 connections one after another took 28 s at a load average of 26 on two cores: a limit above the default.
  it.each([3, 256])(
    'serves a new client when %i idle keep-alive connections hold the cap, closing the oldest',
    { timeout: 180_000 },
    async (cap) => {
      const mock = await capped(cap);
      const idle: Socket[] = [];
      for (let i = 0; i < cap; i++) idle.push(await idleConnection(mock));
      const oldestClosed = closed(idle[0] as Socket);
      const answer = await rawRequest(mock.url, { target: '/api/profiles', headers: auth(mock) });
      expect(answer.status).toBe(200);
      await oldestClosed;
    },
  );

  it('closes only the connection idle longest: of silent ones, the first opened', async () => {
    const mock = await capped(3);
    const silent: Socket[] = [];
    for (let i = 0; i < 3; i++) silent.push(await silentConnection(mock));
    const [oldest, ...others] = silent as [Socket, ...Socket[]];
    const oldestClosed = closed(oldest);
    expect((await rawRequest(mock.url, { target: '/api/profiles', headers: auth(mock) })).status).toBe(200);
    await oldestClosed;
    expect(others.filter((socket) => socket.destroyed)).toEqual([]); // they live for idleTimeoutMs, 60 s
  });

  it('never closes a connection with a request in flight: an idle one goes, or else the newcomer', async () => {
    const mock = await capped(2);
    const held = holdRequests(mock);
    const busy = await busyConnection(mock, held.next());
    const idle = await idleConnection(mock); // newer than the busy one, but idle
    const idleClosed = closed(idle);
    expect((await rawRequest(mock.url, { target: '/api/profiles', headers: auth(mock) })).status).toBe(200);
    await idleClosed;
    expect(busy.destroyed).toBe(false);

    await busyConnection(mock, held.next()); // now both connections have a request in flight
    const { hostname, port } = new URL(mock.url);
    const newcomer = connect(Number(port), hostname);
    sockets.push(newcomer);
    newcomer.on('error', () => {});
    let received = '';
    newcomer.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
    await closed(newcomer);
    expect(received).toBe('');
    expect(busy.destroyed).toBe(false);
  });
});
