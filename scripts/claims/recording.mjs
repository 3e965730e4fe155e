// docs/mock.md's recording proxy, held on the installed `startRecordingProxy()`:
//   a service that writes its links on another origin than the URL recorded (a mock reached as `localhost` links on
//   `127.0.0.1`) is recorded all the same: its links rebased on the proxy, said once
//   a request the service still holds at close gets 2 s (`graceMs` 2,000 by default) to finish, then is cut off and
//   left out of the seed file
//   a client that goes away cuts off its request to the service too, and nothing of it is recorded
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { Client } from 'wdp-sdk';
import { startMockServer, startRecordingProxy } from 'wdp-sdk/mock';
import { figure, promised } from './guides.mjs';

/** mock.md: a mock reached as `localhost`, which links on `127.0.0.1`, recorded whole through the proxy. */
async function learntOrigin() {
  promised('mock.md', 'is recorded all the same: the proxy learns');
  promised('mock.md', "that origin from the resources' `self` links, rebases it as it does the URL, and says so once");
  const service = await startMockServer();
  const warnings = [];
  const target = service.url.replace('127.0.0.1', 'localhost');
  const proxy = await startRecordingProxy({ target, onWarning: (message) => warnings.push(message) });
  try {
    const { workspaceId, owner } = service.service.fixtures;
    const client = new Client({ baseUrl: proxy.url, auth: owner.token });
    const channels = (await client.channels.list(workspaceId)).items;
    await client.workspaces.get(workspaceId);
    for (const channel of channels)
      assert.ok(channel._links?.self?.href.startsWith(proxy.url), `a link on the proxy: ${channel._links?.self?.href}`);
    assert.equal(warnings.length, 1, `said once: ${warnings.join(' | ')}`);
    assert.match(warnings[0], /127\.0\.0\.1/, 'the warning names the origin learnt');
  } finally {
    const seed = await proxy.close();
    await service.close();
    assert.ok(Object.keys(seed.records.channels ?? {}).length > 0, 'the channels recorded');
    assert.ok(Object.keys(seed.records.workspaces ?? {}).length > 0, 'the workspace recorded');
  }
}

/**
 * A service that answers `/api/profiles` and holds every other request: `held` resolves to the first one's
 * response, `cutOff` once its connection closes before it was answered.
 */
async function holdingService() {
  let arrived;
  const held = new Promise((resolve) => (arrived = resolve));
  let cut;
  const cutOff = new Promise((resolve) => (cut = resolve));
  const server = createServer((request, response) => {
    if (request.url === '/api/profiles') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"_embedded":{"profiles":[]}}');
      return;
    }
    response.on('close', () => {
      if (!response.writableFinished) cut();
    });
    arrived(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const close = () => new Promise((resolve) => server.close(resolve).closeAllConnections());
  return { url: `http://127.0.0.1:${server.address().port}`, held, cutOff, close };
}

/** mock.md: at close, a request the service holds gets 2 s, then is cut off and left out; so is one given up on. */
async function cutOff() {
  const graceMs = figure(
    'mock.md',
    /`close\(\{ graceMs \}\)` sets how long requests under way may finish first; ([\d,]+) by default/g,
  );
  const seconds = figure(
    'mock.md',
    /a request the service still holds then\s+gets (\d+) s to finish, and is then cut off and left out/g,
  );
  assert.equal(seconds * 1000, graceMs, 'mock.md gives one wait');
  promised('mock.md', 'A client that goes away cuts off its request to the service');
  promised('mock.md', 'too, and nothing of it is recorded.');
  const path = '/api/workspaces/7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a';
  const headers = { authorization: `Bearer tok_${'Rec0rd'.repeat(6)}` };
  // Closing while the service holds a request.
  let service = await holdingService();
  let proxy = await startRecordingProxy({ target: service.url });
  const asked = fetch(proxy.url + path, { headers }).catch((error) => error);
  await service.held;
  const closing = performance.now();
  const seed = await proxy.close();
  const waited = performance.now() - closing;
  await service.cutOff;
  assert.ok(waited >= graceMs - 20, `close() waited ${waited.toFixed(0)} ms, sooner than ${graceMs}`);
  assert.deepEqual(seed.records.workspaces ?? {}, {}, 'the held request left out');
  await asked;
  await service.close();
  // A client that gives up.
  service = await holdingService();
  proxy = await startRecordingProxy({ target: service.url });
  const controller = new AbortController();
  const given = fetch(proxy.url + path, { headers, signal: controller.signal }).catch((error) => error);
  await service.held;
  controller.abort();
  await service.cutOff; // the request to the service is cut off: it would hang here otherwise
  await given;
  assert.deepEqual((await proxy.close({ graceMs: 0 })).records.workspaces ?? {}, {}, 'nothing of it recorded');
  await service.close();
  return graceMs;
}

export async function probe() {
  await learntOrigin();
  const graceMs = await cutOff();
  return (
    'a mock reached as localhost (links on 127.0.0.1) recorded whole, its links on the proxy, said once; a held ' +
    `request cut off after ${graceMs} ms at close and left out; one given up on cut off, nothing recorded`
  );
}
