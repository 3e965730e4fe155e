import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { InvalidArgumentError } from '../src/index.js';
import { constantTimeEqual, signWebhook, verifyWebhook, webhookHeaders } from '../src/webhooks.js';

const secret = 'whsec_test_4f9a';
const body = JSON.stringify({
  ref: 'refs/heads/main',
  after: '9f1c2ab',
  repository: { full_name: 'acme/analytics' },
  note: 'naïve ✓',
});
const hex = (algorithm: 'sha1' | 'sha256', key: string, data: string | Uint8Array = body) =>
  createHmac(algorithm, key).update(data).digest('hex');
const sha1 = (key = secret, data?: string | Uint8Array) => `sha1=${hex('sha1', key, data)}`;
const sha256 = (key = secret, data?: string | Uint8Array) => `sha256=${hex('sha256', key, data)}`;

afterEach(() => vi.unstubAllGlobals());

describe('signWebhook', () => {
  it('matches the documented GitHub vector (sha256)', async () => {
    const signature = await signWebhook('Hello, World!', "It's a Secret to Everybody", { algorithm: 'sha256' });
    expect(signature).toBe('sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17');
  });

  it('gives sha1=<hex> by default and sha256=<hex> when asked, over the UTF-8 bytes of a string', async () => {
    await expect(signWebhook(body, secret)).resolves.toBe(sha1());
    await expect(signWebhook(body, secret, { algorithm: 'sha1' })).resolves.toBe(sha1());
    await expect(signWebhook(body, secret, { algorithm: 'sha256' })).resolves.toBe(sha256());
    expectTypeOf(signWebhook(body, secret)).toEqualTypeOf<Promise<string>>();
  });

  it('signs bytes as they are: Uint8Array, ArrayBuffer, a Buffer slice with an offset', async () => {
    const bytes = new TextEncoder().encode(body);
    await expect(signWebhook(bytes, secret)).resolves.toBe(sha1());
    await expect(signWebhook(bytes.buffer, secret, { algorithm: 'sha256' })).resolves.toBe(sha256());
    const slice = Buffer.from(`xx${body}yy`).subarray(2, 2 + bytes.length);
    await expect(signWebhook(slice, secret)).resolves.toBe(sha1());
    const raw = new Uint8Array([0xff, 0x00, 0x80]);
    await expect(signWebhook(raw, secret)).resolves.toBe(sha1(secret, raw));
  });

  it('refuses an empty secret and an unknown algorithm', async () => {
    await expect(signWebhook(body, '')).rejects.toThrow(InvalidArgumentError);
    await expect(signWebhook(body, '')).rejects.toThrow(/secret must be a non-empty string/);
    // @ts-expect-error md5 is not a webhook algorithm
    await expect(signWebhook(body, secret, { algorithm: 'md5' })).rejects.toThrow(/'sha1' or 'sha256'/);
  });
});

describe('webhookHeaders', () => {
  it('gives both headers for the same bytes', async () => {
    const headers = await webhookHeaders(body, secret);
    expect(headers).toEqual({ 'x-hub-signature': sha1(), 'x-hub-signature-256': sha256() });
    await expect(verifyWebhook(body, headers, secret)).resolves.toBe(true);
    await expect(webhookHeaders(body, '')).rejects.toThrow(InvalidArgumentError);
  });
});

describe('verifyWebhook', () => {
  it('accepts a correct sha1-only or sha256-only signature and refuses a tampered body', async () => {
    await expect(verifyWebhook(body, { 'x-hub-signature': sha1() }, secret)).resolves.toBe(true);
    await expect(verifyWebhook(body, { 'x-hub-signature-256': sha256() }, secret)).resolves.toBe(true);
    await expect(verifyWebhook(`${body} `, { 'x-hub-signature': sha1() }, secret)).resolves.toBe(false);
    await expect(verifyWebhook(body, { 'x-hub-signature': sha1('wrong') }, secret)).resolves.toBe(false);
    await expect(
      verifyWebhook(new TextEncoder().encode(body), { 'x-hub-signature-256': sha256() }, secret),
    ).resolves.toBe(true);
  });

  it('prefers X-Hub-Signature-256: a good sha256 wins over a wrong sha1', async () => {
    await expect(
      verifyWebhook(body, { 'x-hub-signature-256': sha256(), 'x-hub-signature': 'sha1=00' }, secret),
    ).resolves.toBe(true);
    await expect(
      verifyWebhook(body, { 'x-hub-signature-256': sha256(), 'x-hub-signature': sha1('wrong') }, secret),
    ).resolves.toBe(true);
  });

  it('does not consult sha1 when sha256 is present: a wrong or malformed sha256 fails despite good sha1', async () => {
    await expect(
      verifyWebhook(body, { 'x-hub-signature-256': sha256('wrong'), 'x-hub-signature': sha1() }, secret),
    ).resolves.toBe(false);
    await expect(verifyWebhook(body, { 'x-hub-signature-256': '', 'x-hub-signature': sha1() }, secret)).resolves.toBe(
      false,
    );
    await expect(
      verifyWebhook(body, { 'x-hub-signature-256': sha1(), 'x-hub-signature': sha1() }, secret),
    ).resolves.toBe(false);
  });

  it('accepts any of a list of secrets (rotation) and refuses when none matches', async () => {
    await expect(verifyWebhook(body, { 'x-hub-signature': sha1('old') }, ['new', 'old'])).resolves.toBe(true);
    await expect(verifyWebhook(body, { 'x-hub-signature-256': sha256('new') }, ['new', 'old'])).resolves.toBe(true);
    await expect(verifyWebhook(body, { 'x-hub-signature-256': sha256('older') }, ['new', 'old'])).resolves.toBe(false);
    await expect(verifyWebhook(body, { 'x-hub-signature': sha1() }, [secret])).resolves.toBe(true);
  });

  it('refuses an empty secret or list before checking anything', async () => {
    const headers = { 'x-hub-signature': sha1() };
    await expect(verifyWebhook(body, headers, '')).rejects.toThrow(InvalidArgumentError);
    await expect(verifyWebhook(body, headers, [])).rejects.toThrow(/list of webhook secrets is empty/);
    await expect(verifyWebhook(body, headers, [secret, ''])).rejects.toThrow(/non-empty string/);
  });

  it.each([
    ['sha1=xyz', 'not hex'],
    ['sha1=abc', 'odd hex'],
    ['sha1=', 'no digest'],
    [hex('sha1', secret), 'no prefix'],
    [`md5=${hex('sha1', secret)}`, 'a wrong prefix'],
    [`sha256=${hex('sha1', secret)}`, 'the prefix of the other header'],
    [`sha1=${hex('sha1', secret).slice(0, 38)}`, 'a short digest'],
    [`sha1=${hex('sha1', secret)}00`, 'a long digest'],
    [`sha1 = ${hex('sha1', secret)}`, 'spaces inside'],
  ])('gives false, not a throw, for X-Hub-Signature %j (%s)', async (value) => {
    await expect(verifyWebhook(body, { 'x-hub-signature': value }, secret)).resolves.toBe(false);
  });

  it('gives false when neither header is sent; trims the value and reads hex in any case', async () => {
    await expect(verifyWebhook(body, {}, secret)).resolves.toBe(false);
    await expect(verifyWebhook(body, new Headers(), secret)).resolves.toBe(false);
    await expect(verifyWebhook(body, { 'x-hub-signature': ` ${sha1()} ` }, secret)).resolves.toBe(true);
    await expect(
      verifyWebhook(body, { 'x-hub-signature': `sha1=${hex('sha1', secret).toUpperCase()}` }, secret),
    ).resolves.toBe(true);
  });

  it('reads a Headers object or a record, with header names in any case', async () => {
    await expect(verifyWebhook(body, new Headers({ 'X-Hub-Signature-256': sha256() }), secret)).resolves.toBe(true);
    await expect(verifyWebhook(body, { 'X-Hub-Signature-256': sha256() }, secret)).resolves.toBe(true);
    await expect(verifyWebhook(body, { 'X-HUB-SIGNATURE': sha1() }, secret)).resolves.toBe(true);
    await expect(
      verifyWebhook(body, { 'X-Hub-Signature-256': sha256('wrong'), 'x-hub-signature': sha1() }, secret),
    ).resolves.toBe(false);
    await expect(
      verifyWebhook(
        body,
        { 'x-hub-signature': [sha1()], 'content-type': 'application/json', other: undefined },
        secret,
      ),
    ).resolves.toBe(true);
  });

  it('treats repeated signature headers as malformed', async () => {
    await expect(verifyWebhook(body, { 'x-hub-signature': [sha1(), sha1()] }, secret)).resolves.toBe(false);
    await expect(verifyWebhook(body, { 'x-hub-signature': sha1(), 'X-Hub-Signature': sha1() }, secret)).resolves.toBe(
      false,
    );
    const headers = new Headers([
      ['x-hub-signature', sha1()],
      ['x-hub-signature', sha1()],
    ]);
    await expect(verifyWebhook(body, headers, secret)).resolves.toBe(false);
  });

  it('gives false for a missing, malformed or mismatched signature and true for a good one', async () => {
    // The reasons (which header, why it failed) are the mock's 401 messages: test/mock/webhook-signature.test.ts.
    await expect(verifyWebhook(body, {}, secret)).resolves.toBe(false);
    await expect(verifyWebhook(body, { 'x-hub-signature': 'sha1=xyz' }, secret)).resolves.toBe(false);
    await expect(verifyWebhook(body, { 'x-hub-signature-256': sha256('x') }, secret)).resolves.toBe(false);
    await expect(verifyWebhook(body, { 'x-hub-signature-256': sha256() }, secret)).resolves.toBe(true);
  });

  it('refuses a parsed body, explaining that re-serialised JSON cannot be verified', async () => {
    const parsed: unknown = JSON.parse(body);
    const headers = { 'x-hub-signature': sha1() };
    // @ts-expect-error a parsed object is not a raw body
    const error: unknown = await verifyWebhook(parsed, headers, secret).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(String(error)).toMatch(
      /verifyWebhook takes the raw request body \(a string, Uint8Array or ArrayBuffer\); got an object \(Object\)/,
    );
    expect(String(error)).toMatch(/re-serialised JSON may differ byte for byte from what was signed/);
    expect(String(error)).toMatch(/Pass the raw request body/);
    for (const bad of [null, undefined, 42, [1, 2], new Blob([body])]) {
      // @ts-expect-error not a raw body
      await expect(verifyWebhook(bad, headers, secret)).rejects.toThrow(/raw request body/);
    }
    // @ts-expect-error a parsed object is not a raw body
    await expect(signWebhook(parsed, secret)).rejects.toThrow(/signWebhook takes the raw request body/);
    // @ts-expect-error a parsed object is not a raw body
    await expect(webhookHeaders(parsed, secret)).rejects.toThrow(/re-serialised JSON/);
  });

  it('refuses headers that are not an object', async () => {
    // @ts-expect-error headers must be given
    await expect(verifyWebhook(body, undefined, secret)).rejects.toThrow(/Headers object or a record/);
  });

  it('says what to do when Web Crypto is missing', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(signWebhook(body, secret)).rejects.toThrow(InvalidArgumentError);
    await expect(verifyWebhook(body, { 'x-hub-signature': sha1() }, secret)).rejects.toThrow(
      /Web Crypto API \(globalThis\.crypto\.subtle\)/,
    );
    vi.stubGlobal('crypto', {});
    await expect(signWebhook(body, secret)).rejects.toThrow(/secure context/);
  });
});

/** A byte array that counts the indexes read from it. */
function counted(bytes: number[]): { array: Uint8Array; reads: () => number } {
  let reads = 0;
  const target = new Uint8Array(bytes);
  const array = new Proxy(target, {
    get(t, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(t, key);
    },
  });
  return { array, reads: () => reads };
}

describe('constantTimeEqual', () => {
  it('is true for equal arrays, false for unequal or different-length ones', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([0, 2, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([0]), new Uint8Array([]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([0]))).toBe(false);
  });

  it('reads every byte whether the first, the last or no byte differs (no early exit)', () => {
    for (const given of [
      [9, 2, 3, 4],
      [1, 2, 3, 9],
      [1, 2, 3, 4],
    ]) {
      const expected = counted([1, 2, 3, 4]);
      const other = counted(given);
      constantTimeEqual(expected.array, other.array);
      expect([expected.reads(), other.reads()]).toEqual([4, 4]);
    }
  });

  it('still walks the whole expected array when the lengths differ (a dummy comparison)', () => {
    const expected = counted([1, 2, 3, 4]);
    const shorter = counted([1]);
    expect(constantTimeEqual(expected.array, shorter.array)).toBe(false);
    expect(expected.reads()).toBe(8);
    expect(shorter.reads()).toBe(0);
  });
});
