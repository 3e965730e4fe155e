import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, NotFoundError } from '../../src/index.js';
import { href, pageBody, WS } from '../fixtures/bodies.js';
import { NOTIFICATION, NOTIFICATION_2, notificationBody } from '../fixtures/notifications.js';
import { onePage } from '../helpers/pages.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const LIST = '/api/notifications';
const WS_LIST = `/api/workspaces/${WS}/notifications`;
const one = (path: string, items: unknown[] = [notificationBody()]) => onePage('notifications', path, items);

describe('notifications.list', () => {
  it('GETs /api/notifications with no query and returns spec-shaped notifications', async () => {
    const net = wire().on('GET', LIST, { body: one(LIST) });
    const page = await strict().notifications.list();
    expect(net.last).toMatchObject({ method: 'GET', path: LIST, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(page.items).toEqual([notificationBody()]);
    expect(page.items[0]?._embedded?.datasetComment?.message).toBe('Looks off in EMEA');
    expect(page.items[0]?.actor?.handle).toBe('@ada');
  });

  it('maps all, before, since and paging to the query', async () => {
    const net = wire().on('GET', LIST, { body: one(LIST) });
    await makeClient().notifications.list({
      all: true,
      before: '2021-06-01T00:00:00.5',
      since: '2021-02-11T11:12',
      page: 2,
      size: 5,
      sort: 'created,desc',
    });
    expect(net.last.query).toEqual({
      all: 'true',
      before: '2021-06-01T00:00:00.5',
      since: '2021-02-11T11:12',
      page: '2',
      size: '5',
      sort: 'created,desc',
    });
    expect(net.last.search).toBe(
      'all=true&before=2021-06-01T00%3A00%3A00.5&since=2021-02-11T11%3A12&page=2&size=5&sort=created%2Cdesc',
    );
  });

  it('sends all=false when told, and leaves out the filters that were not given', async () => {
    const net = wire().on('GET', LIST, { body: one(LIST) });
    await makeClient().notifications.list({ all: false, since: undefined });
    expect(net.last.search).toBe('all=false');
  });

  it('sends a Date as its toISOString() form', async () => {
    const net = wire().on('GET', LIST, { body: one(LIST) });
    await makeClient().notifications.list({
      since: new Date(Date.UTC(2021, 1, 11, 11, 12, 0, 7)),
      before: new Date('2021-06-01T00:00:00Z'),
    });
    expect(net.last.query).toEqual({ since: '2021-02-11T11:12:00.007Z', before: '2021-06-01T00:00:00.000Z' });
  });

  it('walks every page by the next links', async () => {
    const meta = (number: number) => ({ number, size: 1, totalElements: 2, totalPages: 2 });
    const net = wire()
      .on('GET', LIST, { body: pageBody('notifications', LIST, [notificationBody()], meta(0)) })
      .on('GET', `${LIST}?page=1&size=1`, {
        body: pageBody('notifications', LIST, [notificationBody({ id: NOTIFICATION_2 })], meta(1)),
      });
    const ids = (await makeClient().notifications.list({ size: 1 }).toArray()).map((n) => n.id);
    expect(ids).toEqual([NOTIFICATION, NOTIFICATION_2]);
    expect(net.requests.map((r) => r.search)).toEqual(['size=1', 'page=1&size=1']);
  });

  it('rejects bad filters before sending anything', () => {
    const net = wire();
    const notifications = makeClient().notifications;
    expect(() => notifications.list({ since: new Date('not a date') })).toThrow(InvalidArgumentError);
    expect(() => notifications.list({ before: '' })).toThrow(/`before` must be an ISO 8601 timestamp/);
    // @ts-expect-error all is a boolean
    expect(() => notifications.list({ all: 'yes' })).toThrow(/`all` must be true or false; got string/);
    // @ts-expect-error since is a string or a Date
    expect(() => notifications.list({ since: 1_600_000_000_000 })).toThrow(/got number/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('notifications.listForWorkspace', () => {
  it('GETs /api/workspaces/{ws}/notifications with the same filters', async () => {
    const net = wire().on('GET', WS_LIST, { body: one(WS_LIST) });
    const page = await makeClient().notifications.listForWorkspace(WS, {
      all: true,
      since: '2021-02-11T11:12',
      size: 20,
    });
    expect(net.last).toMatchObject({
      method: 'GET',
      path: WS_LIST,
      query: { all: 'true', since: '2021-02-11T11:12', size: '20' },
    });
    expect(page.items[0]?._embedded?.workspace).toEqual({ id: WS, name: 'Analytics' });
  });

  it('sends no query when given no options', async () => {
    const net = wire().on('GET', WS_LIST, { body: one(WS_LIST, []) });
    const page = await makeClient().notifications.listForWorkspace(WS);
    expect(net.last.search).toBe('');
    expect(page.items).toEqual([]);
  });

  it('lists for a workspace model by its id', async () => {
    const net = wire().on('GET', WS_LIST, { body: one(WS_LIST, []) });
    await makeClient().notifications.listForWorkspace({ id: WS, _links: {} }, { all: false });
    expect(net.last).toMatchObject({ method: 'GET', path: WS_LIST, search: 'all=false' });
    expect(() => makeClient().notifications.listForWorkspace({ _links: {} })).toThrow(
      /notifications\.listForWorkspace\(workspace, query\) needs a workspace id or object as its first argument/,
    );
  });

  it('surfaces an unknown workspace as NotFoundError', async () => {
    wire();
    await expect(makeClient().notifications.listForWorkspace(WS)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().notifications.listForWorkspace('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().notifications.listForWorkspace(WS, { since: new Date(Number.NaN) })).toThrow(
      /a valid Date; got an invalid Date/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('notifications.get', () => {
  it('GETs /api/notifications/{id} and returns the notification', async () => {
    const net = wire().on('GET', `${LIST}/${NOTIFICATION}`, { body: notificationBody() });
    const notification = await strict().notifications.get(NOTIFICATION);
    expect(net.last).toMatchObject({ method: 'GET', path: `${LIST}/${NOTIFICATION}`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(notification).toEqual(notificationBody());
    expect(notification.type).toBe('DATASET_COMMENT');
    expect(notification.resolved).toBe(false);
  });

  it('gives the notification with its raw response (status, headers) through withResponse', async () => {
    wire().on('GET', `${LIST}/${NOTIFICATION}`, {
      body: notificationBody(),
      headers: { 'content-type': 'application/hal+json', etag: '"n-1"' },
    });
    const { data, response } = await makeClient().notifications.get(NOTIFICATION).withResponse();
    expect(data).toEqual(notificationBody());
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"n-1"');
    expect(response.url).toBe(`${BASE}${LIST}/${NOTIFICATION}`);
  });

  it("follows a notification object's own self link", async () => {
    const net = wire().on('GET', '/api/notifications/elsewhere', { body: notificationBody() });
    await makeClient().notifications.get({
      id: NOTIFICATION,
      _links: { self: { href: `${BASE}/api/notifications/elsewhere` } },
    });
    expect(net.last.path).toBe('/api/notifications/elsewhere');
  });

  it('encodes the id as one segment', async () => {
    const net = wire().on('GET', '/api/notifications/a%7Cb%26c', { body: notificationBody() });
    await makeClient().notifications.get('a|b&c');
    expect(net.last.path).toBe('/api/notifications/a%7Cb%26c');
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().notifications.get('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().notifications.get('..')).toThrow(/must be a non-empty id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('notifications.delete', () => {
  it('DELETEs /api/notifications/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `${LIST}/${NOTIFICATION}`, { status: 204 });
    await expect(makeClient().notifications.delete(NOTIFICATION)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `${LIST}/${NOTIFICATION}`, search: '', body: undefined });
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it("uses a notification object's delete notification link", async () => {
    const body = notificationBody({ _links: { 'delete notification': href('/api/notifications/by-link', 'DELETE') } });
    const net = wire().on('DELETE', '/api/notifications/by-link', { status: 204 });
    await makeClient().notifications.delete(body);
    expect(net.last).toMatchObject({ method: 'DELETE', path: '/api/notifications/by-link' });
  });

  it('falls back to the id of an object without the link', async () => {
    const net = wire().on('DELETE', `${LIST}/${NOTIFICATION}`, { status: 204 });
    await makeClient().notifications.delete({ id: NOTIFICATION });
    expect(net.last.path).toBe(`${LIST}/${NOTIFICATION}`);
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().notifications.delete('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().notifications.delete({})).toThrow(/neither a "delete notification" link nor an id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('notifications.refresh', () => {
  it('PUTs /api/notifications?since&markAsResolved without a body and returns the new notifications', async () => {
    const net = wire().on('PUT', LIST, {
      body: one(LIST, [notificationBody(), notificationBody({ id: NOTIFICATION_2 })]),
    });
    const fresh = await makeClient().notifications.refresh({ since: '2021-05-03T09:00', markAsResolved: false });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: LIST,
      search: 'since=2021-05-03T09%3A00&markAsResolved=false',
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(fresh.map((n) => n.id)).toEqual([NOTIFICATION, NOTIFICATION_2]);
    expect(fresh[0]).toEqual(notificationBody());
  });

  it('gives the array with the raw response of the PUT through withResponse', async () => {
    wire().on('PUT', LIST, { body: one(LIST), headers: { 'content-type': 'application/hal+json' } });
    const { data, response } = await makeClient().notifications.refresh().withResponse();
    expect(data).toEqual([notificationBody()]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/hal+json');
  });

  it('leaves the query out when given no options, letting the service default markAsResolved to true', async () => {
    const net = wire().on('PUT', LIST, { body: one(LIST) });
    await makeClient().notifications.refresh();
    expect(net.last.search).toBe('');
  });

  it('asks for one page of them with page, size and sort, beside since and markAsResolved', async () => {
    const net = wire().on('PUT', LIST, { body: one(LIST, [notificationBody({ id: NOTIFICATION_2 })]) });
    const fresh = await makeClient().notifications.refresh({
      since: '2021-05-03T09:00',
      markAsResolved: false,
      page: 1,
      size: 50,
      sort: ['created,desc', 'id,asc'],
    });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: LIST,
      search: 'since=2021-05-03T09%3A00&markAsResolved=false&page=1&size=50&sort=created%2Cdesc&sort=id%2Casc',
      body: undefined,
    });
    expect(fresh.map((n) => n.id)).toEqual([NOTIFICATION_2]);
  });

  it('refuses a page or size that is no whole number before sending anything', () => {
    const net = wire();
    expect(() => makeClient().notifications.refresh({ page: -1 })).toThrow(/`page` must be a whole number >= 0/);
    expect(() => makeClient().notifications.refresh({ size: 1.5 })).toThrow(/`size` must be a whole number >= 1/);
    expect(net.requests).toHaveLength(0);
  });

  it('sends a Date since as its ISO string and markAsResolved=true when told', async () => {
    const net = wire().on('PUT', LIST, { body: one(LIST) });
    await makeClient().notifications.refresh({ since: new Date('2021-05-03T09:00:00Z'), markAsResolved: true });
    expect(net.last.query).toEqual({ since: '2021-05-03T09:00:00.000Z', markAsResolved: 'true' });
  });

  it('returns [] for a collection without items, and for an empty 200', async () => {
    wire().on('PUT', LIST, { body: { _links: { self: href(LIST) } } });
    expect(await makeClient().notifications.refresh()).toEqual([]);
    wire().on('PUT', LIST, { status: 200 });
    expect(await makeClient().notifications.refresh()).toEqual([]);
  });

  it('rejects a bad since or markAsResolved before sending anything', () => {
    const net = wire();
    expect(() => makeClient().notifications.refresh({ since: new Date('x') })).toThrow(InvalidArgumentError);
    // @ts-expect-error markAsResolved is a boolean
    expect(() => makeClient().notifications.refresh({ markAsResolved: 'false' })).toThrow(
      /notifications\.refresh\(query\): `markAsResolved` must be true or false/,
    );
    expect(net.requests).toHaveLength(0);
  });
});
