import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../src/core/logger.js';
import { levelled } from '../../src/core/logger.js';
import { redactError, Secrets } from '../../src/core/redact.js';
import { ApiError, ConnectionError, ValidationError } from '../../src/index.js';
import { StreamParseError } from '../../src/streaming/errors.js';

const TOKEN = 'tok/ABC+def_123';
const CLIENT_SECRET = 'cs/SEC+1a2b3c4d5e6f';

/** Every byte of `text` as `%XX`, as a server may echo a token. */
const fullyEncoded = (text: string): string =>
  Array.from(Buffer.from(text), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

function secrets(...values: string[]): Secrets {
  const out = new Secrets();
  for (const value of values) out.add(value);
  return out;
}

describe('Secrets.redact', () => {
  const known = secrets(TOKEN);
  it.each([
    ['plain', `x ${TOKEN} y`, 'x [redacted] y'],
    ['`\\/` in a JSON string', '{"m":"tok\\/ABC+def_123"}', '{"m":"[redacted]"}'],
    ['`\\u002B` in a JSON string', '{"m":"a tok/ABC\\u002Bdef_123 b"}', '{"m":"a [redacted] b"}'],
    ['`\\uXXXX` of letters, lower-case hex', '{"m":"\\u0074ok/\\u0041BC+def_123"}', '{"m":"[redacted]"}'],
    [
      'escaped twice (JSON in a JSON string)',
      JSON.stringify({ m: `{"t":"${TOKEN.replace('/', '\\/')}"}` }),
      JSON.stringify({ m: '{"t":"[redacted]"}' }),
    ],
    ['percent-encoded, upper case', 'u?t=tok%2FABC%2Bdef_123&x=1', 'u?t=[redacted]&x=1'],
    ['percent-encoded, every character', `(bad token ${fullyEncoded(TOKEN)})`, '(bad token [redacted])'],
    ['percent-encoded, every character, lower case', `t=${fullyEncoded(TOKEN).toLowerCase()}`, 't=[redacted]'],
    ['percent-encoded, lower case', 'u?t=tok%2fABC%2bdef_123&x=1', 'u?t=[redacted]&x=1'],
    ['an escaped string that holds no secret is left as it was', '{"m":"a\\/b \\u0041"}', '{"m":"a\\/b \\u0041"}'],
    [
      'a backslash outside a JSON string is plain text',
      'path C:\\dir and "unclosed \\" quote',
      'path C:\\dir and "unclosed \\" quote',
    ],
  ])('redacts %s', (_name, text, expected) => {
    const out = known.redact(text);
    expect(out).toBe(expected);
    if (text.startsWith('{')) expect(() => JSON.parse(out)).not.toThrow();
  });

  it('never redacts inside a marker it wrote: "redact" and "acted" leave "[redacted]" whole, run after run', () => {
    const both = secrets('redact', 'dacted]');
    expect(both.redact('a redact b')).toBe('a [redacted] b');
    expect(both.redact(both.redact(both.redact('a redact b [redacted]')))).toBe('a [redacted] b [redacted]');
  });

  it('redacts the longer of two overlapping secrets first', () => {
    expect(secrets('abcdef', 'abcdefghij').redact('abcdefghij abcdef')).toBe('[redacted] [redacted]');
  });

  it('redacts a whole secret that looks like a secret-named field, not just its value part', () => {
    expect(secrets('abcsecret=xyz12345').redact('key abcsecret=xyz12345&x=1')).toBe('key [redacted]&x=1');
  });

  it('redacts a short token in use only as a whole token', () => {
    const short = new Secrets();
    short.addToken('api');
    expect(short.redact('Authorization: Bearer api')).toBe('Authorization: [redacted]');
    expect(short.redact('{"token":"x","t":"api","u":"/api/jobs","v":"apis","w":"rapi"}')).toBe(
      '{"token":"[redacted]","t":"[redacted]","u":"/api/jobs","v":"apis","w":"rapi"}',
    );
    expect(short.redact('GET https://wdp.test/api/jobs?x=api.v2')).toBe('GET https://wdp.test/api/jobs?x=api.v2');
    expect(short.redact('key api, then api')).toBe('key [redacted], then [redacted]');
  });

  it('redacts a short token that ends a sentence: dots after it count only when a token character follows them', () => {
    const short = new Secrets();
    short.addToken('api');
    expect(short.redact('The token was api. Sign in again.')).toBe('The token was [redacted]. Sign in again.');
    expect(short.redact('token api... then API.')).toBe('token [redacted]... then [redacted].');
    expect(short.redact('x=api.v2 and x=api..v2')).toBe('x=api.v2 and x=api..v2');
  });

  it('ignores short values that are not the token in use', () => {
    expect(secrets('abc').redact('abc')).toBe('abc');
  });

  it('redacts the values of secret-named fields in JSON and in form or query text, whatever the known secrets', () => {
    const none = new Secrets();
    expect(
      none.redact(
        '{"deploymentSecret":"d-1","clientSecret" : "c\\"2","client_secret":"c3","access_token":"a4","password":"p5",' +
          '"webhookSecret":"w6","secret":"s7","apiKey":"k8","name":"n9","tokenUrl":"u10"}',
      ),
    ).toBe(
      '{"deploymentSecret":"[redacted]","clientSecret" : "[redacted]","client_secret":"[redacted]",' +
        '"access_token":"[redacted]","password":"[redacted]","webhookSecret":"[redacted]","secret":"[redacted]",' +
        '"apiKey":"[redacted]","name":"n9","tokenUrl":"u10"}',
    );
    expect(none.redact('grant_type=client_credentials&client_id=c7&client_secret=s3cr%2Bt&audience=x')).toBe(
      'grant_type=client_credentials&client_id=c7&client_secret=[redacted]&audience=x',
    );
    expect(none.redact('https://x.test/cb?refresh_token=abc#frag and PASSWORD=hunter2')).toBe(
      'https://x.test/cb?refresh_token=[redacted]#frag and PASSWORD=[redacted]',
    );
  });

  it("redacts what is a secret by its value, known or not: a URL's password, a connection string's Pwd, tokens", () => {
    const none = new Secrets();
    expect(none.redact('could not connect to postgresql://etl:S3cret@db.internal:5432/orders')).toBe(
      'could not connect to postgresql://etl:[redacted]@db.internal:5432/orders',
    );
    expect(none.redact('"connection": "Server=db;Uid=etl;Pwd=S3cret;Database=orders;"')).toBe(
      '"connection": "Server=db;Uid=etl;Pwd=[redacted];Database=orders;"',
    );
    expect(none.redact(`token ghp_${'a'.repeat(36)} and key AKIAIOSFODNN7EXAMPLE`)).toBe(
      'token [redacted] and key [redacted]',
    );
  });

  it('redacts a known secret the server echoes upper-cased or base64-encoded, alone or inside base64', () => {
    const known = secrets(TOKEN);
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    const base64url = (text: string) => Buffer.from(text).toString('base64url');
    expect(known.redact(`echo ${TOKEN.toUpperCase()} ${TOKEN.toLowerCase()}`)).toBe('echo [redacted] [redacted]');
    expect(known.redact(`echo ${base64(TOKEN)}`)).toBe('echo [redacted]');
    expect(known.redact(`echo ${base64url(TOKEN)}`)).toBe('echo [redacted]');
    // Inside `user:token`, wherever it starts: what is left is the user's part and the last partial characters.
    for (const user of ['u:', 'us:', 'usr:'])
      expect(known.redact(`Basic ${base64(`${user}${TOKEN}`)}`)).toMatch(/^Basic [\w+/]{2,6}\[redacted\][\w+/=]{0,4}$/);
  });

  it('stays linear on hostile text: unclosed escaped quotes, long runs of credential words, a far backslash', () => {
    const hostile = `"${'\\"'.repeat(500_000)}`;
    expect(known.redact(hostile)).toBe(hostile);
    for (const run of [
      'secret'.repeat(50_000),
      `"${'secret'.repeat(50_000)}`,
      `"${'token'.repeat(50_000)}x"`,
      `${'"a",'.repeat(250_000)}\\`,
    ])
      expect(known.redact(run)).toBe(run);
    const field = `{"secret":"${'\\"'.repeat(500_000)}`;
    expect(known.redact(field)).toBe(field);
    // No timed assertion: a regex that backtracks takes minutes here, past the test's generous timeout.
  }, 60_000);
});

describe('redactError', () => {
  it('redacts a client secret registered with add() from every field of an ApiError, escaped echoes included', () => {
    const known = secrets(CLIENT_SECRET);
    const slashEscaped = CLIENT_SECRET.replace('/', '\\/');
    const plusEscaped = CLIENT_SECRET.replace('+', '\\u002b');
    const rawBody = `{"error":"invalid_client","error_description":"bad ${slashEscaped}","echo":"${plusEscaped}"}`;
    const error = redactError(
      ApiError.from({
        method: 'POST',
        url: `https://id.test/oauth/token?s=${encodeURIComponent(CLIENT_SECRET)}`,
        status: 401,
        headers: new Headers({ 'x-echo': CLIENT_SECRET }),
        rawBody,
      }),
      known,
    );
    expect(error.body).toEqual({ error: 'invalid_client', error_description: 'bad [redacted]', echo: '[redacted]' });
    expect(JSON.parse(error.rawBody)).toEqual(error.body);
    expect(error.url).toBe('https://id.test/oauth/token?s=[redacted]');
    expect(error.headers.get('x-echo')).toBe('[redacted]');
    for (const view of [
      error.message,
      error.stack ?? '',
      JSON.stringify(error),
      inspect(error, { depth: 20, showHidden: true, customInspect: false }),
    ]) {
      expect(view).not.toContain('1a2b3c4d5e6f');
    }
  });

  it('redacts a ValidationError body and rawBody, and a StreamParseError snippet, message and stack', () => {
    const known = secrets(TOKEN);
    const raw = `{"a":[{"deep":"${TOKEN}","deploymentSecret":"x"}]}`;
    const validation = redactError(new ValidationError('op', 'a', 'bad', JSON.parse(raw), raw), known);
    expect(validation.body).toEqual({ a: [{ deep: '[redacted]', deploymentSecret: '[redacted]' }] });
    expect(validation.rawBody).toBe('{"a":[{"deep":"[redacted]","deploymentSecret":"[redacted]"}]}');
    const streamed = redactError(
      new ValidationError('op', 'a', 'bad', { a: [{ deep: TOKEN, deploymentSecret: 'x' }] }),
      known,
    );
    expect(streamed.body).toEqual({ a: [{ deep: '[redacted]', deploymentSecret: '[redacted]' }] });
    const parse = redactError(StreamParseError.malformed('NDJSON', 3, `{"t":"${TOKEN}",}`, 'Unexpected token'), known);
    expect(parse.snippet).toBe('{"t":"[redacted]",}');
    expect(`${parse.message}\n${parse.stack}`).not.toContain(TOKEN);
  });

  it('does not change a body it need not change; a body it cannot write out is kept only as its bounded copy', () => {
    const body = { a: [1, 'clean'] };
    expect(redactError(new ValidationError('op', '', 'bad', body), secrets(TOKEN)).body).toBe(body);
    // JSON.stringify fails on a cycle on every Node line (on deep nesting only where the stack ends: Node 26 writes
    // out 100,000 levels, Node 20 to 24 throw a RangeError).
    const cyclic: unknown[] = [TOKEN];
    cyclic.push(cyclic);
    const kept = redactError(new ValidationError('op', '', 'bad', cyclic), secrets(TOKEN)).body;
    expect(JSON.stringify(kept)).toBe(`${'["[redacted]",'.repeat(10)}"[Array(2)]"${']'.repeat(10)}`);
    let deep: unknown = TOKEN;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let inner = redactError(new ValidationError('op', '', 'bad', deep), secrets(TOKEN)).body;
    while (Array.isArray(inner) && inner.length === 1) inner = inner[0];
    expect(inner).toMatch(/^\[(redacted|Array\(1\))\]$/);
  });

  it('returns anything that is not an SDK error as the very same object, unchanged', () => {
    const reason = Object.assign(new Error(`aborted ${TOKEN}`), { body: { t: TOKEN } });
    expect(redactError(reason, secrets(TOKEN))).toBe(reason);
    expect(reason).toMatchObject({ message: `aborted ${TOKEN}`, body: { t: TOKEN } });
    const error = new ConnectionError(`failed ${TOKEN}`, { cause: reason });
    expect(redactError(error, secrets(TOKEN)).message).toBe('failed [redacted]');
    expect(reason.message).toBe(`aborted ${TOKEN}`);
  });
});

describe("the client's logger (levelled, redacting)", () => {
  it('redacts secret-named fields and escaped echoes from each line', () => {
    const lines: string[] = [];
    const keep = (message: string) => void lines.push(message);
    const sink: Logger = { debug: keep, info: keep, warn: keep, error: keep };
    const known = secrets(TOKEN);
    const logger = levelled(sink, 'debug', (line) => known.redact(line));
    logger.warn('created {"id":"p1","deploymentSecret":"dep-7f6e5d4c","imageUrl":"data:x"}');
    logger.info(`posting client_secret=cs-0a9b8c7d with "${TOKEN.replace('/', '\\/')}"`);
    expect(lines).toEqual([
      'created {"id":"p1","deploymentSecret":"[redacted]","imageUrl":"data:x"}',
      'posting client_secret=[redacted] with "[redacted]"',
    ]);
  });
});
