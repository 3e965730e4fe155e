// Issue 36's "an error thrown by any method carries the id the mock journaled for that request": every namespace
// method of test/fixtures/namespace-calls.ts (and client.root) runs in process against a mock whose one fault rule
// answers every request 500, with retries off. Its error must be a WdpError whose `requestId` is the X-Request-Id the
// mock journaled for the request that failed the call, at the end of its message too; and the call must have sent
// no request after it. Every method sends a request with the fixtures' valid arguments (none fails before one: the
// test fails for a method whose journal is empty), and all but those of `goesOn` stop at their first.
import { describe, expect, it } from 'vitest';
import { callByName, nameOf } from '../../scripts/generate/call.js';
import { Client, isWdpError } from '../../src/index.js';
import { createMockService } from '../../src/mock/index.js';
import { namespaceCalls } from '../fixtures/namespace-calls.js';

const calls: [string, string, unknown[]][] = [...namespaceCalls, ['client.root(options)', '', []]];

/**
 * The methods that by design go on after a failed request, with how many requests they send: `jobs.follow` takes a
 * 5xx of its log read for a dropped read and polls the job (GET /api/jobs/{job}), whose failure ends the follow.
 */
const goesOn: Record<string, number> = { 'jobs.follow': 2 };

// One mock for every call: its journal is cleared before each, its fault rule answers every path and method.
const mock = createMockService();
mock.admin.addFault({ fault: { type: 'status', status: 500 } });
const client = new Client({
  baseUrl: 'https://wdp.mock',
  auth: mock.fixtures.admin.token,
  fetch: mock.fetch,
  retry: 0,
  logLevel: 'off',
});

describe('the request id of a failed call', () => {
  it.each(calls)(
    '%s rejects with the id the mock journaled for the request that failed',
    async (signature, _, args) => {
      const name = nameOf(signature);
      mock.admin.clearJournal();
      const error = await callByName(client, name, args).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      const journal = mock.admin.journal();
      const sent = journal.map((entry) => `${entry.method} ${entry.path}`).join(', ');
      expect(
        journal.map((entry) => entry.fault),
        `${name}: the requests it sent (${sent}), each answered by the fault`,
      ).toEqual(Array(goesOn[name] ?? 1).fill('fault-1: status 500'));
      const id = journal.at(-1)?.headers['x-request-id'];
      expect(id, `${name}: the X-Request-Id the mock journaled`).toMatch(/^[0-9a-f-]{36}$/);
      expect(isWdpError(error), `${name} rejects with a WdpError, not ${String(error)}`).toBe(true);
      const { requestId, message } = error as { requestId?: string; message: string };
      expect(requestId, `${name}: error.requestId`).toBe(id);
      expect(message.endsWith(` (request id ${id})`), `${name}: the end of "${message}"`).toBe(true);
    },
  );
});
