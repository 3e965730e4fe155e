import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import type { JobLogLine } from '../../src/models/job-log-line.js';
import type { Pipeline } from '../../src/models/pipeline.js';
import type { PipelineInput } from '../../src/models/pipeline-input.js';
import { streamSelection } from '../../src/models/stream-selection.js';
import { collect } from '../helpers/streams.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

/** A fetch that moves the mock clock `stepMs` before every request, so jobs run as the client polls. */
const ticking =
  (stepMs: number): typeof fetch =>
  (input, init) => {
    mock.service.clock.advance(stepMs);
    return fetch(input, init);
  };

const ordersSync: PipelineInput = {
  label: 'Orders sync',
  dataComponents: ['extractors/tap-postgres', 'loaders/target-postgres'],
  schedule: '0 0 2 * * ?',
  properties: {
    'tap-postgres.host': 'db.example.com',
    ...streamSelection('tap-postgres', {
      select: ['orders.*', 'customers.id'],
      metadata: { orders: { 'replication-method': 'INCREMENTAL', 'replication-key': 'updated_at' } },
    }),
  },
};

const ws = () => mock.service.fixtures.workspaceId;
const jobTypes = async (pipeline: Pipeline | string) =>
  (await mock.client('member').jobs.listForPipeline(pipeline)).items.map((j) => `${j.type} ${j.status}`);
const messages = async (job: { id: string }) =>
  (await collect(mock.client('member').jobs.logs(job))).map((line) => `${line.level} ${line.message}`);

describe('pipelines over the loopback mock', () => {
  it('creates a pipeline PROVISIONING while its PIPELINE_CONFIG job runs, READY once it completes', async () => {
    const client = mock.client('admin');
    const created = await client.pipelines.create(ws(), ordersSync);
    expect(created).toMatchObject({
      status: 'PROVISIONING',
      name: 'orders-sync',
      label: 'Orders sync',
      schedule: '0 0 2 * * ?',
      script: 'meltano run tap-postgres target-postgres',
      properties: ordersSync.properties,
      dataComponents: ordersSync.dataComponents,
    });
    expect(Object.keys(created._links ?? {}).sort()).toEqual([
      'add subscription',
      'delete pipeline',
      'jobs',
      'metrics',
      'new job',
      'save draft',
      'self',
      'update pipeline',
      'verification',
      'workspace',
    ]);
    expect(await jobTypes(created)).toEqual(['PIPELINE_CONFIG QUEUED']);
    const refused = await client.pipelines.run(created).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).message).toMatch(/is PROVISIONING .*; wait for it to be READY/);

    mock.service.clock.advance(2_000);
    expect((await client.pipelines.get(created)).status).toBe('PROVISIONING');
    mock.service.clock.advance(8_000);
    expect((await client.pipelines.get(created.id)).status).toBe('READY');
    const listed = await mock.client('member').pipelines.list(ws());
    expect(listed.items.map((p) => `${p.label} ${p.status}`)).toEqual([
      'Orders ETL READY',
      'Customers sync READY',
      'Orders sync READY',
    ]);
    const [config] = (await client.jobs.listForPipeline(created)).items;
    expect(await messages(config ?? { id: '' })).toEqual(
      expect.arrayContaining([
        'INFO Configuring pipeline orders-sync',
        'INFO Installing extractor tap-postgres',
        'INFO Scheduling the pipeline: 0 0 2 * * ?',
        'INFO Job finished with status COMPLETE',
      ]),
    );
  });

  it('initialises an unlisted blank, creates it on PUT (201), updates it (200, no new job)', async () => {
    const client = mock.client('admin');
    const blank = await client.pipelines.initialise(ws());
    expect(blank).toEqual({
      id: blank.id,
      created: blank.created,
      lastModified: blank.lastModified,
      properties: {},
      dataComponents: [],
      _links: { 'create pipeline': expect.objectContaining({ type: 'PUT' }) },
    });
    const { pipelineId, syncPipelineId } = mock.service.fixtures;
    expect((await client.pipelines.list(ws())).items.map((p) => p.id)).toEqual([pipelineId, syncPipelineId]);
    await expect(client.pipelines.get(blank.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(jobTypes(blank.id)).rejects.toBeInstanceOf(NotFoundError);

    const first = await client.pipelines.put(ws(), blank, ordersSync);
    expect(first).toMatchObject({ created: true, data: { id: blank.id, status: 'PROVISIONING' } });
    mock.service.clock.advance(10_000);
    const again = await client.pipelines.put(first.data, { ...ordersSync, label: 'Orders nightly', maxRetries: 3 });
    expect(again).toMatchObject({
      created: false,
      data: { label: 'Orders nightly', name: 'orders-sync', maxRetries: 3 },
    });
    expect(again.data.status).toBe('READY');
    expect(await jobTypes(blank.id)).toEqual(['PIPELINE_CONFIG COMPLETE']);
  });

  it('saves a draft unprovisioned (status DRAFT, no job, no run); the first PUT provisions it', async () => {
    const client = mock.client('admin');
    const blank = await client.pipelines.initialise(ws());
    const saved = await client.pipelines.putDraft(ws(), blank, ordersSync);
    expect(saved.created).toBe(true);
    expect(saved.data.status).toBe('DRAFT');
    expect(saved.data.label).toBe('Orders sync');
    const resaved = await client.pipelines.putDraft(saved.data, { ...ordersSync, schedule: '0 30 6 ? * MON-FRI' });
    expect(resaved).toMatchObject({ created: false, data: { schedule: '0 30 6 ? * MON-FRI' } });
    expect(await jobTypes(blank.id)).toEqual([]);
    await expect(client.pipelines.run(blank.id)).rejects.toThrow(/is a draft; PUT it to provision it/);

    const provisioned = await client.pipelines.update(resaved.data, ordersSync);
    expect(provisioned.status).toBe('PROVISIONING');
    expect(await jobTypes(blank.id)).toEqual(['PIPELINE_CONFIG QUEUED']);
  });

  it('fails to provision with an unknown data component; an update from FAILED provisions it again', async () => {
    const client = mock.client('admin');
    const broken = await client.pipelines.create(ws(), { label: 'Broken', dataComponents: ['extractors/tap-nope'] });
    mock.service.clock.advance(10_000);
    expect((await client.pipelines.get(broken)).status).toBe('FAILED');
    const [failed] = (await client.jobs.listForPipeline(broken)).items;
    expect(failed?.status).toBe('ERROR');
    expect((await messages(failed ?? { id: '' })).slice(-2)).toEqual([
      'ERROR Configuring pipeline broken failed: could not resolve its data components (extractors/tap-nope)',
      'ERROR Job finished with status ERROR',
    ]);

    const fixed = await client.pipelines.update(ws(), broken.id, ordersSync);
    expect(fixed.status).toBe('PROVISIONING');
    mock.service.clock.advance(10_000);
    expect((await client.pipelines.get(broken)).status).toBe('READY');
    expect(await jobTypes(broken)).toEqual(['PIPELINE_CONFIG COMPLETE', 'PIPELINE_CONFIG ERROR']);
  });

  it('validates: { valid: true }, or { valid: false, errors } naming each bad field', async () => {
    const client = mock.client('member');
    expect(await client.pipelines.validate(ws(), ordersSync)).toEqual({ valid: true });
    const verdict = await client.pipelines.validate(ws(), {
      label: ' ',
      dataComponents: ['tap-postgres', 'extractors/tap-nope'],
      properties: { 'tap-postgres._select': 'orders' },
    });
    expect(verdict.valid).toBe(false);
    expect(verdict.valid ? [] : verdict.errors.map((e) => `${e.field}: ${e.defaultMessage}`)).toEqual([
      'label: must not be blank',
      'properties.tap-postgres._select: must be a JSON list of stream patterns such as ["orders.*"]',
      'dataComponents[1]: no data component extractors/tap-nope in this workspace',
    ]);
    expect(verdict).toMatchObject({
      message: expect.stringMatching(/^Pipeline is not valid: label must not be blank/),
    });

    // The SDK refuses a bad schedule before sending; the mock checks it too.
    const url = new URL(`/api/workspaces/${ws()}/pipelines/validation`, mock.server.url);
    const headers = { authorization: `Bearer ${mock.user('member').token}`, 'content-type': 'application/json' };
    const answer = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ label: 'x', dataComponents: [], schedule: '0 0 0 * * *' }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: unknown[] }).errors).toEqual([
      {
        field: 'schedule',
        defaultMessage: 'must be a 6-field Quartz cron expression such as 0 0 0 25 12 ?',
        rejectedValue: '0 0 0 * * *',
      },
    ]);
    await expect(mock.client('outsider').pipelines.validate(ws(), ordersSync)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('runs: follows the extractor and loader lines of the PIPELINE_RUN log, waits COMPLETE', async () => {
    const admin = mock.client('admin');
    const pipeline = await admin.pipelines.create(ws(), ordersSync);
    mock.service.clock.advance(10_000);
    const job = await admin.pipelines.run(pipeline);
    expect(job).toMatchObject({ type: 'PIPELINE_RUN', status: 'QUEUED', maxAttempts: 2 });
    const client = mock.client('member', { fetch: ticking(300) });
    const seen: JobLogLine[] = [];
    for await (const line of client.jobs.follow(job, { interval: 1 })) seen.push(line);
    expect(seen.map((line) => line.sequence)).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(seen.map((line) => line.message)).toEqual(
      expect.arrayContaining([
        'Running pipeline orders-sync: meltano run tap-postgres target-postgres',
        'tap-postgres | extractor | Starting extractor',
        'target-postgres | loader | Starting loader',
        "tap-postgres | extractor | Beginning incremental sync of stream 'orders'",
        "tap-postgres | extractor | Beginning full table sync of stream 'customers'",
        'Block run completed',
      ]),
    );
    expect(seen.find((line) => line.message.startsWith('target-postgres | loader | Loaded'))?.message).toMatch(
      /^target-postgres \| loader \| Loaded \d+ records of stream 'orders'$/,
    );
    expect(seen.at(-1)).toMatchObject({ level: 'INFO', message: 'Job finished with status COMPLETE' });
    expect(await client.jobs.wait(job, { interval: 1 })).toMatchObject({ id: job.id, status: 'COMPLETE' });
  });

  it('verifies: a PIPELINE_VERIFY job (201), its pipeline embedded with self, a log per component', async () => {
    const { pipelineId } = mock.service.fixtures;
    const { data: job, response } = await mock.client('admin').pipelines.verify(pipelineId).withResponse();
    expect(response.status).toBe(201);
    expect(job).toMatchObject({ type: 'PIPELINE_VERIFY', status: 'QUEUED' });
    const embedded = job._embedded?.pipeline;
    expect(embedded?._links?.self).toEqual({ href: `${mock.server.url}/api/pipelines/${pipelineId}` });
    expect(await mock.client('member').pipelines.get(embedded ?? pipelineId)).toMatchObject({ name: 'orders-etl' });
    await expect(mock.client('admin').pipelines.verify(pipelineId)).rejects.toBeInstanceOf(ConflictError);
    mock.service.clock.advance(10_000);
    expect(await messages(job)).toEqual(
      expect.arrayContaining([
        'INFO Verifying pipeline orders-etl',
        'INFO tap-postgres | extractor | Connection OK',
        'INFO target-postgres | loader | Connection OK',
        'INFO Verified 2 data components',
      ]),
    );
  });

  it('lets members view but not create, run, verify or delete (403); outsiders not even view', async () => {
    const member = mock.client('member');
    const { pipelineId } = mock.service.fixtures;
    expect((await member.pipelines.get(pipelineId)).label).toBe('Orders ETL');
    const refused = [
      () => member.pipelines.create(ws(), ordersSync),
      () => member.pipelines.initialise(ws()),
      () => member.pipelines.update(ws(), pipelineId, ordersSync),
      () => member.pipelines.putDraft(ws(), pipelineId, ordersSync),
      () => member.pipelines.run(pipelineId),
      () => member.pipelines.verify(pipelineId),
      () => member.pipelines.delete(pipelineId),
      () => mock.client('outsider').pipelines.get(pipelineId),
      () => mock.client('outsider').pipelines.list(ws()),
    ];
    for (const call of refused) await expect(call()).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(await jobTypes(pipelineId)).toEqual(['PIPELINE_CONFIG COMPLETE', ...Array(3).fill('PIPELINE_RUN COMPLETE')]);
    await expect(member.pipelines.get('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('deletes a pipeline (not while a job of it runs) with its jobs and subscriptions', async () => {
    const { pipelineId } = mock.service.fixtures;
    const { store } = mock.service;
    await mock.client('member').subscriptions.toPipeline(pipelineId);
    const admin = mock.client('admin');
    const run = await admin.pipelines.run(pipelineId);
    await expect(admin.pipelines.delete(pipelineId)).rejects.toBeInstanceOf(ConflictError);
    mock.service.clock.advance(10_000);
    await admin.pipelines.delete(await admin.pipelines.get(pipelineId));
    await expect(admin.pipelines.get(pipelineId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(admin.jobs.get(run)).rejects.toBeInstanceOf(NotFoundError);
    expect([...store.jobs.values()].filter((j) => j.pipelineId === pipelineId)).toEqual([]);
    expect([...store.subscriptions.values()].filter((s) => s.subject.id === pipelineId)).toEqual([]);
    expect((await admin.pipelines.list(ws())).items.map((p) => p.name)).toEqual(['customers-sync']);
  });
});
