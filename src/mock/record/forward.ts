// One exchange through the recording proxy: the client's request sent on to the recorded service as it came, the
// answer sent back with its hrefs on the proxy's origin, and what it holds kept by the recorder, scrubbed.
import { isCredentialName } from '../http/credentials.js';
import { errorResponse } from '../http/responses.js';
import { isObject, objectAt, textAt } from './json.js';
import type { SeedRecorder } from './recorder.js';
import { learnNamedSecrets, learnSecrets, rebaseJson, rebaseText, scrubJson, scrubQuery } from './scrub.js';

/** What every exchange of one proxy shares. */
export interface Forwarding {
  /** The base URL recorded, without a trailing slash: `https://wdp.example.com` (or with a path prefix). */
  base: string;
  /** The proxy's own origin, which the client's hrefs are rebased on. */
  origin: string;
  fetch: typeof globalThis.fetch;
  recorder: SeedRecorder;
  /** Every credential seen on the wire; none reaches the seed file. */
  secrets: Set<string>;
  /** The profile id of each bearer token seen (a GET /api/profiles made once per token). */
  callers: Map<string, Promise<string | undefined>>;
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

/** Sends a client's request on to the recorded service; the answer for the client, its hrefs on the proxy. */
export async function forward(forwarding: Forwarding, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  learnFromRequest(forwarding.secrets, request, url, body);
  const authorization = request.headers.get('authorization') ?? undefined;
  const caller = await callerOf(forwarding, authorization);
  let answer: Response;
  try {
    answer = await forwarding.fetch(forwarding.base + url.pathname + url.search, {
      method: request.method,
      headers: without(request.headers),
      redirect: 'manual',
      ...(body === undefined ? {} : { body }),
    });
  } catch (error) {
    const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error;
    const message = `The recording proxy could not reach ${forwarding.base} (${String(why)}); is it up?`;
    return errorResponse(502, message, url.pathname, Date.now());
  }
  const headers = without(answer.headers);
  const location = headers.get('location');
  if (location !== null) headers.set('location', rebaseText(location, forwarding.base, forwarding.origin));
  const exchange = { method: request.method, path: url.pathname, status: answer.status, caller, at: instantOf(answer) };
  if (!isJsonDocument(answer.headers.get('content-type') ?? '') || !answer.body) {
    forwarding.recorder.observe(exchange);
    // A 204 or 304 carries no body, and a Response refuses one (undici may still give an empty stream).
    const stream = nullBody.has(answer.status) ? null : answer.body;
    return new Response(stream, { status: answer.status, statusText: answer.statusText, headers });
  }
  const text = await answer.text();
  const json = parsed(text);
  if (json === undefined) return new Response(text, { status: answer.status, statusText: answer.statusText, headers });
  learnNamedSecrets(json, forwarding.secrets);
  const { base, origin, secrets } = forwarding;
  forwarding.recorder.observe({ ...exchange, body: scrubJson(json, base, secrets) });
  const rebased = JSON.stringify(rebaseJson(json, base, origin));
  return new Response(rebased, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * The profile of a bearer token: asked of the service once per token (GET /api/profiles, which the recording
 * keeps too), so that the workspaces it reads are known to be its.
 */
function callerOf(forwarding: Forwarding, authorization: string | undefined): Promise<string | undefined> {
  if (authorization === undefined || !/^Bearer /i.test(authorization)) return Promise.resolve(undefined);
  const known = forwarding.callers.get(authorization);
  if (known) return known;
  const asked = (async () => {
    const answer = await forwarding.fetch(`${forwarding.base}/api/profiles`, {
      headers: { authorization, accept: 'application/hal+json, application/json' },
    });
    const json = answer.ok ? parsed(await answer.text()) : undefined;
    const [profile] = (objectAt(json, '_embedded')?.['profiles'] as unknown[] | undefined) ?? [];
    const { base, secrets } = forwarding;
    forwarding.recorder.observe({
      method: 'GET',
      path: '/api/profiles',
      status: answer.status,
      body: scrubJson(json, base, secrets),
    });
    return textAt(profile, 'id');
  })().catch(() => undefined);
  forwarding.callers.set(authorization, asked);
  return asked;
}

/** Learns the credentials of a request: its Authorization, credential-named headers, query values and fields. */
function learnFromRequest(secrets: Set<string>, request: Request, url: URL, body: ArrayBuffer | undefined): void {
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
  if (json !== undefined) learnNamedSecrets(json, secrets);
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

/** Headers without those of one hop. */
function without(headers: Headers): Headers {
  const out = new Headers();
  headers.forEach((value, name) => {
    if (!hopHeaders.has(name)) out.append(name, value);
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
