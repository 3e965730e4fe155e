// Webhook signatures as the source-hosting service sends them: an HMAC of the raw body with the shared
// secret, hex-encoded, in `X-Hub-Signature: sha1=<hex>` or `X-Hub-Signature-256: sha256=<hex>`.
// Web Crypto only (crypto.subtle), so the same code runs in Node and in a browser.

/** The hash algorithms a webhook signature may use. */
export type SignatureAlgorithm = 'sha1' | 'sha256';

const webCryptoName: Record<SignatureAlgorithm, string> = { sha1: 'SHA-1', sha256: 'SHA-256' };

/** The hex HMAC of a body with a secret. */
export async function hmacHex(algorithm: SignatureAlgorithm, secret: string, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: webCryptoName[algorithm] }, false, ['sign']);
  const digest = new Uint8Array(await crypto.subtle.sign('HMAC', key, body));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks a webhook request's signature headers against the body: `X-Hub-Signature-256` when present
 * (preferred), else `X-Hub-Signature`. Returns why it was refused, or undefined when it is valid.
 */
export async function verifyWebhookSignature(headers: Headers, secret: string, body: Uint8Array<ArrayBuffer>): Promise<string | undefined> {
  const sha256 = headers.get('x-hub-signature-256');
  const sha1 = headers.get('x-hub-signature');
  const [header, algorithm, value] = sha256 !== null ? ['X-Hub-Signature-256', 'sha256' as const, sha256] : ['X-Hub-Signature', 'sha1' as const, sha1];
  if (value === null) return 'The webhook request carries no X-Hub-Signature or X-Hub-Signature-256 header';
  const match = /^(sha1|sha256)=([0-9a-fA-F]+)$/.exec(value.trim());
  if (!match || match[1] !== algorithm) return `${header} must have the form ${algorithm}=<hex digest>`;
  const expected = await hmacHex(algorithm, secret, body);
  return constantTimeEqual(expected, (match[2] ?? '').toLowerCase()) ? undefined : `${header} does not match the request body`;
}

/** Compares two strings in time that depends only on their lengths, not on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i % (a.length || 1)) || 0) ^ (b.charCodeAt(i % (b.length || 1)) || 0);
  return diff === 0;
}
