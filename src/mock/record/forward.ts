// One exchange through the recording proxy: the client's request sent on to the recorded service as it came, the
// answer sent back with its hrefs on the proxy's origin, and what it holds kept by the recorder, scrubbed.
import { isCredentialName } from '../http/credentials.js';

import { errorResponse } from '../http/responses.js';
import { BodyTooLarge, isReadWhole, readWhole } from './body.js';
import type { Callers } from './callers.js';
import { isObject, objectAt, textAt } from './json.js';
import type { LinkOrigins } from './link-origins.js';
import type { Exchange } from './recorder.js';
import { learnSecrets, rebaseJson, rebaseText, scrubJson, scrubQuery } from './scrub.js';
import type { RecordingSecrets } from './secrets.js';

/** What every exchange of one proxy shares. */
export interface Forwarding {
  /** The base URL recorded, without a trailing slash: `https://wdp.example.com` (or with a path prefix). */
  base: string;
  /** The proxy's own origin, which the client's hrefs are rebased on. */
  origin: string;
  fetch: typeof globalThis.fetch;
  /** Keeps what an answer held (the recorder, and the journal when there is one); resolves once it is kept. */
  keep: (exchange: Exchange) => Promise<void>;
  /** Every credential seen on the wire; none reaches the seed file. */
  secrets: RecordingSecrets;
  /** The profile id of each bearer token seen (a GET /api/profiles made once per token, kept a while). */
  callers: Callers;
  /** The other bases the service writes its links on (its public origin behind a gateway), rebased as `base` is. */
  links: LinkOrigins;
}

/** Headers of one hop only, which are not sent on (fetch sets its own; the body is decoded, so no encoding). */
const hopHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  'content-encoding',
  'proxy-authorization',
  'proxy-connection',
]);

/** The statuses whose answers have no body. */
const nullBody = new Set([101, 103, 204, 205, 304]);

/**
 * Sends a client's request on to the recorded service; the answer for the client, its hrefs on the proxy. A JSON or
 * form body is read whole first (to learn the credentials it names), any other streams through; either rejects with
 * `BodyTooLarge` past the request body's limit, which `request.body` enforces (record/body.ts).
 */
export async function forward(forwarding: Forwarding, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const whole = request.body !== null && isReadWhole(request.headers.get('content-type'));
  const body = whole ? await readWhole(request.body) : (request.body ?? undefined);
  learnFromRequest(forwarding.secrets, request, url, body instanceof Uint8Array ? body : undefined);
  const authorization = request.headers.get('authorization') ?? undefined;
  const caller = await callerOf(forwarding, authorization);
  const headers = without(request.headers);
  // A body streamed through keeps its length, which fetch would otherwise send as chunks.
  const length = request.headers.get('content-length');
  if (body instanceof ReadableStream && length !== null) headers.set('content-length', length);
  let answer: Response;
  try {
    answer = await forwarding.fetch(forwarding.base + url.pathname + url.search, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: request.signal,
      ...(body === undefined ? {} : { body, duplex: 'half' }),
    } as RequestInit);
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason;
    if (error instanceof BodyTooLarge) throw error;
    if (error instanceof Error && error.cause instanceof BodyTooLarge) throw error.cause;
    const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error;
    const message = `The recording proxy could not reach ${forwarding.base} (${String(why)}); is it up?`;
    return errorResponse(502, message, url.pathname, Date.now());
  }
  const answered = without(answer.headers);
  const location = answered.get('location');
  // Rebased again once the body taught another base the service links on.
  const rebaseLocation = () => {
    if (location === null) return;
    answered.set('location', rebaseText(forwarding.links.rebasedText(location), forwarding.base, forwarding.origin));
  };
  rebaseLocation();
  const init = { status: answer.status, statusText: answer.statusText, headers: answered };
  const exchange = { method: request.method, path: url.pathname, status: answer.status, caller, at: instantOf(answer) };
  if (!isJsonDocument(answer.headers.get('content-type') ?? '') || !answer.body) {
    request.signal.throwIfAborted();
    await forwarding.keep(exchange);
    // A 204 or 304 carries no body, and a Response refuses one (undici may still give an empty stream).
    return new Response(nullBody.has(answer.status) ? null : answer.body, init);
  }
  const text = await answer.text();
  const json = parsed(text);
  if (json === undefined) return new Response(text, init);
  const { base, origin, secrets, links } = forwarding;
  links.learn(json);
  const own = links.rebased(json);
  rebaseLocation();
  // An answer the client went away from is not recorded: it never saw it.
  request.signal.throwIfAborted();
  await forwarding.keep({ ...exchange, body: scrubJson(own, base, secrets) });
  return new Response(JSON.stringify(rebaseJson(own, base, origin)), init);
}

/**
 * The profile of a bearer token: asked of the service (GET /api/profiles, which the recording keeps too) once per
 * token while the answer is fresh (record/callers.ts), so that the workspaces it reads are known to be its.
 */
function callerOf(forwarding: Forwarding, authorization: string | undefined): Promise<string | undefined> {
  if (authorization === undefined || !/^Bearer /i.test(authorization)) return Promise.resolve(undefined);
  return forwarding.callers.of(authorization, () => ask(forwarding, authorization));
}

/** Asks the service whose a bearer token is; undefined when it cannot say. */
async function ask(forwarding: Forwarding, authorization: string): Promise<string | undefined> {
  try {
    const answer = await forwarding.fetch(`${forwarding.base}/api/profiles`, {
      headers: { authorization, accept: 'application/hal+json, application/json' },
    });
    const text = answer.ok ? parsed(await answer.text()) : undefined;
    forwarding.links.learn(text);
    const json = forwarding.links.rebased(text);
    const [profile] = (objectAt(json, '_embedded')?.['profiles'] as unknown[] | undefined) ?? [];
    const body = scrubJson(json, forwarding.base, forwarding.secrets);
    await forwarding.keep({ method: 'GET', path: '/api/profiles', status: answer.status, body });
    return textAt(profile, 'id');
  } catch {
    return undefined;
  }
}

/** Learns the credentials of a request: its Authorization, credential-named headers, query values and fields. */
function learnFromRequest(secrets: RecordingSecrets, request: Request, url: URL, body: Uint8Array | undefined): void {
  request.headers.forEach((value, name) => {
    if (!isCredentialName(name)) return;
    learnSecrets(value, secrets);
    const [scheme, credentials = ''] = value.split(' ');
    if (scheme !== undefined && /^(bearer|basic)$/i.test(scheme)) learnSecrets(credentials, secrets);
    if (/^basic$/i.test(scheme ?? ''))
      for (const part of decodeBase64(credentials).split(':')) learnSecrets(part, secrets);
  });
  scrubQuery(url.pathname + url.search, secrets);
  if (body === undefined || body.byteLength === 0) return;
  const text = new TextDecoder().decode(body);
  const json = parsed(text);
  if (json !== undefined)
    scrubJson(json, '', secrets); // learns every secret the scrub would mask; the copy is dropped
  else scrubQuery(`/?${text}`, secrets);
}

/**
 * Whether an answer is one JSON document (JSON, HAL+JSON, problem+json), which is rebased whole; anything else
 * (NDJSON and `stream+json` logs, event streams, files) streams through as it comes.
 */
function isJsonDocument(contentType: string): boolean {
  return (
    /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType) && !/^application\/stream\+json/i.test(contentType)
  );
}

/** Headers without those of one hop, nor the service's CORS headers (the proxy gives its own, as the mock does). */
function without(headers: Headers): Headers {
  const out = new Headers();
  headers.forEach((value, name) => {
    if (!hopHeaders.has(name) && !name.startsWith('access-control-')) out.append(name, value);
  });
  return out;
}

/** When the service answered, on its clock: a mock's `x-wdp-mock-clock` instant, else the Date header. */
function instantOf(answer: Response): number | undefined {
  const clock = /now=([^;\s]+)/.exec(answer.headers.get('x-wdp-mock-clock') ?? '')?.[1];
  const at = Date.parse(clock ?? answer.headers.get('date') ?? '');
  return Number.isFinite(at) ? at : undefined;
}

function parsed(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) || Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function decodeBase64(text: string): string {
  try {
    return atob(text);
  } catch {
    return '';
  }
}
