// A hostile server echoes the credential in a form that raw-text redaction misses (JSON escapes, percent
// encoding, wholly or in part) and that parsing the body would un-escape: no form of it may come out of the error.
import { inspect } from 'node:util';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, AuthenticationError, clientCredentials, ValidationError } from '../../src/index.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

const PATH = `/api/channels/${CHANNEL}`;
const TOKEN = 'tok/ESC+9f8e7d6c5b4a';
const CLIENT_SECRET = 'cs/SEC+1a2b3c4d5e6f';
// Every form below keeps one of these runs of the credential as it is: none may appear anywhere.
const fragments = (secret: string) => [secret, secret.slice(4, 7), secret.slice(-12)];

/** The credential as a server may echo it inside a JSON string. */
const forms = (secret: string) =>
  [
    ['`\\/`-escaped', secret.replaceAll('/', '\\/')],
    ['`\\u00XX`-escaped (upper-case hex)', secret.replaceAll('+', '\\u002B').replaceAll('/', '\\u002F')],
    [
      '`\\uXXXX`-escaped letters (lower-case hex)',
      secret.replace(/[A-Z]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`),
    ],
    ['percent-encoded, upper case', encodeURIComponent(secret)],
    [
      'percent-encoded, lower case',
      encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
    ],
    ['percent-encoded in part (`+` alone)', secret.replace('+', '%2B')],
    ['percent-encoded in part (`/` alone, lower case)', secret.replace('/', '%2f')],
  ] as const;

/** Every way an error is shown or read. */
function views(error: ApiError | ValidationError): string[] {
  return [
    error.message,
    String(error),
    error.stack ?? '',
    JSON.stringify(error),
    inspect(error, { depth: 20 }),
    inspect(error, { depth: 20, showHidden: true, customInspect: false }),
    JSON.stringify(error.body) ?? '',
    error.rawBody ?? '',
  ];
}

function expectClean(error: ApiError | ValidationError, secret: string): void {
  for (const view of views(error)) for (const fragment of fragments(secret)) expect(view, view).not.toContain(fragment);
}

const jsonReply = (status: number, text: string) => () =>
  new HttpResponse(text, { status, headers: { 'content-type': 'application/json' } });

describe('an API error echoing the token in an escaped form', () => {
  it.each(forms(TOKEN))(
    'redacts the token %s from the message, String, JSON, inspect, body and rawBody',
    async (_label, echoed) => {
      wire().on(
        'GET',
        PATH,
        jsonReply(401, `{"status":401,"error":"Unauthorized","message":"bad token ${echoed}","echo":["${echoed}"]}`),
      );
      const error = (await makeClient({ auth: TOKEN })
        .channels.get(CHANNEL)
        .catch((e: unknown) => e)) as AuthenticationError;
      expect(error).toBeInstanceOf(AuthenticationError);
      expect(error.body).toMatchObject({ message: 'bad token [redacted]', echo: ['[redacted]'] });
      expect(JSON.parse(error.rawBody)).toMatchObject({ message: 'bad token [redacted]', echo: ['[redacted]'] });
      expect(error.message).toContain('(bad token [redacted])');
      expectClean(error, TOKEN);
    },
  );
});

describe('a strict ValidationError echoing the token', () => {
  it.each(forms(TOKEN))(
    'redacts the token %s from its body, rawBody and every display form',
    async (_label, echoed) => {
      const body = JSON.stringify(channelBody({ type: 42, note: '@@' })).replace('"@@"', `"seen ${echoed}"`);
      wire().on('GET', PATH, jsonReply(200, body));
      const error = (await makeClient({ auth: TOKEN, validation: 'strict' })
        .channels.get(CHANNEL)
        .catch((e: unknown) => e)) as ValidationError;
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        operation: 'channels.get',
        path: 'type',
        body: { type: 42, note: 'seen [redacted]' },
      });
      expect(JSON.parse(error.rawBody ?? '')).toMatchObject({ note: 'seen [redacted]' });
      expectClean(error, TOKEN);
    },
  );

  it('redacts a token echoed as it is', async () => {
    wire().on('GET', PATH, (request) =>
      HttpResponse.json(channelBody({ type: 42, note: request.headers['authorization'] })),
    );
    const error = (await makeClient({ auth: TOKEN, validation: 'strict' })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e)) as ValidationError;
    expect(error.body).toMatchObject({ note: '[redacted]' });
    expectClean(error, TOKEN);
  });
});

describe('a token endpoint echoing the client secret in an escaped form', () => {
  it.each(forms(CLIENT_SECRET))('redacts the client secret %s from the error', async (_label, echoed) => {
    wire('https://id.test').on(
      'POST',
      '/oauth/token',
      jsonReply(401, `{"error":"invalid_client","error_description":"bad secret ${echoed}"}`),
    );
    const auth = clientCredentials({
      tokenUrl: 'https://id.test/oauth/token',
      clientId: 'client-7',
      clientSecret: CLIENT_SECRET,
    });
    const error = (await makeClient({ auth })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.body).toMatchObject({ error_description: 'bad secret [redacted]' });
    expectClean(error, CLIENT_SECRET);
  });
});

describe('the redaction marker', () => {
  it('is never redacted again: a token "redact" does not turn "[redacted]" into "[[redacted]ed]"', async () => {
    wire().on('GET', PATH, (request) =>
      HttpResponse.json({ message: `bad ${request.headers['authorization']}`, token: 'redact' }, { status: 401 }),
    );
    const error = (await makeClient({ auth: 'redact', headers: { 'x-request-id': 'req-marker' } })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body).toMatchObject({ message: 'bad [redacted]', token: '[redacted]' });
    expect(error.message).toMatch(/\(bad \[redacted\]\) \(request id req-marker\)$/);
    expect(views(error).join('\n')).not.toContain('[[');
  });
});

describe('a token shorter than six characters', () => {
  it('is redacted as a whole token, but not inside a longer run such as /api/', async () => {
    wire().on('GET', PATH, (request) =>
      HttpResponse.json(
        { message: `${request.headers['authorization']} refused at /api/jobs for "api"`, path: PATH },
        { status: 401 },
      ),
    );
    const error = (await makeClient({ auth: 'api', headers: { 'x-request-id': 'req-short' } })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body).toMatchObject({ message: '[redacted] refused at /api/jobs for "[redacted]"', path: PATH });
    expect(error.url).toBe(`https://wdp.test${PATH}`);
    expect(error.message).toBe(
      `Request failed with status code 401: GET https://wdp.test${PATH} ` +
        '([redacted] refused at /api/jobs for "[redacted]") (request id req-short)',
    );
  });
});

describe('secret-named fields', () => {
  it('have their values redacted from error bodies, whatever the credentials in use', async () => {
    const body = {
      message: 'conflict',
      deploymentSecret: 'dep-7f6e5d4c',
      clientSecret: 'cs-0a9b8c7d',
      nested: { client_secret: 'x1', accessToken: 'y2', name: 'kept' },
    };
    wire().on('GET', PATH, { status: 409, body });
    const error = (await makeClient()
      .channels.get(CHANNEL)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual({
      message: 'conflict',
      deploymentSecret: '[redacted]',
      clientSecret: '[redacted]',
      nested: { client_secret: '[redacted]', accessToken: '[redacted]', name: 'kept' },
    });
    for (const view of views(error))
      for (const value of ['dep-7f6e5d4c', 'cs-0a9b8c7d', '"x1"', '"y2"']) expect(view).not.toContain(value);
  });
});
