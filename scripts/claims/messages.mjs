// What reaches a user's screen and logs from the installed SDK, held to the guides:
//   errors.md         a cut never splits a word of up to N characters (a token cut in two would not be redacted);
//                     an error's message is one line, a server's control characters shown escaped
//   configuration.md  a log line is one line, its control characters shown escaped
//   reliability.md    a secret echoed percent-encoded, wholly or in part, is redacted
import assert from 'node:assert/strict';
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

export async function probe() {
  const longest = await cutsKeepWords();
  await controlsShown();
  await encodedSecretsRedacted();
  return (
    `a cut keeps a word of ${longest + 1} characters and drops one of ${longest}; control characters shown in ` +
    'messages and log lines; a token percent-encoded wholly or in part redacted'
  );
}
