// Webhook signatures as the source-hosting service sends them: an HMAC of the raw body with the shared
// secret, hex-encoded, in `X-Hub-Signature: sha1=<hex>` or `X-Hub-Signature-256: sha256=<hex>`.
// The check itself is the SDK's own (src/webhooks.ts, Web Crypto): one implementation for both sides.
import { checkWebhook } from '../../webhooks.js';

/**
 * Checks a webhook request's signature headers against the body: `X-Hub-Signature-256` when present
 * (preferred), else `X-Hub-Signature`. Returns why it was refused, or undefined when it is valid.
 */
export async function verifyWebhookSignature(
  headers: Headers,
  secret: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<string | undefined> {
  if (secret === '') return 'The workspace has no webhook secret';
  const check = await checkWebhook(body, headers, secret);
  if (check.valid) return undefined;
  if (check.reason === 'missing') return 'The webhook request carries no X-Hub-Signature or X-Hub-Signature-256 header';
  if (check.reason === 'malformed') return `${check.header} must have the form ${check.algorithm}=<hex digest>`;
  return `${check.header} does not match the request body`;
}
