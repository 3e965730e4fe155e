// Copied by check-node-build.mjs into a scratch project where the packed tarball is installed, and run there: the
// promises the guides make about what reaches a user's screen and logs, held on the package as users get it, with
// the figure read from the guide the package ships.
//   docs/errors.md       a cut never splits a word of up to N characters (a token cut in two would not be redacted);
//                        an error's message is one line, a server's control characters shown escaped
//   docs/configuration.md  a log line is one line, its control characters shown escaped
//   docs/reliability.md  a secret echoed percent-encoded, wholly or in part, is redacted
//   docs/cli.md          `wdp api --data` takes at most N MiB (more is exit 2, and nothing is sent); `--limit N`
//                        asks for pages of N items, of at most the service's cap
//   docs/mock.md, pagination.md  the mock serves a `size` above the cap as the cap, and says so in the page meta
//   docs/requests.md, errors.md  a two-step create whose put fails gives `error.draft`, named in its message;
//                        `put(error.draft, body)` finishes it, safe to repeat; an aborted call carries no draft
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'wdp-sdk';
import { createMockService, startMockServer } from 'wdp-sdk/mock';

const docs = join(dirname(createRequire(import.meta.url).resolve('wdp-sdk/package.json')), 'docs');
const guide = (name) => readFileSync(join(docs, name), 'utf8').replace(/\s*\n\s*/g, ' ');
/** The one figure `pattern` captures in the shipped guide `name`, as a number (`2,000` is 2000). */
function figure(name, pattern) {
  const found = [...guide(name).matchAll(pattern)].map((match) => Number(match[1].replaceAll(',', '')));
  assert.equal(found.length, 1, `${name} states it once: ${pattern}`);
  return found[0];
}
const token = `tok_${'S3cr3t'.repeat(8)}`;
const channel = '7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a';
// biome-ignore lint/suspicious/noControlCharactersInRegex: raw control characters are what must not be there
const rawControl = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

/** What a client gets for one `channels.get` answered `status` with `body`, logging into `lines`. */
async function failure(status, body, options = {}) {
  const lines = [];
  const log = (line) => lines.push(line);
  const client = new Client({
    baseUrl: 'https://wdp.example',
    auth: token,
    retry: 0,
    logger: { debug: log, info: log, warn: log, error: log },
    fetch: async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    ...options,
  });
  const error = await client.channels.get(channel).then(
    () => assert.fail('the call succeeded'),
    (e) => e,
  );
  return { error, lines };
}

// errors.md: "A cut never splits a word ... of up to 1,024 characters".
const longest = figure('errors.md', /of up to ([\d,]+) characters: the word is left out whole/g);
for (const [length, kept] of [
  [longest, false],
  [longest + 1, true],
]) {
  const head = 'text '.repeat(4);
  const limit = head.length + length; // the cut falls right after `length` characters of one word
  const { error } = await failure(500, `${head}${'w'.repeat(length)}zz`, { maxResponseBytes: { error: limit } });
  const expected = kept ? `${head}${'w'.repeat(length)}` : head;
  assert.equal(error.rawBody, `${expected}… [cut at ${limit} bytes]`, `a word of ${length} characters at the cut`);
}

// errors.md and configuration.md: one line, control characters shown, in an error's message and in a log line.
const hostile = 'bad \u001b]0;owned\u0007name\r\nforged';
const shown = String.raw`bad \e]0;owned\x07name\r\nforged`;
const { error } = await failure(400, JSON.stringify({ message: hostile }));
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

// reliability.md: "percent-encoded (wholly or in part, in either hex case)".
assert.match(guide('reliability.md'), /percent-encoded \(wholly\s+or in part, in either hex case\)/);
const hex = (byte, upper) => `%${upper ? byte.toString(16).toUpperCase() : byte.toString(16)}`;
const everyByte = Array.from(Buffer.from(token), (byte) => hex(byte, true)).join('');
// Every other character encoded, in lower-case hex: `t%6fk%5f`...
const partly = Array.from(token, (char, n) => (n % 2 ? hex(char.charCodeAt(0), false) : char)).join('');
for (const encoded of [everyByte, partly]) {
  const echoed = await failure(401, JSON.stringify({ message: `bad token ${encoded}` }), { auth: token });
  assert.ok(!echoed.error.message.includes(encoded), `the encoded token is redacted: ${encoded}`);
  assert.ok(echoed.error.message.includes('bad token [redacted]'), echoed.error.message);
}

// cli.md: "--data takes the JSON body inline, as @FILE, or - (stdin), of at most 64 MiB (more is exit 2, and
// nothing is sent)"; "--limit N: at most N items, read across pages of N items (of at most 2,000 each, the service's
// cap)". mock.md: "a `size` above 2,000 is served as 2,000 a page"; pagination.md: "at most 2,000 items a page".
const mib = figure('cli.md', /`-` \(stdin\), of at most (\d+) MiB \(more is exit 2, and nothing is sent/g);
const cap = figure('cli.md', /pages of N items \(of at most ([\d,]+) each, the service's cap/g);
const served = figure('mock.md', /a `size` above ([\d,]+) is served as \1 a page/g);
assert.equal(figure('pagination.md', /serves at most ([\d,]+) items a page/g), served, 'the guides agree');

const scratch = mkdtempSync(join(tmpdir(), 'wdp-claims-'));
/** Runs the installed `wdp` bin (as its shebang would) on the service at `baseUrl`; resolves to how it ended. */
function wdp(args, { baseUrl, auth = token, stdin }) {
  const env = { PATH: process.env.PATH, HOME: scratch, WDP_CONFIG_DIR: scratch, WDP_KEYRING: '0', CI: 'true' };
  Object.assign(env, { WDP_BASE_URL: baseUrl, WDP_TOKEN: auth });
  const child = spawn(process.execPath, [join('node_modules', '.bin', 'wdp'), ...args], { env });
  const out = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (text) => (out.stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text) => (out.stderr += text));
  child.stdin.on('error', () => {}); // a refused stdin is closed early: EPIPE is expected
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, ...out })));
}

try {
  // A --data body of exactly the figure is sent; one byte more is refused, from a file or from stdin.
  const received = [];
  const service = createServer((request, response) => {
    request.resume().on('end', () => {
      received.push(`${request.method} ${request.url}`);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => service.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${service.address().port}`;
  const body = (bytes) => Buffer.alloc(bytes, 0x20).fill('{}', bytes - 2);
  try {
    writeFileSync(join(scratch, 'at.json'), body(mib * 1024 * 1024));
    writeFileSync(join(scratch, 'over.json'), body(mib * 1024 * 1024 + 1));
    const sent = await wdp(['api', 'POST', '/api/workspaces', '--data', `@${join(scratch, 'at.json')}`], {
      baseUrl: at,
    });
    assert.equal(sent.code, 0, `a --data body of ${mib} MiB is sent: ${sent.stderr}`);
    assert.deepEqual(received, ['POST /api/workspaces'], `a --data body of ${mib} MiB reaches the service`);
    received.length = 0;
    for (const [flag, stdin] of [
      [`@${join(scratch, 'over.json')}`, undefined],
      ['-', body(mib * 1024 * 1024 + 1)],
    ]) {
      const refused = await wdp(['api', 'POST', '/api/workspaces', '--data', flag], { baseUrl: at, stdin });
      assert.equal(refused.code, 2, `--data ${flag} of ${mib} MiB and a byte exits 2: ${refused.stderr}`);
      assert.match(refused.stderr, new RegExp(`gave more than ${mib} MiB; nothing was sent\\.\\n$`));
      assert.deepEqual(received, [], `--data ${flag} over ${mib} MiB sends nothing`);
    }
  } finally {
    service.close();
  }

  // --limit N asks for pages of N items, of at most the cap.
  const mock = await startMockServer();
  try {
    const { workspaceId, admin } = mock.service.fixtures;
    for (const [limit, size] of [
      [3, 3],
      [cap + 1, cap],
    ]) {
      mock.service.admin.clearJournal();
      const args = ['datasets', 'list', '-w', workspaceId, '--limit', String(limit), '--json'];
      const listed = await wdp(args, { baseUrl: mock.url, auth: admin.token });
      assert.equal(listed.code, 0, listed.stderr);
      const pages = mock.service.admin.journal().filter((entry) => entry.path.endsWith('/datasets'));
      assert.deepEqual(
        pages.map((entry) => entry.query.size),
        [String(size)],
        `--limit ${limit} asks for one page of ${size}`,
      );
    }
  } finally {
    await mock.close();
  }

  // The mock serves a larger `size` as the cap, and `page.size` of the page meta says so: its ESM and its CommonJS
  // build, each a copy of its own.
  for (const [build, mock] of [
    ['import', { createMockService }],
    ['require', createRequire(import.meta.url)('wdp-sdk/mock')],
  ]) {
    const paged = mock.createMockService();
    const { admin, workspaceId } = paged.fixtures;
    const lister = new Client({ baseUrl: 'https://wdp.mock', auth: admin.token, fetch: paged.fetch });
    for (const size of [served, served + 1]) {
      const page = await lister.channels.list(workspaceId, { size });
      assert.equal(page.page?.size, served, `${build}('wdp-sdk/mock') serves a size of ${size} as ${served}`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// requests.md and errors.md: the two-step create's draft, on the installed SDK with the installed mock's faults.
assert.match(guide('requests.md'), /the error's `draft` is the draft the first step made, and its message names it/);
assert.match(guide('errors.md'), /the namespace's `put\(error\.draft, body\)` .*which is safe to repeat/);
const drafts = createMockService();
const { workspaceId, admin } = drafts.fixtures;
const creator = new Client({ baseUrl: 'https://wdp.mock', auth: admin.token, fetch: drafts.fetch, retry: 0 });
const putPath = '/api/workspaces/*/channels/*';
drafts.admin.addFault({ method: 'PUT', path: putPath, times: 1, fault: { type: 'status', status: 503 } });
const failed = await creator.channels.create(workspaceId, { name: 'Ops' }).then(
  () => assert.fail('the create succeeded despite the fault'),
  (e) => e,
);
assert.equal(failed.status, 503, failed.message);
assert.ok(failed.draft?.id, 'the error carries the draft');
assert.ok(failed.message.includes(`the draft ${failed.draft.id} `), `the message names the draft: ${failed.message}`);
assert.ok(failed.message.includes('channels.put(error.draft, body)'), failed.message);
const finished = await creator.channels.put(failed.draft, { name: 'Ops' });
const repeated = await creator.channels.put(failed.draft, { name: 'Ops' });
assert.deepEqual([finished.created, repeated.created], [true, false], 'a put of the draft finishes it, then updates');
const named = (await creator.channels.list(workspaceId, { size: 2000 })).items.filter((c) => c.name === 'Ops');
assert.deepEqual(
  named.map((c) => c.id),
  [failed.draft.id],
  'one channel, the draft: repeating the put made no copy',
);
const controller = new AbortController();
const reason = new Error('stopped by the caller');
const onInjected = () => controller.abort(reason);
drafts.admin.addFault({ method: 'PUT', path: putPath, times: 1, fault: { type: 'stall' }, onInjected });
const aborted = await creator.channels.create(workspaceId, { name: 'Gone' }, { signal: controller.signal }).then(
  () => assert.fail('the aborted create succeeded'),
  (e) => e,
);
assert.equal(aborted, reason, 'an aborted create rejects with the abort reason');
assert.ok(!('draft' in aborted), 'an aborted create carries no draft');

console.log(
  `claims: a cut keeps a word of ${longest + 1} characters and drops one of ${longest}; control characters shown ` +
    `in messages and log lines; a token percent-encoded wholly or in part redacted; wdp api --data of ${mib} MiB ` +
    `sent, a byte more exit 2 and nothing sent; --limit pages of at most ${cap}; the mock serves at most ${served} ` +
    'a page; a failed two-step create names its draft, put(error.draft) finishes it once; an abort has no draft',
);
