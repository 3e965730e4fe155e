// `speed`: the mock's clock follows real time, faster (what `wdp mock` runs with), while `advance()` still works.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client } from '../../src/index.js';
import { createMockService } from '../../src/mock/index.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('createMockService({ speed })', () => {
  it('moves the clock with real time, speed times faster, and a pipeline run completes on it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const mock = createMockService({ speed: 20 });
    const start = mock.clock.now();
    vi.advanceTimersByTime(100);
    expect(mock.clock.now()).toBe(start + 2_000);
    mock.clock.advance(1_000);
    expect(mock.clock.now()).toBe(start + 3_000);

    const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch: mock.fetch });
    const job = await client.jobs.create(mock.fixtures.pipelineId);
    expect(job.status).toBe('QUEUED');
    vi.advanceTimersByTime(500); // 10 s of the mock's clock
    const done = await client.jobs.get(job);
    expect(done.status).toBe('COMPLETE');
    const answer = await mock.fetch(`https://wdp.mock/api/jobs/${job.id}`, {
      headers: { authorization: `Bearer ${mock.fixtures.admin.token}` },
    });
    expect(answer.headers.get('x-wdp-mock-clock')).toMatch(/^auto; now=/);
  });

  it('stands still without it', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const mock = createMockService();
    const start = mock.clock.now();
    vi.advanceTimersByTime(10_000);
    expect(mock.clock.now()).toBe(start);
  });

  it('refuses a negative, non-finite or too great a speed, naming the option', () => {
    expect(() => createMockService({ speed: -1 })).toThrow('`speed` must be a number from 0 to 1000000; got -1');
    expect(() => createMockService({ speed: 1e308 })).toThrow(RangeError);
    expect(() => createMockService({ speed: Number.NaN })).toThrow(RangeError);
  });
});
