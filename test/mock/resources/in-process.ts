import { createMockService } from '../../../src/mock/index.js';

/** A demo user of the mock's fixtures. */
export type Role = 'owner' | 'admin' | 'member' | 'outsider';

/** An answer of the in-process mock: status, content type and the parsed body (undefined when empty). */
export interface Answer {
  status: number;
  contentType: string | null;
  body: Record<string, unknown> | undefined;
}

/**
 * A fresh in-process mock and `call`, which sends it one request as a demo user (JSON when a body is given).
 * @example const { mock, call } = inProcessMock(); expect((await call('owner', 'GET', '/api')).status).toBe(200);
 */
export function inProcessMock() {
  const mock = createMockService();
  const call = async (role: Role, method: string, path: string, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { authorization: `Bearer ${mock.fixtures[role].token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`https://wdp.mock${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    });
    const answer = await mock.handle(request);
    const text = await answer.text();
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    return { status: answer.status, contentType: answer.headers.get('content-type'), body: parsed };
  };
  return { mock, call };
}

/** The items of a HAL collection answer (`_embedded[name]`); an empty list when it has none. */
export function embedded<T = Record<string, unknown>>(answer: Answer, name: string): T[] {
  const items = (answer.body?.['_embedded'] as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(items) ? (items as T[]) : [];
}
