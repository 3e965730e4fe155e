import { describe, expect, it } from 'vitest';
import { Client, ConflictError } from '../../src/index.js';
import { createMockService, type MockService } from '../../src/mock/index.js';

/** A demo mock and a client of one of its people (Grace, an administrator, unless told). */
function demo(role: 'owner' | 'admin' | 'member' = 'admin'): { mock: MockService; client: Client } {
  const mock = createMockService();
  const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures[role].token, fetch: mock.fetch });
  return { mock, client };
}

/** The demo's new fixtures, which `data: 'empty'` leaves out. */
function activity(mock: MockService) {
  const { syncPipelineId, jobs, comments } = mock.fixtures;
  if (!syncPipelineId || !jobs || !comments) throw new Error('the demo data has no activity');
  return { syncPipelineId, jobs, comments };
}

/** A job's log as `LEVEL message` lines. */
async function logOf(client: Client, jobId: string): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of client.jobs.logs(jobId)) lines.push(`${line.level} ${line.message}`);
  return lines;
}

describe('the demo seed shows the platform at work', () => {
  it('has an extractor and a loader installed, the extractor configured as a data component', async () => {
    const { mock, client } = demo();
    const ws = mock.fixtures.workspaceId;
    const plugins = await client.dataPlugins.listForWorkspace(ws).toArray();
    expect(plugins.map((p) => `${p.name}--${p.variant}`).sort()).toEqual([
      'tap-postgres--meltanolabs',
      'target-postgres--transferwise',
    ]);
    const components = await client.dataComponents.list(ws).toArray();
    expect(components.map((c) => c.name)).toEqual(['extractors/tap-postgres']);
  });

  it('has two pipelines: orders-etl idle, customers-sync busy with a run', async () => {
    const { mock, client } = demo();
    const { pipelineId } = mock.fixtures;
    const { syncPipelineId } = activity(mock);
    const pipelines = await client.pipelines.list(mock.fixtures.workspaceId).toArray();
    expect(pipelines.map((p) => [p.id, p.name, p.status, p.schedule])).toEqual([
      [pipelineId, 'orders-etl', 'READY', undefined],
      [syncPipelineId, 'customers-sync', 'READY', '0 0 3 * * ?'],
    ]);
    await expect(client.jobs.create(syncPipelineId)).rejects.toBeInstanceOf(ConflictError);
    expect(await client.jobs.create(pipelineId)).toMatchObject({ type: 'PIPELINE_RUN', status: 'QUEUED' });
  });

  it('has a completed run with its log and metrics rows for both pipelines', async () => {
    const { mock, client } = demo();
    const { jobs, syncPipelineId } = activity(mock);
    expect(await client.jobs.get(jobs.completed)).toMatchObject({ status: 'COMPLETE', type: 'PIPELINE_RUN' });
    const log = await logOf(client, jobs.completed);
    expect(log).toContain('INFO Running pipeline orders-etl: meltano run tap-postgres target-postgres');
    expect(log.at(-1)).toBe('INFO Job finished with status COMPLETE');
    const orders = await client.pipelines.metrics(mock.fixtures.pipelineId);
    expect(orders).toHaveLength(3);
    expect(orders.every((row) => typeof row['metrics.value'] === 'number')).toBe(true);
    const customers = await client.pipelines.metrics(syncPipelineId);
    expect(customers.map((row) => row['metrics.job-created'])).toEqual(['2024-02-29T03:00:00.000']);
  });

  it("has a failed run whose log ends in the extractor's error", async () => {
    const { mock, client } = demo();
    const { jobs, syncPipelineId } = activity(mock);
    const failed = await client.jobs.get(jobs.failed);
    expect(failed).toMatchObject({ status: 'ERROR', type: 'PIPELINE_RUN', startTime: '2024-03-01T03:00:02.000' });
    expect(await logOf(client, jobs.failed)).toEqual([
      `INFO Starting PIPELINE_RUN job ${jobs.failed}`,
      expect.stringMatching(/^INFO Checking out https:\/\/git\.example\.com\/acme\/analytics\.git at [0-9a-f]{7}$/),
      'INFO Running pipeline customers-sync: meltano run tap-postgres target-postgres',
      'INFO tap-postgres | extractor | Starting extractor',
      'ERROR tap-postgres | extractor | FATAL: password authentication failed for user "etl" (db.internal:5432)',
      'ERROR Job finished with status ERROR',
    ]);
    const history = await client.jobs.listForPipeline(syncPipelineId).toArray();
    expect(history.map((job) => [job.type, job.status])).toEqual([
      ['PIPELINE_CONFIG', 'COMPLETE'],
      ['PIPELINE_RUN', 'RUNNING'],
      ['PIPELINE_RUN', 'ERROR'],
      ['PIPELINE_RUN', 'COMPLETE'],
    ]);
  });

  it('has a run in progress that stays RUNNING until the clock moves 100 minutes', async () => {
    const { mock, client } = demo();
    const { jobs } = activity(mock);
    expect(await client.jobs.get(jobs.running)).toMatchObject({
      status: 'RUNNING',
      startTime: '2024-03-01T08:25:00.000',
    });
    expect(await logOf(client, jobs.running)).toEqual([
      `INFO Starting PIPELINE_RUN job ${jobs.running}`,
      expect.stringMatching(/^INFO Checking out /),
      'INFO Running pipeline customers-sync: meltano run tap-postgres target-postgres',
    ]);
    mock.clock.advance(99 * 60_000);
    expect((await client.jobs.get(jobs.running)).status).toBe('RUNNING');
    mock.clock.advance(60_000);
    expect((await client.jobs.get(jobs.running)).status).toBe('COMPLETE');
    const log = await logOf(client, jobs.running);
    expect(log.slice(-3)).toEqual([
      expect.stringMatching(/^INFO target-postgres \| loader \| Loaded \d+ records of stream 'customers'$/),
      'INFO Block run completed',
      'INFO Job finished with status COMPLETE',
    ]);
  });

  it('has datasets with data', async () => {
    const { mock, client } = demo('member');
    const { revenue, churn, reach } = mock.fixtures.datasets;
    expect(await client.datasets.data(revenue)).toHaveLength(5);
    expect(await client.datasets.data(churn)).toEqual([
      { month: '2023-10', churn_rate: 0.021 },
      { month: '2023-11', churn_rate: 0.024 },
      { month: '2023-12', churn_rate: 0.019 },
      { month: '2024-01', churn_rate: 0.027 },
      { month: '2024-02', churn_rate: 0.022 },
    ]);
    expect(await client.datasets.data(reach, { as: 'csv' })).toBe(
      'campaign,impressions\r\nSpring launch,182400\r\nPartner webinar,23950\r\nNewsletter #12,61230\r\n',
    );
  });

  it('has a comment from one person with a reply from another', async () => {
    const { mock, client } = demo('member');
    const { comments } = activity(mock);
    const { revenue } = mock.fixtures.datasets;
    expect((await client.datasets.get(revenue)).commentCount).toBe(1);
    const [question, ...others] = await client.comments.list(revenue).toArray();
    expect(others).toEqual([]);
    expect(question).toMatchObject({
      id: comments.question,
      from: { name: 'Linus Torvalds' },
      commentCount: 1,
      likeCount: 1,
      created: expect.stringMatching(/^2024-03-01T07:00:00/),
    });
    const replies = await client.comments.listReplies(revenue, comments.question).toArray();
    expect(replies).toEqual([
      expect.objectContaining({
        id: comments.reply,
        parentId: comments.question,
        from: expect.objectContaining({ name: 'Ada Lovelace' }),
      }),
    ]);
  });

  it('has notifications of the comments and of the runs, newest first, dated when they happened', async () => {
    const { mock, client } = demo();
    const { jobs, syncPipelineId } = activity(mock);
    const grace = await client.notifications.list().toArray();
    expect(grace.map((n) => [n.type, n.message, n.created?.slice(0, 19)])).toEqual([
      ['JOB_STARTED', 'Ada Lovelace started a job of Customers sync', '2024-03-01T08:25:00'],
      ['DATASET_COMMENT', 'Ada Lovelace commented on Q3 revenue #kpi', '2024-03-01T08:00:00'],
      ['DATASET_COMMENT', 'Linus Torvalds commented on Q3 revenue #kpi', '2024-03-01T07:00:00'],
      ['JOB_ENDED', 'Grace Hopper ran a job of Customers sync', '2024-03-01T03:00:04'],
    ]);
    expect(mock.store.notifications.size).toBe(6);
    const ended = [...mock.store.notifications.values()].find((n) => n.type === 'JOB_ENDED');
    expect(ended).toMatchObject({ pipelineId: syncPipelineId, jobId: jobs.failed });
    const owner = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.owner.token, fetch: mock.fetch });
    expect((await owner.notifications.list().toArray()).map((n) => n.message)).toEqual([
      'Linus Torvalds commented on Q3 revenue #kpi',
    ]);
  });
});
