// `wdp mock --fault SPEC`: fault rules given on the command line, checked before anything is served, listed in the
// banner and in --json, and injected into what clients get.
import { describe, expect, it } from 'vitest';
import { Client, ConnectionError, ServerError } from '../../src/index.js';
import { type MockFaultRuleState, RemoteMockAdmin } from '../../src/mock/index.js';
import { runWdp, startWdp } from './harness.js';

interface Served {
  baseUrl: string;
  tokens: Record<'owner' | 'admin' | 'member' | 'outsider', string>;
  adminToken: string;
  faults: MockFaultRuleState[];
}

describe('wdp mock --fault', () => {
  it('serves with the rules given: listed in --json, hit by clients, shown in the journal', async () => {
    const mock = startWdp([
      'mock',
      '--json',
      '--port',
      '0',
      '--fault',
      'GET /api/profiles status 503 retry-after=0 times=1',
      '--fault',
      '/api/jobs/*/logs truncate at=0.5 probability=0.25',
    ]);
    await mock.waitFor('stdout', /\n/);
    const served = JSON.parse(mock.stdout()) as Served;
    expect(served.faults).toEqual([
      {
        id: 'fault-1',
        method: 'GET',
        path: '/api/profiles',
        times: 1,
        probability: 1,
        fault: { type: 'status', status: 503, retryAfter: 0 },
        hits: 0,
      },
      {
        id: 'fault-2',
        method: '*',
        path: '/api/jobs/*/logs',
        probability: 0.25,
        fault: { type: 'truncate', at: 0.5 },
        hits: 0,
      },
    ]);
    const client = new Client({ baseUrl: served.baseUrl, auth: served.tokens.admin, retry: 0 });
    const error = await client.profiles.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).status).toBe(503);
    expect((await client.profiles.list()).items).toHaveLength(1);
    const admin = new RemoteMockAdmin(served.baseUrl, served.adminToken);
    expect((await admin.journal()).map((entry) => `${entry.status} ${entry.fault ?? '-'}`)).toEqual([
      '503 fault-1: status 503 retry-after',
      '200 -',
    ]);
    mock.kill('SIGINT');
    expect(await mock.exited).toBe(0);
  });

  it('lists the rules in the banner', async () => {
    const mock = startWdp(['mock', '--port', '0', '--fault', 'POST /api/** reset times=2']);
    await mock.waitFor('stdout', /wdp profile\n/);
    expect(mock.stdout()).toContain(
      'Fault rules (GET /__mock/faults shows their hits):\n  fault-1 POST /api/** {"type":"reset"}\n',
    );
    mock.kill('SIGINT');
    expect(await mock.exited).toBe(0);
  });

  it("takes after-effect: a create's PUT is reset once it stored the channel, which is listed after", async () => {
    const mock = startWdp([
      'mock',
      '--json',
      '--port',
      '0',
      '--fault',
      'PUT /api/workspaces/*/channels/* reset after-effect times=1',
      '--fault',
      'POST /api/pipelines/*/jobs status 504 after-effect=true',
      '--fault',
      'DELETE /api/** latency 5 after-effect=false',
    ]);
    await mock.waitFor('stdout', /\n/);
    const served = JSON.parse(mock.stdout()) as Served & { workspaceId: string };
    expect(served.faults.map((rule) => rule.fault)).toEqual([
      { type: 'reset', afterEffect: true },
      { type: 'status', status: 504, afterEffect: true },
      { type: 'latency', ms: 5, afterEffect: false },
    ]);
    const client = new Client({ baseUrl: served.baseUrl, auth: served.tokens.admin, retry: 0 });
    const error = await client.channels.create(served.workspaceId, { name: 'Ops' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    const draft = (error as ConnectionError).draft;
    expect((await client.channels.get(draft?.id ?? '')).name).toBe('Ops');
    const admin = new RemoteMockAdmin(served.baseUrl, served.adminToken);
    expect((await admin.journal()).map((entry) => `${entry.method} ${entry.status} ${entry.fault ?? '-'}`)).toEqual([
      'POST 200 -',
      'PUT 0 fault-1: reset after effect',
      'GET 200 -',
    ]);
    mock.kill('SIGINT');
    expect(await mock.exited).toBe(0);
  });

  it('refuses a rule it cannot read (exit 2) before serving anything, naming what it takes', async () => {
    const example = '"GET /api/workspaces/** status 503 retry-after=2 times=3"';
    const form = `it takes [METHOD] PATH TYPE [N] [key=value...] [after-effect], such as ${example}`;
    const types = 'status, latency, stall, reset, truncate, expire-token';
    const options = 'times=, probability=, token=, retry-after=, body=, content-type=, at=, lines=, ms=, after-effect';
    const cases: Array<[string, string]> = [
      ['GET', form],
      ['api reset', form],
      ['/api/** explode', `fault takes an object whose type is one of ${types}; got {"type":"explode"}`],
      ['/api/** status', 'A status fault needs status, such as {"type": "status", "status": 503}'],
      ['/api/** reset at=2', 'at takes a fraction of the body from 0 to below 1; got 2'],
      ['/api/** reset times=x', 'times takes a whole number >= 1; got "x"'],
      ['/api/** reset color=red', `"color=red" is not an option; the options are ${options}`],
      ['/api/** reset after-effect=yes', 'afterEffect takes true or false; got "yes"'],
      ['/api/** truncate after-effect', 'A truncate fault takes type, at; not "afterEffect"'],
      [
        '/api/** reset at=0.5 after-effect',
        "A reset fault with at or lines cuts the mock's own answer, so it always acts after the effect; leave " +
          'afterEffect out',
      ],
    ];
    for (const [spec, message] of cases) {
      const stderr = `--fault ${JSON.stringify(spec)}: ${message}.\n`;
      expect(await runWdp(['mock', '--port', '0', '--fault', spec])).toEqual({ code: 2, stdout: '', stderr });
    }
  });
});
