// The SDK keeps the contract that checked mode enforces: every namespace method of test/fixtures/namespace-calls.ts
// sends its requests through a checked mock (which judges each body by the SDK's own input models), and the mock
// finds no violation. Each request is answered by the recording fetch of the coverage test, so that two-step creates
// go on to their second request whatever the mock makes of made-up ids; the mock sees a copy of every request.
import { describe, expect, it } from 'vitest';
import type { Client } from '../../src/index.js';
import { bodyContracts } from '../../src/mock/check/contracts.js';
import { Router } from '../../src/mock/http/router.js';
import { createMockService } from '../../src/mock/index.js';
import { registerRoutes } from '../../src/mock/routes.js';
import { namespaceCalls } from '../fixtures/namespace-calls.js';
import { makeClient } from '../helpers/server.js';
import { recordingFetch } from './recording-fetch.js';

type Method = (...args: unknown[]) => unknown;

/** Calls a method by name and reads its whole result. */
async function call(client: Client, name: string, args: unknown[]): Promise<void> {
  const [owner = '', method = ''] = name.slice(0, name.indexOf('(')).split('.');
  const namespace = (client as unknown as Record<string, Record<string, Method>>)[owner];
  const result = await namespace?.[method]?.(...args);
  if (result !== null && typeof result === 'object' && Symbol.asyncIterator in result)
    for await (const _ of result as AsyncIterable<unknown>);
}

describe('the SDK against a checked mock', () => {
  it('sends no body that breaks or bends the contract, from any namespace method', async () => {
    const mock = createMockService({ checked: true });
    const { fetch: answer } = recordingFetch();
    const router = registerRoutes(new Router());
    const checkedRoutes = new Set<string>();
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const copy = new Request(request.clone(), { headers: new Headers(request.headers) });
      copy.headers.set('authorization', `Bearer ${mock.fixtures.owner.token}`);
      const { pathname } = new URL(request.url);
      const match = router.match(request.method, pathname);
      if (match && 'route' in match && match.route in bodyContracts) checkedRoutes.add(match.route);
      await (await mock.handle(copy)).body?.cancel();
      return answer(request);
    };
    // A call may fail on the recording fetch's made-up answer (a JSON array it reads as an object) after its
    // requests went out; test/coverage/operations.test.ts checks that each method sends all of them.
    for (const [signature, , args] of namespaceCalls)
      await call(makeClient({ fetch, validation: 'off' }), signature, args).catch(() => undefined);
    mock.admin.expectNoViolations();
    // Not vacuous: every route with a body model received a body from some method.
    expect(Object.keys(bodyContracts).filter((route) => !checkedRoutes.has(route))).toEqual([]);
  });
});
