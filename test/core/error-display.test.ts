// Showing an SDK error never throws and stays small, whatever the server sent: a body nested thousands
// deep, thousands wide, or a field of megabytes. The error's own properties keep the full values.
import { format, inspect } from 'node:util';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type ApiError, BadRequestError, ValidationError } from '../../src/index.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

const PATH = `/api/channels/${CHANNEL}`;
const deepArray = '['.repeat(5000) + ']'.repeat(5000);
const deepObject = `${'{"a":'.repeat(5000)}{}${'}'.repeat(5000)}`;
// Everything a caller may do to show an error: console.log goes through util.inspect as `%o` and `%s` do.
const displays: Record<string, (error: unknown) => string> = {
  'util.inspect': (error) => inspect(error),
  'util.inspect at depth Infinity': (error) => inspect(error, { depth: Infinity }),
  "util.format('%o') (console.log)": (error) => format('%o', error),
  "util.format('%s')": (error) => format('%s', error),
  String: (error) => String(error),
  'JSON.stringify': (error) => JSON.stringify(error),
};
const bound = 64 * 1024;

const jsonReply = (status: number, text: string) => () =>
  new HttpResponse(text, { status, headers: { 'content-type': 'application/json' } });
const failure = (options: Parameters<typeof makeClient>[0] = {}) =>
  makeClient(options)
    .channels.get(CHANNEL)
    .catch((e: unknown) => e);

function expectShownBounded(error: unknown): void {
  for (const [name, show] of Object.entries(displays)) {
    let text = '';
    expect(() => (text = show(error)), name).not.toThrow();
    expect(text.length, name).toBeLessThan(bound);
  }
}

describe('an ApiError with a body nested 5,000 deep', () => {
  it.each([
    ['arrays', `{"message":"deep","a":${deepArray}}`],
    ['objects', `{"message":"deep","a":${deepObject}}`],
  ])('of %s is shown by every display form without throwing, bounded in length', async (_kind, text) => {
    wire().on('GET', PATH, jsonReply(400, text));
    const error = (await failure()) as BadRequestError;
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.rawBody).toBe(text);
    expectShownBounded(error);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'BadRequestError',
      status: 400,
      body: { message: 'deep' },
    });
  });
});

describe('a ValidationError with a body nested 5,000 deep', () => {
  it('is shown by every display form without throwing, bounded in length', async () => {
    const text = JSON.stringify(channelBody({ type: 42 })).replace(/}$/, `,"a":${deepObject}}`);
    wire().on('GET', PATH, jsonReply(200, text));
    const error = (await failure({ validation: 'strict' })) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.rawBody).toBe(text);
    expectShownBounded(error);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'ValidationError',
      operation: 'channels.get',
      path: 'type',
    });
  });
});

describe('what is shown is bounded, what is kept is whole', () => {
  it('cuts long strings, wide arrays and wide objects in the JSON form and says how much was left out', async () => {
    const body = {
      message: 'wide',
      list: Array.from({ length: 10_000 }, (_, i) => i),
      map: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])),
      long: 'x'.repeat(100_000),
    };
    wire().on('GET', PATH, { status: 400, body });
    const error = (await failure()) as ApiError;
    expectShownBounded(error);
    expect(error.body).toEqual(body);
    expect(error.rawBody).toBe(JSON.stringify(body));
    const shown = JSON.parse(JSON.stringify(error)) as {
      body: { list: unknown[]; map: Record<string, unknown>; long: string };
      rawBody: string;
    };
    expect(shown.body.list.length).toBeLessThan(200);
    expect(shown.body.list.at(-1)).toMatch(/^… \d+ more items$/);
    expect(Object.keys(shown.body.map).length).toBeLessThan(200);
    expect(shown.body.long).toMatch(/^x{4096}… \(95904 more characters\)$/);
    expect(shown.rawBody).toMatch(/… \(\d+ more characters\)$/);
  });

  it('shows a "__proto__" key as a field, and 100 keys of a wide object with how many were left out', async () => {
    const map = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i]));
    const text = `{"message":"keys","__proto__":{"polluted":true},"map":${JSON.stringify(map)}}`;
    wire().on('GET', PATH, jsonReply(400, text));
    const error = (await failure()) as ApiError;
    const shown = JSON.parse(JSON.stringify(error)) as { body: Record<string, unknown> };
    expect(Object.hasOwn(shown.body, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(shown.body)).toBe(Object.prototype);
    expect(shown.body['__proto__']).toEqual({ polluted: true });
    const shownMap = shown.body['map'] as Record<string, unknown>;
    expect(Object.keys(shownMap)).toEqual([...Object.keys(map).slice(0, 100), '…']);
    expect(shownMap['…']).toBe('50 more keys');
  });

  it("makes the message one line, a server's control characters escaped; the body keeps them as sent", async () => {
    const message = 'bad \u001b]0;owned\u0007name\r\nBadRequestError: forged \u202e';
    wire().on('GET', PATH, { status: 400, body: { message } });
    const error = (await failure()) as ApiError;
    const shown = String.raw`bad \e]0;owned\x07name\r\nBadRequestError: forged \u202e`;
    expect(error.message).toMatch(/^Request failed with status code 400: GET /);
    expect(error.message).toContain(` (${shown}) (request id `);
    expect(String(error).split('\n')).toHaveLength(1);
    expect(error.body?.message).toBe(message);
    expect(error.rawBody).toContain('\\u001b]0;owned');
  });

  it('keeps a megabyte-long service message out of the error message', async () => {
    const message = 'm'.repeat(1_000_000);
    wire().on('GET', PATH, { status: 400, body: { message } });
    const error = (await failure({ headers: { 'x-request-id': 'req-long' } })) as ApiError;
    expect(error.body?.message).toBe(message);
    expect(error.message.length).toBeLessThan(2_000);
    const start = String.raw`^Request failed with status code 400: GET https:\/\/wdp\.test\/api\/channels\/`;
    const end = String.raw` \(m+… \(\d+ more characters\)\) \(request id req-long\)$`;
    expect(error.message).toMatch(new RegExp(`${start}\\S+${end}`));
    expectShownBounded(error);
  });
});
