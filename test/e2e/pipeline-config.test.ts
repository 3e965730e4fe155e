import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../src/index.js';
import type { PipelineInput } from '../../src/models/pipeline-input.js';
import { collect } from '../helpers/streams.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const ws = () => mock.service.fixtures.workspaceId;
const githubIssues: PipelineInput = {
  label: 'GitHub issues',
  dataComponents: ['extractors/tap-github', 'loaders/target-postgres'],
};

/** The last log lines of a job, as `LEVEL message`. */
const lastLines = async (job: { id: string }, count: number) =>
  (await collect(mock.client('member').jobs.logs(job))).slice(-count).map((l) => `${l.level} ${l.message}`);

/** The 409 a call is refused with. */
const conflict = async (call: Promise<unknown>): Promise<ConflictError> => {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ConflictError);
  return error as ConflictError;
};

describe('a pipeline whose data components do not resolve, over the loopback mock', () => {
  it('fails its PIPELINE_CONFIG job naming the missing component, is FAILED, and refuses to run (409)', async () => {
    const admin = mock.client('admin');
    const pipeline = await admin.pipelines.create(ws(), githubIssues);
    expect(pipeline.status).toBe('PROVISIONING');
    mock.service.clock.advance(10_000);
    expect((await admin.pipelines.get(pipeline)).status).toBe('FAILED');
    const [config, ...others] = (await admin.jobs.listForPipeline(pipeline)).items;
    expect(others).toEqual([]);
    expect(config).toMatchObject({ type: 'PIPELINE_CONFIG', status: 'ERROR' });
    expect(await lastLines(config ?? { id: '' }, 2)).toEqual([
      'ERROR Configuring pipeline github-issues failed: could not resolve its data components (extractors/tap-github)',
      'ERROR Job finished with status ERROR',
    ]);

    const refused = await conflict(admin.pipelines.run(pipeline));
    const journaled = mock.service.admin.journal().at(-1);
    const said =
      `Pipeline ${pipeline.id} is FAILED (its PIPELINE_CONFIG job ${config?.id} ended ERROR: Configuring pipeline ` +
      'github-issues failed: could not resolve its data components (extractors/tap-github)); ' +
      'update it to configure it again before you run it';
    expect(refused).toMatchObject({ status: 409, method: 'POST', body: { status: 409, error: 'Conflict' } });
    expect(refused.body?.message).toBe(said);
    expect(journaled).toMatchObject({ method: 'POST', status: 409 });
    expect(refused.message).toBe(
      `Request failed with status code 409: POST ${refused.url} (${said}) ` +
        `(request id ${journaled?.headers['x-request-id']})`,
    );
    expect((await conflict(admin.jobs.create(pipeline.id))).body?.message).toBe(said);
    expect((await conflict(admin.pipelines.verify(pipeline))).body?.message).toMatch(/before you verify it$/);
    expect((await admin.jobs.listForPipeline(pipeline)).items.map((j) => j.type)).toEqual(['PIPELINE_CONFIG']);
  });

  it('configures again once its component exists and it is updated: READY, and it runs', async () => {
    const admin = mock.client('admin');
    const pipeline = await admin.pipelines.create(ws(), githubIssues);
    mock.service.clock.advance(10_000);
    const plugin = (await admin.dataPlugins.listAvailable(ws(), { size: 100 })).items.find(
      (p) => p.name === 'tap-github',
    );
    if (!plugin) throw new Error('tap-github is installable in the demo workspace');
    await admin.dataPlugins.install(ws(), plugin);
    await admin.dataComponents.create(ws(), { name: 'extractors/tap-github', dataPlugin: 'tap-github' });
    // The component alone changes nothing: only an update of a FAILED pipeline configures it again.
    expect((await admin.pipelines.get(pipeline)).status).toBe('FAILED');
    await conflict(admin.pipelines.run(pipeline));

    const updated = await admin.pipelines.update(ws(), pipeline.id, githubIssues);
    expect(updated.status).toBe('PROVISIONING');
    await expect(admin.pipelines.run(pipeline)).rejects.toThrow(/is PROVISIONING/);
    mock.service.clock.advance(10_000);
    expect((await admin.pipelines.get(pipeline)).status).toBe('READY');
    const run = await admin.pipelines.run(pipeline);
    mock.service.clock.advance(10_000);
    expect((await admin.jobs.get(run)).status).toBe('COMPLETE');
    expect((await admin.jobs.listForPipeline(pipeline)).items.map((j) => `${j.type} ${j.status}`)).toEqual([
      'PIPELINE_RUN COMPLETE',
      'PIPELINE_CONFIG COMPLETE',
      'PIPELINE_CONFIG ERROR',
    ]);
    expect(await admin.pipelines.metrics(pipeline)).toHaveLength(1);
  });

  it('fails to configure when a data component exists but its plugin is no longer installed', async () => {
    const admin = mock.client('admin');
    const [postgres] = (await admin.dataComponents.list(ws())).items;
    const plugin = postgres?._embedded?.dataplugin;
    expect(plugin?.name).toBe('tap-postgres');
    mock.service.store.installedPlugins.delete(`${ws()}/${plugin?.id}`); // no operation uninstalls; the store can
    const pipeline = await admin.pipelines.create(ws(), {
      label: 'Orders again',
      dataComponents: ['extractors/tap-postgres', 'loaders/target-postgres'],
    });
    mock.service.clock.advance(10_000);
    expect((await admin.pipelines.get(pipeline)).status).toBe('FAILED');
    const [config] = (await admin.jobs.listForPipeline(pipeline)).items;
    expect((await lastLines(config ?? { id: '' }, 2))[0]).toBe(
      'ERROR Configuring pipeline orders-again failed: could not resolve its data components ' +
        '(extractors/tap-postgres: its plugin extractors/tap-postgres--meltanolabs is not installed)',
    );
  });

  it("configures a seeded failing pipeline, whose runs then end in ERROR (the seed's `failing`)", async () => {
    const { owner } = mock.service.fixtures;
    const seeded = mock.service.seed.pipeline({ workspaceId: ws(), name: 'flaky', profileId: owner.id, failing: true });
    mock.service.clock.advance(10_000);
    const admin = mock.client('admin');
    expect((await admin.pipelines.get(seeded.id)).status).toBe('READY');
    const run = await admin.pipelines.run(seeded.id);
    mock.service.clock.advance(10_000);
    expect((await admin.jobs.get(run)).status).toBe('ERROR');
  });
});
