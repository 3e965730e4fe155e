/// <reference types="node" />
// The recording proxy (Node only): a loopback server in front of a real service (or a mock) that forwards every
// request as it came and keeps what the answers hold, to write as a seed file that the mock can serve.
import { randomBytes } from 'node:crypto';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { Guard } from '../http/guard.js';
import { errorResponse } from '../http/responses.js';
import { toRequest, writeResponse } from '../server.js';
import type { MockSeedFile } from './format.js';
import { type Forwarding, forward } from './forward.js';
import type { RecordingProxy, RecordingProxyOptions } from './proxy-types.js';
import { SeedRecorder } from './recorder.js';

/**
 * Starts a recording proxy on loopback in front of `target`: it forwards every request (method, path, query,
 * headers with the client's Authorization, body) and answers with the target's answer, each href and `Location`
 * on the target rebased on the proxy. It keeps the resources the answers hold (profiles, workspaces and their
 * people, channels, datasets, comments, datastores, data components and plugins, pipelines, jobs, notifications),
 * scrubbed of credentials; on `close()` it writes them to `out` as a seed file for `createMockService({ seedFile })`
 * or `wdp mock --seed-file`. For each bearer token it sees it asks the target once who that is (GET /api/profiles).
 * @example
 * const proxy = await startRecordingProxy({ target: 'https://wdp.example.com', out: 'recording.json' });
 * const client = new Client({ baseUrl: proxy.url, auth: process.env.WDP_TOKEN });
 * await client.workspaces.list();
 * await proxy.close(); // recording.json
 */
export async function startRecordingProxy(options: RecordingProxyOptions): Promise<RecordingProxy> {
  const base = baseOf(options.target);
  if (options.out !== undefined) await checkFolder(options.out);
  const secrets = new Set<string>();
  const recorder = new SeedRecorder(base, secrets);
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const forwarding: Forwarding = { base, origin: '', fetch, recorder, secrets, callers: new Map() };
  const underway = new Set<Promise<void>>();
  let guard: Guard | undefined;
  const server = createServer((req, res) => {
    const done = answer(forwarding, guard, req, res).finally(() => underway.delete(done));
    underway.add(done);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  forwarding.origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  guard = new Guard({ address, port }, [], { methods: '', exposed: '' });
  let closed: Promise<MockSeedFile> | undefined;
  return {
    url: forwarding.origin,
    target: base,
    seedFile: () => recorder.seedFile(),
    counts: () => recorder.counts(),
    close: () => {
      closed ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await Promise.allSettled(underway);
        server.closeAllConnections();
        await stopped;
        const seed = recorder.seedFile();
        if (options.out !== undefined) await writeAtomically(options.out, `${JSON.stringify(seed, null, 2)}\n`);
        return seed;
      })();
      return closed;
    },
  };
}

/** Answers one request of the proxy's client: 421 to a Host not its own (DNS rebinding), else the target's answer. */
async function answer(
  forwarding: Forwarding,
  guard: Guard | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    if (guard && !guard.answers(req.headers.host)) {
      const message = `This recording proxy answers only requests for ${guard.hosts.join(' or ')}`;
      await writeResponse(res, errorResponse(421, message, '/', Date.now()), { connection: 'close' });
      return;
    }
    await writeResponse(res, await forward(forwarding, toRequest(req, forwarding.origin)));
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/** The base URL of an absolute http(s) URL without credentials, query or fragment; no trailing slash. */
function baseOf(target: unknown): string {
  const url = typeof target === 'string' && URL.canParse(target) ? new URL(target) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new TypeError(
      'target must be the absolute http(s) URL of the service to record, such as https://wdp.example.com; ' +
        `got ${JSON.stringify(target)}.`,
    );
  if (url.username || url.password || url.search || url.hash)
    throw new TypeError(
      'target must be a bare base URL: no user or password (the client sends its own Authorization), no query, ' +
        `no fragment; got ${JSON.stringify(target)}.`,
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
