import { isOptionsObject } from './core/arguments/keys.js';
import { InvalidArgumentError } from './core/errors.js';
import { cut, kindOf } from './core/shown.js';

// Webhook signatures as the source-hosting service sends them: the HMAC of the raw body with the shared
// secret, hex-encoded, in `X-Hub-Signature: sha1=<hex>` and `X-Hub-Signature-256: sha256=<hex>`.
// Web Crypto only (globalThis.crypto.subtle), so this runs in Node, browsers, Deno, Bun and edge runtimes.

/** The hash of a webhook signature: `sha1` for `X-Hub-Signature`, `sha256` for `X-Hub-Signature-256`. */
export type WebhookAlgorithm = 'sha1' | 'sha256';

/** A raw webhook body, exactly the bytes that were (or will be) sent: text or bytes, never a parsed object. */
export type WebhookBody = string | ArrayBuffer | ArrayBufferView;

/** Request headers: a `Headers` object or a plain record (names in any case, as Node's `req.headers`). */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Options of `signWebhook`. */
export interface SignWebhookOptions {
  /** The hash to sign with. @default 'sha1' */
  algorithm?: WebhookAlgorithm | undefined;
}

/** Both signature headers of one body, from `webhookHeaders` (a type, so it is also a `WebhookHeaders` record). */
export type WebhookSignatureHeaders = {
  /** The body's HMAC-SHA1 signature, `sha1=` and hex digits. */
  'x-hub-signature': string;
  /** The body's HMAC-SHA256 signature, `sha256=` and hex digits. */
  'x-hub-signature-256': string;
};

const hashName: Record<WebhookAlgorithm, string> = { sha1: 'SHA-1', sha256: 'SHA-256' };

/**
 * Signs a raw webhook body with a secret: `sha1=<hex>` (for `X-Hub-Signature`) or, with
 * `{ algorithm: 'sha256' }`, `sha256=<hex>` (for `X-Hub-Signature-256`).
 * @example
 * const signature = await signWebhook('{"ref":"refs/heads/main"}', secret, { algorithm: 'sha256' });
 * // 'sha256=5f2b…'
 */
export async function signWebhook(
  body: WebhookBody,
  secret: string,
  options: SignWebhookOptions = {},
): Promise<string> {
  const algorithm = options.algorithm ?? 'sha1';
  if (algorithm !== 'sha1' && algorithm !== 'sha256') {
    throw new InvalidArgumentError(`signWebhook: \`algorithm\` must be 'sha1' or 'sha256'; got ${String(algorithm)}.`);
  }
  const bytes = rawBytes(body, 'signWebhook');
  return `${algorithm}=${toHex(await hmac(algorithm, checkSecret(secret, 'signWebhook'), bytes))}`;
}

/**
 * Both signature headers of a raw body, `X-Hub-Signature` (sha1) and `X-Hub-Signature-256` (sha256).
 * @example
 * const headers = { 'content-type': 'application/json', ...(await webhookHeaders(body, secret)) };
 * await fetch(url, { method: 'POST', body, headers });
 */
export async function webhookHeaders(body: WebhookBody, secret: string): Promise<WebhookSignatureHeaders> {
  const bytes = rawBytes(body, 'webhookHeaders');
  const key = checkSecret(secret, 'webhookHeaders');
  const [sha1, sha256] = await Promise.all([hmac('sha1', key, bytes), hmac('sha256', key, bytes)]);
  return { 'x-hub-signature': `sha1=${toHex(sha1)}`, 'x-hub-signature-256': `sha256=${toHex(sha256)}` };
}

/**
 * Whether a webhook request is signed with one of the secrets (a list allows rotation: any may match).
 * `X-Hub-Signature-256` is used when present, and then `X-Hub-Signature` is not consulted; otherwise
 * `X-Hub-Signature`. Digests are compared in constant time. A missing or malformed header gives false.
 * Pass the raw body as received: a parsed and re-serialised body may differ byte for byte from what was signed.
 * @example
 * const body = await request.text(); // the raw body, not request.json()
 * const signed = await verifyWebhook(body, request.headers, [currentSecret, previousSecret]);
 * if (!signed) return new Response(null, { status: 401 });
 */
export async function verifyWebhook(
  body: WebhookBody,
  headers: WebhookHeaders,
  secrets: string | readonly string[],
): Promise<boolean> {
  const caller = 'verifyWebhook';
  const bytes = rawBytes(body, caller);
  const keys = (Array.isArray(secrets) ? secrets : [secrets]).map((secret: unknown) => checkSecret(secret, caller));
  if (keys.length === 0)
    throw new InvalidArgumentError(`${caller}: the list of webhook secrets is empty; pass at least one.`);
  const headerValues = readHeaders(headers, caller);
  const sha256 = headerValues('x-hub-signature-256');
  const [algorithm, value] =
    sha256 !== undefined ? (['sha256', sha256] as const) : (['sha1', headerValues('x-hub-signature')] as const);
  const match = value === undefined ? null : /^([a-z0-9]+)=((?:[0-9a-fA-F]{2})+)$/.exec(value.trim());
  if (!match || match[1] !== algorithm) return false;
  const given = fromHex(match[2] ?? '');
  let valid = false;
  // Every secret is tried, so the time does not tell which one matched.
  for (const key of keys) valid = constantTimeEqual(await hmac(algorithm, key, bytes), given) || valid;
  return valid;
}

/**
 * Compares two byte arrays in time that depends only on the length of `expected`, never on where they
 * differ: every byte is XOR-accumulated with no early exit; different lengths give false after a dummy
 * comparison of `expected` with itself.
 */
export function constantTimeEqual(expected: Uint8Array, given: Uint8Array): boolean {
  const sameLength = expected.length === given.length;
  const other = sameLength ? given : expected;
  let diff = sameLength ? 0 : 1;
  for (let i = 0; i < expected.length; i++) diff |= (expected[i] ?? 0) ^ (other[i] ?? 0);
  return diff === 0;
}

/** The bytes of a webhook payload: an object is serialised once with `JSON.stringify`; text and bytes are kept. */
export function webhookPayloadBytes(payload: unknown, caller: string): Uint8Array<ArrayBuffer> {
  if (typeof payload === 'string' || payload instanceof ArrayBuffer || ArrayBuffer.isView(payload))
    return rawBytes(payload, caller);
  const object = typeof payload === 'object' && payload !== null;
  let text: string | undefined;
  try {
    text = object ? JSON.stringify(payload) : undefined;
  } catch (error) {
    throw new InvalidArgumentError(
      `${caller}: the payload cannot be serialised as JSON ` +
        `(${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    );
  }
  // JSON.stringify sees none of a platform object's data (a Blob, a FormData, a stream, a Map, a Headers give `{}`),
  // and a `toJSON()` may give no object at all (nothing, a string): each is refused rather than signed and sent.
  if (text === undefined || !/^[[{]/.test(text) || (text === '{}' && !isPlainRecord(payload))) {
    const made = object ? `, which JSON.stringify turns into ${text === undefined ? 'nothing' : cut(text, 40)}` : '';
    throw new InvalidArgumentError(
      `${caller}: the payload must be a JSON-serialisable object, or the raw body as a string or bytes; ` +
        `got ${describe(payload)}${made}.`,
    );
  }
  return new TextEncoder().encode(text);
}

/** Checks a webhook secret: a non-empty string. */
export function checkSecret(secret: unknown, caller: string): string {
  if (typeof secret === 'string' && secret !== '') return secret;
  throw new InvalidArgumentError(
    `${caller}: the webhook secret must be a non-empty string; ` +
      `got ${secret === '' ? 'an empty string' : describe(secret)}.`,
  );
}

function rawBytes(body: unknown, caller: string): Uint8Array<ArrayBuffer> {
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) {
    const { buffer, byteOffset, byteLength } = body;
    return buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer, byteOffset, byteLength)
      : Uint8Array.from(new Uint8Array(buffer, byteOffset, byteLength));
  }
  throw new InvalidArgumentError(
    `${caller} takes the raw request body (a string, Uint8Array or ArrayBuffer); got ${describe(body)}. ` +
      'A parsed body cannot be verified: re-serialised JSON may differ byte for byte from what was signed ' +
      '(key order, spacing, escapes, number formats). Pass the raw request body, such as `await request.text()`.',
  );
}

function readHeaders(headers: unknown, caller: string): (name: string) => string | undefined {
  if (typeof headers !== 'object' || headers === null) {
    throw new InvalidArgumentError(
      `${caller}: \`headers\` must be a Headers object or a record of header values; got ${describe(headers)}.`,
    );
  }
  if (isHeaders(headers)) return (name) => headers.get(name) ?? undefined;
  return (name) => {
    const values: unknown[] = [];
    for (const [key, value] of Object.entries(headers)) {
      if (key.toLowerCase() === name && value !== undefined)
        values.push(...(Array.isArray(value) ? (value as unknown[]) : [value]));
    }
    if (values.length === 0) return undefined;
    // Several values (repeated or differently cased names) are ambiguous: treated as malformed.
    return values.length === 1 && typeof values[0] === 'string' ? values[0] : '';
  };
}

async function hmac(algorithm: WebhookAlgorithm, secret: string, body: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) {
    throw new InvalidArgumentError(
      'Webhook signatures need the Web Crypto API (globalThis.crypto.subtle), which this runtime does not provide. ' +
        'Use Node >= 20, Deno, Bun, an edge runtime, ' +
        'or a browser page served over HTTPS (crypto.subtle needs a secure context).',
    );
  }
  const key = await subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: hashName[algorithm] },
    false,
    ['sign'],
  );
  return new Uint8Array(await subtle.sign('HMAC', key, body));
}

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const fromHex = (hex: string): Uint8Array =>
  Uint8Array.from({ length: hex.length / 2 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));

// A Headers object of any realm or polyfill.
const isHeaders = (value: object): value is Pick<Headers, 'get'> =>
  typeof (value as { get?: unknown }).get === 'function';

/** Whether `value` is an object of its own data (`[object Object]`), not a platform object such as a Headers. */
const isPlainRecord = (value: unknown): boolean => Object.prototype.toString.call(value) === '[object Object]';

function describe(value: unknown): string {
  return isOptionsObject(value) ? `an object (${value.constructor?.name ?? 'null prototype'})` : kindOf(value);
}
