// What `search.msearch` fails with after its answer arrived (a per-search error inside a 200, an envelope with no
// response, a result its model refuses) is told like every other operation's failure: with the request id, and with
// no secret of the client's or the server's in any of its renderings.
import { describe, expect, it } from 'vitest';
import { ApiError, BadRequestError, ServerError, ValidationError, type WdpError } from '../../src/index.js';
import { WS } from '../fixtures/bodies.js';
import { msearchEnvelopeBody, msearchHitBody, msearchResultBody } from '../fixtures/msearch.js';
import { failure, leakCheck } from '../helpers/redaction.js';
import { renderings } from '../helpers/renderings.js';
import { requestIdPattern } from '../helpers/request-id.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const path = `/api/workspaces/${WS}/datasets/_msearch`;
const search = { text: 'revenue q3', fields: ['title^3', 'description'] };
const serverId = 'es-req-7f3a91';
const asJson = { 'content-type': 'application/json' };
// A secret the server echoes under a credential's name: redacted whatever the client knows.
const echoedKey = 'k3y-0f-the-5erver-91ab';
const noLeak = leakCheck([TOKEN, echoedKey]);

/** A search the engine refused inside its 200, quoting what it was given, as Elasticsearch's `_msearch` does. */
const refused = (status: number) => ({
  error: {
    root_cause: [{ type: 'query_shard_exception', reason: `failed to create query: Bearer ${TOKEN}` }],
    type: 'search_phase_execution_exception',
    reason: `all shards failed for api_key=${echoedKey}`,
    phase: 'query',
    grouped: true,
  },
  status,
});

/** What the call fails with, its answer sent with `headers`. */
function failed(body: unknown, headers: Record<string, string> = {}, client = makeClient()) {
  wire().on('POST', path, { body, headers: { ...asJson, ...headers } });
  return failure(() => client.search.msearch(WS, search)) as Promise<WdpError>;
}

describe('search.msearch errors after the answer', () => {
  it.each<[string, unknown, new (...args: never[]) => WdpError]>([
    ['a refused search', msearchEnvelopeBody(refused(400)), BadRequestError],
    ['a failed search with no status', msearchEnvelopeBody({ error: `Bearer ${TOKEN}` }), ServerError],
    ['an envelope with no response', { took: 1, responses: [] }, ValidationError],
  ])("end %s's message with the response's request id", async (_what, body, type) => {
    const error = await failed(body, { 'x-request-id': serverId });
    expect(error).toBeInstanceOf(type);
    expect(error.requestId).toBe(serverId);
    expect(error.message).toMatch(new RegExp(`\\(request id ${serverId}\\)$`));
    expect(error.toJSON()).toMatchObject({ requestId: serverId });
  });

  it('ends it with the request id the SDK sent when the response had none', async () => {
    const net = wire().on('POST', path, { body: msearchEnvelopeBody(refused(400)), headers: asJson });
    const error = await failure(() => makeClient().search.msearch(WS, search));
    const sent = net.last.headers['x-request-id'];
    expect(sent).toMatch(new RegExp(`^${requestIdPattern}$`));
    expect(error).toMatchObject({ requestId: sent });
    expect((error as Error).message).toMatch(new RegExp(`\\(request id ${sent}\\)$`));
  });

  it('keeps a validation failure of the result identified, with the id the response sent', async () => {
    const { _id: _dropped, ...hit } = msearchHitBody();
    const error = await failed(msearchEnvelopeBody(msearchResultBody([hit])), { 'x-request-id': serverId }, strict());
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ path: 'responses.0.hits.hits.0._id', requestId: serverId });
  });

  it("redacts the client's token and a secret the server echoes from every rendering of a refused search", async () => {
    const error = (await failed(msearchEnvelopeBody(refused(400)), {
      'x-request-id': serverId,
      'set-cookie': `session=${echoedKey}`,
    })) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    noLeak(renderings(error), 'a refused search');
    expect(error.rawBody).toContain('failed to create query: [redacted]');
    expect(error.rawBody).toContain('api_key=[redacted]');
    expect(error.headers.get('set-cookie')).toBe('[redacted]');
    expect(JSON.parse(error.rawBody)).toMatchObject({ status: 400 }); // still the item, as JSON
  });

  it("redacts them from a failed search's message, which quotes its `error` text", async () => {
    const item = { error: `password=${echoedKey}; no shard answered for token ${TOKEN}` };
    const error = await failed(msearchEnvelopeBody(item));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toMatch(/\(password=\[redacted\]; no shard answered for token \[redacted\]\) \(request id /);
    noLeak(renderings(error), 'a failed search');
  });

  it('redacts them from the body of an envelope with no response, in every validation mode', async () => {
    const body = { took: 1, responses: [], _note: `searched as Bearer ${TOKEN}`, api_key: echoedKey };
    for (const validation of ['strict', 'warn', 'off'] as const) {
      const error = await failed(body, { 'x-request-id': serverId }, makeClient({ validation }));
      expect(error).toMatchObject({ name: 'ValidationError', path: 'responses', requestId: serverId });
      expect((error as ValidationError).body).toEqual({
        took: 1,
        responses: [],
        _note: 'searched as [redacted]',
        api_key: '[redacted]',
      });
      noLeak(renderings(error), `an empty envelope (${validation})`);
    }
  });
});
