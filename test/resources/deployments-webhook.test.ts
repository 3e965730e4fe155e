import { createHmac } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AuthenticationError,
  clientCredentials,
  InvalidArgumentError,
  type Job,
  ServerError,
  ValidationError,
} from '../../src/index.js';
import { verifyWebhook } from '../../src/webhooks.js';
import { jobBody, PROFILE, PROFILE_ENCODED, WS } from '../fixtures/bodies.js';
import { BASE, makeClient, server, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const path = `/api/workspaces/${WS}/deployments/github-webhook`;
const secret = 'whsec_wire_1234';
const event = {
  ref: 'refs/heads/main',
  after: '9f1c2ab',
  repository: { full_name: 'acme/analytics' },
  pusher: { name: 'Zoë ✓' },
};

/** A request as the handler received it, with the exact body bytes. */
interface Received {
  method: string;
  path: string;
  headers: Headers;
  bytes: Uint8Array;
}

/** Answers every request to BASE with `status` and `body` (null: no body), recording the exact bytes received. */
function capture(status = 202, body: unknown = jobBody()): Received[] {
  const received: Received[] = [];
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const url = request.url;
      received.push({
        method: request.method,
        path: url.slice(BASE.length).split('?')[0] ?? '',
        headers: request.headers,
        bytes: new Uint8Array(await request.arrayBuffer()),
      });
      if (body === null) return new HttpResponse(null, { status });
      return HttpResponse.json(body as Record<string, unknown>, {
        status,
        headers: { 'content-type': 'application/hal+json' },
      });
    }),
  );
  return received;
}

const hmac = (algorithm: 'sha1' | 'sha256', bytes: Uint8Array) =>
  `${algorithm}=${createHmac(algorithm, secret).update(bytes).digest('hex')}`;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Asserts both signature headers hold for exactly the bytes the handler received. */
async function expectSigned(request: Received): Promise<void> {
  expect(request.headers.get('x-hub-signature')).toBe(hmac('sha1', request.bytes));
  expect(request.headers.get('x-hub-signature-256')).toBe(hmac('sha256', request.bytes));
  const sha1Only = { 'x-hub-signature': request.headers.get('x-hub-signature') ?? '' };
  const sha256Only = { 'x-hub-signature-256': request.headers.get('x-hub-signature-256') ?? '' };
  await expect(verifyWebhook(request.bytes, sha1Only, secret)).resolves.toBe(true);
  await expect(verifyWebhook(request.bytes, sha256Only, secret)).resolves.toBe(true);
}

describe('deployments.webhook', () => {
  it('POSTs the JSON-serialised payload, signed in both headers, with the token, and returns the 202 job', async () => {
    const received = capture();
    const job = await makeClient().deployments.webhook(WS, event, { secret });
    expect(received).toHaveLength(1);
    const [request] = received as [Received];
    expect(request).toMatchObject({ method: 'POST', path });
    expect(text(request.bytes)).toBe(JSON.stringify(event));
    expect(request.bytes).toEqual(new TextEncoder().encode(JSON.stringify(event)));
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request.headers.get('accept')).toBe('application/hal+json');
    await expectSigned(request);
    expect(job).toEqual(jobBody());
    expect(job).toMatchObject({ type: 'WORKSPACE_DEPLOY', status: 'QUEUED' });
    expectTypeOf(job).toEqualTypeOf<Job>();
  });

  it('sends a raw string payload byte for byte as given (spacing, key order, trailing newline kept)', async () => {
    const raw = '{ "repository": {"full_name":"acme/analytics"},  "ref" : "refs/heads/main" }\n';
    const received = capture();
    await makeClient().deployments.webhook(WS, raw, { secret });
    const [request] = received as [Received];
    expect(text(request.bytes)).toBe(raw);
    expect(request.headers.get('content-type')).toBe('application/json');
    await expectSigned(request);
  });

  it('sends raw bytes (Uint8Array or ArrayBuffer) as they are', async () => {
    const bytes = new TextEncoder().encode('{"ref":"refs/heads/main","note":"é"}');
    const received = capture();
    await makeClient().deployments.webhook(WS, bytes, { secret });
    await makeClient().deployments.webhook(WS, bytes.buffer, { secret });
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request.bytes).toEqual(bytes);
      await expectSigned(request);
    }
  });

  it('takes a workspace model, signs, then gives the 202 job with its response through withResponse', async () => {
    const received = capture();
    const { data, response } = await makeClient()
      .deployments.webhook({ id: WS, _links: {} }, event, { secret })
      .withResponse();
    const [request] = received as [Received];
    expect(request).toMatchObject({ method: 'POST', path });
    await expectSigned(request);
    expect(data).toEqual(jobBody());
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toBe('application/hal+json');
    expect(response.url).toBe(`${BASE}${path}`);
  });

  it('hands back the raw 202 unread through asResponse, sending the event once', async () => {
    const received = capture();
    const response = await makeClient().deployments.webhook(WS, event, { secret }).asResponse();
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(jobBody());
    expect(received).toHaveLength(1);
    await expectSigned(received[0] as Received);
  });

  it('percent-encodes the workspace id as one path segment', async () => {
    const received = capture();
    await makeClient().deployments.webhook(PROFILE, event, { secret });
    expect(received[0]?.path).toBe(`/api/workspaces/${PROFILE_ENCODED}/deployments/github-webhook`);
  });

  it('merges per-call headers, but the signature headers always match the body', async () => {
    const received = capture();
    await makeClient().deployments.webhook(
      WS,
      event,
      { secret },
      { headers: { 'X-GitHub-Event': 'push', 'X-Hub-Signature': 'sha1=00', 'x-hub-signature-256': null } },
    );
    const [request] = received as [Received];
    expect(request.headers.get('x-github-event')).toBe('push');
    await expectSigned(request);
  });

  it('maps the 401 of a wrong signature to AuthenticationError', async () => {
    const received = capture(401, {
      status: 401,
      error: 'Unauthorized',
      message: 'X-Hub-Signature does not match the request body',
      path,
    });
    const error = await makeClient()
      .deployments.webhook(WS, event, { secret })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(String(error)).toMatch(/X-Hub-Signature does not match the request body/);
    expect(received).toHaveLength(1);
  });

  it('does not make a clientCredentials client refresh its token on that 401, nor resend the event', async () => {
    let issued = 0;
    const idp = wire('https://id.test').on('POST', '/oauth/token', () =>
      HttpResponse.json({ access_token: `at-${++issued}`, expires_in: 3600 }),
    );
    const received = capture(401, {
      status: 401,
      error: 'Unauthorized',
      message: 'X-Hub-Signature does not match the request body',
      path,
    });
    const auth = clientCredentials({
      tokenUrl: 'https://id.test/oauth/token',
      clientId: 'client-7',
      clientSecret: 'cs_webhook_secret',
    });
    const client = makeClient({ auth });
    await expect(client.deployments.webhook(WS, event, { secret })).rejects.toBeInstanceOf(AuthenticationError);
    expect(idp.requests).toHaveLength(1);
    expect(received.map((r) => r.headers.get('authorization'))).toEqual(['Bearer at-1']);
    // The token was not invalidated: the next call still uses it, without another exchange.
    await expect(client.deployments.webhook(WS, event, { secret })).rejects.toBeInstanceOf(AuthenticationError);
    expect(idp.requests).toHaveLength(1);
    expect(received.map((r) => r.headers.get('authorization'))).toEqual(['Bearer at-1', 'Bearer at-1']);
  });

  it('is not retried (POST), even when the client retries', async () => {
    const received = capture(503, { status: 503, error: 'Service Unavailable', message: '', path });
    await expect(makeClient({ retry: 2 }).deployments.webhook(WS, event, { secret })).rejects.toBeInstanceOf(
      ServerError,
    );
    expect(received).toHaveLength(1);
  });

  it('fails with a ValidationError naming the operation when the 202 has no body', async () => {
    capture(202, null);
    const error = await makeClient()
      .deployments.webhook(WS, event, { secret })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(String(error)).toMatch(/deployments\.webhook/);
  });

  it('rejects bad input before sending anything', () => {
    const received = capture();
    const deployments = makeClient().deployments;
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    expect(() => deployments.webhook('', event, { secret })).toThrow(InvalidArgumentError);
    expect(() => deployments.webhook(WS, event, { secret: '' })).toThrow(/webhook secret must be a non-empty string/);
    // @ts-expect-error the signing options are required
    expect(() => deployments.webhook(WS, event)).toThrow(/\{ secret \}/);
    // @ts-expect-error a secret must be a string
    expect(() => deployments.webhook(WS, event, { secret: 42 })).toThrow(InvalidArgumentError);
    // @ts-expect-error a payload is an object, text or bytes
    expect(() => deployments.webhook(WS, null, { secret })).toThrow(/JSON-serialisable object, or the raw body/);
    // @ts-expect-error a payload is an object, text or bytes
    expect(() => deployments.webhook(WS, 42, { secret })).toThrow(InvalidArgumentError);
    expect(() => deployments.webhook(WS, new Blob(['{}']), { secret })).toThrow(/got an object \(Blob\)/);
    expect(() => deployments.webhook(WS, circular, { secret })).toThrow(/cannot be serialised as JSON/);
    expect(received).toHaveLength(0);
  });
});

describe('deployments.webhook: payloads JSON.stringify would empty', () => {
  const refused = (kind: string, json: string) =>
    'deployments.webhook: the payload must be a JSON-serialisable object, or the raw body as a string or bytes; ' +
    `got an object (${kind}), which JSON.stringify turns into ${json}.`;

  it.each([
    ['an object whose toJSON() gives undefined', { toJSON: () => undefined }, refused('Object', 'nothing')],
    ['a Headers', new Headers({ ref: 'refs/heads/main' }), refused('Headers', '{}')],
    ['a Response', new Response('{"ref":"refs/heads/main"}'), refused('Response', '{}')],
    ['a Date', new Date(0), refused('Date', '"1970-01-01T00:00:00.000Z"')],
  ])('refuses %s before signing or sending anything', async (_what, payload, message) => {
    const received = capture();
    let error: unknown;
    try {
      await makeClient()
        .deployments.webhook(WS, payload, { secret })
        .catch(() => undefined);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe(message);
    expect(received).toHaveLength(0);
  });

  it('still sends an empty plain object, an array, and an object whose toJSON() gives an object', async () => {
    const received = capture();
    const deployments = makeClient().deployments;
    await deployments.webhook(WS, {}, { secret });
    await deployments.webhook(WS, [event], { secret });
    await deployments.webhook(WS, { toJSON: () => event }, { secret });
    expect(received.map((request) => text(request.bytes))).toEqual([
      '{}',
      `[${JSON.stringify(event)}]`,
      JSON.stringify(event),
    ]);
  });
});

describe('deployments.webhook signatures', () => {
  it('cover the bytes sent, which a re-serialisation of the parsed body does not reproduce', async () => {
    const received = capture();
    await makeClient().deployments.webhook(WS, { member: PROFILE }, { secret });
    const [request] = received as [Received];
    const respaced = JSON.stringify(JSON.parse(text(request.bytes)), null, 2);
    await expect(
      verifyWebhook(respaced, { 'x-hub-signature-256': request.headers.get('x-hub-signature-256') ?? '' }, secret),
    ).resolves.toBe(false);
    await expect(
      verifyWebhook(request.bytes, { 'x-hub-signature-256': request.headers.get('x-hub-signature-256') ?? '' }, secret),
    ).resolves.toBe(true);
  });
});
