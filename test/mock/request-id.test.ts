// The mock closes the loop of request ids (issue 36, point 4): it answers with the X-Request-Id it was sent, its
// journal keeps it with the request, and the answer of a fault it injects names it; so the id on an SDK error is the
// one the mock journaled for that request.
import { describe, expect, it } from 'vitest';
import { Client, type ServerError } from '../../src/index.js';
import { createMockService, type MockService } from '../../src/mock/index.js';

const base = 'https://wdp.mock';
const clientOf = (mock: MockService) =>
  new Client({
    baseUrl: base,
    auth: mock.fixtures.admin.token,
    fetch: mock.fetch,
    retry: { limit: 1, backoffLimit: 0 },
  });
const journaledIds = (mock: MockService) => mock.admin.journal().map((entry) => entry.headers['x-request-id']);

describe('the mock and request ids', () => {
  it("answers with the request's id, which the result's withResponse() and the journal both show", async () => {
    const mock = createMockService();
    const { requestId, response } = await clientOf(mock).workspaces.get(mock.fixtures.workspaceId).withResponse();
    expect(response.headers.get('x-request-id')).toBe(requestId);
    expect(journaledIds(mock)).toEqual([requestId]);
  });

  it('names the request in the answer of an injected fault, and the error carries the journaled id', async () => {
    const mock = createMockService();
    mock.admin.addFault({ method: 'GET', path: '/api/workspaces/*', fault: { type: 'status', status: 503 } });
    const error = (await clientOf(mock)
      .workspaces.get(mock.fixtures.workspaceId)
      .catch((thrown: unknown) => thrown)) as ServerError;
    const [first, second] = journaledIds(mock);
    expect(mock.admin.journal().map((entry) => entry.fault)).toEqual(['fault-1: status 503', 'fault-1: status 503']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(error.requestId).toBe(first);
    expect(error.body?.message).toBe(`Injected by the mock's fault rule fault-1 on request ${first}`);
  });

  it('answers with no id where none was sent', async () => {
    const mock = createMockService();
    const answer = await mock.fetch(`${base}/api/workspaces/${mock.fixtures.workspaceId}`, {
      headers: { authorization: `Bearer ${mock.fixtures.admin.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.has('x-request-id')).toBe(false);
  });
});
