import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, NotFoundError } from '../../src/index.js';
import { errorBody, TAG, tagBody } from '../fixtures/accounts.js';
import { href, listBody, WS } from '../fixtures/bodies.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const TAGS_PATH = `/api/workspaces/${WS}/tags`;
const NEWS_PATH = `/api/workspaces/${WS}/news/tags`;
const OTHER_TAG = '9b8c0d1e-2f3a-4b4c-9d6e-7f8a9b0c1d2e';

describe('tags.list', () => {
  it('GETs the workspace tags as one page', async () => {
    const items = [tagBody(), tagBody({ id: OTHER_TAG, name: 'finance', usage: 1 })];
    const net = wire().on('GET', TAGS_PATH, { body: listBody('tags', TAGS_PATH, items) });
    const page = await makeClient().tags.list(WS);
    expect(net.last).toMatchObject({ method: 'GET', path: TAGS_PATH, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual(items);
    expect(page.page).toBeUndefined();
    expect(page.hasNextPage()).toBe(false);
  });

  it('yields every tag with for await, sending one request', async () => {
    const net = wire().on('GET', TAGS_PATH, {
      body: listBody('tags', TAGS_PATH, [tagBody(), tagBody({ id: OTHER_TAG, name: 'finance' })]),
    });
    const names: string[] = [];
    for await (const tag of makeClient().tags.list(WS)) names.push(tag.name);
    expect(names).toEqual(['kpi', 'finance']);
    expect(net.requests).toHaveLength(1);
  });

  it('lists the tags of a workspace model by its id, and gives the raw response through withResponse', async () => {
    wire().on('GET', TAGS_PATH, {
      body: listBody('tags', TAGS_PATH, [tagBody()]),
      headers: { 'content-type': 'application/hal+json', 'cache-control': 'no-store' },
    });
    const { data, response } = await makeClient().tags.list({ id: WS, _links: {} }).withResponse();
    expect(data.items).toEqual([tagBody()]);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.url).toBe(`${BASE}${TAGS_PATH}`);
  });

  it('rejects an empty workspace id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().tags.list('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().tags.listNews({ _links: {} })).toThrow(
      /tags\.listNews\(workspace\) needs a workspace id or object as its first argument/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('tags.listNews', () => {
  it('GETs the tags of the workspace news', async () => {
    const net = wire().on('GET', NEWS_PATH, { body: listBody('tags', NEWS_PATH, [tagBody({ usage: 2 })]) });
    const tags = await makeClient().tags.listNews(WS).toArray();
    expect(net.last).toMatchObject({ method: 'GET', path: NEWS_PATH, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(tags).toEqual([tagBody({ usage: 2 })]);
  });

  it('rejects a dot workspace id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().tags.listNews('..')).toThrow(/must be a non-empty id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('tags.get', () => {
  it('GETs /api/workspaces/{ws}/tags/{id} and returns the tag', async () => {
    const net = wire().on('GET', `${TAGS_PATH}/${TAG}`, { body: tagBody() });
    const tag = await makeClient().tags.get(WS, TAG);
    expect(net.last).toMatchObject({ method: 'GET', path: `${TAGS_PATH}/${TAG}`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(tag).toEqual(tagBody());
  });

  it('refreshes a tag model from its own self link, with or without the workspace id', async () => {
    const moved = `${TAGS_PATH}/moved`;
    const tag = tagBody({ _links: { self: href(moved) } });
    const net = wire().on('GET', moved, { body: tagBody() });
    expect(await makeClient().tags.get(tag)).toEqual(tagBody());
    expect(await makeClient().tags.get(WS, tag)).toEqual(tagBody());
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${moved}`, `GET ${moved}`]);
    expect(() => makeClient().tags.get({ _links: {} })).toThrow(/tags\.get\(workspaceId, tag\) needs .* "self" link/);
  });

  it('turns a 404 into NotFoundError', async () => {
    wire().on('GET', `${TAGS_PATH}/${TAG}`, {
      status: 404,
      body: errorBody(404, 'Not Found', 'Tag not found', `${TAGS_PATH}/${TAG}`),
    });
    await expect(makeClient().tags.get(WS, TAG)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rejects an empty tag or workspace id before sending anything', async () => {
    const net = wire();
    expect(() => makeClient().tags.get(WS, '')).toThrow(InvalidArgumentError);
    expect(() => makeClient().tags.get('', TAG)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
