import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  signWebhook,
  verifyWebhook,
  type WebhookAlgorithm,
  type WebhookBody,
  webhookHeaders,
} from '../../src/webhooks.js';
import { propertyTimeout, runs, wellFormedString } from './arbitraries.js';

vi.setConfig({ testTimeout: propertyTimeout });

const encoder = new TextEncoder();
const headerOf: Record<WebhookAlgorithm, string> = { sha1: 'x-hub-signature', sha256: 'x-hub-signature-256' };
const hexLength: Record<WebhookAlgorithm, number> = { sha1: 40, sha256: 64 };
const algorithm = fc.constantFrom<WebhookAlgorithm>('sha1', 'sha256');

/**
 * A body as text, or as bytes in each accepted form: Uint8Array, ArrayBuffer, a view at an offset into a larger
 * buffer.
 */
const body = (minLength = 0): fc.Arbitrary<{ body: WebhookBody; bytes: Uint8Array }> =>
  fc.oneof(
    wellFormedString(40, minLength)
      .filter((s) => encoder.encode(s).length >= minLength)
      .map((s) => ({ body: s, bytes: encoder.encode(s) })),
    fc.uint8Array({ minLength, maxLength: 200 }).map((b) => ({ body: b, bytes: b })),
    fc.uint8Array({ minLength, maxLength: 200 }).map((b) => ({ body: b.slice().buffer, bytes: b })),
    fc
      .tuple(
        fc.uint8Array({ maxLength: 7 }),
        fc.uint8Array({ minLength, maxLength: 200 }),
        fc.uint8Array({ maxLength: 7 }),
      )
      .map(([before, b, after]) => {
        const all = new Uint8Array([...before, ...b, ...after]);
        return { body: new DataView(all.buffer, before.length, b.length), bytes: b };
      }),
  );
const secret = wellFormedString(24, 1);

/**
 * HMAC pads a key of at most one block (64 bytes) with zero bytes, so "k" and "k\0" are the same key: that is the
 * algorithm, not the SDK. Secrets are "other" only when they differ as HMAC keys.
 */
const hmacKey = (s: string): string =>
  Array.from(encoder.encode(s))
    .join(',')
    .replace(/(,0)+$/, '')
    .replace(/^0$/, '');
const differentKeys = (a: string, b: string): boolean => hmacKey(a) !== hmacKey(b);

const headers = (alg: WebhookAlgorithm, signature: string) => ({ [headerOf[alg]]: signature });

describe('signWebhook / verifyWebhook', () => {
  it('verify(body, sign(body, secret)) for sha1 and sha256; the signature is the HMAC of the exact bytes', async () => {
    await fc.assert(
      fc.asyncProperty(body(), secret, algorithm, async ({ body: raw, bytes }, key, alg) => {
        const signature = await signWebhook(raw, key, { algorithm: alg });
        expect(signature).toMatch(new RegExp(`^${alg}=[0-9a-f]{${hexLength[alg]}}$`));
        expect(signature).toBe(`${alg}=${createHmac(alg, key).update(bytes).digest('hex')}`);
        expect(await verifyWebhook(raw, headers(alg, signature), key)).toBe(true);
        expect(await verifyWebhook(bytes, headers(alg, signature), key)).toBe(true);
      }),
      runs,
    );
  });

  it('changing any single byte of the body makes it false', async () => {
    await fc.assert(
      fc.asyncProperty(
        body(1),
        secret,
        algorithm,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async ({ body: raw, bytes }, key, alg, at, flip) => {
          const signature = await signWebhook(raw, key, { algorithm: alg });
          const changed = bytes.slice();
          const i = at % changed.length;
          changed[i] = (changed[i] ?? 0) ^ flip;
          expect(await verifyWebhook(changed, headers(alg, signature), key)).toBe(false);
        },
      ),
      runs,
    );
  });

  it('another secret makes it false', async () => {
    await fc.assert(
      fc.asyncProperty(body(), secret, secret, algorithm, async ({ body: raw }, key, other, alg) => {
        fc.pre(differentKeys(key, other));
        const signature = await signWebhook(raw, key, { algorithm: alg });
        expect(await verifyWebhook(raw, headers(alg, signature), other)).toBe(false);
      }),
      runs,
    );
  });

  it('altering one hex digit makes it false; the case of the hex digits does not matter', async () => {
    await fc.assert(
      fc.asyncProperty(
        body(),
        secret,
        algorithm,
        fc.nat(),
        fc.integer({ min: 1, max: 15 }),
        async ({ body: raw }, key, alg, at, delta) => {
          const signature = await signWebhook(raw, key, { algorithm: alg });
          const prefix = `${alg}=`;
          const hex = signature.slice(prefix.length);
          const i = at % hex.length;
          const digit = ((Number.parseInt(hex[i] ?? '0', 16) + delta) % 16).toString(16);
          const altered = prefix + hex.slice(0, i) + digit + hex.slice(i + 1);
          expect(await verifyWebhook(raw, headers(alg, altered), key)).toBe(false);
          expect(await verifyWebhook(raw, headers(alg, prefix + hex.toUpperCase()), key)).toBe(true);
        },
      ),
      runs,
    );
  });

  it('a list of secrets verifies exactly when it holds the right one, wherever it stands', async () => {
    await fc.assert(
      fc.asyncProperty(
        body(),
        secret,
        fc.array(secret, { maxLength: 4 }),
        fc.nat(),
        algorithm,
        async ({ body: raw }, key, others, at, alg) => {
          const wrong = others.filter((other) => differentKeys(key, other));
          const signature = await signWebhook(raw, key, { algorithm: alg });
          const withRight = [...wrong];
          withRight.splice(at % (wrong.length + 1), 0, key);
          expect(await verifyWebhook(raw, headers(alg, signature), withRight)).toBe(true);
          if (wrong.length) expect(await verifyWebhook(raw, headers(alg, signature), wrong)).toBe(false);
        },
      ),
      runs,
    );
  });

  it('webhookHeaders gives both signatures of the same bytes; each verifies on its own', async () => {
    await fc.assert(
      fc.asyncProperty(body(), secret, async ({ body: raw }, key) => {
        const both = await webhookHeaders(raw, key);
        expect(both['x-hub-signature']).toBe(await signWebhook(raw, key, { algorithm: 'sha1' }));
        expect(both['x-hub-signature-256']).toBe(await signWebhook(raw, key, { algorithm: 'sha256' }));
        expect(await verifyWebhook(raw, both, key)).toBe(true);
        expect(await verifyWebhook(raw, { 'x-hub-signature': both['x-hub-signature'] }, key)).toBe(true);
        expect(await verifyWebhook(raw, { 'x-hub-signature-256': both['x-hub-signature-256'] }, key)).toBe(true);
      }),
      runs,
    );
  });
});
