import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { listening } from '../helpers/loopback.js';
import { type RunningWdp, runWdp, startWdp } from './harness.js';

/** Starts `wdp mock ...args` and resolves once its stdout holds `until` (the first line by default). */
async function startMock(args: readonly string[], until = /\n/): Promise<RunningWdp> {
  const mock = startWdp(['mock', ...args]);
  await mock.waitFor('stdout', until);
  return mock;
}

interface Served {
  baseUrl: string;
  tokenUrl: string;
  workspaceId: string;
  tokens: Record<'owner' | 'admin' | 'member' | 'outsider', string>;
  adminToken: string;
}

describe('wdp mock', () => {
  it('prints one JSON line, serves the demo data with a fast clock, and stops on Ctrl-C (exit 0)', async () => {
    const mock = await startMock(['--json', '--port', '0']);
    const served = JSON.parse(mock.stdout()) as Served;
    expect(mock.stdout()).toBe(`${JSON.stringify(served)}\n`);
    expect(Object.keys(served)).toEqual(['baseUrl', 'tokenUrl', 'workspaceId', 'tokens', 'adminToken', 'faults']);
    expect(served.adminToken).toMatch(/^mock_admin_[0-9a-f]{48}$/);
    expect(served.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(served.tokenUrl).toBe(`${served.baseUrl}/oauth/token`);
    expect(Object.keys(served.tokens)).toEqual(['owner', 'admin', 'member', 'outsider']);

    const env = { WDP_BASE_URL: served.baseUrl, WDP_TOKEN: served.tokens.owner, WDP_WORKSPACE: served.workspaceId };
    const profile = await runWdp(['profile'], { env });
    expect(profile).toMatchObject({ code: 0, stderr: '' });
    expect(profile.stdout).toMatch(/^name: +Ada Lovelace\n/);

    // The clock runs with real time (20x): nobody advances it, yet the run's 10 s of mock time pass and the wait
    // ends COMPLETE (on a standing clock the SDK's wait would end with a TimeoutError saying so).
    const client = new Client({ baseUrl: served.baseUrl, auth: served.tokens.admin });
    const pipelines = await client.pipelines.list(served.workspaceId);
    const etl = pipelines.items.find((pipeline) => pipeline.name === 'orders-etl');
    expect(etl).toBeDefined();
    const job = await client.jobs.create(etl?.id ?? '');
    const done = await client.jobs.wait(job, { interval: 50, timeout: 60_000 });
    expect(done.status).toBe('COMPLETE');

    mock.kill('SIGINT');
    expect(await mock.exited).toBe(0);
    expect(mock.stderr()).toBe("Serving until Ctrl-C; the mock's clock runs 20x faster than real time.\n");
    expect(await listening(served.baseUrl)).toBe(false);
  });

  it('prints a banner with the URL, the demo tokens and an example without --json; SIGTERM stops it', async () => {
    const mock = await startMock(['--port', '0', '--seed', '1'], /wdp profile\n/);
    const url = /serving (http:\S+)\n/.exec(mock.stdout())?.[1] ?? '';
    const workspace = /workspace: +(\S+)\n/.exec(mock.stdout())?.[1] ?? '';
    const admin = /Bearer (mock_admin_[0-9a-f]{48})\n/.exec(mock.stdout())?.[1] ?? '';
    expect(mock.stdout()).toBe(
      [
        `The wdp mock service is serving ${url}`,
        `token endpoint: ${url}/oauth/token`,
        `workspace:      ${workspace}`,
        "Demo users' tokens (the mock's own, not secrets):",
        '  owner     mock-owner-token',
        '  admin     mock-admin-token',
        '  member    mock-member-token',
        '  outsider  mock-outsider-token',
        `Admin API (${url}/__mock/: reset, clock, journal, faults): Authorization: Bearer ${admin}`,
        'Request bodies and queries are checked (--no-check: not); GET /__mock/journal?violations lists violations',
        'Try:',
        `  WDP_BASE_URL=${url} WDP_TOKEN=mock-owner-token WDP_WORKSPACE=${workspace} wdp profile`,
        '',
      ].join('\n'),
    );
    expect(await listening(url)).toBe(true);
    mock.kill('SIGTERM');
    expect(await mock.exited).toBe(0);
    expect(await listening(url)).toBe(false);
  });

  it('gives the same data for the same --seed, and other data for another', async () => {
    const mocks = await Promise.all(
      ['7', '7', '8'].map((seed) => startMock(['--json', '--port', '0', '--seed', seed])),
    );
    const [a, b, c] = mocks.map((mock) => (JSON.parse(mock.stdout()) as Served).workspaceId);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    for (const mock of mocks) mock.kill('SIGINT');
    expect(await Promise.all(mocks.map((mock) => mock.exited))).toEqual([0, 0, 0]);
  });

  it('refuses a bad --port or --seed (exit 2) and a port in use (exit 1)', async () => {
    const port = await runWdp(['mock', '--port', '70000']);
    expect(port).toEqual({
      code: 2,
      stdout: '',
      stderr: '--port takes a whole number from 0 to 65535; got "70000".\n',
    });
    const seed = await runWdp(['mock', '--seed', '-1']);
    expect(seed).toMatchObject({ code: 2, stdout: '' });
    expect(seed.stderr).toContain('--seed takes a whole number from 0 to 4294967295');

    const mock = await startMock(['--json', '--port', '0']);
    const taken = new URL((JSON.parse(mock.stdout()) as Served).baseUrl).port;
    const busy = await runWdp(['mock', '--port', taken]);
    expect(busy).toEqual({
      code: 1,
      stdout: '',
      stderr: `Port ${taken} is in use on 127.0.0.1; pick another with --port N (--port 0: any free one).\n`,
    });
    mock.kill('SIGINT');
    expect(await mock.exited).toBe(0);
  });
});

describe('wdp mock, safe to leave running', () => {
  it('makes fresh tokens each run, and the documented ones with --seed', async () => {
    const runs = await Promise.all([
      startMock(['--json', '--port', '0']),
      startMock(['--json', '--port', '0']),
      startMock(['--json', '--port', '0', '--seed', '1']),
    ]);
    const [a, b, seeded] = runs.map((mock) => (JSON.parse(mock.stdout()) as Served).tokens);
    expect(a?.owner).toMatch(/^mock_[0-9a-f]{48}$/);
    expect(new Set([a?.owner, a?.admin, a?.member, a?.outsider, b?.owner]).size).toBe(5);
    expect(seeded).toEqual({
      owner: 'mock-owner-token',
      admin: 'mock-admin-token',
      member: 'mock-member-token',
      outsider: 'mock-outsider-token',
    });
    const served = JSON.parse(runs[0]?.stdout() ?? '') as Served;
    const documented = await runWdp(['profile'], {
      env: { WDP_BASE_URL: served.baseUrl, WDP_TOKEN: 'mock-owner-token' },
    });
    expect(documented.code).toBe(1); // the documented token opens nothing on a fresh-token mock
    for (const mock of runs) mock.kill('SIGINT');
    expect(await Promise.all(runs.map((mock) => mock.exited))).toEqual([0, 0, 0]);
  });

  it('serves on a free port, saying so, when 4010 is taken and no --port is given', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => {
      blocker.once('error', () => resolve()); // taken already: taken either way
      blocker.listen(4010, '127.0.0.1', resolve);
    });
    try {
      const mock = await startMock(['--json']);
      const served = JSON.parse(mock.stdout()) as Served;
      expect(new URL(served.baseUrl).port).not.toBe('4010');
      await mock.waitFor('stderr', /Serving until Ctrl-C/);
      expect(mock.stderr()).toMatch(
        new RegExp(`^Port 4010 is in use; serving on a free port instead: ${served.baseUrl}\\n`),
      );
      mock.kill('SIGINT');
      expect(await mock.exited).toBe(0);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('gives CORS to a --cors origin, and refuses one that is not an origin (exit 2)', async () => {
    const mock = await startMock(['--json', '--port', '0', '--cors', 'https://app.example:8443']);
    const { baseUrl } = JSON.parse(mock.stdout()) as Served;
    const preflight = await fetch(`${baseUrl}/api/profiles`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example:8443', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example:8443');
    mock.kill('SIGINT');
    expect(await mock.exited).toBe(0);
    const bad = await runWdp(['mock', '--port', '0', '--cors', 'https://app.example/path']);
    expect(bad).toEqual({
      code: 2,
      stdout: '',
      stderr: '--cors takes an origin such as https://app.example:8443; got "https://app.example/path".\n',
    });
  });
});
