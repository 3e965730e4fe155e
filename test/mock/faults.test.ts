// Fault injection in process: rules added with `mock.admin.addFault` hit the requests they match, and each kind of
// fault reaches the client as the network would bring it (fetch's TypeError, a cut body, a held answer).
import { describe, expect, it } from 'vitest';
import {
  Client,
  ConnectionError,
  clientCredentials,
  RateLimitError,
  ServerError,
  StreamTruncatedError,
  TimeoutError,
  ValidationError,
} from '../../src/index.js';
import { createMockService, type MockService } from '../../src/mock/index.js';

const base = 'https://wdp.mock';
const clientOf = (mock: MockService, extra: Partial<ConstructorParameters<typeof Client>[0]> = {}) =>
  new Client({ baseUrl: base, auth: mock.fixtures.admin.token, fetch: mock.fetch, ...extra });
/** A request straight to the mock, as the admin. */
const raw = (mock: MockService, path: string, init: RequestInit = {}) =>
  mock.fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${mock.fixtures.admin.token}`, ...init.headers },
  });
const workspacePath = (mock: MockService) => `/api/workspaces/${mock.fixtures.workspaceId}`;
/** The id of one of the demo pipeline's completed runs, whose log is whole. */
const pastRun = (mock: MockService) =>
  [...mock.store.jobs.values()].find(
    (job) => job.pipelineId === mock.fixtures.pipelineId && job.type === 'PIPELINE_RUN',
  )?.id ?? '';
const journal = (mock: MockService) => mock.admin.journal().map((e) => `${e.method} ${e.status} ${e.fault ?? '-'}`);

describe('status faults', () => {
  it('answer the status with the service error body and Retry-After; the SDK retries through them', async () => {
    const mock = createMockService();
    const rule = mock.admin.addFault({
      method: 'GET',
      path: '/api/workspaces/*',
      times: 2,
      fault: { type: 'status', status: 503, retryAfter: 0 },
    });
    expect(rule).toEqual({
      id: 'fault-1',
      method: 'GET',
      path: '/api/workspaces/*',
      times: 2,
      probability: 1,
      fault: { type: 'status', status: 503, retryAfter: 0 },
      hits: 0,
    });
    const answer = await raw(mock, workspacePath(mock));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('0');
    expect(await answer.json()).toMatchObject({
      status: 503,
      error: 'Service Unavailable',
      message: "Injected by the mock's fault rule fault-1",
      path: workspacePath(mock),
    });
    expect((await clientOf(mock).workspaces.get(mock.fixtures.workspaceId)).name).toBe('Analytics');
    expect(journal(mock)).toEqual([
      'GET 503 fault-1: status 503 retry-after',
      'GET 503 fault-1: status 503 retry-after',
      'GET 200 -',
    ]);
    expect(mock.admin.faults()[0]?.hits).toBe(2);
  });

  it('send a body and content type of their own (an HTML page with 200), which the SDK refuses', async () => {
    const mock = createMockService();
    const page = '<!doctype html><title>Maintenance</title>';
    mock.admin.addFault({ fault: { type: 'status', status: 200, body: page, contentType: 'text/html' } });
    const answer = await raw(mock, workspacePath(mock));
    expect([answer.status, answer.headers.get('content-type'), await answer.text()]).toEqual([200, 'text/html', page]);
    await expect(clientOf(mock).workspaces.get(mock.fixtures.workspaceId)).rejects.toBeInstanceOf(ValidationError);
  });

  it('give a 429 whose Retry-After the SDK reports when it is past its cap', async () => {
    const mock = createMockService();
    mock.admin.addFault({ path: '/api/profiles', fault: { type: 'status', status: 429, retryAfter: 3600 } });
    const error = await clientOf(mock)
      .profiles.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(3_600_000);
  });
});

describe('connection faults', () => {
  it('reset before the answer: fetch fails; a GET is retried, a POST is not and changes nothing', async () => {
    const mock = createMockService();
    mock.admin.addFault({ times: 1, fault: { type: 'reset' } });
    await expect(raw(mock, workspacePath(mock))).rejects.toThrow(new TypeError('fetch failed'));
    mock.admin.addFault({ times: 1, fault: { type: 'reset' } });
    expect((await clientOf(mock).workspaces.get(mock.fixtures.workspaceId)).name).toBe('Analytics');
    mock.admin.addFault({ method: 'POST', times: 1, fault: { type: 'reset' } });
    const channels = mock.store.channels.size;
    const create = clientOf(mock).channels.create(mock.fixtures.workspaceId, { name: 'Ops' });
    await expect(create).rejects.toBeInstanceOf(ConnectionError);
    expect(mock.store.channels.size).toBe(channels);
    expect(journal(mock)).toEqual([
      'GET 0 fault-1: reset',
      'GET 0 fault-2: reset',
      'GET 200 -',
      'POST 0 fault-3: reset',
    ]);
  });

  it('reset part-way through the body: the head promises all of it, the read fails after the part', async () => {
    const mock = createMockService();
    const whole = await (await raw(mock, workspacePath(mock))).arrayBuffer();
    mock.admin.addFault({ fault: { type: 'reset', at: 0.5 } });
    const answer = await raw(mock, workspacePath(mock));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe(String(whole.byteLength));
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.value?.length).toBe(Math.floor(whole.byteLength / 2));
    await expect(reader.read()).rejects.toThrow(new TypeError('terminated'));
    const error = await clientOf(mock, { retry: 0 })
      .workspaces.get(mock.fixtures.workspaceId)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
  });

  it('stall before the head until the client gives up (its timeout), or until ms pass (then reset)', async () => {
    const mock = createMockService();
    mock.admin.addFault({ times: 1, fault: { type: 'stall', ms: 600_000 } });
    const timedOut = clientOf(mock, { retry: 0, timeout: 50 }).workspaces.get(mock.fixtures.workspaceId);
    await expect(timedOut).rejects.toBeInstanceOf(TimeoutError);
    mock.admin.addFault({ times: 1, fault: { type: 'stall', ms: 1 } });
    await expect(raw(mock, workspacePath(mock))).rejects.toThrow(new TypeError('fetch failed'));
    expect(journal(mock)).toEqual(['GET 0 fault-1: stall', 'GET 0 fault-2: stall']);
  });

  it('stall after whole NDJSON lines: the client reads them, then waits until it aborts', async () => {
    const mock = createMockService();
    const path = `/api/jobs/${pastRun(mock)}/logs?sequence=0`;
    const lines = (await (await raw(mock, path)).text()).split('\n');
    expect(lines.length).toBeGreaterThan(2);
    mock.admin.addFault({ path: '/api/jobs/*/logs', fault: { type: 'stall', lines: 1 } });
    const abort = new AbortController();
    const reader = ((await raw(mock, path, { signal: abort.signal })).body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(`${lines[0]}\n`);
    const next = reader.read();
    abort.abort(new Error('enough'));
    await expect(next).rejects.toThrow('enough');
  });

  it('wait out a latency, then answer as usual; a client that gives up first ends the wait', async () => {
    const mock = createMockService();
    mock.admin.addFault({ times: 1, fault: { type: 'latency', ms: 200 } });
    const started = performance.now();
    expect((await raw(mock, workspacePath(mock))).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    mock.admin.addFault({ times: 1, fault: { type: 'latency', ms: 600_000 } });
    const timedOut = clientOf(mock, { retry: 0, timeout: 50 }).workspaces.get(mock.fixtures.workspaceId);
    await expect(timedOut).rejects.toBeInstanceOf(TimeoutError);
    expect(journal(mock)).toEqual(['GET 200 fault-1: latency 200 ms', 'GET 0 fault-2: latency 600000 ms']);
  });
});

describe('body faults', () => {
  it('truncate a JSON body with a Content-Length that matches the cut: the SDK says it is not JSON', async () => {
    const mock = createMockService();
    const whole = await (await raw(mock, workspacePath(mock))).text();
    mock.admin.addFault({ fault: { type: 'truncate', at: 0.25 } });
    const answer = await raw(mock, workspacePath(mock));
    const text = await answer.text();
    expect(text).toBe(whole.slice(0, Math.floor(whole.length / 4)));
    expect(answer.headers.get('content-length')).toBe(String(text.length));
    await expect(clientOf(mock).workspaces.get(mock.fixtures.workspaceId)).rejects.toBeInstanceOf(ValidationError);
  });

  it('truncate an NDJSON log inside a line, never on its boundary: the SDK reports a truncated stream', async () => {
    const mock = createMockService();
    const path = `/api/jobs/${pastRun(mock)}/logs?sequence=0`;
    const whole = await (await raw(mock, path)).text();
    for (const at of [0, 0.2, 0.5, 0.99]) {
      mock.admin.clearFaults();
      mock.admin.addFault({ fault: { type: 'truncate', at } });
      const text = await (await raw(mock, path)).text();
      expect(whole.startsWith(text) && text.length < whole.length).toBe(true);
      expect(text.endsWith('\n') || text === '').toBe(false);
      const read = async () => {
        for await (const _ of clientOf(mock).jobs.logs(pastRun(mock))) void _;
      };
      await expect(read()).rejects.toBeInstanceOf(StreamTruncatedError);
    }
  });

  it('leave an answer with nothing to cut whole, and tell onInjected so', async () => {
    const mock = createMockService();
    const told: Array<string | undefined> = [];
    mock.admin.addFault({
      method: 'DELETE',
      fault: { type: 'truncate' },
      onInjected: (_request, fault) => told.push(fault?.type),
    });
    mock.admin.addFault({
      method: 'GET',
      fault: { type: 'truncate' },
      onInjected: (_, fault) => told.push(fault?.type),
    });
    const deleted = await raw(mock, `/api/channels/${mock.fixtures.channels.marketing}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    await raw(mock, workspacePath(mock));
    expect(told).toEqual([undefined, 'truncate']);
    expect(journal(mock)).toEqual(['DELETE 204 -', 'GET 200 fault-2: truncate']);
  });
});

describe('expire-token', () => {
  it('expires the token: 401 now and after; other tokens still open the mock', async () => {
    const mock = createMockService();
    mock.admin.addFault({ token: mock.fixtures.admin.token, times: 1, fault: { type: 'expire-token' } });
    expect(mock.admin.faults()[0]?.token).toBe('****');
    expect((await raw(mock, workspacePath(mock))).status).toBe(401);
    const again = await raw(mock, workspacePath(mock));
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([
      401,
      'Full authentication is required to access this resource',
    ]);
    const owner = await mock.fetch(`${base}${workspacePath(mock)}`, {
      headers: { authorization: `Bearer ${mock.fixtures.owner.token}` },
    });
    expect(owner.status).toBe(200);
    mock.reset();
    expect((await raw(mock, workspacePath(mock))).status).toBe(200);
  });

  it('makes a client-credentials client fetch a new token and carry on', async () => {
    const mock = createMockService();
    const key = mock.seed.apiKey({ profileId: mock.fixtures.admin.id, name: 'ci' });
    const auth = clientCredentials({
      tokenUrl: `${base}/oauth/token`,
      clientId: key.clientId ?? '',
      clientSecret: key.clientSecret ?? '',
      audience: `${base}/api`,
    });
    const ci = new Client({ baseUrl: base, auth, fetch: mock.fetch });
    expect((await ci.profiles.list()).items).toHaveLength(1);
    mock.admin.addFault({ path: '/api/**', times: 1, fault: { type: 'expire-token' } });
    expect((await ci.profiles.list()).items).toHaveLength(1);
    expect(mock.admin.journal().map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'POST /oauth/token 200',
      'GET /api/profiles 200',
      'GET /api/profiles 401',
      'POST /oauth/token 200',
      'GET /api/profiles 200',
    ]);
  });
});

describe('rules', () => {
  it('match by method, path pattern and token, and stop after `times`', async () => {
    const mock = createMockService();
    mock.admin.addFault({ method: 'post', path: '/api/**', fault: { type: 'status', status: 500 } });
    mock.admin.addFault({ path: '/api/workspaces/*/channels', fault: { type: 'status', status: 502 } });
    mock.admin.addFault({ token: mock.fixtures.owner.token, fault: { type: 'status', status: 504 } });
    mock.admin.addFault({ path: '/api/profiles/**', times: 1, fault: { type: 'status', status: 503 } });
    const statuses = [
      (await raw(mock, workspacePath(mock))).status,
      (await raw(mock, `${workspacePath(mock)}/channels`)).status,
      (await raw(mock, '/api/channels', { method: 'POST', body: '{}' })).status,
      (await mock.fetch(`${base}/api/profiles`, { headers: { authorization: `Bearer ${mock.fixtures.owner.token}` } }))
        .status,
      (await raw(mock, '/api/profiles')).status,
      (await raw(mock, '/api/profiles')).status,
    ];
    expect(statuses).toEqual([200, 502, 500, 504, 503, 200]);
    expect(mock.admin.faults().map((rule) => `${rule.method} ${rule.hits}`)).toEqual(['POST 1', '* 1', '* 1', '* 1']);
  });

  it('fire with their probability, drawn from the seed: the same seed, the same requests hit', async () => {
    const hits = async (seed: number) => {
      const mock = createMockService({ seed });
      mock.admin.addFault({ probability: 0.5, fault: { type: 'status', status: 503 } });
      const out: number[] = [];
      for (let i = 0; i < 40; i++) out.push((await raw(mock, '/api/profiles')).status);
      return out;
    };
    const first = await hits(3);
    expect(await hits(3)).toEqual(first);
    expect(first.filter((status) => status === 503).length).toBeGreaterThan(5);
    expect(first.filter((status) => status === 200).length).toBeGreaterThan(5);
  });

  it('pick the fault per request with a function (in process), undefined letting it through', async () => {
    const mock = createMockService();
    let count = 0;
    mock.admin.addFault({
      fault: () => (++count % 2 === 0 ? { type: 'status', status: 500 } : undefined),
    });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await raw(mock, '/api/profiles')).status);
    expect(statuses).toEqual([200, 500, 200, 500]);
    expect(mock.admin.faults()[0]).toMatchObject({ fault: 'function', hits: 2 });
  });

  it('are kept across reset; removed one by one or all at once', () => {
    const mock = createMockService();
    mock.admin.addFault({ fault: { type: 'reset' } });
    mock.admin.addFault({ fault: { type: 'truncate' } });
    mock.reset();
    expect(mock.admin.faults().map((rule) => rule.id)).toEqual(['fault-1', 'fault-2']);
    expect(mock.admin.removeFault('fault-1')).toBe(true);
    expect(mock.admin.removeFault('fault-1')).toBe(false);
    expect(mock.admin.faults().map((rule) => rule.id)).toEqual(['fault-2']);
    mock.admin.clearFaults();
    expect(mock.admin.faults()).toEqual([]);
  });

  it('refuse a rule that cannot do what it says, naming the field and what it takes', () => {
    const mock = createMockService();
    const cases: Array<[unknown, string]> = [
      [undefined, 'A fault rule is an object with a `fault`; got undefined.'],
      [{ fault: { type: 'explode' } }, 'fault takes an object whose type is one of status, latency, stall, reset'],
      [{ fault: { type: 'status' } }, 'A status fault needs status, such as {"type": "status", "status": 503}.'],
      [{ fault: { type: 'status', status: 99 } }, 'status takes an HTTP status from 200 to 599; got 99.'],
      [{ fault: { type: 'latency' } }, 'A latency fault needs ms'],
      [{ fault: { type: 'reset', at: 1 } }, 'at takes a fraction of the body from 0 to below 1; got 1.'],
      [{ fault: { type: 'reset', at: 0.5, lines: 2 } }, 'A reset fault takes at or lines, not both.'],
      [{ fault: { type: 'truncate', lines: 2 } }, 'A truncate fault takes type, at; not "lines".'],
      [{ path: 'api/**', fault: { type: 'reset' } }, 'path takes a path pattern starting with /, such as /api/**'],
      [{ times: 0, fault: { type: 'reset' } }, 'times takes a whole number >= 1; got 0.'],
      [
        { probability: 2, fault: { type: 'reset' } },
        'probability takes a number above 0 (0 never fires), up to 1; got 2.',
      ],
      [{ fault: { type: 'status', status: 503, retryAfter: '1\r\nx: y' } }, 'retryAfter takes seconds'],
    ];
    for (const [rule, message] of cases) {
      expect(() => mock.admin.addFault(rule as never)).toThrow(TypeError);
      expect(() => mock.admin.addFault(rule as never)).toThrow(message);
    }
    expect(mock.admin.faults()).toEqual([]);
  });
});

describe('ServerError from a status fault', () => {
  it('names the injected status once retries are spent', async () => {
    const mock = createMockService();
    mock.admin.addFault({ fault: { type: 'status', status: 502 } });
    const error = await clientOf(mock, { retry: 1 })
      .profiles.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).status).toBe(502);
    expect(mock.admin.faults()[0]?.hits).toBe(2);
  });
});
