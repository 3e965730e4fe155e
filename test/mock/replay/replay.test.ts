// The mock answers as it did when test/fixtures/mock-replay.jsonl was recorded (record-session.ts): each session's
// requests, sent again in order to a fresh `createMockService()`, get the same status, the same headers and the same
// body, byte for byte. A refactoring of the mock (its router, its tables) must keep this passing as committed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMockService } from '../../../src/mock/index.js';
import { type Exchange, exchangeOf, fixturePath, requestOf } from './exchange.js';

const recorded = readFileSync(fixturePath, 'utf8')
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => JSON.parse(line) as Exchange);
const sessions = [...new Set(recorded.map(([session]) => session))];

describe('a replay of the recorded mock traffic', () => {
  it('holds hundreds of exchanges over every namespace and every route', () => {
    expect(recorded.length).toBeGreaterThan(500);
    expect(sessions).toContain('routes');
    expect(sessions.length).toBeGreaterThan(20);
  });

  it.each(sessions)('answers the %s session as recorded', async (session) => {
    const mock = createMockService();
    const mismatches: string[] = [];
    for (const exchange of recorded.filter(([name]) => name === session)) {
      const request = requestOf(exchange);
      const again = await exchangeOf(session, request.clone(), await mock.fetch(request));
      const [, method, path] = exchange;
      const [was, now] = [JSON.stringify(exchange.slice(5)), JSON.stringify(again.slice(5))];
      if (JSON.stringify(again) !== JSON.stringify(exchange)) mismatches.push(`${method} ${path}\n  ${was}\n  ${now}`);
    }
    expect(mismatches).toEqual([]);
  });
});
