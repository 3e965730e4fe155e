// The guides' promises of what the installed SDK redacts, held on errors it throws and lines it logs:
//   authentication.md, reliability.md  a token a server echoes (JSON-escaped, base64, base64url, in `Basic`, in
//                    another case) is `[redacted]` in message, String, JSON, inspect, body, rawBody and log lines
//   reliability.md   a token shorter than N characters is redacted only where it stands as a whole token; a secret
//                    the SDK never knew is redacted by its value: a URL's password, tokens of the shapes it lists
//   configuration.md every log line starts with `wdp-sdk:`, and query parameters named like credentials never show;
//                    no error of `new Client()` (run in this project) shows WDP_TOKEN, WDP_CLIENT_ID,
//                    WDP_CLIENT_SECRET or WDP_TOKEN_URL, and a wrong WDP_BASE_URL is quoted with its user info masked
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import { Client } from 'wdp-sdk';
import { figure, guide, promised } from './guides.mjs';

// `+`, `/` and `~~~` (base64 `fn5+`): its JSON escapes and its base64 and base64url forms all differ from it.
const token = `tok_Se+cr/et~~~${'Pr0be'.repeat(5)}`;
const channel = '7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a';
/** Every line any client of this module logged, each checked for its `wdp-sdk:` at the end. */
const logged = [];

/** A client at level debug whose `fetch` is `answer`, logging into `lines` (and `logged`). */
function client(auth, answer, lines = []) {
  const log = (line) => lines.push(line) && logged.push(line);
  const logger = { debug: log, info: log, warn: log, error: log };
  return new Client({ baseUrl: 'https://wdp.example', auth, retry: 0, logLevel: 'debug', logger, fetch: answer });
}

/** The error `channels.get` of `client` rejects with. */
const failure = (of) =>
  of.channels.get(channel).then(
    () => assert.fail('the call succeeded'),
    (error) => error,
  );

/** Everywhere an error shows its text, by name. */
const shown = (error) => ({
  message: error.message,
  'String(error)': String(error),
  'JSON.stringify(error)': JSON.stringify(error),
  'util.inspect(error)': inspect(error, { depth: 10 }),
  rawBody: error.rawBody,
  body: JSON.stringify(error.body),
});

/** authentication.md and reliability.md: the token echoed in each form, in an error and in a warn line. */
async function echoesRedacted() {
  promised(
    'authentication.md',
    'Tokens, client secrets and `Authorization` header values never appear in error messages, log lines, or what ' +
      '`JSON.stringify` and `util.inspect` show of an error, even when a server echoes them back escaped inside JSON',
  );
  promised('reliability.md', 'and so in `String(error)`, `JSON.stringify`, `util.inspect`, log lines and retry events');
  promised(
    'reliability.md',
    'a secret is found as it is, escaped inside JSON strings (`\\/`, `\\u002B`), percent-encoded (wholly or in ' +
      'part, in either hex case), base64-encoded (base64url too, and inside a longer base64 text such as `Basic` ' +
      'credentials), in any case;',
  );
  const forms = {
    'escaped inside JSON': token.replaceAll('/', '\\/').replaceAll('+', '\\u002B'),
    base64: Buffer.from(token).toString('base64'),
    base64url: Buffer.from(token).toString('base64url'), // not base64 with its padding cut: `fn5-`, not `fn5+`
    'inside Basic credentials': `Basic ${Buffer.from(`etl:${token}`).toString('base64')}`,
    'in upper case': token.toUpperCase(),
    'in lower case': token.toLowerCase(),
  };
  for (const [how, form] of Object.entries(forms)) {
    let calls = 0;
    const lines = [];
    // A channel whose `type` drifts (logged at warn, its value quoted), then a 400 quoting the form in its body.
    const echo = client(
      token,
      async () =>
        calls++ === 0
          ? Response.json({ id: channel, name: 'Probe', type: `LIST${form}`, _links: {} })
          : new Response(`{"message": "refused ${form}", "echo": "${form}"}`, { status: 400 }),
      lines,
    );
    await echo.channels.get(channel);
    const error = await failure(echo);
    assert.ok(
      lines.some((line) => line.includes('at type: unknown value')),
      `${how}: no drift logged`,
    );
    const texts = { ...shown(error), 'log lines': lines.join('\n') };
    for (const [where, text] of Object.entries(texts)) {
      assert.ok(!text.toLowerCase().includes(token.toLowerCase()), `${how}: the token shows in ${where}: ${text}`);
      assert.ok(!text.includes(form), `the token ${how} shows in ${where}: ${text}`);
      assert.ok(text.includes('[redacted]'), `${how}: nothing is redacted in ${where}: ${text}`);
    }
  }
  return Object.keys(forms);
}

/**
 * reliability.md: "a token shorter than 6 characters is redacted only where it stands as a whole token (a full stop
 * after it still ends it)".
 */
async function shortTokensWhole() {
  const shortest = figure('reliability.md', /a token shorter than (\d+) characters is redacted only where it stands/g);
  promised('reliability.md', 'as a whole token (a full stop after it still ends it)');
  const [short, long] = [shortest - 1, shortest].map((length) => 'k9Zq2w7Xy'.slice(0, length));
  const echo = (auth) =>
    client(auth, async () => Response.json({ message: `${auth} a x${auth}y ${auth}.` }, { status: 404 }));
  const kept = await failure(echo(short));
  assert.ok(
    kept.message.includes(`([redacted] a x${short}y [redacted].)`),
    `a token of ${short.length}: ${kept.message}`,
  );
  const inWord = await failure(echo(long));
  assert.ok(
    inWord.message.includes('([redacted] a x[redacted]y [redacted].)'),
    `a token of ${long.length}: ${inWord.message}`,
  );
  return shortest;
}

/** reliability.md: a URL's password and the well-known token shapes the guide lists, though the SDK never knew them. */
async function unknownSecretsRedacted() {
  promised('reliability.md', 'what is a secret by its value is redacted whether the SDK knew it or not');
  const [, example] = /a URL's password \(`([^`]+)`\)/.exec(guide('reliability.md')) ?? [];
  assert.ok(example?.includes(':[redacted]@'), 'reliability.md shows a URL with its password redacted');
  const samples = {
    GitHub: `ghp_${'Q7rZ2mK9xW4p'.repeat(3)}`,
    Slack: 'xoxb-2718281828-3141592653589-Pr0beSlackT0kenValue0123',
    'AWS key ids': `AKIA${'Q7RZ2MK9'.repeat(2)}`,
    JWTs: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwcm9iZSJ9.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  };
  const [, listed] = /tokens of well-known shapes \(([^)]+)\)/.exec(guide('reliability.md')) ?? [];
  assert.deepEqual(listed?.split(/, | and /), Object.keys(samples), 'a sample of each shape reliability.md lists');
  const password = 'Hunter2Pass0123';
  const text = `connect ${example.replace('[redacted]', password)} with ${Object.values(samples).join(' ')}`;
  const error = await failure(client('tok_Other0123', async () => Response.json({ message: text }, { status: 400 })));
  for (const [where, seen] of Object.entries(shown(error)))
    for (const [shape, secret] of Object.entries({ ...samples, "a URL's password": password }))
      assert.ok(!seen.includes(secret), `${shape} shows in ${where}: ${seen}`);
  assert.ok(error.message.includes(`connect ${example} with`), `the URL kept, redacted: ${error.message}`);
  return Object.keys(samples);
}

/** configuration.md: "Every line starts with `wdp-sdk:` ... query parameters named like credentials never show". */
async function logLines() {
  promised('configuration.md', 'Every line starts with `wdp-sdk:` and is redacted as errors are: tokens, secrets');
  promised('configuration.md', 'and query parameters named like credentials never show.');
  const query = { access_token: 'at_Pr0beQuery0123', sig: 'Pr0beSignature0123', client_secret: 'cs_Pr0be0123' };
  const [lines, href] = [[], `https://wdp.example/api/next?page=2&${new URLSearchParams(query)}`];
  await client(token, async () => Response.json({}), lines).follow({ _links: { next: { href } } }, 'next');
  assert.equal(lines.length, 1, `one line for the one attempt: ${lines}`);
  assert.ok(lines[0].includes('/api/next?page=2&'), `the URL is logged: ${lines[0]}`);
  for (const [name, value] of Object.entries(query))
    assert.ok(!lines[0].includes(value), `?${name}'s value shows in a log line: ${lines[0]}`);
  for (const line of logged) assert.ok(line.startsWith('wdp-sdk:'), `a log line without its prefix: ${line}`);
  return logged.length;
}

/** The error of `new Client()` (String, JSON, inspect), in a node of its own in this project with only `env` set. */
const madeWith = (env) =>
  new Promise((resolve) => {
    const code = `import { Client } from 'wdp-sdk'; import { inspect } from 'node:util'; try { new Client(); }
      catch (error) { console.log([String(error), JSON.stringify(error), inspect(error)].join()); }`;
    const cwd = fileURLToPath(new URL('..', import.meta.url)); // the project claims/ is copied into
    const options = { cwd, env: { PATH: process.env.PATH, ...env }, timeout: 120_000, encoding: 'utf8' };
    execFile(process.execPath, ['--input-type=module', '-e', code], options, (error, stdout, stderr) =>
      resolve(error ? `node failed: ${error.message} ${stderr}` : stdout),
    );
  });

/** configuration.md: no error shows a credential variable; a wrong WDP_BASE_URL with its user info masked. */
async function environmentUnshown() {
  promised(
    'configuration.md',
    'No error shows the value of a variable that holds or may hold a credential (`WDP_TOKEN`, `WDP_CLIENT_ID`, ' +
      '`WDP_CLIENT_SECRET`, `WDP_TOKEN_URL`); a wrong `WDP_BASE_URL` is quoted with its user info masked and its ' +
      'query and fragment left out, and a wrong `WDP_LOG` as it was given.',
  );
  const secret = { WDP_TOKEN: 'tok_EnvPr0be0123', WDP_CLIENT_ID: 'cid_EnvPr0be0123', WDP_CLIENT_SECRET: 'cs_Env0123' };
  const tokenUrl = 'id.example/oauth/token?key=TokenUrlPr0be';
  const base = 'https://wdp.example';
  const cases = [
    [{ WDP_BASE_URL: 'ftp://etl:Hunter2Pass@wdp.example/x?token=QueryPr0be#FragPr0be', ...secret }, '"ftp://****@wdp'],
    [{ WDP_BASE_URL: base, WDP_TOKEN: secret.WDP_TOKEN, WDP_LOG: 'loud' }, '"loud"'],
    [{ WDP_BASE_URL: base, WDP_CLIENT_ID: secret.WDP_CLIENT_ID }, 'WDP_CLIENT_SECRET and WDP_TOKEN_URL'],
    [{ WDP_BASE_URL: base, WDP_CLIENT_SECRET: secret.WDP_CLIENT_SECRET, WDP_TOKEN_URL: tokenUrl }, 'WDP_CLIENT_ID'],
    [{ WDP_BASE_URL: base, ...secret, WDP_TOKEN: '', WDP_TOKEN_URL: tokenUrl }, 'WDP_TOKEN_URL must be'],
  ];
  const said = await Promise.all(cases.map(([env]) => madeWith(env)));
  const hidden = [...Object.values(secret), 'TokenUrlPr0be', 'Hunter2Pass', 'etl:', 'QueryPr0be', 'FragPr0be'];
  cases.forEach(([env, expected], n) => {
    assert.ok(said[n].includes('InvalidArgumentError') && said[n].includes(expected), `${expected}: ${said[n]}`);
    for (const value of hidden)
      assert.ok(!said[n].includes(value), `${value} shows (${JSON.stringify(env)}): ${said[n]}`);
  });
  return cases.length;
}

export async function probe() {
  const forms = await echoesRedacted();
  const shortest = await shortTokensWhole();
  const shapes = await unknownSecretsRedacted();
  const lines = await logLines();
  const environments = await environmentUnshown();
  return (
    `a token echoed ${forms.join(', ')} redacted from an error's every view and log lines; one under ${shortest} ` +
    `characters only as a whole token; a URL's password and ${shapes.join(', ')} redacted unknown; ${lines} log ` +
    `lines start wdp-sdk:, no credential query value; ${environments} bad environments: no credential variable shown`
  );
}
