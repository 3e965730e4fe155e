import { inspect } from 'node:util';
import { runInNewContext } from 'node:vm';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InvalidArgumentError,
  isWdpError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
  WdpError,
} from '../../src/index.js';
import { CHANNEL } from '../fixtures/bodies.js';
import { deferred } from '../helpers/deferred.js';
import { BASE, makeClient, noAnswer, server, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const PATH = `/api/channels/${CHANNEL}`;
const URL = `${BASE}${PATH}`;
/** The request id `failure()` sends, which ends the message of every error of a request that was sent. */
const ID = 'req-errors-1';
const idEnd = ` (request id ${ID})`;
const serviceBody = (status: number, error: string, message: string) => ({
  timestamp: '2021-02-11T11:12:33.123+00:00',
  status,
  error,
  message,
  path: PATH,
  errors: [{ field: 'name', defaultMessage: 'must not be blank' }],
});

/** Calls channels.get against a canned answer and returns what it threw. */
async function failure(
  reply: Parameters<ReturnType<typeof wire>['on']>[2],
  options: Parameters<typeof makeClient>[0] = {},
): Promise<unknown> {
  wire().on('GET', PATH, reply);
  return makeClient({ headers: { 'x-request-id': ID }, ...options })
    .channels.get(CHANNEL)
    .then(
      () => expect.fail('the call should have failed'),
      (error: unknown) => error,
    );
}

function expectNoSecret(error: unknown): void {
  expect(String((error as Error).message)).not.toContain(TOKEN);
  expect(JSON.stringify(error)).not.toContain(TOKEN);
  expect(inspect(error, { depth: 10 })).not.toContain(TOKEN);
  expect(inspect(error, { depth: 10, showHidden: true, customInspect: false })).not.toContain(TOKEN);
}

describe('status mapping', () => {
  it.each([
    [400, BadRequestError, 'BadRequestError'],
    [401, AuthenticationError, 'AuthenticationError'],
    [403, PermissionDeniedError, 'PermissionDeniedError'],
    [404, NotFoundError, 'NotFoundError'],
    [409, ConflictError, 'ConflictError'],
    [429, RateLimitError, 'RateLimitError'],
    [500, ServerError, 'ServerError'],
    [503, ServerError, 'ServerError'],
    [405, ApiError, 'ApiError'],
    [422, ApiError, 'ApiError'],
  ] as const)('%i becomes %o', async (status, Class, name) => {
    const error = await failure({ status, body: serviceBody(status, 'Some Error', `failed with ${status}`) });
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(WdpError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name, status, method: 'GET', url: URL });
    expect(isWdpError(error)).toBe(true);
    if (Class === ApiError) expect((error as Error).constructor).toBe(ApiError);
    expectNoSecret(error);
  });
});

describe('error bodies', () => {
  it('parses the service error body into .body and keeps the text in .rawBody', async () => {
    const body = serviceBody(400, 'Bad Request', 'Validation failed for object channel');
    const error = (await failure({ status: 400, body })) as BadRequestError;
    expect(error.body).toEqual(body);
    expect(error.body?.errors).toEqual([{ field: 'name', defaultMessage: 'must not be blank' }]);
    expect(JSON.parse(error.rawBody)).toEqual(body);
    expect(error.headers.get('content-type')).toBe('application/hal+json');
  });

  it('treats every field of the error body as optional', async () => {
    const error = (await failure({ status: 409, body: { message: 'pipeline is running' } })) as ConflictError;
    expect(error.body).toEqual({ message: 'pipeline is running' });
    expect(error.message).toBe(`Request failed with status code 409: GET ${URL} (pipeline is running)${idEnd}`);
  });

  it('keeps the well-formed fields of an error body whose other fields have the wrong type', async () => {
    const error = (await failure({
      status: 404,
      body: { status: '404', error: 'Not Found', message: 'no such channel', errors: 'none' },
    })) as NotFoundError;
    expect(error.body?.message).toBe('no such channel');
    expect(error.body?.error).toBe('Not Found');
    expect(error.body?.status).toBeUndefined();
    expect(error.body?.errors).toBeUndefined();
  });

  it('keeps a non-JSON body in .rawBody with .body undefined', async () => {
    const html = '<html><body>502 Bad Gateway</body></html>';
    const error = (await failure(
      () => new HttpResponse(html, { status: 502, headers: { 'content-type': 'text/html' } }),
    )) as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.body).toBeUndefined();
    expect(error.rawBody).toBe(html);
    expect(error.message).toBe(`Request failed with status code 502: GET ${URL}${idEnd}`);
  });

  it.each([['[1,2]'], ['"oops"'], ['{not json'], ['']])('keeps %j as rawBody only', async (text) => {
    const error = (await failure(
      () => new HttpResponse(text, { status: 500, headers: { 'content-type': 'application/json' } }),
    )) as ServerError;
    expect(error.body).toBeUndefined();
    expect(error.rawBody).toBe(text);
  });
});

describe('messages', () => {
  it('name the method, URL and status, plus the service message', async () => {
    const error = (await failure({
      status: 404,
      body: serviceBody(404, 'Not Found', 'Channel not found'),
    })) as NotFoundError;
    expect(error.message).toBe(`Request failed with status code 404: GET ${URL} (Channel not found)${idEnd}`);
  });

  it('fall back to the error phrase when the message is empty', async () => {
    const error = (await failure({
      status: 403,
      body: { status: 403, error: 'Forbidden', message: '', path: PATH },
    })) as ApiError;
    expect(error.message).toBe(`Request failed with status code 403: GET ${URL} (Forbidden)${idEnd}`);
  });

  it('name the method of a write', async () => {
    wire().on('DELETE', PATH, {
      status: 405,
      body: serviceBody(405, 'Method Not Allowed', "Request method 'DELETE' not supported"),
    });
    const error = await makeClient()
      .channels.delete(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 405, method: 'DELETE' });
    expect((error as Error).message).toMatch(
      /^Request failed with status code 405: DELETE https:\/\/wdp\.test\/api\/channels\//,
    );
  });
});

describe('RateLimitError.retryAfterMs', () => {
  it('reads Retry-After in seconds', async () => {
    const error = (await failure({
      status: 429,
      body: serviceBody(429, 'Too Many Requests', 'slow down'),
      headers: { 'retry-after': '120' },
    })) as RateLimitError;
    expect(error.retryAfterMs).toBe(120_000);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'RateLimitError',
      status: 429,
      retryAfterMs: 120_000,
    });
  });

  it('reads Retry-After as an HTTP date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2024-03-01T09:00:00Z'));
      const error = (await failure({
        status: 429,
        body: {},
        headers: { 'retry-after': 'Fri, 01 Mar 2024 09:01:30 GMT' },
      })) as RateLimitError;
      expect(error.retryAfterMs).toBe(90_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is undefined without Retry-After', async () => {
    const error = (await failure({ status: 429, body: {} })) as RateLimitError;
    expect(error.retryAfterMs).toBeUndefined();
  });
});

describe('failures before a response', () => {
  it('maps a failed fetch to ConnectionError with the cause kept', async () => {
    server.use(http.get(`${BASE}${PATH}`, () => HttpResponse.error()));
    const error = await makeClient({ headers: { 'x-request-id': ID } })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as ConnectionError).name).toBe('ConnectionError');
    expect((error as ConnectionError).message).toMatch(
      new RegExp(
        `^GET ${URL} failed before a response \\(.+\\); check \`baseUrl\` and the network\\. \\(request id ${ID}\\)$`,
      ),
    );
    expect((error as ConnectionError).cause).toBeInstanceOf(TypeError);
    expect(isWdpError(error)).toBe(true);
    expectNoSecret(error);
  });

  it('maps a slow answer to TimeoutError, a ConnectionError', async () => {
    const error = await failure(noAnswer, { timeout: 40 });
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as TimeoutError).name).toBe('TimeoutError');
    expect((error as TimeoutError).message).toBe(
      `GET ${URL} got no response within 40 ms; raise the \`timeout\` option or check the service.${idEnd}`,
    );
    expect(isWdpError(error)).toBe(true);
    expectNoSecret(error);
  });

  it('uses the per-call timeout in the message', async () => {
    wire().on('GET', PATH, noAnswer);
    const error = await makeClient()
      .channels.get(CHANNEL, { timeout: 25 })
      .catch((e: unknown) => e);
    expect((error as TimeoutError).message).toContain('within 25 ms');
  });

  it("rethrows the caller's abort reason", async () => {
    const inFlight = deferred();
    wire().on('GET', PATH, () => (inFlight.resolve(), noAnswer()));
    const reason = new Error('user cancelled');
    const controller = new AbortController();
    const call = makeClient().channels.get(CHANNEL, { signal: controller.signal });
    await inFlight.promise; // aborted while the server holds the request, not at a guessed moment
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});

describe('secrets', () => {
  it('keep the token out of every form of an ApiError, headers included', async () => {
    const error = (await failure({
      status: 401,
      body: serviceBody(401, 'Unauthorized', 'Full authentication is required'),
    })) as AuthenticationError;
    expect(error).toBeInstanceOf(AuthenticationError);
    expectNoSecret(error);
    expect(inspect(error, { depth: 10 })).toContain('AuthenticationError');
    expect(inspect(error, { depth: 10 })).toContain(URL);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'AuthenticationError',
      status: 401,
      method: 'GET',
      url: URL,
    });
  });

  it('keep the token out of a ValidationError', async () => {
    const error = await failure({ body: { id: 7 } }, { validation: 'strict' });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ operation: 'channels.get', path: 'id', body: { id: 7 } });
    expectNoSecret(error);
  });
});

describe('isWdpError()', () => {
  it('is true for every SDK error class and false for anything else', () => {
    expect(isWdpError(new InvalidArgumentError('x'))).toBe(true);
    expect(isWdpError(new ValidationError('op', '', 'x', null))).toBe(true);
    expect(isWdpError(new WdpError('x'))).toBe(true);
    expect(isWdpError(new Error('x'))).toBe(false);
    expect(isWdpError({ name: 'NotFoundError', message: 'x' })).toBe(false);
    expect(isWdpError(null)).toBe(false);
    expect(isWdpError('NotFoundError')).toBe(false);
  });

  it('recognises an error from another realm by its brand', () => {
    const foreign: unknown = runInNewContext(`
      const e = new Error('Request failed with status code 404');
      e.name = 'NotFoundError';
      e[Symbol.for('wdp-sdk.error')] = true;
      e;
    `);
    expect(foreign).not.toBeInstanceOf(WdpError);
    expect(isWdpError(foreign)).toBe(true);
    expect(isWdpError({ [Symbol.for('wdp-sdk.error')]: true })).toBe(true);
  });
});
