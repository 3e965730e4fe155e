// docs/mock.md's "A server that is safe to leave running", and the workspace image limit of mock.md and
// workspaces.md, held on the installed `startMockServer()` over node:http (so that every header is the probe's own):
//   a Host that is not the server's own is answered 421, and gets none of the data
//   a cross-site simple request (a foreign Origin, or Sec-Fetch-Site: cross-site) is 403, before the mock sees it
//   a foreign page's preflight gets no CORS headers (a loopback page's does); TRACE and CONNECT are 405
//   a JSON body nested deeper than N levels is 400 before parsing (N levels are taken)
//   a workspace image of 699,052 characters is saved; one more is refused by the SDK before sending, and with 400
//   by the mock
// and the defaults of "Options of startMockServer":
//   a body of `maxBodyBytes` (32 MiB) is read; one of a byte more is answered 413 before any of it is sent
//   at `maxConnections` (256) open, one more closes the one idle longest, never one with a request in flight
//   a connection silent for `idleTimeoutMs` (10 s) is closed, not sooner (`silentProbe`: claims-probe.mjs starts it
//   first and awaits it last, the other areas running meanwhile)
// and its table of limits: request bodies of 256 MiB in all are taken, a byte more is 413 until the mock is reset
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { request } from 'node:http';
import { connect } from 'node:net';
import { Client } from 'wdp-sdk';
import { createMockService, startMockServer } from 'wdp-sdk/mock';
import { figure, guide, promised } from './guides.mjs';

/** Sends one request on a connection of its own; resolves to its status, headers and body text. */
function send(server, method, path, headers = {}, body = undefined) {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const options = { host: hostname, port, method, path, headers, agent: false };
    const sent = request(options, (answer) => {
      let text = '';
      answer.setEncoding('utf8').on('data', (chunk) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, text }));
    });
    // Node gives the answer to CONNECT as a tunnel: its head, then the body on the socket.
    sent.on('connect', (answer, socket, head) => {
      let text = head.toString('utf8');
      socket.setEncoding('utf8').on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, text }));
      socket.on('error', reject);
    });
    sent.on('error', reject).end(body);
  });
}

/** Whether an answer carries any CORS header. */
const cors = (answer) => Object.keys(answer.headers).some((name) => name.startsWith('access-control-'));

/** mock.md: "A server that is safe to leave running". */
async function guarded(server) {
  promised('mock.md', 'is answered 421: a site that rebinds its DNS name to 127.0.0.1 gets nothing.');
  promised('mock.md', "What another site's page sends without asking first is answered 403 before the mock sees it");
  promised('mock.md', '`Sec-Fetch-Site: cross-site`. Its other requests need a preflight, which gets no CORS headers.');
  promised('mock.md', "TRACE and CONNECT are refused with 405 and the service's error body.");
  const { workspaceId, admin } = server.service.fixtures;
  const path = `/api/workspaces/${workspaceId}`;
  const auth = { authorization: `Bearer ${admin.token}` };
  const { port } = new URL(server.url);
  const get = (headers) => send(server, 'GET', path, { ...auth, ...headers });
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`])
    assert.equal((await get({ host })).status, 200, `Host ${host} is the server's own`);
  const loopback = await get({ origin: 'http://localhost:5173' });
  assert.equal(loopback.headers['access-control-allow-origin'], 'http://localhost:5173', 'a loopback page: CORS');
  server.service.admin.clearJournal();
  const refused = [
    [421, `Host rebound.example:${port}`, get({ host: `rebound.example:${port}` })],
    [403, 'a foreign Origin', get({ origin: 'https://evil.example' })],
    [403, 'Sec-Fetch-Site: cross-site', get({ 'sec-fetch-site': 'cross-site' })],
    [
      403,
      'a text POST of a foreign Origin',
      send(server, 'POST', path, { ...auth, origin: 'https://evil.example', 'content-type': 'text/plain' }, '{}'),
    ],
  ];
  for (const [status, what, answered] of refused) {
    const answer = await answered;
    assert.equal(answer.status, status, `${what}: ${answer.text}`);
    assert.ok(!answer.text.includes('Analytics') && !cors(answer), `${what}: none of the data, no CORS headers`);
  }
  assert.deepEqual(server.service.admin.journal(), [], 'the mock never sees a refused request');
  const preflight = (origin) =>
    send(server, 'OPTIONS', path, {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization, content-type',
    });
  assert.ok(!cors(await preflight('https://evil.example')), "a foreign page's preflight gets no CORS headers");
  assert.ok(cors(await preflight('http://127.0.0.1:5173')), "a loopback page's preflight gets them");
  for (const [method, target] of [
    ['TRACE', path],
    ['CONNECT', `127.0.0.1:${port}`],
  ]) {
    const answer = await send(server, method, target, auth);
    assert.equal(answer.status, 405, `${method}: ${answer.text}`);
    assert.equal(JSON.parse(answer.text).status, 405, `${method}: the service's error body`);
  }
}

/** mock.md: "A JSON body nested deeper than 64 levels is answered 400 before it is parsed". */
async function nesting(server) {
  const levels = figure('mock.md', /A JSON body nested deeper than (\d+) levels is answered 400 before it is parsed/g);
  const { member, datasets } = server.service.fixtures;
  const headers = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
  const comments = `/api/datasets/${datasets.churn}/comments`;
  const draft = JSON.parse((await send(server, 'POST', comments, headers)).text);
  const write = (body) => send(server, 'PUT', `${comments}/${draft.id}`, headers, JSON.stringify(body));
  const nested = (depth) => (depth === 0 ? 0 : [nested(depth - 1)]);
  // The body's own object is its first level.
  const taken = await write({ message: 'deep', more: nested(levels - 1) });
  assert.ok(taken.status < 300, `${levels} levels are taken: ${taken.status} ${taken.text}`);
  const deeper = await write({ message: 'deeper', more: nested(levels) });
  assert.equal(deeper.status, 400, `${levels + 1} levels`);
  assert.match(JSON.parse(deeper.text).message, new RegExp(`deeper than ${levels} levels`), 'the 400 says why');
  return levels;
}

/** workspaces.md: "The SDK checks `imageUrl` before sending ... at most 699,052 characters"; mock.md: "else 400". */
async function image(server) {
  const most = figure('workspaces.md', /`data:image\/\.\.\.;base64,\.\.\.` URI of at most ([\d,]+) characters/g);
  const served = figure('mock.md', /A workspace image must be a base64 image `data:` URI of at most ([\d,]+) char/g);
  assert.equal(served, most, 'mock.md and workspaces.md give one limit');
  promised('workspaces.md', 'The SDK checks `imageUrl` before sending, as the service would');
  promised('errors.md', /\| bad input, caught before anything is sent +\| `InvalidArgumentError` +\|/);
  const { workspaceId, admin } = server.service.fixtures;
  const client = new Client({ baseUrl: server.url, auth: admin.token });
  const of = (length) => ({ name: 'Analytics', imageUrl: `data:image/png;base64,${'A'.repeat(length - 22)}` });
  const saved = await client.workspaces.update(workspaceId, of(most));
  assert.equal(saved.imageUrl?.length, most, `an image of ${most} characters is saved`);
  server.service.admin.clearJournal();
  await assert.rejects(
    async () => client.workspaces.update(workspaceId, of(most + 1)),
    (error) => {
      assert.equal(error.name, 'InvalidArgumentError', error.stack);
      assert.match(error.message, new RegExp(`nothing was sent\\. imageUrl: must be at most ${most} characters`));
      return true;
    },
  );
  assert.deepEqual(server.service.admin.journal(), [], `an image of ${most + 1} characters is not sent`);
  const headers = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
  const put = await send(server, 'PUT', `/api/workspaces/${workspaceId}`, headers, JSON.stringify(of(most + 1)));
  assert.equal(put.status, 400, `the mock refuses an image of ${most + 1} characters`);
  assert.match(JSON.parse(put.text).message, /imageUrl/, 'its 400 names the field');
  return most;
}

/** A default of startMockServer's options, as mock.md's table gives it (`| \`maxBodyBytes\` | \`33554432\` ...`). */
const serverDefault = (option) => figure('mock.md', new RegExp(`\\| \`${option}\` +\\| \`(\\d+)\``, 'g'));

/** mock.md: `maxBodyBytes`, by default 32 MiB: "a larger request body is answered 413 without being read". */
async function bodyCap(server) {
  const most = serverDefault('maxBodyBytes');
  promised('mock.md', 'a larger request body is answered 413 without being read');
  const { admin } = server.service.fixtures;
  const head = (length) => ({
    authorization: `Bearer ${admin.token}`,
    'content-type': 'application/json',
    'content-length': String(length),
  });
  // The whole body, which the mock reads (and refuses as no JSON object, but not as too large).
  const read = await send(server, 'POST', '/api/workspaces', head(most), Buffer.alloc(most, 0x20));
  assert.notEqual(read.status, 413, `a body of ${most} bytes is read: ${read.status} ${read.text.slice(0, 200)}`);
  // Its head alone: the answer comes before a byte of the body is sent.
  const refused = await new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const options = { host: hostname, port, method: 'POST', path: '/api/workspaces', headers: head(most + 1) };
    const sent = request({ ...options, agent: false }, (answer) => {
      resolve(answer.statusCode);
      sent.destroy();
    });
    const failed = (error) =>
      reject(new Error(`a body of ${most + 1} bytes was not refused at its head`, { cause: error }));
    sent.on('error', failed).flushHeaders();
  });
  assert.equal(refused, 413, `a body of ${most + 1} bytes is answered 413 before it is sent`);
  return most;
}

/**
 * mock.md: `maxConnections`, by default 256: "one more closes the connection idle longest (one with a request in
 * flight is never closed)". The oldest connection has a request in flight (a stalled answer, its head received),
 * the rest are idle in the order they were opened; the server closes none for being silent while this runs. Each
 * verdict is a round trip: a request on a connection is answered, or the connection is found closed.
 */
async function connectionCap() {
  const most = serverDefault('maxConnections');
  promised('mock.md', 'one more closes the connection idle longest (one with a request in flight is never closed)');
  const server = await startMockServer({ idleTimeoutMs: 3_600_000 });
  const sockets = [];
  try {
    const { workspaceId, admin } = server.service.fixtures;
    const path = `/api/workspaces/${workspaceId}`;
    server.service.admin.addFault({ path, times: 1, fault: { type: 'stall', at: 0, ms: 3_600_000 } });
    const { hostname, port } = new URL(server.url);
    const get = `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${admin.token}\r\n\r\n`;
    /** What a GET on `socket` meets: the first bytes of its answer's head, or `closed`. */
    const exchange = (socket) =>
      new Promise((resolve) => {
        if (socket.destroyed) return resolve('closed');
        socket.once('data', (data) => resolve(String(data).slice(0, 15)));
        socket.once('close', () => resolve('closed'));
        socket.on('error', () => {}).write(get);
      });
    const open = async () => {
      const socket = connect({ host: hostname, port });
      sockets.push(socket);
      await once(socket, 'connect');
      return socket;
    };
    const busy = await open();
    assert.equal(await exchange(busy), 'HTTP/1.1 200 OK', 'the stalled answer has sent its head');
    const idle = [];
    for (let n = 1; n < most; n++) idle.push(await open());
    // Answered, so the server has taken the newcomer in, and closed what it closes for it, before answering.
    assert.equal(await exchange(await open()), 'HTTP/1.1 200 OK', `connection ${most + 1} is served`);
    assert.equal(await exchange(idle[0]), 'closed', `at ${most} open, one more closes the one idle longest`);
    assert.equal(await exchange(idle[1]), 'HTTP/1.1 200 OK', 'and only that one');
    assert.ok(!busy.destroyed && !busy.readableEnded, 'the connection with a request in flight stays open');
    return most;
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.close();
  }
}

/**
 * mock.md: `idleTimeoutMs`, by default 10 s: "a connection silent this long ... is closed". A server of its own and
 * one silent connection to it, whose close must not come sooner than that after the connection.
 */
export async function silentProbe() {
  const ms = serverDefault('idleTimeoutMs');
  const limits = figure('mock.md', /\| a silent connection \(`idleTimeoutMs`\) +\| (\d+) s +\| closed +\|/g);
  assert.equal(limits * 1000, ms, "mock.md's table of limits gives the option's default");
  const server = await startMockServer();
  try {
    const { hostname, port } = new URL(server.url);
    // Read (and drop) what comes: node:http may answer the silent connection 408 before closing it, and a socket
    // whose bytes nobody reads never sees the end after them.
    const socket = connect({ host: hostname, port }).resume();
    await once(socket, 'connect');
    const opened = performance.now();
    await once(socket, 'close');
    const after = performance.now() - opened;
    assert.ok(after >= ms - 20, `a silent connection closed after ${after.toFixed(0)} ms, sooner than ${ms} ms`);
    return `a silent connection to the mock server closed after ${ms / 1000} s (idleTimeoutMs), not sooner`;
  } finally {
    await server.close();
  }
}

/** mock.md's limits: "request bodies (JSON and uploaded files) taken since the last reset | 256 MiB | 413: reset". */
async function bodiesTaken() {
  const row = /\| request bodies \(JSON and uploaded files\) taken since the last reset +\| (\d+) MiB +\| 413: reset/g;
  const [mib] = [...guide('mock.md').matchAll(row)].map((match) => Number(match[1]));
  assert.ok(mib, 'mock.md gives the bodies a mock takes before a reset');
  const mock = createMockService();
  const { workspaceId, admin } = mock.fixtures;
  const put = (body) =>
    mock.fetch(`https://wdp.mock/api/workspaces/${workspaceId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body,
    });
  // Bodies of 32 MiB that are read whole and counted (and refused as malformed JSON), to the limit exactly.
  const piece = ' '.repeat(32 << 20);
  for (let taken = 0; taken < mib; taken += 32) assert.equal((await put(piece)).status, 400, `at ${taken} MiB taken`);
  const past = await put(' ');
  assert.equal(past.status, 413, `a byte past ${mib} MiB`);
  assert.match((await past.json()).message, /reset it \(POST \/__mock\/reset\)/, 'the 413 says to reset the mock');
  mock.admin.reset();
  assert.equal((await put(' ')).status, 400, 'after a reset a body is taken again');
  return mib;
}

export async function probe() {
  const server = await startMockServer();
  try {
    await guarded(server);
    const levels = await nesting(server);
    const most = await image(server);
    const bodyBytes = await bodyCap(server);
    const connections = await connectionCap();
    const mib = await bodiesTaken();
    return (
      'a foreign Host 421, cross-site simple requests 403 (unseen by the mock), a foreign preflight no CORS ' +
      `headers, TRACE and CONNECT 405; ${levels} levels of JSON taken, one more 400; an image of ${most} ` +
      `characters saved, one more refused before sending (and 400 from the mock); a body of ${bodyBytes} bytes ` +
      `read, a byte more 413 before it is sent; at ${connections} connections one more closes the one idle longest, ` +
      'not the one with a request in flight; ' +
      `bodies of ${mib} MiB taken, a byte more 413 until a reset`
    );
  } finally {
    await server.close();
  }
}
