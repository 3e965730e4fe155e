// `wdp pipelines run` of several pipelines (ids, or --all): at most --concurrency runs under way (seen in the mock's
// journal, never timed), one outcome line each, an exit code that says whether any failed, and Ctrl-C that starts
// no more and reports the runs under way.
import { describe, expect, it } from 'vitest';
import type { RunOutcome } from '../../src/cli/commands/pipelines/run-many.js';
import { useCli } from './harness.js';

const cli = useCli();

/** Seeds pipelines of the demo workspace (a `!` before a name: its runs end ERROR) whose config jobs have ended. */
function seedPipelines(...names: string[]): void {
  const { workspaceId, owner } = cli.service.fixtures;
  for (const name of names)
    cli.service.seed.pipeline({
      workspaceId,
      name: name.replace('!', ''),
      profileId: owner.id,
      failing: name[0] === '!',
    });
  cli.service.clock.advance(10_000); // their PIPELINE_CONFIG jobs end, so they may run
  cli.service.admin.clearJournal(); // the previous test's requests, to the same seeded ids
}

/** The outcome lines of a `--json` run. */
function outcomes(stdout: string): RunOutcome[] {
  return stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as RunOutcome);
}

/** The ids of the mock's jobs, to tell which a run started. */
const jobIds = () => [...cli.service.store.jobs.keys()];

/** The jobs started since `before` (the ids of `jobIds()` then). */
const startedSince = (before: readonly string[]) => jobIds().filter((id) => !before.includes(id));

/**
 * The most runs under way at once, read from the mock's journal: a run is under way from the answer that started
 * its job (POST /api/pipelines/ID/jobs) to the last poll of that job (GET /api/jobs/ID).
 */
function mostAtOnce(ran: readonly RunOutcome[]): number {
  const requests = cli.service.admin.journal().map((entry) => `${entry.method} ${entry.path}`);
  const spans = ran.map(({ pipeline, job }) => ({
    start: requests.indexOf(`POST /api/pipelines/${pipeline}/jobs`),
    end: requests.lastIndexOf(`GET /api/jobs/${job}`),
  }));
  for (const { start, end } of spans) expect(start >= 0 && end > start).toBe(true);
  return Math.max(...requests.map((_, i) => spans.filter(({ start, end }) => start <= i && i <= end).length));
}

describe('wdp pipelines run ID ID...', () => {
  it('runs --concurrency at a time, --wait for each, one NDJSON outcome per run (all COMPLETE: exit 0)', async () => {
    seedPipelines('run-a', 'run-b', 'run-c', 'run-d', 'run-e');
    const names = ['run-a', 'run-b', 'run-c', 'run-d', 'run-e'];
    const args = ['pipelines', 'run', ...names, '--concurrency', '2', '--wait', '--interval', '10', '--json'];
    const result = await cli.wdp(args);
    expect(result.code).toBe(0);
    const ran = outcomes(result.stdout);
    expect(ran.map((run) => run.name).sort()).toEqual(names);
    for (const run of ran) {
      expect(run).toEqual({
        pipeline: expect.any(String),
        name: run.name,
        job: expect.any(String),
        status: 'COMPLETE',
        error: null,
      });
      expect(cli.service.store.jobs.get(`${run.job}`)).toMatchObject({ pipelineId: run.pipeline });
    }
    expect(mostAtOnce(ran)).toBe(2);
    expect(result.stderr.split('\n').at(-2)).toBe('5 of 5 pipelines ran (5 COMPLETE).');
    expect(result.stderr.match(/^Started run-\w: job \S+ QUEUED$/gm)).toHaveLength(5);
  });

  it('runs 4 at a time by default, and each pipeline once however often it is named', async () => {
    seedPipelines('run-a', 'run-b', 'run-c', 'run-d', 'run-e', 'run-f');
    const names = ['run-a', 'run-b', 'run-c', 'run-d', 'run-e', 'run-f', 'run-a'];
    const result = await cli.wdp(['pipelines', 'run', ...names, '--wait', '--interval', '10', '--json']);
    expect(result.code).toBe(0);
    const ran = outcomes(result.stdout);
    expect(ran).toHaveLength(6);
    expect(mostAtOnce(ran)).toBe(4);
  });

  it('ends with exit code 3 when a job ends ERROR, and says which in its line and the summary', async () => {
    seedPipelines('run-a', '!broken-etl');
    const result = await cli.wdp(['pipelines', 'run', 'run-a', 'broken-etl', '--wait', '--interval', '10']);
    expect(result.code).toBe(3);
    const [broken, ok, ...more] = result.stdout.trimEnd().split('\n').sort();
    expect(more).toEqual([]);
    const id = /^broken-etl: job (\S+) ERROR; /.exec(`${broken}`)?.[1];
    expect(broken).toBe(`broken-etl: job ${id} ERROR; The job ended ERROR; see its log: \`wdp jobs logs ${id}\`.`);
    expect(ok).toMatch(/^run-a: job \S+ COMPLETE$/);
    expect(
      result.stderr.endsWith('2 of 2 pipelines ran (1 COMPLETE, 1 ERROR).\n') ||
        result.stderr.endsWith('2 of 2 pipelines ran (1 ERROR, 1 COMPLETE).\n'),
    ).toBe(true);
  });

  it('ends with exit code 4 when a wait runs out of --timeout (each job has its own); the jobs go on', async () => {
    seedPipelines('run-a', 'run-b');
    // The jobs need many polls to end; polled once a minute, none can end within the 50 ms each wait may take.
    const args = ['run-a', 'run-b', '--wait', '--timeout', '0.05', '--interval', '60000', '--json'];
    const result = await cli.wdp(['pipelines', 'run', ...args]);
    expect(result.code).toBe(4);
    const ran = outcomes(result.stdout);
    expect(ran.map((run) => run.name).sort()).toEqual(['run-a', 'run-b']);
    for (const { job, status, error } of ran)
      expect(error).toBe(
        `Timed out after 0.05s waiting for job ${job}, which is still ${status} and goes on running. ` +
          `Wait again with \`wdp jobs wait ${job}\`, or stop it with \`wdp jobs stop ${job}\`.`,
      );
    const stops = ran.map((run) => `\`wdp jobs stop ${run.job}\``).join(', ');
    expect(result.stderr.split('\n').at(-2)).toMatch(
      new RegExp(`^2 of 2 pipelines ran \\([^)]+\\)\\. The jobs under way go on; stop them with ${stops}\\.$`),
    );
  });

  it('ends with exit code 1 when a run cannot start (the pipeline is busy); the others still run', async () => {
    const result = await cli.wdp(['pipelines', 'run', 'orders-etl', 'customers-sync', '--json']);
    expect(result.code).toBe(1);
    const ran = outcomes(result.stdout);
    expect(ran.find((run) => run.name === 'orders-etl')).toMatchObject({ status: 'QUEUED', error: null });
    expect(ran.find((run) => run.name === 'customers-sync')).toMatchObject({
      job: null,
      status: null,
      error: expect.stringMatching(/409.*already has a RUNNING PIPELINE_RUN job/),
    });
    expect(result.stderr.endsWith('1 of 2 pipelines started (1 QUEUED); 1 could not start.\n')).toBe(true);
  });

  it('looks every pipeline up before starting any: an unknown one starts nothing (exit 1)', async () => {
    const before = jobIds();
    const result = await cli.wdp(['pipelines', 'run', 'orders-etl', 'nightly', '--wait']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(/has the name or label "nightly"/);
    expect(startedSince(before)).toEqual([]);
  });

  it('refuses what it cannot do with several pipelines before starting any (exit 2)', async () => {
    const before = jobIds();
    const refused = [
      [['run'], 'Name the pipelines to run'],
      [['run', 'orders-etl', '--all'], 'not both'],
      [['run', 'orders-etl', 'customers-sync', '--follow'], '--follow prints one job'],
      [['run', 'orders-etl', '--limit', '1'], '--limit and --sort choose among the pipelines of --all'],
      [['run', '--all', '--concurrency', '0'], '--concurrency takes a whole number from 1 to 16; got "0".'],
      [['run', '--all', '--concurrency', '17'], '--concurrency takes a whole number from 1 to 16; got "17".'],
    ] as const;
    for (const [args, message] of refused) {
      const result = await cli.wdp(['pipelines', ...args]);
      expect(result, args.join(' ')).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderr).toContain(message);
    }
    expect(startedSince(before)).toEqual([]);
  });
});

describe('wdp pipelines run --all', () => {
  it("runs the workspace's pipelines, --limit of them in --sort order, as pipelines list takes them", async () => {
    seedPipelines('run-a', 'run-b', 'run-c');
    const before = jobIds();
    const result = await cli.wdp(['pipelines', 'run', '--all', '--sort', 'name,desc', '--limit', '2', '--json']);
    expect(result.code).toBe(0);
    expect(
      outcomes(result.stdout)
        .map((run) => run.name)
        .sort(),
    ).toEqual(['run-b', 'run-c']);
    expect(startedSince(before).sort()).toEqual(
      outcomes(result.stdout)
        .map((run) => run.job)
        .sort(),
    );
  });
});

describe('Ctrl-C during wdp pipelines run of several', () => {
  it('starts no more, reports the runs under way (their jobs go on) and what ran, and ends with 130', async () => {
    seedPipelines('run-a', 'run-b', 'run-c');
    const before = jobIds();
    const args = ['pipelines', 'run', 'run-a', 'run-b', 'run-c', '--concurrency', '1', '--wait', '--interval', '60000'];
    const running = cli.start([...args, '--json']);
    await running.waitFor('stderr', /^Started run-a: job /m);
    running.kill('SIGINT');
    const code = await running.exited;
    expect(code).toBe(130);
    const [run, ...more] = outcomes(running.stdout());
    expect(more).toEqual([]);
    const job = run?.job;
    expect(run).toEqual({
      pipeline: expect.any(String),
      name: 'run-a',
      job: expect.any(String),
      status: expect.stringMatching(/^(QUEUED|RUNNING)$/),
      error: `Interrupted while waiting; the job goes on: stop it with \`wdp jobs stop ${job}\`.`,
    });
    expect(startedSince(before)).toEqual([job]);
    expect(running.stderr().split('\n').at(-2)).toBe(
      `Interrupted: 1 of 3 pipelines ran (1 ${run?.status}); 2 not started. ` +
        `The jobs under way go on; stop them with \`wdp jobs stop ${job}\`.`,
    );
  });
});
