import { describe, expect, it } from 'vitest';
import { PermissionDeniedError } from '../../src/index.js';
import type { PipelineInput } from '../../src/models/pipeline-input.js';
import { streamSelection } from '../../src/models/stream-selection.js';
import { collect } from '../helpers/streams.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const ordersSync: PipelineInput = {
  label: 'Orders sync',
  dataComponents: ['extractors/tap-postgres', 'loaders/target-postgres'],
  properties: streamSelection('tap-postgres', { select: ['orders.*', 'customers.id'] }),
};

/** The records a run's log says its extractor synced, stream by stream, added up. */
const loggedRecords = async (job: { id: string }) =>
  (await collect(mock.client('member').jobs.logs(job)))
    .map((line) => /extractor \| Sync of .* finished: (\d+) records$/.exec(line.message)?.[1])
    .reduce((sum, count) => sum + Number(count ?? 0), 0);

describe('pipeline metrics over the loopback mock', () => {
  it("gives the demo pipeline's three past runs out of the box, oldest first", async () => {
    const metrics = await mock.client('member').pipelines.metrics(mock.service.fixtures.pipelineId);
    expect(metrics.map((row) => row['metrics.job-created'])).toEqual([
      '2024-02-27T08:59:50.000',
      '2024-02-28T08:59:50.000',
      '2024-02-29T08:59:50.000',
    ]);
    for (const row of metrics) expect(row['metrics.value']).toBeGreaterThanOrEqual(100);
  });

  it('answers 204 (an empty array) until a run completes, then one row per completed run', async () => {
    const admin = mock.client('admin');
    const member = mock.client('member');
    const pipeline = await admin.pipelines.create(mock.service.fixtures.workspaceId, ordersSync);
    mock.service.clock.advance(10_000); // provisioned: READY

    const none = await member.pipelines.metrics(pipeline).withResponse();
    expect([none.data, none.response.status]).toEqual([[], 204]);

    const run = await admin.pipelines.run(pipeline);
    mock.service.clock.advance(5_000); // RUNNING: not measured yet
    expect(await member.pipelines.metrics(pipeline.id)).toEqual([]);
    mock.service.clock.advance(5_000); // COMPLETE
    const [row, ...rest] = await member.pipelines.metrics(pipeline.id);
    expect(rest).toEqual([]);
    expect(row).toEqual({ 'metrics.job-created': run.created, 'metrics.value': await loggedRecords(run) });

    const stopped = await admin.pipelines.run(pipeline);
    await admin.jobs.stop(stopped);
    mock.service.clock.advance(10_000); // a stopped run is not measured
    const second = await admin.pipelines.run(pipeline);
    mock.service.clock.advance(10_000);
    const response = await member.pipelines.metrics(pipeline).asResponse();
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/json']);
    const rows = await member.pipelines.metrics(pipeline);
    expect(rows.map((r) => r['metrics.job-created'])).toEqual([run.created, second.created]);
  });

  it('lets members read metrics; outsiders get 403', async () => {
    const { pipelineId } = mock.service.fixtures;
    await expect(mock.client('outsider').pipelines.metrics(pipelineId)).rejects.toBeInstanceOf(PermissionDeniedError);
  });
});
