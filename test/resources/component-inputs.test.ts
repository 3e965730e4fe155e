// The request bodies of data components, datastores, pipelines and data plugins: every settable field of the
// service's document is sent as given, and any other key is refused before anything is sent.
import { describe, expect, it } from 'vitest';
import { type ExtractorStreamInput, InvalidArgumentError } from '../../src/index.js';
import { PIPELINE, WS } from '../fixtures/bodies.js';
import { COMPONENT, componentBody, dataPluginBody } from '../fixtures/components-bodies.js';
import { DATASTORE, datastoreBody } from '../fixtures/datastores.js';
import { pipelineBody, pipelineInput } from '../fixtures/pipelines-bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const jsonHeaders = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

const streams: ExtractorStreamInput[] = [
  {
    name: 'public-orders',
    selected: 'SELECTED',
    fields: [
      { name: 'id', selected: 'AUTOMATIC' },
      { name: 'total', selected: 'SELECTED' },
      { name: 'notes', selected: 'EXCLUDED' },
    ],
  },
  { name: 'public-audit_log', selected: 'EXCLUDED' },
];
const commands = {
  dump: { args: '--dump catalog', description: 'Writes the catalog' },
  shell: { executable: 'bash', containerSpec: { image: 'python:3.11', env: { LOG_LEVEL: 'debug' } } },
};

describe('dataComponents.put with commands, streams and draft', () => {
  it('sends each exactly as given and reads them back with the fields the document adds', async () => {
    const path = `/api/workspaces/${WS}/datacomponents/${COMPONENT}`;
    const body = { name: 'extractors/tap-postgres', dataPlugin: 'tap-postgres', commands, streams, draft: true };
    const answer = componentBody({
      commands,
      streams,
      draft: true,
      managed: false,
      dataPluginType: 'extractor',
      dataPluginLogoUrl: '/assets/logos/extractors/tap-postgres.png',
      repositoryPath: 'extract/tap-postgres.meltano.yml',
      fromDataPlugin: dataPluginBody(),
    });
    const net = wire().on('PUT', path, { status: 201, body: answer });
    const result = await strict().dataComponents.put(WS, COMPONENT, body);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(result.data.streams?.[0]?.fields?.map((f) => f.selected)).toEqual(['AUTOMATIC', 'SELECTED', 'EXCLUDED']);
    expect(result.data).toMatchObject({ draft: true, repositoryPath: 'extract/tap-postgres.meltano.yml' });
    expect(result.data.commands?.['shell']?.containerSpec?.image).toBe('python:3.11');
  });

  it('refuses an unknown key, a stream without a name and an unknown selection before sending', () => {
    const net = wire();
    const base = { name: 'extractors/tap-postgres', dataPlugin: 'tap-postgres' };
    expect(() => makeClient().dataComponents.put(WS, COMPONENT, { ...base, propertes: {} } as never)).toThrow(
      /dataComponents\.put was given invalid input; nothing was sent\. .*"propertes"/,
    );
    expect(() =>
      makeClient().dataComponents.create(WS, { ...base, streams: [{ selected: 'SELECTED' }] } as never),
    ).toThrow(/streams\.0\.name/);
    expect(() =>
      makeClient().dataComponents.update(COMPONENT, {
        ...base,
        streams: [{ name: 'orders', selected: 'YES' as never }],
      }),
    ).toThrow(/selected must be SELECTED, AUTOMATIC or EXCLUDED/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datastores.put with commands, streams and draft', () => {
  it('sends each exactly as given', async () => {
    const path = `/api/workspaces/${WS}/datastores/${DATASTORE}`;
    const body = { name: 'Warehouse', dataPlugin: 'target-postgres', commands, streams, draft: false };
    const net = wire().on('PUT', path, {
      status: 200,
      body: datastoreBody({ commands, streams, repositoryPath: 'x' }),
    });
    const result = await strict().datastores.put(WS, DATASTORE, body);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body });
    expect(result.data.streams).toEqual(streams);
  });

  it('refuses an unknown key before sending', () => {
    const net = wire();
    const body = { name: 'Warehouse', dataPlugin: 'target-postgres', jdbcUrl: 'jdbc:postgresql://db/x' };
    expect(() => makeClient().datastores.put(WS, DATASTORE, body as never)).toThrow(/"jdbcUrl"/);
    expect(() => makeClient().datastores.put(WS, DATASTORE, body as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('pipelines: name, script, actions, triggeredBy, scheduleFromInterval', () => {
  const path = `/api/workspaces/${WS}/pipelines/${PIPELINE}`;
  const full = {
    ...pipelineInput,
    name: 'orders-etl',
    script: 'meltano run tap-postgres target-postgres dbt-postgres:run',
    actions: ['dbt-postgres:test'],
    triggeredBy: ['customers-etl'],
    scheduleFromInterval: false,
  };

  it('sends each exactly as given; repositoryPath and DRAFT read back', async () => {
    const answer = pipelineBody({ ...full, status: 'DRAFT', repositoryPath: 'orchestrate/pipelines/orders-etl.yml' });
    delete (answer as Record<string, unknown>)['scheduleFromInterval']; // write-only
    const net = wire().on('PUT', path, { status: 200, body: answer });
    const result = await strict().pipelines.put(WS, PIPELINE, full);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body: full });
    expect(result.data).toMatchObject({ status: 'DRAFT', repositoryPath: 'orchestrate/pipelines/orders-etl.yml' });
  });

  it('refuses a body without dataComponents, an unknown key, a name with a space or a component twice', () => {
    const net = wire();
    const { dataComponents: _left, ...partial } = pipelineInput;
    expect(() => makeClient().pipelines.create(WS, partial as never)).toThrow(
      /pipelines\.create was given invalid input; nothing was sent\. dataComponents: /,
    );
    expect(() => makeClient().pipelines.put(WS, PIPELINE, { ...pipelineInput, status: 'READY' } as never)).toThrow(
      /"status"/,
    );
    expect(() => makeClient().pipelines.put(WS, PIPELINE, { ...full, name: 'orders etl' })).toThrow(
      /name: a pipeline name has no whitespace/,
    );
    const twice = { ...pipelineInput, dataComponents: ['tap-postgres', 'tap-postgres'] };
    expect(() => makeClient().pipelines.validate(WS, twice)).toThrow(/dataComponents: must not name a component twice/);
    expect(net.requests).toHaveLength(0);
  });

  it('saves a draft without dataComponents (the one body that may leave them out), refusing unknown keys', async () => {
    const draftPath = `${path}/draft`;
    const net = wire().on('PUT', draftPath, {
      status: 201,
      body: pipelineBody({ status: 'DRAFT', dataComponents: [] }),
    });
    const result = await strict().pipelines.putDraft(WS, PIPELINE, { label: 'Orders ETL' });
    expect(net.last).toMatchObject({ method: 'PUT', path: draftPath, body: { label: 'Orders ETL' } });
    expect(result).toMatchObject({ created: true, data: { status: 'DRAFT' } });
    expect(() => makeClient().pipelines.putDraft(WS, PIPELINE, { label: 'x', lable: 'y' } as never)).toThrow(/"lable"/);
    expect(net.requests).toHaveLength(1);
  });
});

describe('dataPlugins.create', () => {
  it('sends parent, requires and matatikaHidden, and refuses an unknown key before sending', async () => {
    const path = `/api/workspaces/${WS}/dataplugins`;
    const body = {
      pluginType: 'EXTRACTOR' as const,
      name: 'tap-acme',
      variant: 'acme',
      parent: 'tap-rest-api',
      requires: [{ name: 'dbt-postgres', variant: 'dbt-labs' }],
      matatikaHidden: false,
    };
    const net = wire()
      .on('POST', path, { body: { id: 'draft', _links: { 'create dataplugin': { href: `${path}/p1` } } } })
      .on('PUT', `${path}/p1`, { status: 201, body: dataPluginBody({ name: 'tap-acme' }) });
    await makeClient().dataPlugins.create(WS, body);
    expect(net.requests[1]).toMatchObject({ method: 'PUT', path: `${path}/p1`, body });
    expect(() => makeClient().dataPlugins.create(WS, { ...body, pip_url: 'x' } as never)).toThrow(/"pip_url"/);
    expect(net.requests).toHaveLength(2);
  });
});
