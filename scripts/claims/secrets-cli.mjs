// docs/cli.md's promises of how the installed `wdp` bin keeps secrets, each run with a settings folder of its own:
//   contexts.json is written with mode 0600 in a folder of mode 0700, and a file or folder found open to others is
//   made private again with a warning; `list`, `show` and `--json` show a token as `****` and its last four
//   characters, or `****` alone for one of N characters or fewer
//   `--token -` reads one line: an empty secret, a second line or a secret with spaces is exit 2, nothing stored
//   a secret on argv (`--token T`, `--property password=V`, `api --data` with a secret field) still works, with a
//   one-line warning on stderr that names the safe form and never the value
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figure, guide, promised } from './guides.mjs';
import { recordingService } from './recording-service.mjs';
import { limitedWdp as wdp } from './secrets-bin.mjs';

const baseUrl = 'https://wdp.example';
const mode = (path) => statSync(path).mode & 0o777;
const octal = (value) => `0${value.toString(8)}`;

/** cli.md: contexts.json's modes, made private again, and its tokens masked. */
async function contextsFile(folder) {
  promised(
    'cli.md',
    'It is written atomically (a temporary file renamed over the old one) with mode 0600, in a folder',
  );
  promised('cli.md', 'of mode 0700, under a lock');
  promised('cli.md', 'A file or folder found open to others is made private again, with a warning.');
  promised('cli.md', '(`****9f2a`, the last four characters, or `****` for a secret of');
  const shortest = figure('cli.md', /or `\*\*\*\*` for a secret of (\d+) characters or fewer/g);
  const dir = join(folder, 'wdp'); // made by wdp
  const file = join(dir, 'contexts.json');
  const env = { WDP_CONFIG_DIR: dir };
  const tokens = { long: 'tok_L0ng'.repeat(9).slice(0, shortest + 1), short: 'tok_Sh0rt'.repeat(9).slice(0, shortest) };
  for (const [name, auth] of Object.entries(tokens)) {
    const created = await wdp(['context', 'create', name, '--base-url', baseUrl], { auth, env });
    assert.equal(created.code, 0, `context create ${name}: ${created.stderr}`);
    assert.match(created.stderr, /Stored the token of WDP_TOKEN/);
  }
  assert.deepEqual([octal(mode(dir)), octal(mode(file))], ['0700', '0600'], 'the folder and the file are private');
  // Without WDP_TOKEN (empty is unset), so that each context shows its own token.
  const listed = await wdp(['context', 'list', '--json'], { auth: '', env });
  const shown = await Promise.all(Object.keys(tokens).map((name) => wdp(['context', 'show', name], { auth: '', env })));
  const expected = { long: `****${tokens.long.slice(-4)}`, short: '****' };
  const masks = Object.fromEntries(JSON.parse(listed.stdout).map((context) => [context.name, context.token]));
  assert.deepEqual(masks, expected, `list --json masks a token of ${shortest + 1} and of ${shortest} characters`);
  for (const [n, name] of Object.keys(tokens).entries())
    assert.match(shown[n].stdout, new RegExp(`\\ntoken +${expected[name].replaceAll('*', '\\*')} +context ${name}\\n`));
  for (const run of [listed, ...shown])
    for (const token of Object.values(tokens)) assert.ok(!`${run.stdout}${run.stderr}`.includes(token), run.stdout);
  chmodSync(file, 0o644);
  chmodSync(dir, 0o755);
  const opened = await wdp(['context', 'list'], { auth: '', env });
  assert.equal(opened.code, 0, opened.stderr);
  assert.deepEqual([octal(mode(dir)), octal(mode(file))], ['0700', '0600'], 'made private again');
  for (const [path, was, now] of [
    [dir, '0755', '0700'],
    [file, '0644', '0600'],
  ])
    assert.ok(opened.stderr.includes(`${path} was open to others (mode ${was}); wdp made it ${now}.`), opened.stderr);
  return shortest;
}

/** cli.md: `--token -` refuses an empty secret, a second line, a secret with spaces (exit 2); takes one line. */
async function tokenFromStdin(folder) {
  promised(
    'cli.md',
    '`--token -` and `--client-secret -` read the secret from stdin: one line, its newline trimmed. An empty secret, ' +
      'a second line or a secret with spaces is refused (exit 2)',
  );
  const inputs = { empty: '', 'a second line': 'tok_F1rstL1ne\ntok_S3condL1ne\n', spaces: 'tok_With Sp4ces\n' };
  inputs['one line'] = 'tok_0neL1neOnly\n';
  const runs = await Promise.all(
    Object.values(inputs).map((stdin, n) => {
      const env = { WDP_CONFIG_DIR: join(folder, `stdin-${n}`) };
      return wdp(['context', 'create', 'piped', '--base-url', baseUrl, '--token', '-'], { stdin, auth: '', env });
    }),
  );
  Object.entries(inputs).forEach(([what, stdin], n) => {
    const taken = what === 'one line';
    assert.equal(runs[n].code, taken ? 0 : 2, `--token - given ${what}: ${runs[n].stderr}`);
    assert.equal(existsSync(join(folder, `stdin-${n}`, 'contexts.json')), taken, `${what}: a context stored`);
    for (const part of stdin.split(/\s/).filter(Boolean))
      assert.ok(!runs[n].stderr.includes(part), `the refusal shows the secret: ${runs[n].stderr}`);
  });
  return Object.keys(inputs).length - 1;
}

/** cli.md: a secret on argv gets one warning line, naming the safe form and not the value. */
async function argvWarned(folder) {
  promised('cli.md', 'but `wdp` warns of it in one line on stderr that names the safe form and never the value');
  const [, tokenSaid, propertySaid] =
    /```text (warning: --token [^…]+)… (warning: --property auth_token [^…]+)…/.exec(guide('cli.md')) ?? [];
  assert.ok(tokenSaid && propertySaid, 'cli.md shows the warnings');
  const id = '0d6f5c3e-2a1b-4c5d-8e9f-a0b1c2d3e4f5';
  // Plugins unknown (an empty answer), a draft to finish: `password` is then a secret by its name, as cli.md says.
  const service = await recordingService((request, response) =>
    response
      .writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' })
      .end(JSON.stringify(request.method === 'GET' ? {} : { id, _links: {} })),
  );
  const value = 'Pr0beArgvSecret0123';
  const runs = {
    '--token': [['context', 'create', 'argv', '--base-url', baseUrl, '--token', value], tokenSaid],
    '--property': [
      ['components', 'create', '-w', id, '--name', 'extractors/tap-postgres', '--plugin', 'tap-postgres'],
      propertySaid.replace('auth_token', 'password'),
    ],
    '--data': [['api', 'POST', '/api/workspaces', '--data', `{"name": "argv", "password": "${value}"}`], ''],
  };
  runs['--property'][0].push('--property', `password=${value}`);
  try {
    const env = { WDP_CONFIG_DIR: join(folder, 'argv') };
    const ended = await Promise.all(Object.values(runs).map(([args]) => wdp(args, { baseUrl: service.url, env })));
    Object.entries(runs).forEach(([flag, [, said]], n) => {
      const { code, stdout, stderr } = ended[n];
      assert.equal(code, 0, `a secret in ${flag} still works: ${stderr}`);
      const warnings = stderr.split('\n').filter((line) => line.startsWith('warning:'));
      assert.equal(warnings.length, 1, `one warning for ${flag}: ${stderr}`);
      assert.ok(warnings[0].startsWith(said || `warning: ${flag} puts a secret`), `${flag}: ${warnings[0]}`);
      assert.ok(!`${stdout}${stderr}`.includes(value), `${flag}: the value is shown: ${stderr}`);
    });
    assert.match(ended[0].stderr, /use --token - \(stdin\), WDP_TOKEN or `wdp auth login`/);
    assert.match(ended[1].stderr, /use --property-file password=PATH or --property-env password=VAR/);
    return Object.keys(runs);
  } finally {
    await service.close();
  }
}

export async function probe() {
  const folder = mkdtempSync(join(tmpdir(), 'wdp-claims-secrets-'));
  try {
    const shortest = await contextsFile(folder);
    const refused = await tokenFromStdin(folder);
    const flags = await argvWarned(folder);
    return (
      `contexts.json 0600 in a 0700 folder, made private again with a warning; a token of ${shortest + 1} ` +
      `characters shown ****+4, of ${shortest} ****; --token - refuses ${refused} bad inputs (exit 2, nothing ` +
      `stored); ${flags.join(', ')} with a secret warned in one line without the value`
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
