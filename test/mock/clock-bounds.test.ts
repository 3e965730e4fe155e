// The mock's clock ends at 9999-12-31T23:59:59.999Z, the last instant the service's timestamps can write: an advance
// past it, or a speed past 1,000,000, is refused with the bound (400 over the admin API), and the clock it had keeps
// answering. Before, `{"ms": 9007199254740991}` or `{"speed": 1e308}` were taken, and every later request failed
// until a reset.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client } from '../../src/index.js';
import { createMockService, type MockService } from '../../src/mock/index.js';

afterEach(() => {
  vi.useRealTimers();
});

const base = 'https://wdp.mock';
const end = '9999-12-31T23:59:59.999Z';

/** A request to a mock's admin API, as over HTTP. */
async function admin(mock: MockService, method: string, path: string, body: unknown) {
  const answer = await mock.fetch(`${base}/__mock/${path}`, {
    method,
    headers: { authorization: `Bearer ${mock.admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { message?: string; now?: string } };
}

/** Whether the mock still answers a client: a list of channels, and a job created and read. */
async function serves(mock: MockService): Promise<string[]> {
  const client = new Client({ baseUrl: base, auth: mock.fixtures.admin.token, fetch: mock.fetch, retry: 0 });
  const channels = await client.channels.list(mock.fixtures.workspaceId);
  const job = await client.jobs.create(mock.fixtures.pipelineId);
  return [`${channels.items.length} channels`, (await client.jobs.get(job)).status];
}

describe('the end of the clock', () => {
  it('refuses an advance past it over the admin API, naming it, and goes on answering', async () => {
    const mock = createMockService();
    const answer = await admin(mock, 'POST', 'clock/advance', { ms: Number.MAX_SAFE_INTEGER });
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({
        message:
          `clock/advance: The mock clock ends at ${end}: from 2024-03-01T09:00:00.000Z it moves at most ` +
          '251693017199999 ms; got 9007199254740991.',
      }),
    });
    expect(await serves(mock)).toEqual(['2 channels', 'QUEUED']);
    expect((await admin(mock, 'POST', 'clock/advance', { ms: 251693017199999 })).body.now).toBe(end);
    expect(await serves(mock)).toEqual(['2 channels', 'QUEUED']);
    expect((await admin(mock, 'POST', 'clock/advance', { ms: 1 })).status).toBe(400);
  });

  it('refuses a speed past 1,000,000 over the admin API, naming it, and goes on answering', async () => {
    const mock = createMockService();
    for (const speed of [1e308, 1_000_001, -1]) {
      const answer = await admin(mock, 'PUT', 'clock/speed', { speed });
      expect([answer.status, answer.body.message]).toEqual([
        400,
        'clock/speed takes {"speed": N}, a number from 0 to 1000000 (0: the clock moves only when told)',
      ]);
    }
    expect(await serves(mock)).toEqual(['2 channels', 'QUEUED']);
    expect((await admin(mock, 'PUT', 'clock/speed', { speed: 1_000_000 })).status).toBe(200);
  });

  it('refuses the same in process, with a RangeError', () => {
    const mock = createMockService();
    expect(() => mock.admin.advance(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => mock.clock.advance(Number.MAX_SAFE_INTEGER)).toThrow(`The mock clock ends at ${end}`);
    expect(() => mock.admin.setSpeed(1e308)).toThrow('speed must be a number from 0 to 1000000; got 1e+308.');
    expect(() => createMockService({ speed: Number.POSITIVE_INFINITY })).toThrow('from 0 to 1000000');
    expect(mock.admin.clock().now).toBe('2024-03-01T09:00:00.000Z');
  });

  it('is where a clock that runs on its own stops, at full speed or a request at a time', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const fast = createMockService({ speed: 1_000_000 });
    vi.advanceTimersByTime(300 * 86_400_000); // 300 days of real time: far past the end at that speed
    expect(fast.admin.clock().now).toBe(end);
    expect(await serves(fast)).toEqual(['2 channels', 'QUEUED']);

    const polled = createMockService({ autoAdvanceMs: 100_000_000_000_000, startTime: '9999-01-01T00:00:00Z' });
    expect(await serves(polled)).toEqual(['2 channels', 'QUEUED']); // the first request took it to the end
    expect(polled.admin.clock().now).toBe(end);
  });
});
