/// <reference types="node" />
// The recording proxy (Node only): a loopback server in front of a real service (or a mock) that forwards every
// request as it came and keeps what the answers hold, to write as a seed file that the mock can serve.
import { randomBytes } from 'node:crypto';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { quotedUrl } from '../../secrets/secret-text.js';
import { Guard } from '../http/guard.js';
import { mockLimits } from '../http/limits.js';
import { toRequest, writeResponse } from '../http/node-io.js';
import { errorResponse } from '../http/responses.js';
import { keysOf, refuseUnknown } from '../unknown-keys.js';
import { BodyTooLarge, countedBody } from './body.js';
import { Callers } from './callers.js';
import type { MockSeedFile } from './format.js';
import { type Forwarding, forward } from './forward.js';
import { JournalFile } from './journal-file.js';
import { LinkOrigins } from './link-origins.js';
import type { RecordingProxy, RecordingProxyOptions } from './proxy-types.js';
import { type Exchange, SeedRecorder } from './recorder.js';
import { maskSecrets } from './scrub.js';
import { RecordingSecrets } from './secrets.js';

/** The methods a page of a loopback origin may use (the CORS of the proxy's answers, as the mock's). */
const methods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * How long `close()` lets requests under way end before it aborts them (ms): long enough for an answer on its way,
 * short enough that Ctrl-C on `wdp mock --record` does not hang on a request the service holds (a stall, a long poll).
 */
const closeGraceMs = 2000;

/** The keys of the options, held to their type by `keysOf`. */
const optionKeys = keysOf<RecordingProxyOptions>({
  target: true,
  port: true,
  host: true,
  out: true,
  fetch: true,
  onWarning: true,
});

/**
 * Starts a recording proxy on loopback in front of `target`: it forwards every request (method, path, query,
 * headers with the client's Authorization, body) and answers with the target's answer, each href and `Location`
 * on the target rebased on the proxy. It keeps the resources the answers hold (profiles, workspaces and their
 * people, channels, datasets, comments, datastores, data components and plugins, pipelines, jobs, notifications),
 * scrubbed of credentials; on `close()` it writes them to `out` as a seed file for `createMockService({ seedFile })`
 * or `wdp mock --seed-file`. Until then it appends each answer it keeps to `${out}.journal`, from which the next
 * proxy with the same `out` resumes when this one dies before `close()`. For each bearer token it sees it asks the
 * target who that is (GET /api/profiles), once per token while the answer is fresh. It answers 413 to a request body
 * over 32 MiB, and 403 to what a page of another site sends without asking first, as the mock does.
 * @example
 * const proxy = await startRecordingProxy({ target: 'https://wdp.example.com', out: 'recording.json' });
 * const client = new Client({ baseUrl: proxy.url, auth: process.env.WDP_TOKEN });
 * await client.workspaces.list();
 * await proxy.close(); // recording.json
 */
export async function startRecordingProxy(options: RecordingProxyOptions): Promise<RecordingProxy> {
  refuseUnknown(options, optionKeys, 'startRecordingProxy()');
  const base = baseOf(options.target);
  if (options.out !== undefined) await checkFolder(options.out);
  const secrets = new RecordingSecrets();
  const recorder = new SeedRecorder(base, secrets);
  const opened = options.out === undefined ? undefined : await JournalFile.open(options.out, base);
  for (const exchange of opened?.resumed ?? []) recorder.observe(exchange);
  const journal = opened?.journal;
  const keep = async (exchange: Exchange) => {
    recorder.observe(exchange);
    // Masked with the secrets known so far; the seed file is masked again, with all of them, when written.
    await journal?.append(maskSecrets(exchange, secrets) as Exchange);
  };
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const warn = options.onWarning ?? ((message: string) => process.emitWarning(message, 'WdpRecordingWarning'));
  const links = new LinkOrigins(base, warn);
  const forwarding: Forwarding = { base, origin: '', fetch, keep, secrets, callers: new Callers(), links };
  // Each request under way, by what aborts its forwarding to the service.
  const underway = new Map<AbortController, Promise<void>>();
  let guard: Guard | undefined;
  const server = createServer((req, res) => {
    const gone = new AbortController();
    underway.set(
      gone,
      answer(forwarding, guard, req, res, gone).finally(() => underway.delete(gone)),
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
    });
  } catch (error) {
    await journal?.close(opened?.resumed.length === 0);
    throw error;
  }
  const { address, port } = server.address() as AddressInfo;
  forwarding.origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  guard = new Guard({ address, port }, [], { methods, exposed: 'retry-after, location' });
  let closed: Promise<MockSeedFile> | undefined;
  return {
    url: forwarding.origin,
    target: base,
    resumed: opened?.resumed.length ?? 0,
    seedFile: () => recorder.seedFile(),
    counts: () => recorder.counts(),
    close: (closing = {}) => {
      closed ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await settledWithin([...underway.values()], closing.graceMs ?? closeGraceMs);
        // What the service still holds is not recorded: its requests are aborted, their clients' connections closed.
        for (const gone of underway.keys()) gone.abort(new Error('The recording proxy closed'));
        server.closeAllConnections();
        await stopped;
        const seed = recorder.seedFile();
        try {
          if (options.out !== undefined) await writeAtomically(options.out, `${JSON.stringify(seed, null, 2)}\n`);
        } catch (error) {
          await journal?.close(false);
          throw error;
        }
        await journal?.close(true);
        return seed;
      })();
      return closed;
    },
  };
}

/**
 * Answers one request of the proxy's client with the target's answer; but 421 to a Host not its own (DNS rebinding),
 * 403 to what a page of another site sends without asking first, a preflight itself, and 413 to a body over the
 * limit, before reading past it. Answers to loopback pages carry the proxy's CORS headers, as the mock's do.
 */
async function answer(
  forwarding: Forwarding,
  guard: Guard | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  gone: AbortController,
): Promise<void> {
  const refuse = (status: number, message: string) =>
    writeResponse(res, errorResponse(status, message, pathOf(req.url), Date.now()), { connection: 'close' });
  try {
    if (guard && !guard.answers(req.headers.host))
      return await refuse(421, `This recording proxy answers only requests for ${guard.hosts.join(' or ')}`);
    const method = req.method ?? 'GET';
    const crossSite = guard?.refusal(method, req.headers);
    if (crossSite !== undefined) return await refuse(403, crossSite);
    const cors = guard?.corsFor(req.headers.origin) ?? {};
    if (method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      res.writeHead(204, cors).end();
      return;
    }
    const limit = mockLimits.bodyBytes;
    if (Number(req.headers['content-length'] ?? 0) > limit) return await refuse(413, new BodyTooLarge(limit).message);
    const body = method === 'GET' || method === 'HEAD' ? undefined : countedBody(req, limit);
    // A client that goes away before its answer aborts the request to the service; nothing of it is recorded.
    res.once('close', () => {
      if (!res.writableFinished) gone.abort(new Error('The client closed the connection'));
    });
    await writeResponse(res, await forward(forwarding, toRequest(req, forwarding.origin, body, gone.signal)), cors);
  } catch (error) {
    if (error instanceof BodyTooLarge && !res.headersSent) return await refuse(413, error.message);
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/** Resolves once every promise of `underway` settled, or after `ms`, whichever comes first. */
async function settledWithin(underway: readonly Promise<void>[], ms: number): Promise<void> {
  if (underway.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([Promise.allSettled(underway), elapsed]);
  clearTimeout(timer);
}

/** The path of a request target, for an error body. */
function pathOf(target = '/'): string {
  return URL.canParse(target, 'http://proxy') ? new URL(target, 'http://proxy').pathname : '/';
}

/** The base URL of an absolute http(s) URL without credentials, query or fragment; no trailing slash. */
function baseOf(target: unknown): string {
  const url = typeof target === 'string' && URL.canParse(target) ? new URL(target) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new TypeError(
      'target must be the absolute http(s) URL of the service to record, such as https://wdp.example.com; ' +
        `got ${JSON.stringify(typeof target === 'string' ? quotedUrl(target) : target)}.`,
    );
  if (url.username || url.password || url.search || url.hash)
    throw new TypeError(
      'target must be a bare base URL: no user or password (the client sends its own Authorization), no query, ' +
        `no fragment; got ${JSON.stringify(quotedUrl(url.href))}.`,
    );
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** Fails at once when the folder of the file to write does not exist, rather than after a whole recording. */
async function checkFolder(out: string): Promise<void> {
  const folder = dirname(out);
  const found = await stat(folder).catch(() => undefined);
  if (!found?.isDirectory())
    throw new Error(`The folder of the seed file to write does not exist: ${folder}; create it or pick another out.`);
}

/** Writes a file whole or not at all: a temporary file beside it, then a rename over it. */
async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text, { mode: 0o600 });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
