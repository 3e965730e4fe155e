// The limits the guides give the installed SDK, each held at its figure (as much taken, one more refused):
//   reliability.md     up to 5 same-origin redirects in a row are followed, with every header; a sixth is a
//                      RedirectError (its status and location), neither followed nor retried
//   reliability.md,    a JSON answer over 64 MiB is a ResponseTooLargeError naming `maxResponseBytes.json`, the rest
//   configuration.md   unread, not retried; an error body is cut at 1 MiB with a note, the error its status gives
//   jobs-and-logs.md   a log line over `maxLineLength` (1,048,576) is a StreamLineTooLongError naming the option
//   authentication.md  clientCredentials renews in the background at 2 minutes left (a token of under 4 minutes:
//                      from half its life), has calls wait at 30 s (of under 2 minutes: from three quarters); no
//                      expires_in is an hour; the exchange is retried up to 2 times; a token with spaces around it
//                      is refused, and a token function that has not answered within the call's timeout is a
//                      TimeoutError, nothing sent; an access_token no header can carry is a WdpError, not kept
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { Client, clientCredentials } from 'wdp-sdk';
import { armedTimers } from './armed-timers.mjs';
import { figure, promised } from './guides.mjs';

const id = '7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a';
const auth = `tok_${'L1mit'.repeat(8)}`;
const workspace = JSON.stringify({ id, name: 'Analytics', _links: {} });
const MiB = 1024 * 1024;

/** reliability.md: "up to 5 in a row" same-origin redirects; "a sixth redirect in a row" ends with a RedirectError. */
async function redirects() {
  const most = figure('reliability.md', /a redirect is followed with every header, up to (\d+) in a row/g);
  const next = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][most];
  promised('reliability.md', `A redirect loop, a ${next} redirect in a row,`);
  promised('reliability.md', 'end the call with a `RedirectError`, carrying the `status` and the `location`;');
  const received = []; // GET /api/workspaces/<hops> goes through <hops> redirects, /hop/<left>, of several statuses
  const server = createServer((request, response) => {
    received.push(request.headers.authorization);
    const left = Number(request.url.split('/').at(-1));
    if (left === 0) return response.writeHead(200, { 'content-type': 'application/json' }).end(workspace);
    response.writeHead([301, 302, 303, 307, 308][left % 5], { location: `/hop/${left - 1}` }).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const client = new Client({ baseUrl: `http://127.0.0.1:${server.address().port}`, auth });
    assert.equal((await client.workspaces.get(`${most}`)).name, 'Analytics', `${most} redirects are followed`);
    assert.deepEqual(received, Array(most + 1).fill(`Bearer ${auth}`), 'each hop sent, with its Authorization');
    received.length = 0;
    const error = await client.workspaces.get(`${most + 1}`).catch((thrown) => thrown);
    assert.equal(error.name, 'RedirectError', `the ${next} redirect: ${error.stack}`);
    assert.deepEqual([error.status, new URL(error.location, 'http://x').pathname], [302, '/hop/0'], 'its redirect');
    assert.equal(received.length, most + 1, 'the redirect is not followed, and the call not retried');
  } finally {
    await new Promise((resolve) => server.close(resolve).closeAllConnections());
  }
  return most;
}

/** `workspaces.get` answered `status` and `size` bytes (spaces, then `tail`), or endless; and how it was read. */
async function answered(status, size, tail) {
  const spaces = new Uint8Array(MiB).fill(0x20);
  const read = { attempts: 0, bytes: 0, cancelled: false };
  const fetch = async () => {
    let left = size - tail.length;
    const pull = (controller) => {
      const chunk = left > 0 ? spaces.subarray(0, Math.min(left, MiB)) : new TextEncoder().encode(tail);
      left -= chunk.length;
      read.bytes += chunk.length;
      controller.enqueue(chunk);
      if (left < 0) controller.close();
    };
    const body = new ReadableStream({ pull, cancel: () => (read.cancelled = true) }, { highWaterMark: 0 });
    read.attempts++;
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  const client = new Client({ baseUrl: 'https://wdp.example', auth, fetch });
  return { value: await client.workspaces.get(id).catch((error) => error), ...read };
}

/** reliability.md and configuration.md: a JSON answer over 64 MiB fails; an error body is cut at 1 MiB. */
async function bodies() {
  const json = figure('reliability.md', /A JSON answer longer than (\d+) MiB fails with a `ResponseTooLargeError`/g);
  const error = figure('reliability.md', /An error answer's body is cut at (\d+) MiB \(`maxResponseBytes: \{ error/g);
  assert.equal(figure('configuration.md', /a JSON answer longer than `json` \((\d+) MiB\)/g), json);
  assert.equal(figure('configuration.md', /an error body longer than `error` \((\d+) MiB\) is cut there/g), error);
  const limit = json * MiB;
  assert.equal((await answered(200, limit, workspace)).value.name, 'Analytics', `a JSON answer of ${json} MiB`);
  for (const size of [limit + 1, Number.POSITIVE_INFINITY]) {
    const { value, attempts, bytes, cancelled } = await answered(200, size, workspace);
    assert.equal(value.name, 'ResponseTooLargeError', `a JSON answer of ${size} bytes: ${value.stack}`);
    assert.equal(value.maxBytes, limit, 'it carries the limit');
    assert.match(value.message, new RegExp(`over ${limit} bytes; raise the client option \`maxResponseBytes.json\``));
    assert.equal(attempts, 1, 'it is not retried');
    if (size > limit + 1) assert.ok(cancelled && bytes <= limit + 2 * MiB, `the rest is left unread: ${bytes}`);
  }
  const problem = JSON.stringify({ status: 404, error: 'Not Found', message: 'no such workspace' });
  const { value: whole } = await answered(404, error * MiB, problem);
  assert.deepEqual([whole.name, whole.rawBody.length], ['NotFoundError', error * MiB], `${error} MiB is kept whole`);
  const cut = await answered(404, error * MiB + 1, problem);
  assert.equal(cut.value.name, 'NotFoundError', 'a longer one is still the error its status gives');
  const note = `… [cut at ${error * MiB} bytes]`;
  assert.ok(cut.value.rawBody.endsWith(note), `cut, with a note: ${cut.value.rawBody.slice(-80)}`);
  assert.ok(cut.value.rawBody.length - note.length <= error * MiB, `cut at ${error} MiB`);
  return { json, error };
}

/** reliability.md: "A line of a job's log longer than `maxLineLength` (1,048,576 characters) fails". */
async function logLines() {
  const most = figure('reliability.md', /longer than `maxLineLength` \(([\d,]+) characters\) fails with a `Stream/g);
  assert.equal(figure('jobs-and-logs.md', /the longest line accepted, in characters\. Default: (\d+) +\|/g), most);
  const empty = JSON.stringify({ sequence: 0, timestamp: '2024-03-01T09:00:00Z', level: 'INFO', message: '' });
  const line = (length) => empty.replace('""', `"${'x'.repeat(length - empty.length)}"`);
  const ndjson = { headers: { 'content-type': 'application/x-ndjson' } };
  const read = async (length) => {
    const fetch = async () => new Response(`${line(length)}\n`, ndjson);
    const lines = [];
    for await (const { message } of new Client({ baseUrl: 'https://wdp.example', auth, fetch }).jobs.logs(id))
      lines.push(message.length);
    return lines;
  };
  assert.deepEqual(await read(most), [most - empty.length], `a line of ${most} characters is read`);
  await assert.rejects(read(most + 1), (error) => {
    assert.equal(error.name, 'StreamLineTooLongError', error.stack);
    assert.match(error.message, new RegExp(`longer than ${most} characters; raise \`maxLineLength\``));
    return true;
  });
  return most;
}

/** A client on clientCredentials whose token endpoint answers `token(n)` to its nth request; and what it saw. */
function exchanging(token, options = {}) {
  const seen = { exchanges: 0, got: 0, attempts: 0, sent: [], settled: () => {} };
  const info = (line) => {
    if (line.startsWith('wdp-sdk: requesting an access token')) seen.exchanges++;
    if (line.startsWith('wdp-sdk: got an access token') && ++seen.got === seen.exchanges) seen.settled();
  };
  const fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.url === 'https://id.example/oauth/token') return token(++seen.attempts);
    seen.sent.push(request.headers.get('authorization').replace('Bearer ', ''));
    return new Response(workspace, { headers: { 'content-type': 'application/json' } });
  };
  const credentials = { tokenUrl: 'https://id.example/oauth/token', clientId: 'probe', clientSecret: 's3cret-probe' };
  const logger = { debug() {}, info, warn() {}, error() {} };
  const client = new Client({ baseUrl: 'https://wdp.example', auth: clientCredentials(credentials), fetch, logger });
  // Resolves once every exchange started has ended.
  const ended = () => seen.got === seen.exchanges || new Promise((done) => (seen.settled = done));
  return { client: client.withOptions({ logLevel: 'info', ...options }), seen, ended };
}

/** authentication.md: when the SDK renews a token, read from the exchanges and the token each call sends. */
async function renewal() {
  promised('authentication.md', "When two minutes of the token's life remain, the next call starts a new exchange in");
  promised('authentication.md', 'the background and still uses the current token. When 30 seconds remain, calls wait');
  const wait = figure('authentication.md', /When (\d+) seconds remain, calls wait for the new token/g) * 1000;
  promised('authentication.md', 'one that lives less than four minutes is renewed in the background from half of its');
  promised('authentication.md', 'for one that lives less than two minutes, calls wait from three quarters of its');
  promised('authentication.md', 'When the answer has no usable `expires_in`, the token is taken to live for an hour.');
  const retries = figure('authentication.md', /or a 408, 429, 500, 502, 503 or 504 answer, up to (\d+) times\./g);
  // expires_in, and when (ms from the first token) the background renewal starts and calls wait.
  const lives = [3600, 200, 100, undefined].map((s) => [s, s > 0 ? s * 1000 : 3_600_000]);
  const real = Date.now;
  let now = 0;
  Date.now = () => now;
  try {
    for (const [expires, life] of lives) {
      const [background, blocking] = [life - Math.min(120_000, life / 2), life - Math.min(wait, life / 4)];
      const tokens = (k) => Response.json({ access_token: `tok-${k}`, expires_in: expires });
      // Just before the background renewal, from then on, just before calls wait, and from then on.
      const sends = ['tok-1', 'tok-1', 'tok-1', 'tok-2'];
      for (const [n, at] of [background - 1, background, blocking - 1, blocking].entries()) {
        now = 1_700_000_000_000;
        const { client, seen, ended } = exchanging(tokens);
        await client.workspaces.get(id);
        now += at;
        await client.workspaces.get(id);
        await ended();
        const what = `a token of expires_in ${expires}, ${at} ms on: the token sent, the exchanges`;
        assert.deepEqual([seen.sent[1], seen.exchanges], [sends[n], n === 0 ? 1 : 2], what);
      }
    }
  } finally {
    Date.now = real;
  }
  const backoff = (ms) => ms < 60_000; // a backoff's timer fires at once; the calls' timeout is longer
  for (const fails of [retries, retries + 1]) {
    const tokens = (n) => (n > fails ? Response.json({ access_token: 'tok' }) : new Response('', { status: 503 }));
    const { client, seen } = exchanging(tokens, { timeout: 123_457 });
    const { value } = await armedTimers(() => client.workspaces.get(id).catch((e) => e), backoff);
    assert.equal(seen.attempts, Math.min(fails + 1, retries + 1), `a token endpoint failing ${fails} times`);
    assert.equal(value.name, fails > retries ? 'ServerError' : 'Analytics', `${fails} failures: ${value.stack ?? ''}`);
  }
  return retries;
}

/** authentication.md: what a call does with a token it cannot send, or that does not come in time. */
async function unusableTokens() {
  promised('authentication.md', 'anything but a non-empty string that an HTTP header can carry, without');
  promised(
    'authentication.md',
    "if it has not answered within the call's `timeout`, the call fails with a `TimeoutError`",
  );
  promised('authentication.md', 'An `access_token` that an HTTP header cannot carry fails with a `WdpError` too');
  const sent = [];
  const fetch = async (input) => {
    sent.push(String(input));
    return new Response(workspace, { headers: { 'content-type': 'application/json' } });
  };
  const failure = (auth, options) =>
    new Client({ baseUrl: 'https://wdp.example', auth, fetch }).workspaces.get(id, options).then(
      () => assert.fail('the call succeeded'),
      (error) => error,
    );
  const spaced = await failure(` ${auth} `);
  assert.equal(spaced.name, 'InvalidArgumentError', spaced.stack);
  const silent = await failure(() => new Promise(() => {}), { timeout: 50 });
  assert.equal(silent.name, 'TimeoutError', silent.stack);
  assert.match(silent.message, /did not answer within 50 ms; nothing was sent/);
  assert.deepEqual(sent, [], 'nothing sent for a spaced token or one that never came');
  const bad = 'abc\u0007def';
  const { client, seen } = exchanging(() => Response.json({ access_token: bad }));
  for (const n of [1, 2]) {
    const error = await client.workspaces.get(id).then(assert.fail, (e) => e);
    assert.equal(error.name, 'WdpError', error.stack);
    assert.ok(!error.message.includes('abc'), `the token is not shown: ${error.message}`);
    assert.equal(seen.attempts, n, `call ${n}: the token was not kept, so each call asks again`);
  }
  assert.deepEqual(seen.sent, [], 'the token never sent');
}

export async function probe() {
  const most = await redirects();
  const { json, error } = await bodies();
  const line = await logLines();
  const retries = await renewal();
  await unusableTokens();
  return (
    `${most} same-origin redirects followed, one more a RedirectError; a JSON answer of ${json} MiB read, a byte ` +
    `more (or an endless one) ResponseTooLargeError; an error body of ${error} MiB whole, a byte more cut; a log ` +
    `line of ${line} characters read, one more StreamLineTooLongError; tokens renewed at 2 min (half of a short ` +
    `life) in the background, at 30 s (three quarters) waited for, an hour without expires_in; ${retries} retries; ` +
    'a spaced token refused, a silent token function a TimeoutError, nothing sent; an unsendable access_token not kept'
  );
}
