import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import { CHANNEL, channelBody, DATASET, datasetBody, href, pageBody, WS } from '../fixtures/bodies.js';
import { onePage } from '../helpers/pages.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const draft = {
  id: CHANNEL,
  workspaceId: WS,
  created: '2021-02-11T11:12:33.1',
  lastModified: '2021-02-11T11:12:33.1',
  datasetCount: 0,
  containsDataset: false,
  _links: { 'create channel': href(`/api/workspaces/${WS}/channels/${CHANNEL}`, 'PUT') },
};

describe('channels.initialise', () => {
  it('POSTs an empty object to the workspace channels and returns the draft', async () => {
    const net = wire().on('POST', `/api/workspaces/${WS}/channels`, { body: draft });
    const result = await makeClient().channels.initialise(WS);
    expect(net.last).toMatchObject({ method: 'POST', path: `/api/workspaces/${WS}/channels`, search: '', body: {} });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(result).toEqual(draft);
  });
});

describe('channels.get', () => {
  it('GETs /api/channels/{id} with the bearer token and HAL Accept', async () => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    const channel = await makeClient().channels.get(CHANNEL);
    expect(net.last).toMatchObject({ method: 'GET', path: `/api/channels/${CHANNEL}`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(channel).toEqual(channelBody());
  });

  it("follows a channel object's own self link", async () => {
    const net = wire().on('GET', '/api/channels/elsewhere', { body: channelBody() });
    await makeClient().channels.get({ id: CHANNEL, _links: { self: { href: `${BASE}/api/channels/elsewhere` } } });
    expect(net.last.path).toBe('/api/channels/elsewhere');
  });

  it('rejects an empty id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().channels.get('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().channels.getInWorkspace(WS, '..')).toThrow(/must be a non-empty id/);
    expect(net.requests).toHaveLength(0);
  });

  it('gives the data with the raw response, or the response alone with its body unread', async () => {
    const headers = { 'x-request-id': 'req-42' };
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody(), headers });
    const { data, response } = await makeClient().channels.get(CHANNEL).withResponse();
    expect(data).toEqual(channelBody());
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req-42');
    const raw = await makeClient().channels.get(CHANNEL).asResponse();
    expect(raw.status).toBe(200);
    expect(raw.headers.get('x-request-id')).toBe('req-42');
    expect(raw.bodyUsed).toBe(false);
    expect(await raw.json()).toEqual(channelBody());
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/channels/${CHANNEL}`,
      `GET /api/channels/${CHANNEL}`,
    ]);
  });
});

describe('channels.getInWorkspace', () => {
  it('GETs /api/workspaces/{ws}/channels/{id}', async () => {
    const net = wire().on('GET', `/api/workspaces/${WS}/channels/${CHANNEL}`, { body: channelBody() });
    const channel = await makeClient().channels.getInWorkspace(WS, CHANNEL);
    expect(net.last.path).toBe(`/api/workspaces/${WS}/channels/${CHANNEL}`);
    expect(channel.name).toBe('Sales');
  });

  it('takes the workspace and the channel as models, by their ids', async () => {
    const net = wire().on('GET', `/api/workspaces/${WS}/channels/${CHANNEL}`, { body: channelBody() });
    const workspace = { id: WS, name: 'Analytics', _links: {} };
    await makeClient().channels.getInWorkspace(workspace, channelBody());
    expect(net.last).toMatchObject({ method: 'GET', path: `/api/workspaces/${WS}/channels/${CHANNEL}` });
  });
});

describe('channels.put', () => {
  it('PUTs name and description and reports a creation (201)', async () => {
    const net = wire().on('PUT', `/api/workspaces/${WS}/channels/${CHANNEL}`, { status: 201, body: channelBody() });
    const result = await makeClient().channels.put(WS, CHANNEL, { name: 'Sales', description: 'Quarterly sales' });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: `/api/workspaces/${WS}/channels/${CHANNEL}`,
      body: { name: 'Sales', description: 'Quarterly sales' },
    });
    expect(net.last.headers['content-type']).toBe('application/json');
    expect(result).toEqual({ created: true, data: channelBody() });
  });

  it('sends a picture when given one', async () => {
    const net = wire().on('PUT', `/api/workspaces/${WS}/channels/${CHANNEL}`, { status: 200, body: channelBody() });
    await makeClient().channels.put(WS, CHANNEL, { name: 'Sales', picture: 'https://example.com/sales.png' });
    expect(net.last.body).toEqual({ name: 'Sales', picture: 'https://example.com/sales.png' });
  });

  it('reports an update (200)', async () => {
    wire().on('PUT', `/api/workspaces/${WS}/channels/${CHANNEL}`, { status: 200, body: channelBody() });
    const result = await makeClient().channels.put(WS, CHANNEL, { name: 'Sales' });
    expect(result.created).toBe(false);
  });

  it('takes a draft alone, without the workspace id, and PUTs to its create channel link', async () => {
    const net = wire().on('PUT', '/api/workspaces/linked/channels/c9', { status: 201, body: channelBody() });
    const linked = { ...draft, _links: { 'create channel': href('/api/workspaces/linked/channels/c9', 'PUT') } };
    const result = await makeClient().channels.put(linked, { name: 'Sales' });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: '/api/workspaces/linked/channels/c9',
      body: { name: 'Sales' },
    });
    expect(result.created).toBe(true);
  });

  it('refuses a model without its link, naming the signature, before sending anything', () => {
    const net = wire();
    const bare = { id: CHANNEL, _links: {} };
    const put = () => makeClient().channels.put(bare, { name: 'Sales' });
    expect(put).toThrow(/^channels\.put\(workspaceId, channel, body\) needs the parent id and the id/);
    expect(put).toThrow(/or a model with a "create channel" link; got an object without it\.$/);
    expect(net.requests).toHaveLength(0);
  });

  it('refuses a body without a name before sending anything', async () => {
    const net = wire();
    // @ts-expect-error name is required
    expect(() => makeClient().channels.put(WS, CHANNEL, { description: 'x' })).toThrow(
      /channels.put was given invalid input; nothing was sent. name/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('channels.create', () => {
  it("initialises, then PUTs to the draft's create channel link", async () => {
    const net = wire()
      .on('POST', `/api/workspaces/${WS}/channels`, { body: draft })
      .on('PUT', `/api/workspaces/${WS}/channels/${CHANNEL}`, { status: 201, body: channelBody() });
    const result = await makeClient().channels.create(WS, { name: 'Sales', description: 'Quarterly sales' });
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/workspaces/${WS}/channels`,
      `PUT /api/workspaces/${WS}/channels/${CHANNEL}`,
    ]);
    expect(net.requests[1]!.body).toEqual({ name: 'Sales', description: 'Quarterly sales' });
    expect(result).toEqual(channelBody());
  });

  it("returns the channel, with the PUT's 201 response on withResponse()", async () => {
    wire()
      .on('POST', `/api/workspaces/${WS}/channels`, { body: draft })
      .on('PUT', `/api/workspaces/${WS}/channels/${CHANNEL}`, { status: 201, body: channelBody() });
    const { data, response } = await makeClient().channels.create(WS, { name: 'Sales' }).withResponse();
    expect(data).toEqual(channelBody());
    expect(response.status).toBe(201);
  });

  it('PUTs to the documented path by id when the draft carries no link', async () => {
    const net = wire()
      .on('POST', `/api/workspaces/${WS}/channels`, { body: { ...draft, _links: {} } })
      .on('PUT', `/api/workspaces/${WS}/channels/${CHANNEL}`, { status: 201, body: channelBody() });
    await makeClient().channels.create(WS, { name: 'Sales' });
    expect(net.requests[1]).toMatchObject({ method: 'PUT', path: `/api/workspaces/${WS}/channels/${CHANNEL}` });
  });

  it('checks the body before initialising', async () => {
    const net = wire();
    expect(() => makeClient().channels.create(WS, { name: '' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('channels.update', () => {
  it('PUTs to the workspace channel path and returns the channel', async () => {
    const net = wire().on('PUT', `/api/workspaces/${WS}/channels/${CHANNEL}`, {
      body: channelBody({ name: 'Revenue' }),
    });
    const channel = await makeClient().channels.update(WS, CHANNEL, { name: 'Revenue', description: 'd' });
    expect(net.last).toMatchObject({ method: 'PUT', body: { name: 'Revenue', description: 'd' } });
    expect(channel.name).toBe('Revenue');
  });

  it('takes a channel model alone and PUTs to its update channel link', async () => {
    const net = wire().on('PUT', `/api/workspaces/${WS}/channels/${CHANNEL}`, { body: channelBody({ name: 'R' }) });
    const channel = await makeClient().channels.update(channelBody(), { name: 'R' });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: `/api/workspaces/${WS}/channels/${CHANNEL}`,
      body: { name: 'R' },
    });
    expect(channel.name).toBe('R');
  });
});

describe('channels.delete', () => {
  it('DELETEs /api/channels/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `/api/channels/${CHANNEL}`, { status: 204 });
    await expect(makeClient().channels.delete(CHANNEL)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `/api/channels/${CHANNEL}`, body: undefined });
  });

  it("uses a channel object's delete channel link", async () => {
    const net = wire().on('DELETE', `/api/channels/${CHANNEL}`, { status: 204 });
    await makeClient().channels.delete(channelBody());
    expect(net.last.method).toBe('DELETE');
  });
});

describe('channels.listDatasets', () => {
  it('GETs the datasets of a channel', async () => {
    const path = `/api/channels/${CHANNEL}/datasets`;
    const net = wire().on('GET', path, {
      body: onePage('datasets', path, [datasetBody()]),
    });
    const page = await makeClient().channels.listDatasets(CHANNEL, { size: 5 });
    expect(net.last.query).toEqual({ size: '5' });
    expect(page.items[0]?.title).toBe('Q3 revenue #kpi');
  });

  it("follows a channel model's datasets link, and gives the first page's response", async () => {
    const path = '/api/channels/linked/datasets';
    const body = pageBody('datasets', path, [], { number: 0, size: 20, totalElements: 0, totalPages: 0 });
    const net = wire().on('GET', path, { body, headers: { 'x-total': '0' } });
    const channel = channelBody({ _links: { datasets: href(path, 'GET') } });
    const { data, response } = await makeClient().channels.listDatasets(channel).withResponse();
    expect(net.last).toMatchObject({ method: 'GET', path, search: '' });
    expect(data.items).toEqual([]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total')).toBe('0');
  });
});

describe('channels scope and list membership', () => {
  it('PUTs scope/workspace and scope/profile', async () => {
    const net = wire()
      .on('PUT', `/api/channels/${CHANNEL}/scope/workspace`, { body: channelBody({ scope: 'WORKSPACE' }) })
      .on('PUT', `/api/channels/${CHANNEL}/scope/profile`, { body: channelBody() });
    expect((await makeClient().channels.addWorkspaceScope(CHANNEL)).scope).toBe('WORKSPACE');
    expect((await makeClient().channels.withdrawWorkspaceScope(CHANNEL)).scope).toBe('PROFILE');
    expect(net.requests.map((r) => `${r.method} ${r.path} ${String(r.body)}`)).toEqual([
      `PUT /api/channels/${CHANNEL}/scope/workspace undefined`,
      `PUT /api/channels/${CHANNEL}/scope/profile undefined`,
    ]);
  });

  it('PUTs and DELETEs a dataset of a list channel', async () => {
    const net = wire()
      .on('PUT', `/api/channels/${CHANNEL}/datasets/${DATASET}`, { status: 201 })
      .on('DELETE', `/api/channels/${CHANNEL}/datasets/${DATASET}`, { status: 204 });
    await makeClient().channels.addDataset(CHANNEL, DATASET);
    await makeClient().channels.removeDataset(CHANNEL, DATASET);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /api/channels/${CHANNEL}/datasets/${DATASET}`,
      `DELETE /api/channels/${CHANNEL}/datasets/${DATASET}`,
    ]);
  });

  it('takes the channel and the dataset as models, by their ids', async () => {
    const net = wire()
      .on('PUT', `/api/channels/${CHANNEL}/datasets/${DATASET}`, { status: 201 })
      .on('DELETE', `/api/channels/${CHANNEL}/datasets/${DATASET}`, { status: 204 });
    await expect(makeClient().channels.addDataset(channelBody(), datasetBody())).resolves.toBeUndefined();
    await expect(makeClient().channels.removeDataset(channelBody(), datasetBody())).resolves.toBeUndefined();
    expect(net.requests.map((r) => `${r.method} ${r.path} ${String(r.body)}`)).toEqual([
      `PUT /api/channels/${CHANNEL}/datasets/${DATASET} undefined`,
      `DELETE /api/channels/${CHANNEL}/datasets/${DATASET} undefined`,
    ]);
    expect(() => makeClient().channels.addDataset(channelBody(), { _links: {} })).toThrow(
      'channels.addDataset(channel, dataset) needs a dataset id or object as its second argument; ' +
        'got an object without an `id`',
    );
  });
});

describe('channels.listNews', () => {
  it('GETs the workspace news channels, one page without paging parameters', async () => {
    const body = {
      _embedded: { channels: [channelBody()] },
      _links: { self: href(`/api/workspaces/${WS}/news/channels`) },
    };
    const net = wire().on('GET', `/api/workspaces/${WS}/news/channels`, { body });
    const page = await makeClient().channels.listNews({ id: WS });
    expect(net.last).toMatchObject({ method: 'GET', path: `/api/workspaces/${WS}/news/channels`, search: '' });
    expect(page.items.map((c) => c.id)).toEqual([CHANNEL]);
    expect(page.page).toBeUndefined();
  });

  it('refuses a workspace that is no id or model before sending', () => {
    const net = wire();
    expect(() => makeClient().channels.listNews(7 as unknown as string)).toThrow(
      'channels.listNews(workspace) needs a workspace id or object as its first argument; got number.',
    );
    expect(net.requests).toEqual([]);
  });
});
