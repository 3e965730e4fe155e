// Relative times in tables are read against the service's clock: the `Date` header of the latest answer of the
// run's client (the mock's clock, which is years from this machine's in these tests), else this machine's clock.
import { describe, expect, it } from 'vitest';
import { ServiceClock } from '../../src/cli/output/service-clock.js';
import { Invocation } from '../../src/cli/program/invocation.js';
import { environment, useCli } from './harness.js';
import { memoryIo } from './memory-io.js';

const cli = useCli();
const machine = new Date('2030-06-01T00:00:00Z');
const request = new Request('https://wdp.example/api/profiles/me');

/** Hands the clock's hook one answer with these headers. */
async function answer(clock: ServiceClock, headers: Record<string, string>): Promise<void> {
  for (const hook of clock.hooks.afterResponse ?? []) await hook(request, new Response(null, { headers }));
}

describe('ServiceClock', () => {
  it("notes each answer's Date header, keeping the last when an answer has none or an unreadable one", async () => {
    const clock = new ServiceClock();
    expect(clock.latest).toBeUndefined();
    await answer(clock, {});
    expect(clock.latest).toBeUndefined();
    await answer(clock, { date: 'Fri, 01 Mar 2024 09:00:05 GMT' });
    expect(clock.latest?.toISOString()).toBe('2024-03-01T09:00:05.000Z');
    await answer(clock, { date: 'yesterday' });
    await answer(clock, {});
    expect(clock.latest?.toISOString()).toBe('2024-03-01T09:00:05.000Z');
    await answer(clock, { date: 'Sat, 02 Mar 2024 10:00:00 GMT' });
    expect(clock.latest?.toISOString()).toBe('2024-03-02T10:00:00.000Z');
  });
});

describe("a command's clock", () => {
  it("is this machine's until the service answers, then the service's (the mock's, to the second)", async () => {
    const io = memoryIo({ env: environment(cli.env()), tty: true, columns: 80, now: machine });
    const invocation = new Invocation(io, {}, new AbortController().signal);
    expect(invocation.io.now?.()).toEqual(machine);
    cli.service.clock.advance(400 * 86_400_000);
    const client = await invocation.client();
    await client.workspaces.list({}, { signal: invocation.signal });
    expect(invocation.io.now?.().toISOString()).toMatch(/^2025-04-05T09:00:0\d\.000Z$/);
    expect(invocation.io.wide).toBe(false);
    expect(new Invocation(io, { wide: true }, invocation.signal).io.wide).toBe(true);
  });

  it("reads the times of a table against the mock's clock however far it stands from this machine", async () => {
    cli.service.clock.advance(400 * 86_400_000);
    const { code, stdout } = await cli.wdp(['files', 'list'], { tty: true, env: { CI: undefined } });
    expect(code).toBe(0);
    expect(stdout.split('\n')[1]).toBe('README.md          text/markdown    about 1 year ago');
  });
});
