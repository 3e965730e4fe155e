// A minimal node:http server, run in its own process (forked by a measure), so the client under test
// and the server never share an event loop or a CPU core's time slice.
//   {type:'fixed', body}                    every request gets `body` (a HAL jobs page) at once
//   {type:'canned', bodies}                 a request gets bodies[`${method} ${path}`] at once (its body read first)
//   {type:'pages', template, total, delayMs} GET <jobs>?page=n answers page n after `delayMs` (setTimeout)
//   {type:'hits'}                           replies with the hit count per page number since the last ask
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jobsPath, pagedBody } from '../lib/pages.js';

const headers = (length: number) => ({ 'content-type': 'application/hal+json', 'content-length': String(length) });

let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
  res.writeHead(503).end();
};
let hits = new Map<number, number>();

const server = createServer((req, res) => handler(req, res));
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port });
});

function servePages(template: string, total: number, delayMs: number): void {
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}${jobsPath}`;
  const pages = Array.from({ length: total }, (_, n) => Buffer.from(pagedBody(template, base, n, total)));
  handler = (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const n = Number(url.searchParams.get('page') ?? '0');
    const page = url.pathname === jobsPath && Number.isInteger(n) ? pages[n] : undefined;
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    hits.set(n, (hits.get(n) ?? 0) + 1);
    const send = () => res.writeHead(200, headers(page.length)).end(page);
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  };
}

process.on(
  'message',
  (message: {
    type: string;
    body?: string;
    bodies?: Record<string, string>;
    template?: string;
    total?: number;
    delayMs?: number;
  }) => {
    switch (message.type) {
      case 'fixed': {
        const body = Buffer.from(message.body ?? '');
        handler = (_req, res) => {
          res.writeHead(200, headers(body.length)).end(body);
        };
        process.send?.({ type: 'fixed:done' });
        break;
      }
      case 'canned': {
        const bodies = new Map(Object.entries(message.bodies ?? {}).map(([key, body]) => [key, Buffer.from(body)]));
        handler = (req, res) => {
          const body = bodies.get(`${req.method} ${req.url}`);
          req.resume(); // read the request's body, as any server does
          req.once('end', () => {
            if (body) res.writeHead(200, headers(body.length)).end(body);
            else res.writeHead(404).end();
          });
        };
        process.send?.({ type: 'canned:done' });
        break;
      }
      case 'pages':
        servePages(message.template ?? '', message.total ?? 0, message.delayMs ?? 0);
        process.send?.({ type: 'pages:done' });
        break;
      case 'hits':
        process.send?.({ type: 'hits:done', hits: [...hits] });
        hits = new Map();
        break;
    }
  },
);
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close();
});
