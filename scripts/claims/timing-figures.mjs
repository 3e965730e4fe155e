// The figures of time the guides give, read as the delays of the timers the installed SDK arms (armed-timers.mjs),
// each call answered at once by a `fetch` of the probe's own:
//   reliability.md    retry n waits a random time of up to 500 ms x 2^(n-1), at most 8 s; a Retry-After of up to
//                     60 s is waited out, a longer one ends the call at once; 2 retries by default
//   reliability.md,   an attempt may take 30 s; an upload 120 s and an msearch 60 s (or the client's timeout when
//   files.md,         longer; the call's own always wins); a stream (a job's log, a file as a stream) fails when it
//   search.md         sends nothing for 60 s
//   jobs-and-logs.md  `jobs.wait` polls every 5 s; after a minute each pause grows 1.5 times, up to 30 s
import assert from 'node:assert/strict';
import { Client } from 'wdp-sdk';
import { armedTimers } from './armed-timers.mjs';
import { figure, promised } from './guides.mjs';

const id = '7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a';
/** The `timeout` of the clients whose waits fire at once: no wait of the guides is this long, so none is mistaken. */
const attemptMs = 123_457;
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** A client whose every request `fetch` answers (a function of the attempt's number, from 1), with `options`. */
function answering(answer, options = {}) {
  let attempt = 0;
  const fetch = async () => answer(++attempt);
  return new Client({
    baseUrl: 'https://wdp.example',
    auth: `tok_${'T1mer'.repeat(8)}`,
    logger: quiet,
    fetch,
    ...options,
  });
}

const json = (body, init = {}) => Response.json(body, init);
const status =
  (code, headers = {}) =>
  () =>
    json({ message: 'try later' }, { status: code, headers });
const workspace = () => json({ id, name: 'Analytics', _links: {} });

/** The timers `call` arms (the waits of `attemptMs` counted apart), every other one fired at once; and its result. */
async function waits(call) {
  const { value, delays } = await armedTimers(
    () => call().catch((error) => error),
    (delay) => delay !== attemptMs,
  );
  return {
    value,
    attempts: delays.filter((d) => d === attemptMs).length,
    waits: delays.filter((d) => d !== attemptMs),
  };
}

/** reliability.md: the backoff, its cap, the Retry-After waited out or not, and the default number of retries. */
async function retries() {
  const base = figure('reliability.md', /a random time between 0 and (\d+) ms × 2<sup>_n_−1<\/sup> \("full jitter"\)/g);
  const cap = figure('reliability.md', /\("full jitter"\), at most (\d+) seconds/g) * 1000;
  const longest = figure('reliability.md', /`Retry-After` header sets the wait instead, up to (\d+) seconds/g);
  const ends = figure('reliability.md', /A `Retry-After` longer than (\d+) seconds, on any status that would be/g);
  const limit = figure('reliability.md', /fewer than `limit` retries \((\d+) by default\)/g);
  assert.equal(ends, longest, 'reliability.md gives one longest Retry-After');
  const random = Math.random;
  try {
    for (const drawn of [0.999999, 0.25]) {
      Math.random = () => drawn;
      const client = answering(status(503), { timeout: attemptMs, retry: { limit: 6 } });
      const got = await waits(() => client.workspaces.get(id));
      const bound = [1, 2, 3, 4, 5, 6].map((n) => Math.min(cap, drawn * base * 2 ** (n - 1)));
      assert.equal(got.value.status, 503, 'the call ends with the last 503');
      assert.equal(got.attempts, 7, 'limit 6: an attempt and six retries');
      assert.equal(got.waits.length, bound.length, `a wait before each retry: ${got.waits}`);
      for (const [n, wait] of got.waits.entries())
        assert.ok(
          Math.abs(wait - bound[n]) < 1e-6,
          `retry ${n + 1} with Math.random() ${drawn} waits ${bound[n]}: ${wait}`,
        );
    }
  } finally {
    Math.random = random;
  }
  const defaults = await waits(() => answering(status(503), { timeout: attemptMs }).workspaces.get(id));
  assert.equal(defaults.attempts, limit + 1, `${limit} retries by default`);
  const waited = await waits(() =>
    answering((n) => (n === 1 ? status(503, { 'retry-after': `${longest}` })() : workspace()), {
      timeout: attemptMs,
    }).workspaces.get(id),
  );
  assert.deepEqual([waited.attempts, waited.waits], [2, [longest * 1000]], `a Retry-After of ${longest} s waited out`);
  assert.equal(waited.value.name, 'Analytics');
  const over = await waits(() =>
    answering(status(503, { 'retry-after': `${longest + 1}` }), { timeout: attemptMs }).workspaces.get(id),
  );
  assert.deepEqual([over.attempts, over.waits], [1, []], `a Retry-After of ${longest + 1} s ends the call at once`);
  assert.equal(over.value.retryAfterMs, (longest + 1) * 1000, 'its error says how long the service asked to wait');
  return { base, cap, longest, limit };
}

/** reliability.md, files.md, search.md: the time an attempt and a silent stream may take, by default. */
async function timeouts() {
  const attempt = figure('reliability.md', /`timeout` \((\d+) seconds by default; also per call\)/g) * 1000;
  const upload = figure('reliability.md', /Uploads \(`files\.upload\(\)`\) get (\d+) seconds/g) * 1000;
  const msearch = figure('reliability.md', /msearch calls \(`search\.msearch\(\)`\) (\d+) seconds/g) * 1000;
  const logIdle = figure('reliability.md', /`TimeoutError` when it sends nothing for (\d+) seconds/g) * 1000;
  const bodyIdle = figure('reliability.md', /`TimeoutError` when the service sends nothing for (\d+) seconds/g) * 1000;
  promised(
    'reliability.md',
    "or the client's `timeout` when that is longer. A `timeout` given to the call itself always wins.",
  );
  assert.equal(figure('files.md', /An upload attempt may take (\d+) seconds, unless the client's/g) * 1000, upload);
  assert.equal(
    figure('files.md', /sends nothing for (\d+) seconds while you wait for the next chunk/g) * 1000,
    bodyIdle,
  );
  assert.equal(
    figure('search.md', /An attempt may take (\d+) seconds, unless the client's `timeout`/g) * 1000,
    msearch,
  );
  assert.equal(figure('jobs-and-logs.md', /stay silent before a `TimeoutError`\. Default: (\d+) +\|/g), logIdle);
  const line = `${JSON.stringify({ sequence: 0, timestamp: '2024-03-01T09:00:00Z', level: 'INFO', message: 'go' })}\n`;
  const text = (body, type) => () => new Response(body, { headers: { 'content-type': type } });
  const result = { took: 1, timed_out: false, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 } };
  const found = () => json({ responses: [{ ...result, hits: { total: { value: 0, relation: 'eq' }, hits: [] } }] });
  const files = { 'a.txt': 'text' };
  const drained = async (lines) => {
    for await (const _ of lines);
  };
  const cases = [
    ['a call', [attempt], () => answering(workspace).workspaces.get(id)],
    ['an upload', [upload], () => answering(() => json({})).files.upload(id, files)],
    [
      'an upload, client timeout longer',
      [upload + 1],
      () => answering(() => json({}), { timeout: upload + 1 }).files.upload(id, files),
    ],
    [
      "an upload, the call's timeout",
      [1000],
      () => answering(() => json({})).files.upload(id, files, { timeout: 1000 }),
    ],
    ['an msearch', [msearch], () => answering(found).search.msearch(id, { size: 1 })],
    ['a job log', [attempt, logIdle], () => drained(answering(text(line, 'application/x-ndjson')).jobs.logs(id))],
    [
      'a file as a stream',
      [attempt, bodyIdle],
      async () =>
        new Response(await answering(text('a,b\n', 'text/csv')).files.download(id, 'a.csv', { as: 'stream' })).text(),
    ],
  ];
  for (const [what, expected, call] of cases) {
    const { value, delays } = await armedTimers(call);
    assert.ok(!(value instanceof Error), `${what}: ${value?.stack}`);
    assert.deepEqual(delays, expected, `the timers ${what} arms`);
  }
  return { attempt, upload, msearch, logIdle };
}

/** jobs-and-logs.md: `jobs.wait` pauses `interval` (5000 by default); after a minute each pause grows, up to 30 s. */
async function waitPolls() {
  const interval = figure('jobs-and-logs.md', /\| `interval` +\| milliseconds between polls\. Default: (\d+) +\|/g);
  const cap = figure('jobs-and-logs.md', /each pause grows one and a half times, up to (\d+) seconds/g) * 1000;
  promised('jobs-and-logs.md', 'After a minute of waiting, each pause grows one and a half times');
  const expected = [];
  for (let waited = 0, pause = interval; expected.at(-1) !== cap || expected.at(-2) !== cap; waited += pause) {
    if (waited >= 60_000) pause = Math.min(pause * 1.5, cap);
    expected.push(pause);
  }
  const job = (n) =>
    json({ id, type: 'PIPELINE_RUN', status: n > expected.length ? 'COMPLETE' : 'RUNNING', _links: {} });
  const got = await waits(() => answering(job, { timeout: attemptMs }).jobs.wait(id));
  assert.equal(got.value.status, 'COMPLETE', `${got.value}`);
  assert.equal(got.attempts, expected.length + 1, 'a poll after each pause');
  assert.equal(got.waits.length, expected.length, `the pauses: ${got.waits}`);
  for (const [n, pause] of got.waits.entries())
    assert.ok(Math.abs(pause - expected[n]) <= 0.5, `pause ${n + 1} is ${expected[n]} ms: ${got.waits}`);
  return { interval, cap, polls: expected.length + 1 };
}

export async function probe() {
  const r = await retries();
  const t = await timeouts();
  const w = await waitPolls();
  return (
    `retry n waits Math.random() x ${r.base} ms x 2^(n-1), at most ${r.cap} ms; a Retry-After of ${r.longest} s ` +
    `waited, ${r.longest + 1} s one attempt; ${r.limit} retries by default; timers of ${t.attempt}, ${t.upload} ` +
    `(upload), ${t.msearch} (msearch) and ${t.logIdle} ms (a silent stream); jobs.wait pauses ${w.interval} ms, ` +
    `then 1.5x after a minute up to ${w.cap} (${w.polls} polls)`
  );
}
