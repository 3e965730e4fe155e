import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import { CHANNEL, channelBody, DATASET, datasetBody, member, PIPELINE, pageBody, WS } from '../fixtures/bodies.js';
import { SUBSCRIPTION, subscriptionBody } from '../fixtures/subscriptions.js';
import { onePage } from '../helpers/pages.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

describe('subscriptions.list', () => {
  it("GETs /api/subscriptions and returns the caller's subscriptions with their embedded subjects", async () => {
    const path = '/api/subscriptions';
    const items = [
      subscriptionBody('channel'),
      subscriptionBody('dataset', { id: 's2' }),
      subscriptionBody('pipeline', { id: 's3' }),
    ];
    const net = wire().on('GET', path, {
      body: onePage('subscriptions', path, items),
    });
    const page = await strict().subscriptions.list();
    expect(net.last).toMatchObject({ method: 'GET', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual(items);
    expect(page.items[0]?._embedded?.channel?.name).toBe('Sales');
    expect(page.items[1]?._embedded?.dataset?.title).toBe('Q3 revenue #kpi');
    expect(page.items[2]?._embedded?.pipeline).toEqual({
      id: PIPELINE,
      label: 'Nightly load',
      name: 'nightly-load',
      lastModified: '2021-06-01T01:00:00.000001',
    });
    expect(page.items[0]?._embedded?.subscriberProfile).toEqual(member);
  });

  it('maps paging to the query and walks the next link', async () => {
    const path = '/api/subscriptions';
    const net = wire()
      .on('GET', `${path}?page=0&size=1`, {
        body: pageBody('subscriptions', path, [subscriptionBody()], {
          number: 0,
          size: 1,
          totalElements: 2,
          totalPages: 2,
        }),
      })
      .on('GET', `${path}?page=1&size=1`, {
        body: pageBody('subscriptions', path, [subscriptionBody('dataset', { id: 's2' })], {
          number: 1,
          size: 1,
          totalElements: 2,
          totalPages: 2,
        }),
      });
    const all = await makeClient().subscriptions.list({ page: 0, size: 1 }).toArray();
    expect(net.requests.map((r) => r.query)).toEqual([
      { page: '0', size: '1' },
      { page: '1', size: '1' },
    ]);
    expect(all.map((s) => s.id)).toEqual([SUBSCRIPTION, 's2']);
  });
});

describe('subscriptions.listMembers', () => {
  it('GETs the member subscriptions of a workspace', async () => {
    const path = `/api/workspaces/${WS}/members/subscriptions`;
    const net = wire().on('GET', path, {
      body: pageBody('subscriptions', path, [subscriptionBody('workspace')], {
        number: 0,
        size: 20,
        totalElements: 1,
        totalPages: 1,
      }),
    });
    const page = await strict().subscriptions.listMembers(WS, { sort: 'created,desc' });
    expect(net.last).toMatchObject({ method: 'GET', path, query: { sort: 'created,desc' } });
    expect(page.items[0]?._embedded).toMatchObject({
      workspace: { id: WS, name: 'Acme' },
      subscriberWorkspace: { id: WS, name: 'Acme' },
    });
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().subscriptions.listMembers('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('subscriptions.get', () => {
  it('GETs /api/subscriptions/{id}', async () => {
    const net = wire().on('GET', `/api/subscriptions/${SUBSCRIPTION}`, { body: subscriptionBody('pipeline') });
    const sub = await strict().subscriptions.get(SUBSCRIPTION);
    expect(net.last).toMatchObject({
      method: 'GET',
      path: `/api/subscriptions/${SUBSCRIPTION}`,
      search: '',
      body: undefined,
    });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(sub).toEqual(subscriptionBody('pipeline'));
  });

  it("follows a subscription object's own self link", async () => {
    const net = wire().on('GET', '/api/subscriptions/elsewhere', { body: subscriptionBody() });
    await makeClient().subscriptions.get({
      id: SUBSCRIPTION,
      _links: { self: { href: `${BASE}/api/subscriptions/elsewhere` } },
    });
    expect(net.last.path).toBe('/api/subscriptions/elsewhere');
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().subscriptions.get('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('subscriptions.toWorkspace', () => {
  it('POSTs with no body and no query by default, and returns the subscription', async () => {
    const path = `/api/workspaces/${WS}/subscriptions`;
    const net = wire().on('POST', path, { body: subscriptionBody('workspace') });
    const sub = await strict().subscriptions.toWorkspace(WS);
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(sub).toEqual(subscriptionBody('workspace'));
  });

  it('sends allMembers=true when asked, and allMembers=false only when given', async () => {
    const path = `/api/workspaces/${WS}/subscriptions`;
    const net = wire().on('POST', path, { body: subscriptionBody('workspace') });
    await makeClient().subscriptions.toWorkspace(WS, { allMembers: true });
    await makeClient().subscriptions.toWorkspace(WS, { allMembers: false });
    await makeClient().subscriptions.toWorkspace(WS, {});
    expect(net.requests.map((r) => r.search)).toEqual(['allMembers=true', 'allMembers=false', '']);
    expect(net.requests.every((r) => r.body === undefined)).toBe(true);
  });

  it('gives the raw response: status and headers with the data, or unread', async () => {
    const path = `/api/workspaces/${WS}/subscriptions`;
    const net = wire().on('POST', path, { body: subscriptionBody('workspace'), headers: { 'x-request-id': 'sub-1' } });
    const { data, response } = await makeClient().subscriptions.toWorkspace(WS, { allMembers: true }).withResponse();
    expect(data).toEqual(subscriptionBody('workspace'));
    expect([response.status, response.headers.get('x-request-id')]).toEqual([200, 'sub-1']);
    const raw = await makeClient().subscriptions.toWorkspace({ id: WS, _links: {} }).asResponse();
    expect([raw.status, raw.headers.get('x-request-id'), raw.bodyUsed]).toEqual([200, 'sub-1', false]);
    expect(net.requests.map((r) => `${r.method} ${r.path}?${r.search}`)).toEqual([
      `POST ${path}?allMembers=true`,
      `POST ${path}?`,
    ]);
  });

  it('refuses a non-boolean allMembers or an empty workspace id before sending anything', () => {
    const net = wire();
    // @ts-expect-error allMembers is a boolean
    expect(() => makeClient().subscriptions.toWorkspace(WS, { allMembers: 'yes' })).toThrow(
      /subscriptions\.toWorkspace\(workspace, \{ allMembers, type \}\): `allMembers` must be true or false; got string/,
    );
    expect(() => makeClient().subscriptions.toWorkspace('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('subscriptions.toChannel', () => {
  it('POSTs /api/channels/{id}/subscriptions with allMembers when given', async () => {
    const path = `/api/channels/${CHANNEL}/subscriptions`;
    const net = wire().on('POST', path, { body: subscriptionBody('channel') });
    const sub = await strict().subscriptions.toChannel(CHANNEL, { allMembers: true });
    await makeClient().subscriptions.toChannel(CHANNEL);
    expect(net.requests.map((r) => `${r.method} ${r.path}?${r.search} ${String(r.body)}`)).toEqual([
      `POST ${path}?allMembers=true undefined`,
      `POST ${path}? undefined`,
    ]);
    expect(sub.type).toBe('ALL');
  });

  it("uses a channel object's add subscription link", async () => {
    const net = wire().on('POST', '/api/channel-sub-link', { body: subscriptionBody('channel') });
    const channel = channelBody({
      _links: { 'add subscription': { href: `${BASE}/api/channel-sub-link`, type: 'POST' } },
    });
    await makeClient().subscriptions.toChannel(channel, { allMembers: false });
    expect(net.last).toMatchObject({ method: 'POST', path: '/api/channel-sub-link', search: 'allMembers=false' });
  });

  it('refuses a bad allMembers or an empty id before sending anything', () => {
    const net = wire();
    expect(() =>
      makeClient().subscriptions.toChannel(CHANNEL, { allMembers: 1 } as unknown as { allMembers: boolean }),
    ).toThrow(InvalidArgumentError);
    expect(() => makeClient().subscriptions.toChannel('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('subscriptions.toDataset', () => {
  it('POSTs /api/datasets/{id}/subscriptions with no body', async () => {
    const path = `/api/datasets/${DATASET}/subscriptions`;
    const net = wire().on('POST', path, { body: subscriptionBody('dataset') });
    const sub = await strict().subscriptions.toDataset(DATASET);
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: undefined });
    expect(sub._embedded?.dataset).toEqual(datasetBody());
  });

  it('sends allMembers=true when asked, and allMembers=false only when given', async () => {
    const path = `/api/datasets/${DATASET}/subscriptions`;
    const net = wire().on('POST', path, { body: subscriptionBody('dataset') });
    await strict().subscriptions.toDataset(DATASET, { allMembers: true });
    await makeClient().subscriptions.toDataset(DATASET, { allMembers: false });
    await makeClient().subscriptions.toDataset(DATASET, {});
    expect(net.requests.map((r) => `${r.method} ${r.path}?${r.search} ${String(r.body)}`)).toEqual([
      `POST ${path}?allMembers=true undefined`,
      `POST ${path}?allMembers=false undefined`,
      `POST ${path}? undefined`,
    ]);
    expect(net.requests.every((r) => r.headers['content-type'] === undefined)).toBe(true);
  });

  it("uses a dataset object's add subscription link, with allMembers in its query", async () => {
    const net = wire().on('POST', '/api/dataset-sub-link', { body: subscriptionBody('dataset') });
    await makeClient().subscriptions.toDataset(
      datasetBody({ _links: { 'add subscription': { href: `${BASE}/api/dataset-sub-link`, type: 'POST' } } }),
      { allMembers: true },
    );
    expect(net.last).toMatchObject({ method: 'POST', path: '/api/dataset-sub-link', search: 'allMembers=true' });
  });

  it('refuses a non-boolean allMembers or an empty id before sending anything', () => {
    const net = wire();
    // @ts-expect-error allMembers is a boolean
    expect(() => makeClient().subscriptions.toDataset(DATASET, { allMembers: 'true' })).toThrow(
      /subscriptions\.toDataset\(dataset, \{ allMembers, type \}\): `allMembers` must be true or false; got string/,
    );
    expect(() => makeClient().subscriptions.toDataset(DATASET, { everyone: true } as never)).toThrow(
      InvalidArgumentError,
    );
    expect(() => makeClient().subscriptions.toDataset('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('subscriptions.toPipeline', () => {
  it('POSTs /api/pipelines/{id}/subscriptions with no body', async () => {
    const path = `/api/pipelines/${PIPELINE}/subscriptions`;
    const net = wire().on('POST', path, { body: subscriptionBody('pipeline') });
    const sub = await strict().subscriptions.toPipeline(PIPELINE);
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(sub).toEqual(subscriptionBody('pipeline'));
  });

  it('posts by the id of a pipeline object without an add subscription link', async () => {
    const net = wire().on('POST', `/api/pipelines/${PIPELINE}/subscriptions`, { body: subscriptionBody('pipeline') });
    await makeClient().subscriptions.toPipeline({ id: PIPELINE, _links: {} });
    expect(net.last.path).toBe(`/api/pipelines/${PIPELINE}/subscriptions`);
  });

  it('sends allMembers=true or false in the query when given (the service takes it on pipelines too)', async () => {
    const path = `/api/pipelines/${PIPELINE}/subscriptions`;
    const net = wire().on('POST', path, { body: subscriptionBody('pipeline') });
    await makeClient().subscriptions.toPipeline(PIPELINE, { allMembers: true });
    await makeClient().subscriptions.toPipeline(PIPELINE, { allMembers: false });
    expect(net.requests.map((r) => [r.method, r.path, r.search, r.body])).toEqual([
      ['POST', path, 'allMembers=true', undefined],
      ['POST', path, 'allMembers=false', undefined],
    ]);
  });

  it('rejects an empty id or a non-boolean allMembers before sending anything', () => {
    const net = wire();
    expect(() => makeClient().subscriptions.toPipeline('.')).toThrow(InvalidArgumentError);
    // @ts-expect-error allMembers is a boolean
    expect(() => makeClient().subscriptions.toPipeline(PIPELINE, { allMembers: 1 })).toThrow(
      /subscriptions\.toPipeline\(pipeline, \{ allMembers, type \}\): `allMembers` must be true or false; got number/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('subscriptions.update', () => {
  it('PUTs {type} to /api/subscriptions/{id} and returns the subscription', async () => {
    const path = `/api/subscriptions/${SUBSCRIPTION}`;
    const net = wire().on('PUT', path, { body: subscriptionBody('channel', { type: 'ALERTS' }) });
    const sub = await strict().subscriptions.update(SUBSCRIPTION, { type: 'ALERTS' });
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body: { type: 'ALERTS' } });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(sub).toEqual(subscriptionBody('channel', { type: 'ALERTS' }));
  });

  it("uses a subscription object's update subscription link", async () => {
    const net = wire().on('PUT', '/api/update-by-link', { body: subscriptionBody('channel', { type: 'NONE' }) });
    const sub = subscriptionBody('channel', {
      _links: { 'update subscription': { href: `${BASE}/api/update-by-link`, type: 'PUT' } },
    });
    expect((await makeClient().subscriptions.update(sub, { type: 'NONE' })).type).toBe('NONE');
    expect(net.last).toMatchObject({ method: 'PUT', path: '/api/update-by-link', body: { type: 'NONE' } });
  });

  it('refuses a type other than ALL, ALERTS or NONE before sending anything', () => {
    const net = wire();
    // @ts-expect-error type must be ALL, ALERTS or NONE
    expect(() => makeClient().subscriptions.update(SUBSCRIPTION, { type: 'SOME' })).toThrow(
      /subscriptions.update was given invalid input; nothing was sent. type: type must be ALL, ALERTS or NONE/,
    );
    // @ts-expect-error type is required
    expect(() => makeClient().subscriptions.update(SUBSCRIPTION, {})).toThrow(InvalidArgumentError);
    expect(() => makeClient().subscriptions.update('', { type: 'ALL' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('subscriptions.delete', () => {
  it('DELETEs /api/subscriptions/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `/api/subscriptions/${SUBSCRIPTION}`, { status: 204 });
    await expect(makeClient().subscriptions.delete(SUBSCRIPTION)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `/api/subscriptions/${SUBSCRIPTION}`, body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it("uses a subscription object's delete subscription link", async () => {
    const net = wire().on('DELETE', '/api/delete-by-link', { status: 204 });
    await makeClient().subscriptions.delete(
      subscriptionBody('channel', {
        _links: { 'delete subscription': { href: `${BASE}/api/delete-by-link`, type: 'DELETE' } },
      }),
    );
    expect(net.last).toMatchObject({ method: 'DELETE', path: '/api/delete-by-link' });
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().subscriptions.delete('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
