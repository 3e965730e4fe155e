// Issue 12, point 8: an unknown key in any options object is refused, with the closest known key suggested.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { checkKeys, checkOptions, closest, keysOf } from '../../../src/core/arguments/keys.js';
import {
  Client,
  type DownloadOptions,
  InvalidArgumentError,
  readLines,
  readNdjson,
  readSse,
} from '../../../src/index.js';
import { CHANNEL, JOB, WS } from '../../fixtures/bodies.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../../helpers/server.js';

useServer();

const requestKeys = ['signal', 'timeout', 'headers', 'retry', 'validation'];
const body = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });

describe('closest', () => {
  it.each([
    ['timeot', 'timeout'],
    ['retri', 'retry'],
    ['Timeout', 'timeout'],
    ['sigal', 'signal'],
    ['hedaers', 'headers'],
    ['validaton', 'validation'],
  ])('suggests %s -> %s', (typed, known) => {
    expect(closest(typed, requestKeys)).toBe(known);
  });

  it.each(['xyz', 'body', 'validate', 'method', ''])('suggests nothing for %j, which is near no key', (typed) => {
    expect(closest(typed, requestKeys)).toBeUndefined();
  });
});

describe('checkKeys and checkOptions', () => {
  const known = keysOf<DownloadOptions>({ as: true, idleTimeout: true });

  it('accepts undefined, {} and known keys, and ignores inherited keys', () => {
    expect(checkOptions(undefined, known, 'f()')).toBeUndefined();
    expect(checkOptions({}, known, 'f()')).toEqual({});
    expect(() => checkKeys({ as: 'text' }, known, 'f()')).not.toThrow();
    expect(() => checkKeys(Object.create({ inherited: 1 }) as object, known, 'f()')).not.toThrow();
  });

  it('names the key, the closest known key, or else every known key', () => {
    expect(() => checkKeys({ ass: 'bytes' }, known, 'f(x)')).toThrow(
      new InvalidArgumentError('f(x): unknown option `ass`; did you mean `as`?'),
    );
    expect(() => checkKeys({ format: 'bytes' }, known, 'f(x)')).toThrow(
      new InvalidArgumentError('f(x): unknown option `format`; the options are { as, idleTimeout }.'),
    );
  });

  it.each([
    [5, 'number'],
    ['text', 'string'],
    [null, 'null'],
    [['as'], 'an array'],
  ])('refuses %j where an options object goes', (value, kind) => {
    expect(() => checkOptions(value, known, 'f(x)')).toThrow(
      new InvalidArgumentError(`f(x): the options must be an object { as, idleTimeout }, or left out; got ${kind}.`),
    );
  });

  it('keysOf must name every key of the type, and only those', () => {
    // @ts-expect-error `idleTimeout` is missing
    keysOf<DownloadOptions>({ as: true });
    // @ts-expect-error `format` is no key of DownloadOptions
    keysOf<DownloadOptions>({ as: true, idleTimeout: true, format: true });
    expectTypeOf(keysOf<DownloadOptions>({ as: true, idleTimeout: true }).set).toEqualTypeOf<ReadonlySet<string>>();
  });
});

describe('request options', () => {
  it('refuses an unknown request option at the call, naming the method, sending nothing', () => {
    const net = wire();
    const client = makeClient();
    expect(() => client.channels.get(CHANNEL, { timeot: 5 } as never)).toThrow(
      new InvalidArgumentError('channels.get(channel): unknown option `timeot`; did you mean `timeout`?'),
    );
    expect(() => client.jobs.list(WS, {}, { retri: 1 } as never)).toThrow(
      /unknown option `retri`; did you mean `retry`/,
    );
    expect(() => client.jobs.wait(JOB, {}, { singal: undefined } as never)).toThrow(/did you mean `signal`/);
    expect(net.requests).toHaveLength(0);
  });

  it('checks the request options of client.follow() too (a rejection, as every failure of follow)', async () => {
    const channel = { _links: { self: { href: `/api/channels/${CHANNEL}` } } };
    await expect(makeClient().follow(channel, 'self', { timeot: 5 } as never)).rejects.toThrow(
      'The request options: unknown option `timeot`; did you mean `timeout`?',
    );
  });

  it('refuses an unknown retry option, per call and per client', () => {
    const net = wire();
    expect(() => makeClient().channels.get(CHANNEL, { retry: { limt: 1 } as never })).toThrow(
      '`retry`: unknown option `limt`; did you mean `limit`?',
    );
    expect(() => makeClient({ retry: { statusCode: [503] } as never })).toThrow(
      '`retry`: unknown option `statusCode`; did you mean `statusCodes`?',
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('query and method options', () => {
  it.each([
    ['jobs.list', (c: Client) => c.jobs.list(WS, { szie: 5 } as never), 'szie', 'size'],
    ['channels.list', (c: Client) => c.channels.list(WS, { typ: 'list' } as never), 'typ', 'type'],
    ['notifications.list', (c: Client) => c.notifications.list({ sinc: 'x' } as never), 'sinc', 'since'],
    [
      'notifications.refresh',
      (c: Client) => c.notifications.refresh({ markResolved: true } as never),
      'markResolved',
      'markAsResolved',
    ],
    [
      'subscriptions.toWorkspace',
      (c: Client) => c.subscriptions.toWorkspace(WS, { allMember: true } as never),
      'allMember',
      'allMembers',
    ],
    ['jobs.wait', (c: Client) => c.jobs.wait(JOB, { timout: 5 } as never), 'timout', 'timeout'],
    ['jobs.logs', (c: Client) => c.jobs.logs(JOB, { fromat: 'text' } as never), 'fromat', 'format'],
    ['jobs.follow', (c: Client) => c.jobs.follow(JOB, { intervall: 5 } as never), 'intervall', 'interval'],
    ['files.download', (c: Client) => c.files.download(WS, 'a.sql', { ass: 'bytes' } as never), 'ass', 'as'],
    [
      'search.msearch',
      (c: Client) => c.search.msearch(WS, { text: 'q', fields: ['title'] }, { preferense: 's' } as never),
      'preferense',
      'preference',
    ],
    ['deployments.webhook', (c: Client) => c.deployments.webhook(WS, {}, { secrte: 's' } as never), 'secrte', 'secret'],
  ])('%s refuses a misspelt option, suggesting the known key, sending nothing', (method, call, typed, known) => {
    const net = wire();
    const run = () => call(makeClient());
    expect(run).toThrow(InvalidArgumentError);
    expect(run).toThrow(new RegExp(`^${method}\\(.*\\): unknown option \`${typed}\`; did you mean \`${known}\`\\?$`));
    expect(net.requests).toHaveLength(0);
  });
});

describe('client options', () => {
  it('refuses an unknown client option, suggesting the known one', () => {
    expect(() => new Client({ baseUrl: BASE, auth: TOKEN, timeot: 5 } as never)).toThrow(
      new InvalidArgumentError('new Client(options): unknown option `timeot`; did you mean `timeout`?'),
    );
    expect(() => new Client({ baseURL: BASE, auth: TOKEN } as never)).toThrow(/`baseURL`; did you mean `baseUrl`\?/);
    expect(() => new Client({ baseUrl: BASE, auth: TOKEN, hooks: { beforeRequst: [] } as never })).toThrow(
      'new Client({ hooks }): unknown option `beforeRequst`; did you mean `beforeRequest`?',
    );
  });

  it('still accepts every documented option', () => {
    const client = new Client({
      baseUrl: BASE,
      auth: TOKEN,
      timeout: 1000,
      retry: { limit: 1, methods: ['GET'], statusCodes: [503], maxRetryAfter: 1000, backoffLimit: 100 },
      headers: {},
      validation: 'warn',
      onValidationIssue: () => undefined,
      logLevel: 'off',
      logger: console,
      fetch: globalThis.fetch,
      hooks: { beforeRequest: [], afterResponse: [], beforeRetry: [] },
      crossOrigin: 'refuse',
    });
    expect(client.baseUrl).toBe(BASE);
  });
});

describe('stream readers', () => {
  it('refuse unknown options of readLines, readNdjson and readSse', () => {
    expect(() => readLines(body(), { maxLineLenght: 5 } as never)).toThrow(
      'readLines(body, options): unknown option `maxLineLenght`; did you mean `maxLineLength`?',
    );
    expect(() => readNdjson(body(), { onMalformd: 'skip' } as never)).toThrow(/did you mean `onMalformed`/);
    expect(() => readSse(body(), { idletimeout: 5 } as never)).toThrow(/did you mean `idleTimeout`/);
    expect(() => readNdjson(body(), 'skip' as never)).toThrow(/readNdjson\(body, options\): the options must be/);
  });
});
