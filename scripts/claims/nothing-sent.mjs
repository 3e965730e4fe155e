// The guides' promises that bad input to the installed SDK sends nothing and shows no secret, each call made with a
// `fetch` that records what reaches it:
//   search.md     a channel or tag name that is empty or holds whitespace, an empty query, or a field the object
//                 does not have: InvalidArgumentError before anything is sent; an msearch query is checked before
//                 it is sent, a misspelt key (`heighlight`) refused with the right one suggested
//   webhooks.md   a missing or empty `secret`, a payload JSON.stringify would turn into `{}`: InvalidArgumentError
//                 before anything is sent (and errors.md: the secret is not in its message); the workspace's webhook
//                 secret, once read, redacted from a later error that echoes it, under its name or in free text
//   files.md      an upload of no files, a path given twice or holding `%0A`, a content of no known kind, a content
//                 type not printable ASCII, a misspelt key (named, with the key it meant): nothing is sent
//   errors.md     a message never echoes a header's value
import assert from 'node:assert/strict';
import { Client } from 'wdp-sdk';
import { promised } from './guides.mjs';

const workspace = '7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a';
const secret = 'whsec_Pr0beWebhookSecret';

/** A client whose `fetch` records each request in `sent` and answers `answer()` (an empty JSON object). */
function recordingClient(answer = () => Response.json({})) {
  const sent = [];
  const fetch = async (input, init) => {
    sent.push(`${init?.method ?? input.method ?? 'GET'} ${input.url ?? input}`);
    return answer();
  };
  return { client: new Client({ baseUrl: 'https://wdp.example', auth: 'tok_probe', retry: 0, fetch }), sent };
}

/** The InvalidArgumentError that `call` throws or rejects with, asserting that nothing reached `sent`. */
async function refusal(what, sent, call) {
  const error = await (async () => call())().then(
    () => assert.fail(`${what} was accepted`),
    (e) => e,
  );
  assert.equal(error.name, 'InvalidArgumentError', `${what}: ${error.stack}`);
  assert.deepEqual(sent, [], `${what}: nothing is sent`);
  return error;
}

async function search() {
  promised(
    'search.md',
    'A name that is empty or holds whitespace, an empty query, or a field the object does not have, throws an ' +
      '`InvalidArgumentError` before anything is sent.',
  );
  promised(
    'search.md',
    'the query is checked before it is sent: a misspelt key, such as `heighlight`, throws an ' +
      '`InvalidArgumentError` that suggests the right one.',
  );
  const { client, sent } = recordingClient();
  const datasets = (query) => () => client.search.datasets(workspace, query);
  await refusal('a channel name with a space', sent, datasets({ channel: 'sales team' }));
  await refusal('an empty tag name', sent, datasets({ tags: ['kpi', ''] }));
  await refusal('an empty query', sent, datasets(''));
  await refusal('a query object with nothing to search for', sent, datasets({}));
  await refusal('a field the query object does not have', sent, datasets({ text: 'churn', colour: 'red' }));
  const misspelt = await refusal('an msearch key misspelt', sent, () =>
    client.search.msearch(workspace, { text: 'churn', heighlight: true }),
  );
  assert.match(misspelt.message, /"heighlight" \(did you mean "highlight"\?\)/);
}

async function webhooks() {
  promised(
    'webhooks.md',
    'Bad input throws an `InvalidArgumentError` before anything is sent: a missing or empty `secret`, or a payload ' +
      'that is neither an object',
  );
  promised(
    'webhooks.md',
    "Administrators read the workspace's webhook secret; the SDK redacts it from its errors and log lines.",
  );
  promised(
    'errors.md',
    'Credentials (tokens, client secrets, `Authorization` values, the values of fields named like credentials) are ' +
      'redacted from its message and fields.',
  );
  const { client, sent } = recordingClient();
  const webhook = (payload, options) => () => client.deployments.webhook(workspace, payload, options);
  await refusal('a webhook without a secret', sent, webhook({ ref: 'refs/heads/main' }, {}));
  await refusal('a webhook with an empty secret', sent, webhook({ ref: 'refs/heads/main' }, { secret: '' }));
  for (const payload of [new Map([['ref', 'main']]), new Blob(['{}']), new Headers()]) {
    const what = `a webhook payload that is a ${payload.constructor.name}`;
    const error = await refusal(what, sent, webhook(payload, { secret }));
    assert.ok(!error.message.includes(secret), `${what}: the secret is in the message: ${error.message}`);
  }
  // The workspace's webhook secret read as webhooks.md does, then echoed by an error: under its name and in free text.
  promised('webhooks.md', "Administrators read the workspace's webhook secret; the SDK redacts it from its errors");
  const lines = [];
  const log = (line) => lines.push(line);
  const json = { 'content-type': 'application/json' };
  const echoed = JSON.stringify({ message: `refused ${secret}`, deploymentSecret: secret });
  const failing = new Client({
    baseUrl: 'https://wdp.example',
    auth: 'tok_probe',
    retry: 0,
    logLevel: 'debug',
    logger: { debug: log, info: log, warn: log, error: log },
    fetch: async (request) =>
      request.method === 'GET'
        ? Response.json({ id: workspace, name: 'Probe', deploymentSecret: secret, _links: {} })
        : new Response(echoed, { status: 400, headers: json }),
  });
  assert.equal((await failing.workspaces.get(workspace)).deploymentSecret, secret);
  const error = await failing.deployments.webhook(workspace, { ref: 'refs/heads/main' }, { secret }).then(
    () => assert.fail('the refused webhook succeeded'),
    (e) => e,
  );
  assert.equal(error.status, 400, error.message);
  for (const [where, text] of [
    ['message', error.message],
    ['rawBody', error.rawBody],
    ['JSON', JSON.stringify(error)],
    ['log', lines.join('\n')],
  ])
    assert.ok(!text.includes(secret), `the webhook secret shows in the error's ${where}: ${text}`);
}

async function uploads() {
  promised('files.md', 'Nothing is sent, and an `InvalidArgumentError` says why, when: - there are no files at all;');
  promised('files.md', 'a misspelt `contentTyp` is named, with the key it probably meant.');
  promised('errors.md', "A message never echoes a header's value.");
  const { client, sent } = recordingClient();
  const upload = (files, options) => () => client.files.upload(workspace, files, options);
  await refusal('an upload of no files', sent, upload({}));
  const twice = [
    { path: 'notes/a.txt', content: 'one' },
    { path: 'notes/a.txt', content: 'two' },
  ];
  await refusal('an upload naming a path twice', sent, upload(twice));
  await refusal('an upload path holding %0A', sent, upload({ 'notes/a%0A.txt': 'x' }));
  await refusal('a content of no known kind', sent, upload({ 'notes/a.txt': 42 }));
  const typed = { content: 'x', contentType: 'text/plain\u0001' };
  await refusal('a content type that is not printable ASCII', sent, upload({ 'notes/a.txt': typed }));
  const misspelt = { content: 'x', contentTyp: 'text/plain' };
  const named = await refusal('a misspelt contentTyp', sent, upload({ 'notes/a.txt': misspelt }));
  assert.match(named.message, /`contentTyp`.*`contentType`/, named.message);
  const header = 'tok_HeaderValue0123';
  const headers = { 'x-note': `${header}\r\nx-forged: 1` };
  const unsent = await refusal('a header value HTTP cannot carry', sent, upload({ 'notes/a.txt': 'x' }, { headers }));
  assert.ok(!unsent.message.includes(header), `the header's value is echoed: ${unsent.message}`);
}

export async function probe() {
  await search();
  await webhooks();
  await uploads();
  return (
    'search (bad names, empty or unknown fields, a misspelt msearch key), webhooks (no secret, a payload that ' +
    'serialises as {}) and uploads (no files, bad or doubled paths, bad contents and types, misspelt keys) send ' +
    'nothing; no secret or header value in their messages; the webhook secret, once read, redacted from errors'
  );
}
