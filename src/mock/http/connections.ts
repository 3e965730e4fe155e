/// <reference types="node" />
// The mock server's cap on open connections. node:http's own (`server.maxConnections`) drops every connection past
// the cap, so one local process holding 256 idle keep-alive sockets locked every other client out.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Holds `server` to `max` open connections without locking new clients out: a connection that arrives at the cap
 * closes the one idle longest (no request in flight: between two requests, or before its first request head has
 * arrived whole) to make room. A connection with a request in flight, however long its answer takes, is never
 * closed for another; only when every open one has a request in flight is the newcomer closed.
 */
export function capConnections(server: Server, max: number): void {
  const open = new Set<Socket>();
  // In the order they became idle: the first is the one idle longest.
  const idle = new Set<Socket>();
  const inFlight = new Map<Socket, number>();
  const forget = (socket: Socket) => {
    open.delete(socket);
    idle.delete(socket);
    inFlight.delete(socket);
  };
  server.on('connection', (socket: Socket) => {
    if (open.size >= max) {
      const oldest = idle.values().next().value;
      if (oldest === undefined) {
        socket.destroy();
        return;
      }
      forget(oldest);
      oldest.destroy();
    }
    open.add(socket);
    idle.add(socket);
    socket.once('close', () => forget(socket));
  });
  server.on('request', ({ socket }: IncomingMessage, res: ServerResponse) => {
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    idle.delete(socket);
    res.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) {
        inFlight.set(socket, left);
        return;
      }
      inFlight.delete(socket);
      // Idle again, and so the newest idle one.
      if (open.has(socket)) idle.add(socket);
    });
  });
  // A CONNECT's socket leaves node:http, answered and closed by the server: not idle until then.
  server.on('connect', ({ socket }: IncomingMessage) => idle.delete(socket));
}
