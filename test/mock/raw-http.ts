/// <reference types="node" />
import { type IncomingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import { expect } from 'vitest';

/**
 * One request as written on the wire: what fetch would not send (a forged Host, an absolute-form target, a body
 * left open).
 */
export interface RawRequest {
  method?: string;
  /** The request target exactly as sent: a path such as `/api/x?y`, or an absolute URL. */
  target: string;
  headers?: Record<string, string | number>;
  /** Body bytes to write; with `open: true` the request is never ended, so the server sees no end of the body. */
  body?: string | Uint8Array | undefined;
  open?: boolean;
}

/** What came back. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sends one request to the server at `url` over a fresh connection and resolves with the whole answer. */
export function rawRequest(url: string, init: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, method: init.method ?? 'GET', path: init.target, headers: init.headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    if (init.open) req.flushHeaders();
    else req.end();
  });
}

/** The service's error body for a status and path, as the mock writes it. */
export function errorBody(
  status: number,
  error: string,
  path: string,
  message: unknown = expect.any(String),
): Record<string, unknown> {
  return {
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/),
    status,
    error,
    message,
    path,
    errors: [],
  };
}

/**
 * Writes `head` (a request line and headers, `\r\n`-separated, without the blank line that ends them) on a fresh
 * connection to the server at `url`, and resolves with the answer once the server closes the connection: for what
 * node:http's client does not answer as a response, such as a refused CONNECT.
 */
export function rawExchange(url: string, head: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(`${head}\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
  });
}
