import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { errorBody, rawRequest } from './raw-http.js';

const MiB = 1024 * 1024;

describe('startMockServer({ maxBodyBytes })', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ maxBodyBytes: 1024 });
  });
  afterAll(() => server.close());

  const put = (open: boolean, headers: Record<string, string | number>, body?: string) => {
    const { workspaceId, owner } = server.service.fixtures;
    const target = `/api/workspaces/${workspaceId}/resources/notes.txt`;
    return {
      target,
      answer: rawRequest(server.url, {
        method: 'PUT',
        target,
        open,
        body,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', ...headers },
      }),
    };
  };

  it('answers 413 in the service error shape once Content-Length passes the limit, before any body byte', async () => {
    const { target, answer } = put(true, { 'content-length': 1025 });
    const { status, headers, body } = await answer;
    expect(status).toBe(413);
    expect(headers.connection).toBe('close');
    expect(JSON.parse(body)).toEqual(
      errorBody(
        413,
        'Payload Too Large',
        target,
        'The request body is larger than 1024 bytes, the limit of this mock server (maxBodyBytes)',
      ),
    );
    expect(server.service.inspect()['resources']).not.toContainEqual(expect.objectContaining({ path: 'notes.txt' }));
  });

  it('counts the bytes of a chunked body, answering 413 once past the limit, without waiting for its end', async () => {
    const exact = JSON.stringify({ contentType: 'text/plain', content: '' });
    const fits = JSON.stringify({ contentType: 'text/plain', content: 'x'.repeat(1024 - exact.length) });
    expect(fits).toHaveLength(1024);
    expect((await put(false, { 'transfer-encoding': 'chunked' }, fits).answer).status).toBe(201);

    const { target, answer } = put(true, { 'transfer-encoding': 'chunked' }, `${fits} `);
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual(errorBody(413, 'Payload Too Large', target));
  });

  it('refuses a limit that is not a non-negative integer, before listening', async () => {
    for (const maxBodyBytes of [-1, 1.5, Number.NaN, '1024']) {
      const started = startMockServer({ maxBodyBytes: maxBodyBytes as number });
      await expect(started).rejects.toThrow(RangeError);
      await expect(started).rejects.toThrow(/maxBodyBytes must be a non-negative integer number of bytes/);
    }
  });
});

describe('startMockServer() without maxBodyBytes', () => {
  it('limits bodies to 32 MiB: a larger one announced by Content-Length is refused with 413', async () => {
    const server = await startMockServer();
    try {
      const { workspaceId, owner } = server.service.fixtures;
      const target = `/api/workspaces/${workspaceId}/resources`;
      const { status, body } = await rawRequest(server.url, {
        method: 'POST',
        target,
        open: true,
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': 32 * MiB + 1,
        },
      });
      expect(status).toBe(413);
      expect(JSON.parse(body)).toEqual(
        errorBody(
          413,
          'Payload Too Large',
          target,
          'The request body is larger than 33554432 bytes, the limit of this mock server (maxBodyBytes)',
        ),
      );
    } finally {
      await server.close();
    }
  });
});
