// i. The mock for a CI fleet: `wdp mock` (the CLI, its own process) serving a mix of reads and writes to 50 concurrent
// keep-alive clients, against a bare node:http server (its own process) answering each request with the JSON the
// mock gave for it; requests per second and p99 latency as ratios. And the in-process `mock.fetch` per request, the
// same mix one at a time, against a bare `new Response(json)` read the same way.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createMockService } from '../../src/mock/index.js';
import { ask, benchFile, forkTs, nextMessage, release, root } from '../lib/child.js';
import { load, p99, type Shot } from '../lib/load.js';
import { cpuMs } from '../lib/proc-cpu.js';
import { quick, scale } from '../lib/quick.js';
import { collect, interleave, type Measure, measure, rows, timeMs } from '../lib/stats.js';

const clients = 50;
const total = scale(5000, 100);
const inProcess = scale(5000, 50);
const rounds = 5;

/** What `wdp mock --json` prints first (the fields used here). */
interface Served {
  baseUrl: string;
  workspaceId: string;
  tokens: { admin: string };
}

/**
 * Starts `wdp mock` from src/ (under tsx, as `npm run wdp` does; quick mode runs the tests' bundle of it, as measure
 * g does, test/helpers/cli-bundle.ts) and resolves once it printed its JSON line.
 */
async function startWdpMock(): Promise<{ child: ChildProcess; served: Served }> {
  const wdp = quick
    ? [(await import('../../test/helpers/cli-bundle.js')).cliBundle]
    : ['--import', 'tsx', 'src/cli/bin.ts'];
  const args = [...wdp, 'mock', '--port', '0', '--seed', '1', '--json'];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`wdp mock ended (${code}) before printing its JSON line:\n${stderr}`);
  });
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout! }), 'line'), exited])) as [string];
  child.stdout!.resume();
  return { child, served: JSON.parse(line) as Served };
}

/** Stops `wdp mock` (SIGTERM, as Ctrl-C) and waits for it to end. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = once(child, 'exit');
  child.kill('SIGTERM');
  await ended;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A channel made in the mock's workspace for the writes; the mix: four reads, then one write, in turn. */
async function shotsOf(fetch: Fetch, baseUrl: string, ws: string, token: string): Promise<Shot[]> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const draft = await fetch(`${baseUrl}/api/workspaces/${ws}/channels`, { method: 'POST', headers });
  const { id } = (await draft.json()) as { id: string };
  const body = JSON.stringify({ name: 'Bench channel', description: 'Made by measure i' });
  const made = await fetch(`${baseUrl}/api/workspaces/${ws}/channels/${id}`, { method: 'PUT', headers, body });
  if (!made.ok) throw new Error(`the mock refused the bench's channel: ${made.status} ${await made.text()}`);
  const write = JSON.stringify({ description: 'Renamed by measure i' });
  return [
    { method: 'GET', path: `/api/workspaces/${ws}/channels` },
    { method: 'GET', path: `/api/channels/${id}` },
    { method: 'GET', path: `/api/workspaces/${ws}/channels` },
    { method: 'GET', path: `/api/channels/${id}` },
    { method: 'PATCH', path: `/api/channels/${id}`, body: write },
  ];
}

/** The mock's answer to each shot, in order, as JSON text. */
async function answers(fetch: Fetch, baseUrl: string, token: string, shots: readonly Shot[]): Promise<string[]> {
  const texts: string[] = [];
  for (const { method, path, body } of shots) {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const answer = await fetch(`${baseUrl}${path}`, { method, headers, body: body ?? null });
    if (!answer.ok) throw new Error(`${method} ${path}: the mock answered ${answer.status} ${await answer.text()}`);
    texts.push(await answer.text());
  }
  return texts;
}

/** The HTTP tables: rate and p99 of `wdp mock` against the bare server. */
async function overHttp(): Promise<Measure[]> {
  const { child: mock, served } = await startWdpMock();
  const bare = forkTs(benchFile('servers/http-server.ts'));
  // Listened for at once: the server may be ready while the mock's answers are fetched, and a message that comes
  // before its listener is gone (the quick bench, whose compiled server starts fast, hung on it beside 4 hogs).
  const ready = nextMessage<{ port: number }>(bare, 'ready');
  ready.catch(() => {}); // its failure is thrown where it is awaited, not as an unhandled rejection before
  try {
    const token = served.tokens.admin;
    const shots = await shotsOf(fetch, served.baseUrl, served.workspaceId, token);
    const texts = await answers(fetch, served.baseUrl, token, shots);
    const bodies = Object.fromEntries(shots.map(({ method, path }, n) => [`${method} ${path}`, texts[n]!]));
    const { port } = await ready;
    await ask(bare, 'canned', { bodies });
    const floor = 'bare node:http server, canned JSON';
    const urls: Record<string, string> = { [floor]: `http://127.0.0.1:${port}`, 'wdp mock': served.baseUrl };
    const names = Object.keys(urls);
    for (const name of names) await load(urls[name]!, token, shots, clients, total); // warm-up
    const pids: Record<string, number | undefined> = { [floor]: bare.pid, 'wdp mock': mock.pid };
    const latency = new Map<string, number[]>(names.map((name) => [name, []]));
    const cpu = new Map<string, number[]>(names.map((name) => [name, []]));
    const rates = await interleave(names, rounds, async (name) => {
      collect();
      const before = cpuMs(pids[name]);
      const result = await load(urls[name]!, token, shots, clients, total);
      const after = cpuMs(pids[name]);
      if (before !== undefined && after !== undefined) cpu.get(name)!.push(((after - before) * 1000) / total);
      latency.get(name)!.push(p99(result.latencies));
      return result.rate;
    });
    const cpuMeasured = [...cpu.values()].every((samples) => samples.length > 0);
    const mix = `${clients} keep-alive clients, ${total.toLocaleString('en-US')} requests per round`;
    const notes = [
      'The mix, in turn: GET a workspace channels page, GET a channel, the two again, PATCH the channel ' +
        '(80% reads); `wdp mock --seed 1` from src/ under tsx, checking the traffic as it does by default.',
      "The bare server answers each request with the body the mock gave it, after reading the request's body.",
      'Both servers run in processes of their own; the 50 clients share this process (one node:http Agent).',
    ];
    const common = { better: 'higher', rounds, floor } as const;
    return [
      measure({
        ...common,
        id: 'i',
        title: `i. wdp mock over HTTP: requests per second, ${mix}`,
        unit: 'requests/s',
        rows: rows(rates, floor, { 'wdp mock': { op: '>=', value: 0.5 } }),
        notes,
      }),
      measure({
        ...common,
        id: 'i-p99',
        title: `i-p99. The same loads: p99 latency of a request (${clients} in flight)`,
        unit: 'ms',
        better: 'lower',
        rows: rows(latency, floor, { 'wdp mock': { op: '<=', value: 3 } }),
      }),
      ...(cpuMeasured
        ? [
            measure({
              ...common,
              id: 'i-cpu',
              title: "i-cpu. The same loads: the server process's CPU time per request (/proc, user + system)",
              unit: 'µs per request',
              better: 'lower',
              rows: rows(cpu, floor),
              notes: [
                'No target: it explains the rate. A server has the CPU to itself on a quiet machine, so its rate is ' +
                  'about the inverse of this figure; a loaded one moves the rate and latency far more than this.',
              ],
            }),
          ]
        : []),
    ];
  } finally {
    release(bare);
    await stop(mock);
  }
}

/** The in-process table: `mock.fetch` per request against a bare `new Response(json)`, both read with `.json()`. */
async function inProcessFetch(): Promise<Measure> {
  const mock = createMockService();
  const { workspaceId, admin } = mock.fixtures;
  const base = 'https://wdp.mock';
  const shots = await shotsOf(mock.fetch, base, workspaceId, admin.token);
  const texts = await answers(mock.fetch, base, admin.token, shots);
  const headers = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
  const halJson = { 'content-type': 'application/hal+json' };
  const contenders: Record<string, () => Promise<void>> = {
    "new Response(json) + .json(), the mock's answers": async () => {
      for (let i = 0; i < inProcess; i++) await new Response(texts[i % texts.length], { headers: halJson }).json();
    },
    'mock.fetch(url, init) + .json()': async () => {
      for (let i = 0; i < inProcess; i++) {
        const { method, path, body } = shots[i % shots.length]!;
        await (await mock.fetch(`${base}${path}`, { method, headers, body: body ?? null })).json();
      }
    },
  };
  const names = Object.keys(contenders);
  for (const name of names) await contenders[name]!(); // warm-up
  const samples = await interleave(names, rounds, async (name) => {
    collect();
    return ((await timeMs(contenders[name]!)) * 1000) / inProcess;
  });
  const count = inProcess.toLocaleString('en-US');
  return measure({
    id: 'i-fetch',
    title: `i-fetch. The mock in process: mock.fetch per request, the same mix, ${count} requests in turn`,
    unit: 'µs per request',
    better: 'lower',
    rounds,
    floor: names[0]!,
    rows: rows(samples, names[0]!, { [names[1]!]: { op: '<=', value: 3 } }),
    notes: ["The floor builds a Response over the mock's own answer to the same request, and reads it."],
  });
}

export async function run(): Promise<Measure[]> {
  const http = await overHttp();
  return [...http, await inProcessFetch()];
}
