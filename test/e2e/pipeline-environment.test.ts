import { describe, expect, it } from 'vitest';
import { NotFoundError, PermissionDeniedError, type PipelineEnvironment } from '../../src/index.js';
import { streamSelection } from '../../src/models/stream-selection.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const PASSWORD = 'pg-e2e-Secret-2024';
const OVERRIDE = 'pipeline-own-Secret';

/** The variables' names and sensitive flags, without the values. */
const flags = (env: PipelineEnvironment) => Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.sensitive]));

describe('pipeline environment over the loopback mock', () => {
  it("derives the demo pipeline's environment from its data components' settings (member)", async () => {
    const env = await mock.client('member').pipelines.environment(mock.service.fixtures.pipelineId);
    expect(env).toMatchObject({
      TAP_POSTGRES_HOST: { value: 'db.internal', sensitive: false },
      TAP_POSTGRES_DATABASE: { value: 'orders', sensitive: false },
      TARGET_POSTGRES_DBNAME: { value: 'analytics', sensitive: false }, // from the default datastore
    });
    expect(Object.values(env).every((v) => v.sensitive === false)).toBe(true); // no password set yet
  });

  it('flags PASSWORD settings sensitive, follows the component and the pipeline, and redacts the values', async () => {
    const admin = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const [component] = (await admin.dataComponents.list(ws)).items.filter((c) => c.name === 'extractors/tap-postgres');
    if (!component) throw new Error('the demo has its tap-postgres component');
    await admin.dataComponents.update(component, {
      name: 'extractors/tap-postgres',
      dataPlugin: 'extractors/tap-postgres--meltanolabs',
      properties: { host: 'db.internal', port: '5432', user: 'etl', database: 'orders', password: PASSWORD },
    });
    const pipeline = await admin.pipelines.create(ws, {
      label: 'Orders with secrets',
      dataComponents: ['extractors/tap-postgres', 'loaders/target-postgres'],
      properties: { ...streamSelection('tap-postgres', { select: ['orders.*'] }) },
    });
    const env = await admin.pipelines.environment(pipeline);
    expect(env['TAP_POSTGRES_PASSWORD']).toEqual({ value: PASSWORD, sensitive: true });
    expect(flags(env)).toMatchObject({ TAP_POSTGRES_USER: false, TAP_POSTGRES__SELECT: false });
    expect(env['TAP_POSTGRES__SELECT']?.value).toBe('["orders.*"]');

    // The pipeline's own `<plugin>.<setting>` property wins over the component's.
    await admin.pipelines.update(pipeline, {
      label: 'Orders with secrets',
      dataComponents: ['extractors/tap-postgres', 'loaders/target-postgres'],
      properties: { 'tap-postgres.password': OVERRIDE },
    });
    const updated = await admin.pipelines.environment(pipeline.id);
    expect(updated['TAP_POSTGRES_PASSWORD']).toEqual({ value: OVERRIDE, sensitive: true });
    expect(updated['TAP_POSTGRES__SELECT']).toBeUndefined();

    // Once read, a sensitive value never shows in a later error of this client (the mock's 404 echoes the id).
    const error = await admin.pipelines.get(OVERRIDE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain('Pipeline [redacted] not found');
    expect(`${(error as Error).message} ${String((error as { rawBody?: unknown }).rawBody)}`).not.toContain(OVERRIDE);
  });

  it('refuses an outsider (403) and an unknown pipeline (404)', async () => {
    const id = mock.service.fixtures.pipelineId;
    await expect(mock.client('outsider').pipelines.environment(id)).rejects.toBeInstanceOf(PermissionDeniedError);
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(mock.client('member').pipelines.environment(missing)).rejects.toBeInstanceOf(NotFoundError);
  });
});
