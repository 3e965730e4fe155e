import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import { DATASET, datasetBody, pageBody } from '../fixtures/bodies.js';
import { ALERT, alertBody, alertDraft } from '../fixtures/components-bodies.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const input = { detail: 'Revenue fell below 1M' };
const putPath = `/api/datasets/${DATASET}/alerts/${ALERT}`;

describe('alerts.list', () => {
  it('GETs the alerts of a dataset with paging in the query', async () => {
    const path = `/api/datasets/${DATASET}/alerts`;
    const meta = { number: 1, size: 5, totalElements: 6, totalPages: 2 };
    const net = wire().on('GET', path, { body: pageBody('alerts', path, [alertBody()], meta) });
    const page = await strict().alerts.list(DATASET, { page: 1, size: 5, sort: 'created,desc' });
    expect(net.last).toMatchObject({
      method: 'GET',
      path,
      query: { page: '1', size: '5', sort: 'created,desc' },
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([alertBody()]);
    expect(page.items[0]?.creator?.handle).toBe('@ada');
  });

  it('takes a dataset model by its id, and reads an empty collection as no items', async () => {
    const path = `/api/datasets/${DATASET}/alerts`;
    const net = wire().on('GET', path, { body: { _links: { self: { href: `${BASE}${path}` } } } });
    const page = await strict().alerts.list(datasetBody());
    expect(net.last).toMatchObject({ method: 'GET', path, search: '' });
    expect(page.items).toEqual([]);
  });

  it('rejects an empty dataset id or a bad page before sending anything', () => {
    const net = wire();
    expect(() => makeClient().alerts.list('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().alerts.list(DATASET, { size: 0 })).toThrow(/`size` must be a whole number >= 1/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('alerts.get', () => {
  it('GETs /api/alerts/{id} and returns the alert', async () => {
    const net = wire().on('GET', `/api/alerts/${ALERT}`, { body: alertBody() });
    const alert = await strict().alerts.get(ALERT);
    expect(net.last).toMatchObject({ method: 'GET', path: `/api/alerts/${ALERT}`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(alert).toEqual(alertBody());
  });

  it("follows an alert's own self link, and encodes an id as one segment", async () => {
    const net = wire()
      .on('GET', '/api/elsewhere', { body: alertBody() })
      .on('GET', '/api/alerts/a%7Cb%20c', { body: alertBody() });
    await makeClient().alerts.get({ id: ALERT, _links: { self: { href: `${BASE}/api/elsewhere` } } });
    await makeClient().alerts.get('a|b c');
    expect(net.requests.map((r) => r.path)).toEqual(['/api/elsewhere', '/api/alerts/a%7Cb%20c']);
  });

  it('refuses a draft, which has no self link and is not yet readable, only by its id', () => {
    const net = wire();
    expect(() => makeClient().alerts.get({ _links: alertDraft()._links })).toThrow(/neither a "self" link nor an id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('alerts.initialise', () => {
  it('POSTs with no body and returns the draft with only its create alert link', async () => {
    const path = `/api/datasets/${DATASET}/alerts`;
    const net = wire().on('POST', path, { body: alertDraft() });
    const draft = await strict().alerts.initialise(DATASET);
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(draft).toEqual(alertDraft());
    expect(Object.keys(draft._links ?? {})).toEqual(['create alert']);
  });

  it("uses a dataset's new alert link", async () => {
    const net = wire().on('POST', '/api/new-alert-link', { body: alertDraft() });
    const dataset = { ...datasetBody(), _links: { 'new alert': { href: `${BASE}/api/new-alert-link`, type: 'POST' } } };
    await makeClient().alerts.initialise(dataset);
    expect(net.last).toMatchObject({ method: 'POST', path: '/api/new-alert-link' });
  });
});

describe('alerts.put', () => {
  it('PUTs { detail } to the dataset alert path and reports a creation (201)', async () => {
    const net = wire().on('PUT', putPath, { status: 201, body: alertBody() });
    const result = await strict().alerts.put(DATASET, ALERT, input);
    expect(net.last).toMatchObject({ method: 'PUT', path: putPath, search: '', body: input });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(result).toEqual({ created: true, data: alertBody() });
  });

  it("reports an update (200), following a draft's create alert or an alert's update alert link", async () => {
    const net = wire()
      .on('PUT', putPath, { status: 201, body: alertBody() })
      .on('PUT', '/api/from-update-link', { body: alertBody({ detail: 'Below 900k' }) });
    const alert = {
      ...alertBody(),
      _links: { 'update alert': { href: `${BASE}/api/from-update-link`, type: 'PUT' } },
    };
    expect((await makeClient().alerts.put(alertDraft(), input)).created).toBe(true);
    const again = await makeClient().alerts.put(DATASET, alert, { detail: 'Below 900k' });
    expect(again).toEqual({ created: false, data: alertBody({ detail: 'Below 900k' }) });
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${putPath}`, 'PUT /api/from-update-link']);
  });

  it('refuses a blank or missing detail, or a model without its link, before sending anything', () => {
    const net = wire();
    const put = (body: unknown) => makeClient().alerts.put(DATASET, ALERT, body as typeof input);
    expect(() => put({ detail: '' })).toThrow(/alerts.put was given invalid input; nothing was sent. detail/);
    expect(() => put({ detail: '  \n' })).toThrow(/not blank/);
    expect(() => put({})).toThrow(InvalidArgumentError);
    const bare = { id: ALERT, _links: {} };
    expect(() => makeClient().alerts.put(bare, input)).toThrow(
      /^alerts\.put\(datasetId, alert, \{ detail \}\) needs the parent id and the id, or a model with a "create alert"/,
    );
    expect(() => makeClient().alerts.put(DATASET, '', input)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('alerts.create', () => {
  it("initialises, then PUTs { detail } to the draft's create alert link, and returns the alert", async () => {
    const net = wire()
      .on('POST', `/api/datasets/${DATASET}/alerts`, { body: alertDraft() })
      .on('PUT', putPath, { status: 201, body: alertBody() });
    const { data, response } = await strict().alerts.create(DATASET, input).withResponse();
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/datasets/${DATASET}/alerts`,
      `PUT ${putPath}`,
    ]);
    expect(net.requests[0]?.body).toBeUndefined();
    expect(net.requests[1]?.body).toEqual(input);
    expect(data).toEqual(alertBody());
    expect(response.status).toBe(201);
  });

  it('PUTs to the documented path by id when the draft carries no link', async () => {
    const net = wire()
      .on('POST', `/api/datasets/${DATASET}/alerts`, { body: { ...alertDraft(), _links: {} } })
      .on('PUT', putPath, { status: 201, body: alertBody() });
    await makeClient().alerts.create(DATASET, input);
    expect(net.requests[1]).toMatchObject({ method: 'PUT', path: putPath });
  });

  it('checks the detail before initialising', () => {
    const net = wire();
    expect(() => makeClient().alerts.create(DATASET, { detail: ' ' })).toThrow(InvalidArgumentError);
    // @ts-expect-error detail is required
    expect(() => makeClient().alerts.create(DATASET, {})).toThrow(/alerts.create was given invalid input/);
    expect(net.requests).toHaveLength(0);
  });
});
