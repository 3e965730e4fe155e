// docs/cli.md's limits and promises of behaviour, held on the installed `wdp` bin (on the installed mock server, or a
// service that records what reaches it):
//   an id is named by its first 8 characters or more; fewer are always taken as a name; a table on a terminal
//   (WDP_FORCE_TTY) shows ids as their shortest start that tells them apart, never under 8 characters
//   --interval defaults: 2000 ms for the commands that poll a job, 5000 for `notifications watch` ("every 5
//   seconds"), as the bin's help gives them and as `notifications watch` says it polls
//   `validate` and `publish` read YAML files of at most 4 MiB: a byte more is an error naming the size (validate
//   exit 1; publish exit 2, nothing sent)
//   SIGINT or SIGTERM (exit 130 or 143) removes a partly written `-o` file; the old file stays as it was
//   a command that reads no stdin never reads it: `workspaces list` ends with its stdin open and silent
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from 'wdp-sdk/mock';
import { figure, promised } from './guides.mjs';
import { recordingService } from './recording-service.mjs';
import { startWdp, wdp } from './wdp-bin.mjs';

/** How long a `wdp` run may take on a loaded machine before a probe counts it as hung (it takes ~0.1 s alone). */
const hungMs = 60_000;

/** cli.md: an id by its start, "8 characters or more"; "Fewer than 8 characters are always taken as a name". */
async function idPrefixes(mock, as) {
  const least = figure('cli.md', /An id can also be given by its start, .*?\): (\d+) characters or more, in any case/g);
  promised('cli.md', `Fewer than ${least} characters are always taken as a name`);
  const { workspaceId, pipelineId } = mock.service.fixtures;
  const get = (key) => wdp(['pipelines', 'get', key, '-w', workspaceId, '--json'], as);
  const [short, named] = await Promise.all([get(pipelineId.slice(0, least - 1)), get(pipelineId.slice(0, least))]);
  assert.equal(short.code, 1, `${least - 1} characters of an id: ${short.stderr}`);
  assert.match(short.stderr, new RegExp(`has the name or label "${pipelineId.slice(0, least - 1)}"`), 'as a name');
  assert.equal(named.code, 0, `${least} characters of an id: ${named.stderr}`);
  assert.equal(JSON.parse(named.stdout).id, pipelineId, `${least} characters name the pipeline`);
  promised('cli.md', `Ids show as their shortest start that tells apart the ids in the table, never under ${least}`);
  const list = (env) => wdp(['pipelines', 'list', '-w', workspaceId, ...(env ? [] : ['--json'])], { ...as, env });
  const [table, json] = await Promise.all([list({ WDP_FORCE_TTY: '200' }), list()]);
  assert.equal(table.code, 0, table.stderr);
  const ids = JSON.parse(json.stdout).map((pipeline) => pipeline.id);
  let length = least;
  // The shortest start that tells the ids apart, not ending on a UUID's `-`.
  while (ids.some((id) => id[length - 1] === '-') || new Set(ids.map((id) => id.slice(0, length))).size < ids.length)
    length++;
  const shown = table.stdout
    .split('\n')
    .slice(1, -1)
    .map((row) => row.split(/\s+/)[0]);
  assert.deepEqual(
    shown,
    ids.map((id) => id.slice(0, length)),
    `ids at a terminal, ${length} characters`,
  );
  return least;
}

/** cli.md: "`--interval MS` ... (default 2000) and `notifications watch` (default 5000)". */
async function intervals(as) {
  const jobs = figure('cli.md', /`jobs logs --follow` and `jobs wait` \(default (\d+)\) and `notifications watch`/g);
  const watching = figure('cli.md', /`jobs wait` \(default \d+\) and `notifications watch` \(default (\d+)\)/g);
  const seconds = figure('cli.md', /prints new ones as they arrive, polling every (\d+) seconds \(`--interval MS`\)/g);
  assert.equal(seconds * 1000, watching, 'cli.md gives notifications watch one interval');
  const helps = [['pipelines', 'run'], ['deploy'], ['jobs', 'logs'], ['jobs', 'wait'], ['notifications', 'watch']];
  const told = await Promise.all(helps.map((command) => wdp([...command, '--help'])));
  for (const [n, help] of told.entries()) {
    const given = /--interval <ms> +milliseconds between [^(]*\(default: (\d+)\)/.exec(
      help.stdout.replace(/\s+/g, ' '),
    );
    const expected = n < 4 ? jobs : watching;
    assert.equal(Number(given?.[1]), expected, `wdp ${helps[n].join(' ')} --help: ${help.stdout}`);
  }
  // `notifications watch` says how often it polls once it has begun; Ctrl-C then stops it (exit 130).
  const run = startWdp(['notifications', 'watch'], as);
  let said = '';
  const begun = new Promise((resolve) =>
    run.child.stderr.on('data', (text) => {
      said += text;
      if (/every \d+ ms/.test(said)) resolve();
    }),
  );
  const first = await Promise.race([begun.then(() => 'begun'), run.ended.then(() => 'ended')]);
  if (first === 'begun') run.child.kill('SIGINT');
  const watched = await run.ended;
  assert.match(watched.stderr, new RegExp(`^Watching for notifications every ${watching} ms;`), watched.stderr);
  assert.equal(watched.code, 130, `notifications watch, Ctrl-C: ${watched.stderr}`);
  return { jobs, watching };
}

/** cli.md: "each file is at most 4 MiB ...: a larger one is an error naming its size". */
async function yamlFiles(folder) {
  const mib = figure('cli.md', /- that each file is at most (\d+) MiB and UTF-8: a larger one is an error naming/g);
  promised('cli.md', 'if any has an error, it prints the problems and publishes nothing (exit 2)');
  const yaml = 'version: datasets/v0.2\nsource: Operations\ntitle: Orders\nquery: select 1\n';
  const files = [mib * 1024 * 1024, mib * 1024 * 1024 + 1].map((bytes, n) => {
    const file = join(folder, `orders-${n}.yml`);
    writeFileSync(file, `${yaml}# ${'x'.repeat(bytes - yaml.length - 3)}\n`);
    return file;
  });
  const services = await Promise.all(files.map(() => recordingService()));
  try {
    const ws = ['-w', '7f0c5e2a-1b3d-4c5e-8f9a-0b1c2d3e4f5a'];
    const [valid, invalid, published, refused] = await Promise.all([
      ...files.map((file) => wdp(['validate', file])),
      ...files.map((file, n) => wdp(['publish', file, ...ws, '--dry-run'], { baseUrl: services[n].url })),
    ]);
    const size = `:1: the file is ${mib * 1024 * 1024 + 1} bytes (${mib}.0 MiB), over the ${mib * 1024 * 1024} bytes`;
    assert.deepEqual([valid.code, published.code], [0, 0], `${mib} MiB is read: ${valid.stdout}${published.stderr}`);
    assert.equal(invalid.code, 1, `validate of a byte more: ${invalid.stderr}`);
    assert.ok(invalid.stdout.includes(`${files[1]}${size}`), 'validate names its size');
    assert.equal(refused.code, 2, `publish of a byte more: ${refused.stderr}`);
    assert.ok(refused.stderr.includes(`${files[1]}${size}`), 'publish names its size');
    assert.notDeepEqual(services[0].received, [], `publish of ${mib} MiB asks the service`);
    assert.deepEqual(services[1].received, [], 'publish of a byte more sends nothing');
  } finally {
    await Promise.all(services.map((service) => service.close()));
  }
  return mib;
}

/** cli.md: "With 130 and 143, ... a partly written `-o` file is removed (the old file stays as it was)". */
async function partlyWritten(mock, as, folder) {
  const interrupted = figure('cli.md', /- With (\d+) and \d+, the request under way is cancelled, a partly written/g);
  const terminated = figure('cli.md', /- With \d+ and (\d+), the request under way is cancelled, a partly written/g);
  promised('cli.md', 'a partly written `-o` file is removed (the old file stays as it was)');
  // Half of the file is sent, and the rest held back until the client gives up.
  const fault = { type: 'stall', at: 0.5, ms: 2 ** 31 - 1 };
  mock.service.admin.addFault({ method: 'GET', path: '/api/workspaces/*/resources/**', fault });
  const args = ['files', 'download', 'models/orders.sql', '-w', mock.service.fixtures.workspaceId, '-o'];
  for (const [signal, code, old] of [
    ['SIGINT', interrupted, 'the old file\n'],
    ['SIGTERM', terminated, undefined],
  ]) {
    const file = join(folder, `orders-${code}.sql`);
    if (old) writeFileSync(file, old);
    const watcher = watch(folder);
    const run = startWdp([...args, file], as);
    // The part sent is written once a file beside it has bytes.
    const part = () => readdirSync(folder).some((name) => name.includes('.tmp') && statSync(join(folder, name)).size);
    const written = new Promise((resolve) => (part() ? resolve() : watcher.on('change', () => part() && resolve())));
    const first = await Promise.race([written.then(() => 'written'), run.ended.then(() => 'ended')]);
    watcher.close();
    if (first === 'ended') assert.fail(`wdp ended before writing part of ${file}: ${(await run.ended).stderr}`);
    run.child.kill(signal);
    const ended = await run.ended;
    assert.deepEqual([ended.code, ended.signal], [code, null], `${signal} while writing -o: ${ended.stderr}`);
    const left = readdirSync(folder).filter((name) => name.startsWith(`orders-${code}`));
    assert.deepEqual(left, old ? [`orders-${code}.sql`] : [], `${signal}: the part written is removed`);
    if (old) assert.equal(readFileSync(file, 'utf8'), old, `${signal}: the old file stays as it was`);
  }
  mock.service.admin.clearFaults();
  return { interrupted, terminated };
}

/** cli.md: "A command that reads no flag from stdin never reads it, so `sleep 100 | wdp workspaces list` does ...". */
async function silentStdin(as) {
  promised('cli.md', 'A command that reads no flag from stdin never reads it, so `sleep 100 | wdp workspaces list`');
  const run = startWdp(['workspaces', 'list'], as); // its stdin stays open, and nothing is written to it
  let timer;
  const hung = new Promise((resolve) => (timer = setTimeout(resolve, hungMs, 'hung')));
  const ended = await Promise.race([run.ended, hung]);
  clearTimeout(timer);
  if (ended === 'hung') run.child.kill('SIGKILL');
  assert.notEqual(ended, 'hung', `wdp workspaces list waited ${hungMs / 1000} s on an open, silent stdin`);
  assert.equal(ended.code, 0, ended.stderr);
  assert.match(ended.stdout, /Analytics/, 'it listed the workspaces');
}

export async function probe() {
  const mock = await startMockServer();
  const folder = mkdtempSync(join(tmpdir(), 'wdp-claims-limits-'));
  try {
    const as = { baseUrl: mock.url, auth: mock.service.fixtures.admin.token };
    const least = await idPrefixes(mock, as);
    const { jobs, watching } = await intervals(as);
    const mib = await yamlFiles(folder);
    const { interrupted, terminated } = await partlyWritten(mock, as, folder);
    await silentStdin(as);
    return (
      `an id's first ${least} characters name it, ${least - 1} are a name, a terminal's table shows ${least}; ` +
      `--interval ${jobs} ms for job polls, ${watching} for notifications watch; YAML of ${mib} MiB read, a byte ` +
      'more refused naming its size; ' +
      `-o's part removed at SIGINT (${interrupted}) and SIGTERM (${terminated}); an open, silent stdin never read`
    );
  } finally {
    await mock.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
