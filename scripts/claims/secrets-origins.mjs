// Where the installed SDK sends credentials, and what it sends twice, held to the guides with two loopback services
// of different origins (127.0.0.1 and localhost, each on its own port) that record the headers they get:
//   reliability.md, authentication.md  the token goes only to `baseUrl`'s origin: a redirect to another origin is
//                    followed with no header but Accept (no Authorization, Cookie, API key nor `headers` option); a
//                    `next` link or a HAL link there without Authorization, Proxy-Authorization, Cookie, X-Api-Key
//   authentication.md, reliability.md  the token exchange never follows a redirect, to another origin or its own:
//                    a RedirectError, the client secret sent to `tokenUrl` only
//   reliability.md, configuration.md  POST and PATCH are never retried by default; GET is, `limit` times
//   hal-links.md     a resource object is followed by its own link whatever its kind (`workspaces.get(dataset)`)
import assert from 'node:assert/strict';
import { lookup } from 'node:dns/promises';
import { createServer } from 'node:http';
import { Client, clientCredentials } from 'wdp-sdk';
import { figure, promised } from './guides.mjs';

const token = `tok_${'0r1g1n'.repeat(6)}`;
const clientSecret = `cs_${'Pr0beSecret'.repeat(3)}`;
const channel = '7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a';
/** Headers set through the `headers` option, each a credential but `x-probe` (any other header). */
const given = {
  cookie: 'session=Pr0beCookie0123',
  'x-api-key': 'Pr0beApiKey0123',
  'proxy-authorization': 'Basic cHJvYmU6cHJveHk=',
  'x-probe': 'custom-value',
};
const credentials = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key'];

/**
 * A service on `host` (on the address fetch connects to first for it) recording each request (method, path, headers,
 * body) before `answer` answers it.
 */
async function service(host, answer) {
  const received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (text) => (body += text));
    request.on('end', () => {
      received.push({ method: request.method, path: request.url, headers: request.headers, body });
      answer(request, response);
    });
  });
  const { address } = await lookup(host);
  await new Promise((resolve) => server.listen(0, address, resolve));
  const close = () => new Promise((resolve) => server.close(resolve).closeAllConnections());
  return { url: `http://${host}:${server.address().port}`, received, close };
}

const hal = (response, body) =>
  response.writeHead(200, { 'content-type': 'application/hal+json' }).end(JSON.stringify(body));

/** reliability.md: a redirect, a `next` link and a HAL link to another origin, each followed without credentials. */
async function otherOrigins(home, other) {
  promised('authentication.md', 'The token is sent only to the origin of `baseUrl`.');
  promised(
    'reliability.md',
    '**To another origin**, a redirect is followed only for GET and HEAD, and with no header but `Accept`: no ' +
      '`Authorization`, `Cookie`, API key, nor anything set through the `headers` option.',
  );
  promised(
    'reliability.md',
    'A link, a `next` link or a redirect that leads to another origin is followed without credential headers ' +
      '(`Authorization`, `Proxy-Authorization`, `Cookie`, `X-Api-Key`), even ones you set in `headers`.',
  );
  const client = new Client({ baseUrl: home.url, auth: token, retry: 0, headers: given });
  assert.equal((await client.channels.get(channel)).name, 'Elsewhere', 'the redirect is followed');
  await client.channels.list(channel).toArray();
  assert.deepEqual(await client.follow({ _links: { away: { href: `${other.url}/api/away` } } }, 'away'), {});
  const [sent] = home.received;
  for (const name of [...credentials, 'x-probe'])
    assert.ok(sent.headers[name], `the service at baseUrl gets ${name}: ${JSON.stringify(sent.headers)}`);
  const [redirected, next, link] = other.received;
  assert.deepEqual(
    [redirected?.path, next?.path, link?.path],
    [`/api/channels/${channel}`, `/api/workspaces/${channel}/channels?page=1`, '/api/away'],
  );
  const dropped = { redirect: [redirected, [...credentials, 'x-probe', 'x-request-id']] };
  Object.assign(dropped, { 'next link': [next, credentials], 'HAL link': [link, credentials] });
  for (const [how, [request, names]] of Object.entries(dropped)) {
    for (const name of names)
      assert.equal(request.headers[name], undefined, `a ${how} to another origin carries ${name}`);
    assert.ok(!JSON.stringify(request.headers).includes(token), `a ${how} to another origin carries the token`);
  }
  assert.equal(redirected.headers.accept, 'application/hal+json', 'the redirect keeps Accept');
  return Object.keys(dropped);
}

/** authentication.md and reliability.md: a token exchange answered 307 is a RedirectError; nothing goes on. */
async function exchangeNeverRedirected(home, other) {
  promised(
    'authentication.md',
    '**No redirects.** The exchange never follows a redirect: the client secret is sent to `tokenUrl` and nowhere ' +
      'else. A redirect answer fails with `RedirectError`.',
  );
  promised('reliability.md', 'and any redirect of a token request (its body holds the client secret) end the call');
  const before = other.received.length;
  for (const path of ['/oauth/away', '/oauth/here']) {
    const tokenUrl = `${home.url}${path}`;
    const auth = clientCredentials({ tokenUrl, clientId: 'cid_probe', clientSecret });
    const client = new Client({ baseUrl: home.url, auth });
    const error = await client.channels.get(channel).then(
      () => assert.fail(`the exchange at ${path} succeeded`),
      (e) => e,
    );
    assert.equal(error.name, 'RedirectError', `a token exchange answered 307: ${error.stack}`);
    assert.equal(error.status, 307);
    const asked = home.received.filter((request) => request.path.startsWith('/oauth/'));
    assert.equal(asked.at(-1)?.path, path, 'the exchange went to tokenUrl');
    assert.ok(asked.at(-1).body.includes(clientSecret), 'with the client secret');
    assert.ok(!error.message.includes(clientSecret), `the secret in the message: ${error.message}`);
  }
  assert.deepEqual(
    home.received.filter((request) => request.path === '/oauth/here-again'),
    [],
    'not followed home',
  );
  assert.deepEqual(other.received.slice(before), [], 'nothing reached the other origin');
  assert.equal(home.received.filter((r) => r.path.startsWith('/oauth/')).length, 2, 'one exchange each, not retried');
}

/** reliability.md and configuration.md: a service that always answers 503 gets one POST, one PATCH, 1 + N GETs. */
async function unsafeNotRetried() {
  promised('reliability.md', '**POST and PATCH are never retried** unless you allow it for that call');
  promised('configuration.md', 'POST and PATCH are never retried unless you allow it for the call');
  const limit = figure('reliability.md', /fewer than `limit` retries \((\d+) by default\) have been made/g);
  const sent = [];
  const fetch = async (input, init) => {
    sent.push(init?.method ?? input.method);
    // Retry-After: 0 sets the wait between attempts to none (instead of the random backoff).
    return new Response('{}', { status: 503, headers: { 'retry-after': '0', 'content-type': 'application/json' } });
  };
  const client = new Client({ baseUrl: 'https://wdp.example', auth: token, fetch });
  const attempts = async (call) => {
    sent.length = 0;
    await call().then(
      () => assert.fail('a 503 succeeded'),
      (e) => assert.equal(e.status, 503, e.stack),
    );
    return [...sent];
  };
  assert.deepEqual(await attempts(() => client.channels.initialise(channel)), ['POST'], 'a POST, once');
  assert.deepEqual(await attempts(() => client.channels.edit(channel, { name: 'x' })), ['PATCH'], 'a PATCH, once');
  const gets = await attempts(() => client.channels.get(channel));
  assert.deepEqual(gets, Array(limit + 1).fill('GET'), `a GET, retried ${limit} times`);
  const allowed = await attempts(() => client.channels.initialise(channel, { retry: { methods: ['POST'] } }));
  assert.equal(allowed.length, limit + 1, 'a POST allowed for the call is retried');
  return limit;
}

/** The service at `baseUrl`: token requests and channels redirected, a list's next page on `other()`'s origin. */
const homeAnswer = (other) => (request, response) => {
  const { url } = request;
  if (url.startsWith('/oauth/')) {
    const location = url === '/oauth/away' ? `${other().url}/oauth/token` : '/oauth/here-again';
    return response.writeHead(307, { location }).end();
  }
  if (url.startsWith('/api/channels/')) return response.writeHead(302, { location: `${other().url}${url}` }).end();
  const next = { href: `${other().url}${url}?page=1` };
  const page = { size: 1, totalElements: 2, totalPages: 2, number: 0 };
  hal(response, { _embedded: { channels: [] }, _links: { next }, page });
};

/** The service of another origin: a channel, a list's last page, an empty object. */
const otherAnswer = (request, response) => {
  if (request.url.startsWith('/api/channels/'))
    return hal(response, { id: channel, name: 'Elsewhere', type: 'LIST', _links: {} });
  hal(response, request.url.includes('?page=') ? { _embedded: { channels: [] }, _links: {} } : {});
};

/** hal-links.md: a resource object is followed by its own link, whatever kind it is ("pass the kind named"). */
async function ownLinkWhateverKind() {
  promised('hal-links.md', 'Links do not say what kind of resource an object is, so pass the kind the method names');
  promised('hal-links.md', "follows the dataset's `self` link like any other and reads the answer as a workspace.");
  const sent = [];
  const dataset = { id: 'd-1', title: 'Q3', _links: { self: { href: 'https://wdp.example/api/datasets/d-1' } } };
  const fetch = async (input) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return Response.json(dataset);
  };
  const client = new Client({ baseUrl: 'https://wdp.example', auth: 'tok_hal', fetch, validation: 'off' });
  assert.deepEqual(await client.workspaces.get(dataset), dataset, "the dataset's answer, read as a workspace");
  assert.deepEqual(sent, ['https://wdp.example/api/datasets/d-1'], "sent to the dataset's own link");
}

export async function probe() {
  let other;
  const home = await service(
    '127.0.0.1',
    homeAnswer(() => other),
  );
  other = await service('localhost', otherAnswer);
  try {
    const ways = await otherOrigins(home, other);
    await exchangeNeverRedirected(home, other);
    const limit = await unsafeNotRetried();
    await ownLinkWhateverKind();
    return (
      `the token and credential headers stay on baseUrl's origin (${ways.join(', ')} to another followed without ` +
      `them); a token exchange answered 307 (to another origin or its own) is a RedirectError, nothing sent on; ` +
      `POST and PATCH sent once to a 503, GET ${limit + 1} times; a resource object followed by its own link, ` +
      'whatever its kind'
    );
  } finally {
    await Promise.all([home.close(), other.close()]);
  }
}
