// What reaches a user's screen and logs from the installed SDK, held to the guides:
//   errors.md         a cut never splits a word of up to N characters (a token cut in two would not be redacted);
//                     an error's message is one line, a server's control characters shown escaped
//   configuration.md  a log line is one line, its control characters shown escaped
//   reliability.md    a secret echoed percent-encoded, wholly or in part, is redacted; a signed URL's
//                     `X-Amz-Signature` is not shown in a log line
//   configuration.md  a logger method that throws fails the call with its error, which is not retried
//   errors.md         a POST whose connection dropped once open may have taken effect, and says so; one refused
//                     before it was open says `failed before a response`
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { Client } from 'wdp-sdk';
import { figure, promised } from './guides.mjs';

const token = `tok_${'S3cr3t'.repeat(8)}`;
const channel = '7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a';
// biome-ignore lint/suspicious/noControlCharactersInRegex: raw control characters are what must not be there
const rawControl = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

/** What a client gets for one `channels.get` answered `status` with `body`. */
async function failure(status, body, options = {}) {
  const client = new Client({
    baseUrl: 'https://wdp.example',
    auth: token,
    retry: 0,
    fetch: async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    ...options,
  });
  return client.channels.get(channel).then(
    () => assert.fail('the call succeeded'),
    (error) => error,
  );
}

/** errors.md: "A cut never splits a word ... of up to 1,024 characters"; the figure, as the guide gives it. */
async function cutsKeepWords() {
  const longest = figure('errors.md', /of up to ([\d,]+) characters: the word is left out whole/g);
  for (const [length, kept] of [
    [longest, false],
    [longest + 1, true],
  ]) {
    const head = 'text '.repeat(4);
    const limit = head.length + length; // the cut falls right after `length` characters of one word
    const error = await failure(500, `${head}${'w'.repeat(length)}zz`, { maxResponseBytes: { error: limit } });
    const expected = kept ? `${head}${'w'.repeat(length)}` : head;
    assert.equal(error.rawBody, `${expected}… [cut at ${limit} bytes]`, `a word of ${length} characters at the cut`);
  }
  return longest;
}

/** errors.md and configuration.md: one line, control characters shown, in an error's message and in a log line. */
async function controlsShown() {
  promised(
    'errors.md',
    "An error's message is one line: control characters of a server's text it quotes are shown, not obeyed",
  );
  promised('configuration.md', 'text in it holds: control characters are shown, not obeyed');
  const hostile = 'bad \u001b]0;owned\u0007name\r\nforged';
  const shown = String.raw`bad \e]0;owned\x07name\r\nforged`;
  const error = await failure(400, JSON.stringify({ message: hostile }));
  assert.ok(error.message.includes(`(${shown})`), `the message shows the control characters: ${error.message}`);
  assert.ok(!rawControl.test(error.message), 'no raw control character');
  assert.equal(error.body.message, hostile, 'the body keeps the text as sent');
  const drift = { id: channel, name: hostile, type: '\u001b[2JLIST', _links: {} };
  const lines = [];
  const client = new Client({
    baseUrl: 'https://wdp.example',
    auth: token,
    logger: { debug() {}, info() {}, error() {}, warn: (line) => lines.push(line) },
    fetch: async () => Response.json(drift),
  });
  await client.channels.get(channel);
  assert.ok(lines.length > 0, 'the drifted answer is logged at warn');
  for (const line of lines) assert.ok(!rawControl.test(line), `a raw control character: ${line}`);
}

/** reliability.md: "percent-encoded (wholly or in part, in either hex case)". */
async function encodedSecretsRedacted() {
  promised('reliability.md', 'percent-encoded (wholly or in part, in either hex case)');
  const hex = (byte, upper) => `%${upper ? byte.toString(16).toUpperCase() : byte.toString(16)}`;
  const everyByte = Array.from(Buffer.from(token), (byte) => hex(byte, true)).join('');
  // Every other character encoded, in lower-case hex: `t%6fk%5f`...
  const partly = Array.from(token, (char, n) => (n % 2 ? hex(char.charCodeAt(0), false) : char)).join('');
  for (const encoded of [everyByte, partly]) {
    const error = await failure(401, JSON.stringify({ message: `bad token ${encoded}` }));
    assert.ok(!error.message.includes(encoded), `the encoded token is redacted: ${encoded}`);
    assert.ok(error.message.includes('bad token [redacted]'), error.message);
  }
}

/** reliability.md: a signed URL's `X-Amz-Signature` is a credential's name; its value is not logged. */
async function signedUrlLogged() {
  promised('reliability.md', "a signed URL's `sig` and `X-Amz-Signature`");
  const signature = '5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7';
  const lines = [];
  const log = (line) => lines.push(line);
  const client = new Client({
    baseUrl: 'https://wdp.example',
    auth: token,
    logLevel: 'debug',
    logger: { debug: log, info: log, warn: log, error: log },
    fetch: async () => Response.json({}),
  });
  const href = `https://wdp.example/api/export?X-Amz-Expires=300&X-Amz-Signature=${signature}`;
  await client.follow({ _links: { export: { href } } }, 'export');
  assert.ok(
    lines.some((line) => line.includes('X-Amz-Signature=[redacted]')),
    lines.join('\n'),
  );
  assert.ok(!lines.join('\n').includes(signature), 'the signature is not logged');
}

/** configuration.md: "A `logger` method that throws during a call fails the call with its error, which is not ..." */
async function throwingLogger() {
  promised(
    'configuration.md',
    'A `logger` method that throws during a call fails the call with its error, which is not',
  );
  const thrown = new Error('the log sink is full');
  let sent = 0;
  const client = new Client({
    baseUrl: 'https://wdp.example',
    auth: token,
    logLevel: 'debug',
    logger: {
      debug: () => {
        throw thrown;
      },
      info() {},
      warn() {},
      error() {},
    },
    fetch: async () => {
      sent++;
      return Response.json({ id: channel, name: 'Sales', _links: {} });
    },
  });
  const error = await client.channels.get(channel).then(
    () => assert.fail('the call succeeded'),
    (e) => e,
  );
  assert.equal(error, thrown, "the logger's error is the call's");
  assert.equal(sent, 1, 'the call is not sent again');
}

/** errors.md: a POST whose connection dropped once open "may have taken effect"; a refused one did not. */
async function droppedPosts() {
  promised(
    'errors.md',
    'A refused connection or a name that did not resolve carried nothing, and says `failed before a response`',
  );
  const dropper = createServer((socket) => socket.once('data', () => socket.destroy()));
  await new Promise((resolve) => dropper.listen(0, '127.0.0.1', resolve));
  const closed = createServer();
  await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const refusedPort = closed.address().port;
  await new Promise((resolve) => closed.close(resolve));
  const post = (port) =>
    new Client({ baseUrl: `http://127.0.0.1:${port}`, auth: token, retry: 0 }).channels
      .create('7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5b', { name: 'Ops' })
      .then(
        () => assert.fail('the create succeeded'),
        (e) => e,
      );
  try {
    const dropped = await post(dropper.address().port);
    assert.match(dropped.message, /got no response \(.*\) and may have taken effect: check before sending it again/);
    const refused = await post(refusedPort);
    assert.match(refused.message, /failed before a response \(.*\); check `baseUrl` and the network/);
  } finally {
    await new Promise((resolve) => dropper.close(resolve));
  }
}

export async function probe() {
  const longest = await cutsKeepWords();
  await controlsShown();
  await encodedSecretsRedacted();
  await signedUrlLogged();
  await throwingLogger();
  await droppedPosts();
  return (
    `a cut keeps a word of ${longest + 1} characters and drops one of ${longest}; control characters shown in ` +
    "messages and log lines; a token percent-encoded wholly or in part redacted; a signed URL's signature not " +
    "logged; a throwing logger's error is the call's, not retried; a dropped POST may have taken effect, a refused " +
    'one says failed before a response'
  );
}
