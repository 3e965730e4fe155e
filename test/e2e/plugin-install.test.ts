import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../src/index.js';
import { streamSelection } from '../../src/models/stream-selection.js';
import { collect } from '../helpers/streams.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const ws = () => mock.service.fixtures.workspaceId;
const github = {
  name: 'extractors/tap-github',
  dataPlugin: 'tap-github--meltanolabs',
  properties: { repositories: '["acme/analytics"]' },
};

describe('installing a data plugin and running it, over the loopback mock', () => {
  it('finds an extractor in the Hub index, installs it, and only then takes a data component of it', async () => {
    const admin = mock.client('admin');
    const extractors = await admin.dataPlugins.hubIndexOfType('extractors');
    expect(extractors['tap-github']).toMatchObject({
      default_variant: 'meltanolabs',
      variants: { meltanolabs: expect.anything(), 'singer-io': expect.anything() },
    });
    const available = (await admin.dataPlugins.listAvailable(ws(), { size: 100 })).items;
    const plugin = available.find((p) => p.name === 'tap-github' && p.variant === 'meltanolabs');
    if (!plugin) throw new Error('tap-github (meltanolabs) is installable in the demo workspace');
    const installed = async () => (await admin.dataPlugins.listForWorkspace(ws())).items.map((p) => p.name);
    expect(await installed()).not.toContain('tap-github');

    const refused = await admin.dataComponents.create(ws(), github).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).message).toContain(
      `Data plugin extractors/tap-github--meltanolabs is not installed in workspace ${ws()}; install it first ` +
        `(PUT /api/dataplugins/${plugin.id}/workspaces/${ws()}/installed)`,
    );
    expect((await admin.dataComponents.list(ws())).items.map((c) => c.name)).toEqual(['extractors/tap-postgres']);

    await admin.dataPlugins.install(ws(), plugin);
    expect(await installed()).toContain('tap-github');
    expect((await admin.dataPlugins.listAvailable(ws(), { size: 100 })).items.map((p) => p.id)).not.toContain(
      plugin.id,
    );
    const component = await admin.dataComponents.create(ws(), github);
    expect(component).toMatchObject({
      name: 'extractors/tap-github',
      dataPlugin: 'extractors/tap-github--meltanolabs',
      _embedded: { dataplugin: { id: plugin.id } },
    });
  });

  it('runs a pipeline of the installed extractor and the datastore loader: COMPLETE, +1 metrics row', async () => {
    const admin = mock.client('admin');
    const plugin = (await admin.dataPlugins.listAvailable(ws(), { size: 100 })).items.find(
      (p) => p.name === 'tap-github',
    );
    if (!plugin) throw new Error('tap-github is installable in the demo workspace');
    await admin.dataPlugins.install(ws(), plugin);
    await admin.dataComponents.create(ws(), github);
    const pipeline = await admin.pipelines.create(ws(), {
      label: 'GitHub issues',
      dataComponents: ['extractors/tap-github', 'loaders/target-postgres'],
      properties: streamSelection('tap-github', { select: ['issues.*', 'pull_requests.*'] }),
    });
    expect(pipeline.status).toBe('PROVISIONING');
    mock.service.clock.advance(10_000);
    expect((await admin.pipelines.get(pipeline)).status).toBe('READY');
    expect(await admin.pipelines.metrics(pipeline)).toEqual([]);

    const run = await admin.pipelines.run(pipeline);
    mock.service.clock.advance(10_000);
    expect((await admin.jobs.get(run)).status).toBe('COMPLETE');
    const log = (await collect(admin.jobs.logs(run))).map((line) => line.message);
    expect(log).toContain('Running pipeline github-issues: meltano run tap-github target-postgres');
    expect(log).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^tap-github \| extractor \| Sync of stream 'issues' finished: \d+ records$/),
        expect.stringMatching(/^target-postgres \| loader \| Loaded \d+ records of stream 'pull_requests'$/),
      ]),
    );
    const metrics = await admin.pipelines.metrics(pipeline);
    expect(metrics).toEqual([{ 'metrics.job-created': run.created, 'metrics.value': expect.any(Number) }]);
  });
});
