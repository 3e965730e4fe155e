/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockService } from '../../src/mock/index.js';
import { toRequest, writeResponse } from '../../src/mock/server.js';
import { type Fault, Planner, type Profile, type Route, slowOkMs, stallMs } from './faults.js';
import { hashString, Rng } from './prng.js';

/** One request the fault server received, and what it did to it. */
export interface Attempt {
  /** The fault applied (`none` when a body fault found no body to cut, and the answer went out whole). */
  fault: Fault;
  method: string;
  path: string;
  route: Route;
  /** When it arrived (ms since the epoch). */
  at: number;
  /** A 429's Retry-After: the next attempt may not arrive before this instant. */
  notBefore?: number;
}

/** The fault-injecting loopback server in front of the mock services. */
export interface FaultServer {
  readonly url: string;
  /** Every attempt received, by `x-call-id`, in order of arrival. */
  readonly calls: Map<string, Attempt[]>;
  /** Resolves once `count` attempts of call `callId` have arrived: the moment the last of them was received. */
  arrived(callId: string, count: number): Promise<void>;
  /** Faults applied so far. */
  injected(): number;
  close(): Promise<void>;
}

export interface FaultServerOptions {
  seed: number;
  /** The mock services behind it, chosen by the `x-lane` header (lane 0 when absent). */
  lanes: readonly MockService[];
}

const reasons: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
const htmlPage =
  '<!doctype html><html><head><title>Maintenance</title></head><body><h1>We will be back soon</h1></body></html>\n';

/**
 * Starts the fault server: each request either gets the fault the planner chose for its attempt or is
 * forwarded to `service.handle(request)` through the mock server's own adapters (`toRequest`, `writeResponse`).
 * Faults are keyed by the `x-call-id` header; `x-fault-profile: follow` and `x-fault-plan` pick other plans.
 */
export async function startFaultServer(options: FaultServerOptions): Promise<FaultServer> {
  const planner = new Planner(options.seed);
  const calls = new Map<string, Attempt[]>();
  const waiters = new Set<{ callId: string; count: number; resolve: () => void }>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let anonymous = 0;
  const later = (ms: number, run: () => void): (() => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return () => {
      clearTimeout(timer);
      timers.delete(timer);
    };
  };
  // A stalled answer ends when the client gives up and closes the connection, or after `stallMs`.
  const stall = (res: ServerResponse): void => {
    const cancel = later(stallMs, () => res.destroy());
    res.once('close', cancel);
  };
  const arrived = (callId: string, count: number): Promise<void> => {
    if ((calls.get(callId)?.length ?? 0) >= count) return Promise.resolve();
    return new Promise((resolve) => waiters.add({ callId, count, resolve }));
  };
  const received = (callId: string, count: number): void => {
    for (const waiter of waiters) {
      if (waiter.callId !== callId || waiter.count > count) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const callId = header(req, 'x-call-id') ?? `anonymous-${++anonymous}`;
    const service = options.lanes[Number(header(req, 'x-lane') ?? '0')];
    if (!service) throw new Error(`no lane ${header(req, 'x-lane')}`);
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const route: Route = path.endsWith('/logs') ? 'logs' : method === 'DELETE' ? 'empty' : 'json';
    const profile: Profile = header(req, 'x-fault-profile') === 'follow' ? 'follow' : 'calls';
    const attempts = calls.get(callId) ?? [];
    calls.set(callId, attempts);
    const fault = planner.next(callId, method, route, profile, header(req, 'x-fault-plan'));
    const attempt: Attempt = { fault, method, path, route, at: Date.now() };
    attempts.push(attempt);
    received(callId, attempts.length);
    const rng = new Rng(hashString(`${options.seed}:${callId}:${attempts.length}:cut`));
    const forward = (): Promise<Response> => service.handle(toRequest(req));

    switch (fault.kind) {
      case 'none':
        return writeResponse(res, await forward());
      case 'reset-before':
        req.socket.destroy();
        return;
      case 'slow-headers':
        stall(res);
        return;
      case 'slow-ok':
        await new Promise((resolve) => later(slowOkMs, () => resolve(undefined)));
        if (req.socket.destroyed) return;
        return writeResponse(res, await forward());
      case 'status':
      case 'rate-limit': {
        req.resume();
        const status = fault.status ?? 429;
        const body = JSON.stringify({
          timestamp: new Date().toISOString().slice(0, 23),
          status,
          error: reasons[status],
          message: 'Injected by the fault suite',
          path,
          errors: [],
        });
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        };
        if (fault.retryAfterSeconds !== undefined) {
          headers['retry-after'] = String(fault.retryAfterSeconds);
          attempt.notBefore = Date.now() + fault.retryAfterSeconds * 1000;
        } else if (fault.retryAfterDateAheadMs !== undefined) {
          headers['retry-after'] = new Date(Date.now() + fault.retryAfterDateAheadMs).toUTCString();
          attempt.notBefore = Date.parse(headers['retry-after']);
        }
        res.writeHead(status, headers).end(body);
        return;
      }
      case 'html':
        req.resume();
        res
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'content-length': String(Buffer.byteLength(htmlPage)),
          })
          .end(htmlPage);
        return;
      default: {
        // The body faults: the mock answers, then its body is cut.
        const response = await forward();
        const body = Buffer.from(await response.arrayBuffer());
        const headers = Object.fromEntries(response.headers);
        const cut = response.ok ? cutPoint(fault, body, rng) : undefined;
        if (cut === undefined) {
          attempt.fault = { kind: 'none' };
          if (route === 'logs') planner.progressed(callId); // a whole answer: the follow's drop count restarts
          res.writeHead(response.status, { ...headers, 'content-length': String(body.length) }).end(body);
          return;
        }
        if (cut.lines > 0) planner.progressed(callId);
        const part = body.subarray(0, cut.bytes);
        if (fault.kind === 'truncated-json' || fault.kind === 'ndjson-cut') {
          res.writeHead(response.status, { ...headers, 'content-length': String(part.length) }).end(part);
          return;
        }
        // reset-body, ndjson-reset, ndjson-stall: the whole length is promised, part of it is sent.
        res.writeHead(response.status, { ...headers, 'content-length': String(body.length) });
        res.write(part, () => (fault.kind === 'ndjson-stall' ? stall(res) : res.destroy()));
      }
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  // never close an idle connection under the client: that would be a fault nobody chose
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    arrived,
    injected: () =>
      [...calls.values()].reduce((sum, list) => sum + list.filter((a) => a.fault.kind !== 'none').length, 0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Where to cut a body for a body fault, in bytes, and how many whole NDJSON lines come before the cut;
 * `undefined` when there is nothing to cut (an empty body, or a fault of the wrong kind of body).
 */
function cutPoint(fault: Fault, body: Buffer, rng: Rng): { bytes: number; lines: number } | undefined {
  const text = body.toString('utf8');
  if (fault.kind === 'truncated-json' || fault.kind === 'reset-body') {
    const end = text.trimEnd().length;
    if (end < 2 || !text.startsWith('{')) return undefined;
    // A proper prefix of a JSON object is never JSON (its closing brace is missing).
    return { bytes: Buffer.byteLength(text.slice(0, rng.int(1, end - 1))), lines: 0 };
  }
  const lines = text.split('\n').slice(0, -1); // NDJSON: every line ends with \n
  if (lines.length === 0) return undefined;
  const k = fault.kind === 'ndjson-stall' ? 1 : rng.int(0, lines.length - 1);
  const next = lines[k] ?? '';
  // ndjson-cut ends inside line k; ndjson-reset may stop right after line k-1, but sends at least a byte.
  const partial =
    fault.kind === 'ndjson-cut'
      ? rng.int(1, next.length - 1)
      : fault.kind === 'ndjson-stall'
        ? 0
        : rng.int(k === 0 ? 1 : 0, Math.max(0, next.length - 1));
  const before = lines
    .slice(0, k)
    .map((line) => `${line}\n`)
    .join('');
  return { bytes: Buffer.byteLength(before + next.slice(0, partial)), lines: k };
}
