// pipelines.environment: the request it sends, the map it returns, and the values of its sensitive variables kept out
// of every later error and log line of the client (they are secrets), while the caller still gets them.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BadRequestError, InvalidArgumentError, ValidationError } from '../../src/index.js';
import { PIPELINE } from '../fixtures/bodies.js';
import { pipelineBody } from '../fixtures/pipelines-bodies.js';
import { capturingLogger } from '../helpers/logger.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const path = `/api/pipelines/${PIPELINE}/environment`;
const PASSWORD = 'pg-Pa55/word+secret';
const ACCESS = 'ya29.a0-oauth-access-token';
const MYSQL = 'my+Secret@2024';
// As the service sends it: a map of variable name to { value, sensitive }.
const environment = {
  TAP_POSTGRES_HOST: { value: 'db.internal', sensitive: false },
  TAP_POSTGRES_PASSWORD: { value: PASSWORD, sensitive: true },
  TAP_GOOGLE_ANALYTICS_OAUTH_CREDENTIALS_ACCESS_TOKEN: { value: ACCESS, sensitive: true },
  TAP_POSTGRES__SELECT: { value: '["orders.*"]', sensitive: false },
  TAP_MYSQL_PASSWORD: { value: MYSQL, sensitive: true },
};

/** A 400 of a later call whose body echoes the secrets in free text, under no secret-sounding name. */
const echo = () =>
  HttpResponse.json(
    {
      status: 400,
      error: 'Bad Request',
      message: `connection to db.internal refused with ${PASSWORD}; google said ${ACCESS}`,
      errors: [{ field: 'properties', rejectedValue: PASSWORD, code: 'Invalid' }],
    },
    { status: 400 },
  );

async function rejection(promise: Promise<unknown>): Promise<Error & { rawBody?: unknown; body?: unknown }> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: Error) => error,
  );
}

describe('pipelines.environment', () => {
  it('GETs the environment as application/json and returns every variable, sensitive values included', async () => {
    const net = wire().on('GET', path, { body: environment, headers: { 'content-type': 'application/json' } });
    const env = await strict().pipelines.environment(PIPELINE);
    expect(net.last).toMatchObject({ method: 'GET', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(env).toEqual(environment);
    expect(env['TAP_POSTGRES_PASSWORD']).toEqual({ value: PASSWORD, sensitive: true });
  });

  it('takes a pipeline model (its id) and an empty environment; refuses a bad subject before sending', async () => {
    const net = wire().on('GET', path, { body: {} });
    expect(await strict().pipelines.environment(pipelineBody())).toEqual({});
    expect(net.last.path).toBe(path);
    const client = makeClient();
    expect(() => client.pipelines.environment('' as string)).toThrow(InvalidArgumentError);
    expect(() => client.pipelines.environment(42 as unknown as string)).toThrow(/pipelines\.environment/);
    expect(net.requests).toHaveLength(1);
  });

  it('a later error echoing a sensitive value shows [redacted] in message, rawBody and body; others stay', async () => {
    const net = wire().on('GET', path, { body: environment }).on('POST', `/api/pipelines/${PIPELINE}/jobs`, echo);
    const client = makeClient();
    const before = await rejection(client.pipelines.run(PIPELINE));
    expect(before.message).toContain(PASSWORD); // not a secret the client knows yet
    const env = await client.pipelines.environment(PIPELINE);
    expect(env['TAP_POSTGRES_PASSWORD']?.value).toBe(PASSWORD); // the caller's own value, as sent
    const after = await rejection(client.pipelines.run(PIPELINE));
    expect(after).toBeInstanceOf(BadRequestError);
    expect(after.message).toContain('connection to db.internal refused with [redacted]; google said [redacted]');
    for (const text of [after.message, String(after.rawBody), JSON.stringify(after.body), after.stack ?? '']) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(ACCESS);
    }
    expect(after.body).toMatchObject({ errors: [{ rejectedValue: '[redacted]' }] });
    expect(net.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'POST']);
  });

  it('log lines that carry a sensitive value (as sent, or percent-encoded in a URL) show [redacted]', async () => {
    const logger = capturingLogger();
    const encoded = `/api/pipelines/${encodeURIComponent(MYSQL)}`;
    wire()
      .on('GET', path, { body: environment })
      .on('GET', encoded, { status: 404, body: { status: 404 } });
    const client = makeClient({ logger, logLevel: 'debug' });
    await client.pipelines.environment(PIPELINE);
    const error = await rejection(client.pipelines.get(MYSQL));
    expect(String((error as { url?: unknown }).url)).toContain('/api/pipelines/[redacted]');
    const debug = /^debug: wdp-sdk: GET \S*\/api\/pipelines\/\[redacted\] 404/;
    expect(logger.lines).toContainEqual(expect.stringMatching(debug));
    for (const line of logger.lines) expect(line).not.toContain(encodeURIComponent(MYSQL));
  });

  it("the environment's own ValidationError (strict) and warning never show its sensitive values", async () => {
    const drifted = { ...environment, TAP_POSTGRES_PORT: { value: 5432, sensitive: false } };
    wire().on('GET', path, { body: drifted });
    const logger = capturingLogger();
    const error = await rejection(strict().pipelines.environment(PIPELINE));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).path).toBe('TAP_POSTGRES_PORT.value');
    expect((error as ValidationError).body).toMatchObject({ TAP_POSTGRES_PASSWORD: { value: '[redacted]' } });
    expect(String(error.rawBody)).not.toContain(PASSWORD);
    expect(String(error.rawBody)).toContain('db.internal');
    const env = await makeClient({ logger, logLevel: 'debug' }).pipelines.environment(PIPELINE);
    expect(env).toEqual(drifted); // warn mode keeps the body, secrets included
    expect(logger.lines.some((line) => line.startsWith('warn: ') && line.includes('TAP_POSTGRES_PORT'))).toBe(true);
    for (const line of logger.lines) expect(line).not.toContain(PASSWORD);
  });
});
