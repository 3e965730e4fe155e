// The figures of docs/cli.md that bound what the installed `wdp` bin takes and how much it does at once:
//   a context's name is at most 64 characters, and starts with a letter or digit (else exit 2)
//   `pipelines run --all` has at most N runs under way at once: 4 by default, --concurrency at most 16
import assert from 'node:assert/strict';
import { Client } from 'wdp-sdk';
import { startMockServer } from 'wdp-sdk/mock';
import { figure, promised } from './guides.mjs';
import { startWdp, wdp } from './wdp-bin.mjs';

/** cli.md: "A name is letters, digits and `. _ @ -` (at most 64, starting with a letter or digit)". */
async function contextNames() {
  const most = figure(
    'cli.md',
    /A name is letters, digits and `\. _ @ -` \(at most (\d+), starting with a letter or digit\)/g,
  );
  const longest = `ctx.${'a'.repeat(most - 4)}`;
  const [created, tooLong, leadingDot] = await Promise.all(
    [longest, `${longest}b`, '.hidden'].map((name) => wdp(['context', 'create', name])),
  );
  assert.equal(created.code, 0, `a name of ${most} characters is taken: ${created.stderr}`);
  assert.match(created.stdout + created.stderr, new RegExp(`Created context ${longest}`));
  for (const [name, refused] of [
    [`${longest}b`, tooLong],
    ['.hidden', leadingDot],
  ]) {
    assert.equal(refused.code, 2, `"${name}" is refused with exit 2: ${refused.stderr}`);
    assert.match(
      refused.stderr,
      new RegExp(`^"${name.replace('.', '\\.')}" is not a context name: .*\\(at most ${most}\\)`),
    );
  }
  return most;
}

/**
 * How many runs of `wdp pipelines run --all` with `flags` are under way at once, as the bin itself reports them:
 * every run's start is held by the mock (a stall), and once `expected` are held, Ctrl-C; the runs under way are then
 * reported one line each, and the summary says how many were never started. All the workers start at once, before a
 * request can reach the mock, so a run more than `expected` would be under way by then and reported with them.
 */
async function underWay(mock, flags, expected) {
  const { workspaceId, admin } = mock.service.fixtures;
  const args = ['pipelines', 'run', '--all', '-w', workspaceId, ...flags];
  let held = 0;
  let run;
  mock.service.admin.addFault({
    method: 'POST',
    path: '/api/pipelines/*/jobs',
    fault: { type: 'stall' },
    onInjected: () => ++held === expected && run.child.kill('SIGINT'),
  });
  try {
    run = startWdp(args, { baseUrl: mock.url, auth: admin.token });
    return { ...(await run.ended), held };
  } finally {
    mock.service.admin.clearFaults();
  }
}

/** cli.md: "`--concurrency N` has at most N runs under way at once (default 4, at most 16)". */
async function concurrency() {
  const usual = figure(
    'cli.md',
    /`--concurrency N` has at most N runs under way at once \(default (\d+), at most \d+\)/g,
  );
  const most = figure(
    'cli.md',
    /`--concurrency N` has at most N runs under way at once \(default \d+, at most (\d+)\)/g,
  );
  promised('cli.md', 'The summary line then says how many ran and how many were never started');
  const mock = await startMockServer();
  try {
    const { workspaceId, admin, pipelineId } = mock.service.fixtures;
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: admin.token, fetch: mock.service.fetch });
    const { dataComponents } = await client.pipelines.get(pipelineId);
    let total = (await client.pipelines.list(workspaceId)).items.length;
    for (; total <= most; total++)
      await client.pipelines.create(workspaceId, { label: `Probe ${total}`, dataComponents });
    for (const [flags, expected] of [
      [[], usual],
      [['--concurrency', `${most}`], most],
    ]) {
      const ran = await underWay(mock, flags, expected);
      const what = `pipelines run --all ${flags.join(' ')} of ${total} pipelines`;
      assert.equal(ran.code, 130, `${what}, Ctrl-C: ${ran.stderr}`);
      assert.equal(ran.held, expected, `${what}: runs started`);
      assert.equal(ran.stdout.split('\n').filter(Boolean).length, expected, `${what}: runs reported: ${ran.stdout}`);
      const summary = `0 of ${total} pipelines started; ${expected} could not start; ${total - expected} not started.`;
      assert.match(ran.stderr, new RegExp(`Interrupted: ${summary}\\n$`), `${what}: the summary`);
    }
    const over = await wdp(['pipelines', 'run', '--all', '-w', workspaceId, '--concurrency', `${most + 1}`], {
      baseUrl: mock.url,
      auth: admin.token,
    });
    assert.equal(over.code, 2, `--concurrency ${most + 1} is refused: ${over.stderr}`);
    assert.match(over.stderr, new RegExp(`--concurrency.*${most}`), 'the refusal names the limit');
    return { usual, most, total };
  } finally {
    await mock.close();
  }
}

export async function probe() {
  const name = await contextNames();
  const { usual, most, total } = await concurrency();
  return (
    `a context name of ${name} characters taken, ${name + 1} or a leading dot exit 2; pipelines run --all of ` +
    `${total} pipelines has ${usual} runs under way by default, ${most} with --concurrency ${most}, ${most + 1} exit 2`
  );
}
