import { checkKeys, isOptionsObject, keysOf } from '../core/arguments/keys.js';
import { type Operation, signature } from '../core/arguments/operation.js';
import { checkRequestOptions, type RequestOptions } from '../core/arguments/request-options.js';
import { InvalidArgumentError } from '../core/errors.js';
import { kindOf } from '../core/shown.js';
import { type Target, urlOf } from '../core/subjects.js';
import { checkSecret, webhookHeaders, webhookPayloadBytes } from '../webhooks.js';

// A webhook event as `deployments.webhook` sends it: every argument checked at the call, then its body signed
// (Web Crypto is asynchronous), so the request is sent only once the signatures are known.

/** How `deployments.webhook` signs the event. */
export interface WebhookSigning {
  /** The workspace's webhook secret, shared with the source-hosting service. */
  secret: string;
}

const signingKeys = keysOf<WebhookSigning>({ secret: true });

/** A signed event: where it goes, its exact bytes, and the request options carrying both signature headers. */
export interface SignedEvent {
  url: string;
  body: Uint8Array<ArrayBuffer>;
  options: RequestOptions;
}

/**
 * Checks a webhook call's arguments in order (the URL, the payload, the signing options `{ secret }`, the request
 * options), throwing at the call; the promise then gives the event signed with the secret. The signatures
 * replace any the caller's headers give, so they always match the body.
 */
export function signedEvent(
  op: Operation,
  url: Target,
  payload: unknown,
  signing: unknown,
  options: RequestOptions | undefined,
): Promise<SignedEvent> {
  const to = urlOf(url, op);
  const body = webhookPayloadBytes(payload, op.name);
  if (!isOptionsObject(signing))
    throw new InvalidArgumentError(
      `${signature(op)}: pass the signing options \`{ secret }\` as the third argument; got ${kindOf(signing)}.`,
    );
  checkKeys(signing, signingKeys, signature(op));
  const secret = checkSecret((signing as { secret?: unknown }).secret, op.name);
  // The options are checked here, before signing; the call checks them again with the signatures in.
  checkRequestOptions(options, op);
  return webhookHeaders(body, secret).then((signatures) => ({
    url: to,
    body,
    options: { ...options, headers: { ...options?.headers, ...signatures } },
  }));
}
