// Response bodies are read within a size limit per kind of answer (issue 32, finding 3), counted after gzip
// decoding, against real loopback servers: a JSON answer past `maxResponseBytes.json` fails, an error body past
// `maxResponseBytes.error` is cut, a log line past `maxLineLength` fails; reading stops at the limit, and the
// call's timeout and signal end a body that trickles.
import type { ServerResponse } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  Client,
  type ClientOptions,
  InvalidArgumentError,
  ResponseTooLargeError,
  ServerError,
  StreamLineTooLongError,
  TimeoutError,
} from '../../../src/index.js';
import { CHANNEL, DATASET, JOB } from '../../fixtures/bodies.js';
import { deferred } from '../../helpers/deferred.js';
import { gzipBomb } from '../../helpers/gzip-bomb.js';
import { type Handler, type Loopback, useLoopbacks } from '../../helpers/loopback.js';

const serve = useLoopbacks();
const MiB = 1024 * 1024;
/** What the bomb decompresses to: far more than any limit here, sent as a few hundred KiB. */
const BOMB_BYTES = 256 * MiB;

let jsonBomb: Buffer;
let textBomb: Buffer;
beforeAll(async () => {
  [jsonBomb, textBomb] = await Promise.all([gzipBomb('{"padding":"', BOMB_BYTES), gzipBomb('', BOMB_BYTES)]);
});

/** Answers every request with `status` and the gzipped `body`, as a real server compressing its answer would. */
const gzipped =
  (status: number, body: () => Buffer, type = 'application/json'): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': type, 'content-encoding': 'gzip' });
    response.end(body());
  };

/** A client of `api` whose fetch counts the (decoded) body bytes the SDK took from each response. */
function countingClient(api: Loopback, options: Partial<ClientOptions> = {}) {
  const read = { bytes: 0 };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const count = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read.bytes += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const body = response.body?.pipeThrough(count) ?? null;
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const client = new Client({ baseUrl: api.url, auth: 'tok', retry: 0, logLevel: 'off', fetch, ...options });
  return { client, read };
}

const plainClient = (api: Loopback, options: Partial<ClientOptions> = {}) =>
  new Client({ baseUrl: api.url, auth: 'tok', retry: 0, logLevel: 'off', ...options });

describe('a JSON answer', () => {
  it('past maxResponseBytes.json fails with ResponseTooLargeError, reading stopped at the limit', async () => {
    const api = await serve(gzipped(200, () => jsonBomb));
    const { client, read } = countingClient(api, { maxResponseBytes: { json: MiB } });
    const error = await client.channels.get(CHANNEL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ name: 'ResponseTooLargeError', maxBytes: MiB });
    const sent = api.requests[0]?.headers['x-request-id'];
    expect((error as Error).message).toBe(
      `GET ${api.url}/api/channels/${CHANNEL} sent a body over ${MiB} bytes; raise the client option ` +
        `\`maxResponseBytes.json\` if such bodies are expected. (request id ${sent})`,
    );
    expect(read.bytes).toBeGreaterThan(MiB);
    expect(read.bytes).toBeLessThan(2 * MiB); // of the 256 MiB the body decompresses to
    expect(api.requests).toHaveLength(1); // not retried: the next answer would be as long
  });

  it('is held to 64 MiB by default, on the plain path (the global fetch) too', async () => {
    const api = await serve(gzipped(200, () => jsonBomb));
    const error = await plainClient(api, { retry: 2 })
      .follow({ _links: { self: { href: '/api/anything' } } }, 'self')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as Error).message).toMatch(/over 67108864 bytes; raise the client option `maxResponseBytes.json`/);
    expect(api.requests).toHaveLength(1);
  });

  it('within the limit is read and validated as before', async () => {
    const api = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
    const answer = plainClient(api, { maxResponseBytes: { json: 11 } }).follow(
      { _links: { self: { href: '/x' } } },
      'self',
    );
    await expect(answer).resolves.toEqual({ ok: true });
  });
});

describe('a download', () => {
  it("is not held to maxResponseBytes.json: a dataset's rows are read whole", async () => {
    const rows = Array.from({ length: 100 }, (_, n) => ({ region: `R${n}`, revenue: n }));
    const api = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(rows));
    });
    const client = plainClient(api, { maxResponseBytes: { json: 100 } });
    await expect(client.datasets.data(DATASET)).resolves.toEqual(rows);
    expect(api.requests[0]?.url).toBe(`/api/datasets/${DATASET}/data`);
  });
});

describe('an error body', () => {
  it('past maxResponseBytes.error is cut there, with a note, and the rest is left unread', async () => {
    const api = await serve(gzipped(400, () => textBomb, 'text/plain'));
    const { client, read } = countingClient(api);
    const error = (await client.channels.get(CHANNEL).catch((e: unknown) => e)) as BadRequestError;
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.rawBody).toBe(`${'0'.repeat(MiB)}… [cut at 1048576 bytes]`);
    expect(read.bytes).toBeLessThan(2 * MiB);
  });

  it('takes its limit from the option', async () => {
    const api = await serve(gzipped(503, () => textBomb, 'text/plain'));
    const error = (await plainClient(api, { maxResponseBytes: { error: 10 } })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e)) as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    // Ten characters of a word the cut splits are left out (a secret cut in two would not be redacted); the
    // megabyte-long word above is longer than any secret, and cut where it stands.
    expect(error.rawBody).toBe('… [cut at 10 bytes]');
  });
});

describe('a log line', () => {
  it('past maxLineLength fails with StreamLineTooLongError naming it, reading stopped near the limit', async () => {
    const api = await serve(gzipped(200, () => textBomb, 'text/plain'));
    const { client, read } = countingClient(api);
    const lines = client.jobs.logs(JOB, { format: 'text', maxLineLength: MiB });
    const error = await lines.next().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamLineTooLongError);
    expect((error as Error).message).toBe(
      `Line 1 of the stream is longer than ${MiB} characters; raise \`maxLineLength\` if such lines are expected. ` +
        `(request id ${api.requests[0]?.headers['x-request-id']})`,
    );
    expect(read.bytes).toBeLessThan(2 * MiB);
  });
});

describe('the option', () => {
  it.each([
    [{ json: 0 }, '`maxResponseBytes.json` must be a whole number >= 1; got 0.'],
    [{ error: 1.5 }, '`maxResponseBytes.error` must be a whole number >= 1; got 1.5.'],
    [{ jsn: 5 }, '`maxResponseBytes`: unknown option `jsn`; did you mean `json`?'],
    [5, '`maxResponseBytes`: the options must be an object { json, error }, or left out; got number.'],
  ])('refuses %j at the constructor', (value, message) => {
    expect(() => new Client({ baseUrl: 'https://wdp.test', auth: 't', maxResponseBytes: value as never })).toThrow(
      new InvalidArgumentError(message),
    );
  });
});

/** Sends the head and the first bytes of a body, then nothing more: `started` resolves once they are written. */
function trickle(status: number) {
  const started = deferred<ServerResponse>();
  const handler: Handler = (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.write('{"name":', () => started.resolve(response));
  };
  return { handler, started: started.promise };
}

describe('a body that trickles', () => {
  it("is ended by the call's timeout with TimeoutError", async () => {
    const { handler } = trickle(200);
    const api = await serve(handler);
    const error = await plainClient(api, { timeout: 300 })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/did not receive the whole response body within 300 ms/);
    await api.requests[0]?.closed; // the connection was given up, not left reading
  });

  it("is ended by the caller's signal, its reason as the rejection, an error body too", async () => {
    for (const status of [200, 500]) {
      const { handler, started } = trickle(status);
      const api = await serve(handler);
      const controller = new AbortController();
      const reason = new Error('caller gave up');
      const call = plainClient(api).channels.get(CHANNEL, { signal: controller.signal });
      await started;
      controller.abort(reason);
      await expect(call).rejects.toBe(reason);
      await api.requests[0]?.closed;
    }
  });
});
