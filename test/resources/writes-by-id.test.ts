// The writes with no workspace in the path: `POST /api/datasets`, `PUT /api/datasets/{id}`, `PUT` and `PATCH
// /api/channels/{id}`, `PUT /api/datastores/{id}`.
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, isWdpError } from '../../src/index.js';
import { CHANNEL, channelBody, DATASET, datasetBody } from '../fixtures/bodies.js';
import { DATASTORE, datastoreBody, PLUGIN, relationalProperties } from '../fixtures/datastores.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const publish = { alias: 'q3-revenue', title: 'Q3 revenue #kpi', visualisation: { type: 'bar' } };
const sentPublish = { alias: 'q3-revenue', title: 'Q3 revenue #kpi', visualisation: '{"type":"bar"}' };
const jsonHeaders = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

describe('datasets.publishToDefault', () => {
  it('POSTs the publish body to /api/datasets, objects as JSON text; created on 201', async () => {
    const net = wire().on('POST', '/api/datasets', { status: 201, body: datasetBody() });
    const { created, data } = await strict().datasets.publishToDefault(publish);
    expect(net.last).toMatchObject({ method: 'POST', path: '/api/datasets', search: '', body: sentPublish });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(created).toBe(true);
    expect(data.id).toBe(DATASET);
  });

  it('reports a replaced dataset (200) as not created', async () => {
    wire().on('POST', '/api/datasets', { status: 200, body: datasetBody() });
    expect((await makeClient().datasets.publishToDefault(publish)).created).toBe(false);
  });

  it('refuses a body without a title before sending', () => {
    const net = wire();
    expect(() => makeClient().datasets.publishToDefault({ alias: 'x' } as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toEqual([]);
  });
});

describe('datasets.put', () => {
  it('PUTs the whole dataset to /api/datasets/{id}, by id or by a model', async () => {
    const path = `/api/datasets/${DATASET}`;
    const net = wire().on('PUT', path, { status: 201, body: datasetBody() });
    const first = await strict().datasets.put(DATASET, publish);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body: sentPublish });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(first.created).toBe(true);
    wire().on('PUT', path, { status: 200, body: datasetBody() });
    const again = await strict().datasets.put(datasetBody(), publish);
    expect(again).toMatchObject({ created: false, data: { id: DATASET } });
  });

  it('refuses an empty id before sending', () => {
    const net = wire();
    expect(() => makeClient().datasets.put('', publish)).toThrow(/must be a non-empty id/);
    expect(net.requests).toEqual([]);
  });
});

describe('channels.putById', () => {
  it('PUTs the channel to /api/channels/{id} and tells a new one (201) from a replaced one', async () => {
    const path = `/api/channels/${CHANNEL}`;
    const net = wire().on('PUT', path, { status: 201, body: channelBody() });
    const result = await strict().channels.putById(CHANNEL, { name: 'Sales', description: 'Quarterly sales' });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path,
      search: '',
      body: { name: 'Sales', description: 'Quarterly sales' },
    });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(result).toMatchObject({ created: true, data: { id: CHANNEL, name: 'Sales' } });
  });

  it('refuses a channel without a name before sending', () => {
    const net = wire();
    expect(() => makeClient().channels.putById(CHANNEL, { name: '' })).toThrow(/channels\.putById/);
    expect(net.requests).toEqual([]);
  });
});

describe('channels.edit', () => {
  it('PATCHes only the given fields to /api/channels/{id}, a model giving its id', async () => {
    const path = `/api/channels/${CHANNEL}`;
    const net = wire().on('PATCH', path, { body: channelBody({ description: 'Q3' }) });
    const channel = await strict().channels.edit(channelBody(), { description: 'Q3' });
    expect(net.last).toMatchObject({ method: 'PATCH', path, search: '', body: { description: 'Q3' } });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(channel.description).toBe('Q3');
  });

  it('refuses an empty patch and a blank name before sending', () => {
    const net = wire();
    expect(() => makeClient().channels.edit(CHANNEL, {})).toThrow(/the patch is empty; give a field/);
    expect(() => makeClient().channels.edit(CHANNEL, { name: '' })).toThrow(/non-empty name/);
    expect(net.requests).toEqual([]);
  });
});

describe('datastores.updateById', () => {
  const input = { name: 'Warehouse', dataPlugin: PLUGIN, properties: relationalProperties };

  it('PUTs the datastore to /api/datastores/{id} and returns it', async () => {
    const path = `/api/datastores/${DATASTORE}`;
    const net = wire().on('PUT', path, { body: datastoreBody() });
    const store = await strict().datastores.updateById(DATASTORE, input);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body: input });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(store.id).toBe(DATASTORE);
  });

  it('keeps the password it sent out of the error of an answer that echoes it', async () => {
    const path = `/api/datastores/${DATASTORE}`;
    const echo = { message: `Cannot connect with password ${relationalProperties.password}`, input };
    wire().on('PUT', path, { status: 400, body: echo });
    const error = await makeClient()
      .datastores.updateById(DATASTORE, input)
      .catch((e: unknown) => e);
    expect(isWdpError(error)).toBe(true);
    const shown = `${String(error)} ${JSON.stringify(error)}`;
    expect(shown).not.toContain(relationalProperties.password);
    expect(shown).toContain('[redacted]');
  });
});
