// A `fetch` for a client that records each request's method and raw path and answers it as a service would, well
// enough for a method to send all its requests: a two-step create gets a draft with an id, `jobs.wait` and
// `jobs.follow` a finished job and no log lines. The client is given it as its `fetch`, so every request it sends
// goes through it, and nothing reaches a network.
import { DATASET } from '../../test/fixtures/bodies.js';

/** A request as the client sent it. */
export interface Sent {
  method: string;
  /** The raw path, percent-encoding kept, without the query. */
  path: string;
}

/** The id of every draft the fake service starts. */
const draftId = 'draft-1';

/** A reply's draft carries the link to finish it: a comment's id alone does not tell the dataset it is written in. */
const replyStart = /^\/api\/comments\/[^/]+$/;

/** What the fake service answers: a finished resource, with a draft's links where a create needs them. */
function answer(method: string, { origin, pathname: path }: URL, accept: string): Response {
  if (accept.includes('ndjson')) return new Response('', { headers: { 'content-type': 'application/x-ndjson' } });
  const links: Record<string, { href: string }> = { self: { href: `${origin}${path}` } };
  if (method === 'POST' && replyStart.test(path))
    links['create comment'] = { href: `${origin}/api/datasets/${DATASET}/comments/${draftId}` };
  const body = { id: draftId, status: 'COMPLETE', _links: links };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/hal+json' } });
}

/** A recording `fetch` and what it recorded. */
export function recordingFetch(): { sent: Sent[]; fetch: typeof globalThis.fetch } {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    sent.push({ method: request.method, path: url.pathname });
    return answer(request.method, url, request.headers.get('accept') ?? '');
  };
  return { sent, fetch };
}
