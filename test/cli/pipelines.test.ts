import { describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { useCli } from './harness.js';

const cli = useCli();

/** The owner's SDK client, calling the mock in-process. */
const sdk = () =>
  new Client({ baseUrl: cli.server.url, auth: cli.service.fixtures.owner.token, fetch: cli.service.fetch });

/** The job ids of the mock, for "nothing was started" checks. */
const jobIds = () => [...cli.service.store.jobs.keys()];

describe('wdp pipelines list | get', () => {
  it("lists the workspace's pipelines as a table, and as a JSON array", async () => {
    const { pipelineId, syncPipelineId } = cli.service.fixtures;
    const table = await cli.wdp(['pipelines', 'list']);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout).toBe(
      [
        `ID${' '.repeat(36)}NAME            LABEL           STATUS  SCHEDULE`,
        `${pipelineId}  orders-etl      Orders ETL      READY`,
        `${syncPipelineId}  customers-sync  Customers sync  READY   0 0 3 * * ?`,
        '',
      ].join('\n'),
    );
    const json = await cli.wdp(['pipelines', 'list', '--json']);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ id: pipelineId, name: 'orders-etl' }),
      expect.objectContaining({ id: syncPipelineId, name: 'customers-sync', schedule: '0 0 3 * * ?' }),
    ]);
  });

  it('gets a pipeline by id, name or label (any case); secret-looking settings are masked', async () => {
    const { pipelineId } = cli.service.fixtures;
    const pipeline = cli.service.store.pipelines.get(pipelineId);
    if (pipeline)
      pipeline.properties = {
        'tap-postgres.host': 'db.internal',
        'tap-postgres.password': 'hunter2-xyz',
        'tap-postgres.sqlalchemy_url': 'postgresql://etl:hunter3-xyz@db.internal/orders',
      };
    const byName = await cli.wdp(['pipelines', 'get', 'orders-etl']);
    expect(byName).toMatchObject({ code: 0, stderr: '' });
    expect(byName.stdout).toContain(`id:          ${pipelineId}\nname:        orders-etl\nlabel:       Orders ETL\n`);
    expect(byName.stdout).toContain(
      'settings:    tap-postgres.host, tap-postgres.password, tap-postgres.sqlalchemy_url\n',
    );
    expect(byName.stdout).not.toContain('hunter2');
    const byLabel = await cli.wdp(['pipelines', 'get', 'orders etl', '--json']);
    expect(JSON.parse(byLabel.stdout)).toMatchObject({ id: pipelineId, status: 'READY' });
    const byId = await cli.wdp(['pipelines', 'get', pipelineId, '--json']);
    expect(JSON.parse(byId.stdout).properties).toEqual({
      'tap-postgres.host': 'db.internal',
      'tap-postgres.password': '****',
      'tap-postgres.sqlalchemy_url': 'postgresql://etl:****@db.internal/orders',
    });
  });

  it('says how to find a pipeline it does not know (exit 1)', async () => {
    const result = await cli.wdp(['pipelines', 'get', 'nightly']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(
      `No pipeline of workspace ${cli.service.fixtures.workspaceId} has the name or label "nightly"; ` +
        'see `wdp pipelines list`.\n',
    );
  });
});

describe('wdp pipelines run', () => {
  it('prints the job and returns at once, with a hint; --json prints the job', async () => {
    const started = await cli.wdp(['pipelines', 'run', 'orders-etl']);
    expect(started.code).toBe(0);
    const [, id] = /^Job (\S+) QUEUED\n$/.exec(started.stdout) ?? [];
    expect(started.stderr).toBe(`Follow it with \`wdp jobs logs ${id} --follow\`, or \`wdp jobs wait ${id}\`.\n`);
    cli.service.clock.advance(10_000);
    const json = await cli.wdp(['pipelines', 'run', 'orders-etl', '--json']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toMatchObject({ type: 'PIPELINE_RUN', status: 'QUEUED' });
  });

  it('--follow --wait prints the job id, then every log line in order, then the end (COMPLETE: exit 0)', async () => {
    const result = await cli.wdp(['pipelines', 'run', 'orders-etl', '--follow', '--wait', '--interval', '10']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.split('\n');
    const [, id] = /^Job (\S+) QUEUED$/.exec(lines[0] ?? '') ?? [];
    const log = await cli.wdp(['jobs', 'logs', `${id}`]);
    expect(log.stdout).toMatch(/^Starting PIPELINE_RUN job .*\n(.*\n)+Job finished with status COMPLETE\n$/);
    expect(result.stdout).toBe(`Job ${id} QUEUED\n${log.stdout}Job ${id} COMPLETE\n`);
  });

  it('--follow --wait ends with exit code 3 when the job is stopped while it runs', async () => {
    const running = cli.start(['pipelines', 'run', 'orders-etl', '--follow', '--wait', '--interval', '10']);
    await running.waitFor('stdout', /^Job \S+ QUEUED\n/);
    await sdk().jobs.stop(/^Job (\S+)/.exec(running.stdout())?.[1] ?? '');
    const result = { code: await running.exited, stdout: running.stdout(), stderr: running.stderr() };
    const id = /^Job (\S+)/.exec(result.stdout)?.[1];
    expect(result.code).toBe(3);
    expect(result.stdout).toMatch(new RegExp(`^Job ${id} QUEUED\\n(.*\\n)*Job finished with status STOPPED\\n`));
    expect(result.stdout.endsWith(`Job ${id} STOPPED\n`)).toBe(true);
    expect(result.stderr).toBe(`Job ${id} ended STOPPED.\n`);
  });

  it('--wait shows each state on stderr and ends with exit code 3 when the job ends ERROR', async () => {
    const { workspaceId, owner } = cli.service.fixtures;
    cli.service.seed.pipeline({ workspaceId, name: 'broken-etl', profileId: owner.id, failing: true });
    cli.service.clock.advance(10_000); // its PIPELINE_CONFIG job ends, so it may run
    const result = await cli.wdp(['pipelines', 'run', 'broken-etl', '--wait', '--interval', '10']);
    expect(result.code).toBe(3);
    const id = /^Job (\S+) QUEUED\n/.exec(result.stdout)?.[1];
    expect(result.stdout).toBe(`Job ${id} QUEUED\nJob ${id} ERROR\n`);
    expect(result.stderr).toMatch(
      new RegExp(
        `^Waiting for job ${id}: QUEUED \\d+s\\nWaiting for job ${id}: RUNNING \\d+s\\n` +
          `Waiting for job ${id}: ERROR \\d+s\\nJob ${id} ended ERROR; see its log: \`wdp jobs logs ${id}\`.\\n$`,
      ),
    );
  });

  it('--json --follow --wait prints NDJSON: the job, its log lines, and the job that ended', async () => {
    const result = await cli.wdp([
      'pipelines',
      'run',
      'orders-etl',
      '--json',
      '--follow',
      '--wait',
      '--interval',
      '10',
    ]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const records = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records[0]).toMatchObject({ type: 'PIPELINE_RUN', status: 'QUEUED' });
    expect(records.at(-1)).toMatchObject({ id: records[0]?.['id'], status: 'COMPLETE' });
    const log = records.slice(1, -1);
    expect(log.map((line) => line['sequence'])).toEqual(log.map((_, i) => i));
    expect(log.at(-1)).toMatchObject({ level: 'INFO', message: 'Job finished with status COMPLETE' });
  });

  it('ends with exit code 130 on Ctrl-C while it waits, saying the job goes on and how to watch it again', async () => {
    const args = ['pipelines', 'run', 'orders-etl', '--wait', '--interval', '60000'];
    const running = cli.start(args);
    await running.waitFor('stdout', /^Job /);
    running.kill('SIGINT');
    const result = { code: await running.exited, stdout: running.stdout(), stderr: running.stderr() };
    expect(result).toMatchObject({ code: 130, stdout: expect.stringMatching(/^Job \S+ QUEUED\n$/) });
    const id = result.stdout.split(' ')[1];
    const told =
      `Interrupted: stopped watching job ${id}, which goes on running. ` +
      `Watch it again with \`wdp jobs wait ${id}\`, or stop it with \`wdp jobs stop ${id}\`.\n`;
    expect(result.stderr.endsWith(told)).toBe(true);
    expect(result.stderr.slice(0, -told.length)).toMatch(/^(Waiting for job \S+: QUEUED \d+s\n)?$/);
  });

  it('on Ctrl-C while following, says the job goes on and how to follow it again', async () => {
    const running = cli.start(['pipelines', 'run', 'orders-etl', '--follow', '--interval', '60000']);
    await running.waitFor('stdout', /^Job /);
    running.kill('SIGINT');
    const code = await running.exited;
    const id = running.stdout().split(' ')[1];
    expect({ code, stderr: running.stderr() }).toEqual({
      code: 130,
      stderr:
        `Interrupted: stopped watching job ${id}, which goes on running. ` +
        `Watch it again with \`wdp jobs logs ${id} --follow\`, or stop it with \`wdp jobs stop ${id}\`.\n`,
    });
  });

  it('refuses bad --interval and --timeout values before starting anything (exit 2)', async () => {
    const before = jobIds();
    const interval = await cli.wdp(['pipelines', 'run', 'orders-etl', '--wait', '--interval', 'soon']);
    expect(interval).toMatchObject({ code: 2, stdout: '' });
    expect(interval.stderr).toBe('--interval takes a whole number of milliseconds >= 1; got "soon".\n');
    const timeout = await cli.wdp(['pipelines', 'run', 'orders-etl', '--wait', '--timeout', '-1']);
    expect(timeout).toMatchObject({ code: 2, stdout: '' });
    expect(timeout.stderr).toBe('--timeout takes a number of seconds > 0, such as 600 or 0.5; got "-1".\n');
    expect(jobIds()).toEqual(before);
  });
});
