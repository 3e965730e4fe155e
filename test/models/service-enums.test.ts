// The value sets of the service's document, in wire casing: each reads in strict validation mode, and in the
// default mode without a warning.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { DataPlugin, DataPluginCapability } from '../../src/index.js';
import { JOB, PIPELINE } from '../fixtures/bodies.js';
import { serviceCapabilities as capabilities } from '../fixtures/capabilities.js';
import { dataPluginBody, PLUGIN_ID } from '../fixtures/components-bodies.js';
import { NOTIFICATION, notificationBody } from '../fixtures/notifications.js';
import { pipelineBody, pipelineJobBody } from '../fixtures/pipelines-bodies.js';
import { onePage } from '../helpers/pages.js';
import { makeClient, strict, useServer, wire } from '../helpers/server.js';

useServer();

const warned = () => {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { client: makeClient({ logger, logLevel: 'warn' }), logger };
};

const notificationTypes = [
  'DATASET_MESSAGE',
  'DATASET_COMMENT',
  'DATASET_ANOMALY',
  'DATASET_LIKE',
  'DATASET_ALERT',
  'DATASET_NEW',
  'DATASET_ACTIVITY',
  'CHANNEL_ACTIVITY',
  'WORKSPACE_INVITATION',
  'WORKSPACE_ACTIVITY',
  'PIPELINE_ACTIVITY',
  'JOB_STARTED',
  'JOB_ENDED',
];

describe('the service enums', () => {
  it('read a DRAFT pipeline (saved by putDraft, never provisioned) with its repositoryPath', async () => {
    const body = pipelineBody({ status: 'DRAFT', repositoryPath: 'orchestrate/pipelines/orders-etl.yml' });
    wire().on('GET', `/api/pipelines/${PIPELINE}`, { body });
    expect(await strict().pipelines.get(PIPELINE)).toEqual(body);
    const { client, logger } = warned();
    expect((await client.pipelines.get(PIPELINE)).status).toBe('DRAFT');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('read PROFILE_CONFIGURE_PIPELINE and PROFILE_CONFIGURE_DATASTORE jobs with triggeredBy', async () => {
    for (const type of ['PROFILE_CONFIGURE_PIPELINE', 'PROFILE_CONFIGURE_DATASTORE']) {
      const body = { ...pipelineJobBody(type), id: JOB, triggeredBy: 'schedule' };
      wire().on('GET', `/api/jobs/${JOB}`, { body });
      const job = await strict().jobs.get(JOB);
      expect(job).toMatchObject({ type, triggeredBy: 'schedule' });
    }
  });

  it('read each of the 13 notification types, with its message, and the spelling DATASET_ANOMOLY too', async () => {
    const items = [...notificationTypes, 'DATASET_ANOMOLY'].map((type, i) =>
      notificationBody({ id: `${NOTIFICATION.slice(0, -2)}${String(i).padStart(2, '0')}`, type, message: type }),
    );
    const path = '/api/notifications';
    wire().on('GET', path, { body: onePage('notifications', path, items) });
    const page = await strict().notifications.list();
    expect(page.items.map((n) => n.type)).toEqual([...notificationTypes, 'DATASET_ANOMOLY']);
    expect(page.items.map((n) => n.message)).toEqual([...notificationTypes, 'DATASET_ANOMOLY']);
    const { client, logger } = warned();
    await client.notifications.list();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('read an ARRAY_OBJECT setting with a boolean value, its encoding, processors and links', async () => {
    const setting = {
      name: 'stream_maps',
      kind: 'ARRAY_OBJECT',
      value: true,
      aliases: ['maps'],
      env: 'TAP_STREAM_MAPS',
      envAliases: ['STREAM_MAPS'],
      options: [{ label: 'On', value: 'on' }],
      tooltip: 'Maps of streams',
      hidden: false,
      sensitive: true,
      required: 'true',
      encoding: 'BASE64',
      value_processor: 'nest_object',
      value_post_processor: 'stringify',
      _links: { self: { href: 'https://app.example.com/api/settings/1' } },
    };
    const body = dataPluginBody({ settings: [setting], default: 'meltanolabs' });
    wire().on('GET', `/api/dataplugins/${PLUGIN_ID}`, { body });
    const plugin = await strict().dataPlugins.get(PLUGIN_ID);
    expect(plugin.settings?.[0]).toEqual(setting);
    expect(plugin.default).toBe('meltanolabs');
  });

  it('read the 14 capabilities in wire casing, variants too; a Meltano spelling is kept and warned of', async () => {
    expectTypeOf<DataPlugin['capabilities']>().toEqualTypeOf<DataPluginCapability[] | undefined>();
    expectTypeOf<'STREAM_MAPS'>().toExtend<DataPluginCapability>();
    const variants = [{ name: 'meltanolabs', capabilities: [...capabilities] }];
    const body = dataPluginBody({ capabilities: [...capabilities], variants });
    wire().on('GET', `/api/dataplugins/${PLUGIN_ID}`, { body });
    const plugin = await strict().dataPlugins.get(PLUGIN_ID);
    expect(plugin.capabilities).toEqual(capabilities);
    expect(plugin.variants?.[0]?.capabilities).toEqual(capabilities);
    wire().on('GET', `/api/dataplugins/${PLUGIN_ID}`, { body: dataPluginBody({ capabilities: ['stream-maps'] }) });
    const { client, logger } = warned();
    expect((await client.dataPlugins.get(PLUGIN_ID)).capabilities).toEqual(['stream-maps']);
    expect(logger.warn).toHaveBeenCalledWith(
      'wdp-sdk: response of dataPlugins.get does not match the model at capabilities.0: unknown value "stream-maps"; ' +
        `known values are ${capabilities.join(', ')}`,
    );
  });
});
