import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Dataset, InvalidArgumentError, ValidationError } from '../../src/index.js';
import type { DatasetRow } from '../../src/models/dataset-row.js';
import { DATASET, datasetBody, href, pageBody, WS } from '../fixtures/bodies.js';
import { csv, rows } from '../fixtures/datasets-bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const one = `/api/datasets/${DATASET}`;
const meta = (totalElements: number) => ({ number: 0, size: 20, totalElements, totalPages: 1 });

describe('datasets.get', () => {
  it('GETs /api/datasets/{id} with the bearer token and HAL Accept', async () => {
    const net = wire().on('GET', one, { body: datasetBody() });
    const dataset = await makeClient().datasets.get(DATASET);
    expect(net.last).toMatchObject({ method: 'GET', path: one, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(dataset).toEqual(datasetBody());
  });

  it("follows a dataset object's own self link", async () => {
    const net = wire().on('GET', '/api/datasets/elsewhere', { body: datasetBody() });
    await makeClient().datasets.get(datasetBody({ _links: { self: href('/api/datasets/elsewhere') } }));
    expect(net.last.path).toBe('/api/datasets/elsewhere');
  });

  it('rejects an empty or dot id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datasets.get('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().datasets.get('.')).toThrow(/must be a non-empty id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.getInWorkspace', () => {
  it('GETs the dataset of a workspace by alias, encoding it as one segment', async () => {
    const path = `/api/workspaces/${WS}/datasets/q3%20revenue%7C2021`;
    const net = wire().on('GET', path, { body: datasetBody() });
    const dataset = await makeClient().datasets.getInWorkspace(WS, 'q3 revenue|2021');
    expect(net.last).toMatchObject({ method: 'GET', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(dataset.alias).toBe('q3-revenue');
  });

  it('keeps the slashes of an alias such as sales/q3 (the service reads …/datasets/**)', async () => {
    const path = `/api/workspaces/${WS}/datasets/sales/Q3%20Revenue`;
    const net = wire().on('GET', path, { body: datasetBody() });
    await makeClient().datasets.getInWorkspace(WS, 'sales/Q3 Revenue');
    expect(net.last).toMatchObject({ method: 'GET', path, search: '', body: undefined });
    expect(() => makeClient().datasets.getInWorkspace(WS, 'sales//q3')).toThrow(InvalidArgumentError);
  });

  it('takes the workspace and the dataset as models, by their ids', async () => {
    const path = `/api/workspaces/${WS}/datasets/${DATASET}`;
    const net = wire().on('GET', path, { body: datasetBody() });
    const workspace = { id: WS, name: 'Analytics', _links: {} };
    await makeClient().datasets.getInWorkspace(workspace, datasetBody());
    expect(net.last).toMatchObject({ method: 'GET', path, search: '' });
  });

  it('rejects an empty workspace or alias before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datasets.getInWorkspace('', DATASET)).toThrow(InvalidArgumentError);
    expect(() => makeClient().datasets.getInWorkspace(WS, '')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.list', () => {
  const path = `/api/workspaces/${WS}/datasets`;

  it('GETs the datasets of a workspace with paging', async () => {
    const net = wire().on('GET', path, { body: pageBody('datasets', path, [datasetBody()], meta(1)) });
    const page = await makeClient().datasets.list(WS, { page: 0, size: 20, sort: ['published,desc', 'title,asc'] });
    expect(net.last).toMatchObject({ method: 'GET', path, body: undefined });
    expect(net.last.search).toBe('page=0&size=20&sort=published%2Cdesc&sort=title%2Casc');
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([datasetBody()]);
    expectTypeOf(page.items).toEqualTypeOf<Dataset[]>();
  });

  it('walks every page by the next link', async () => {
    const second = datasetBody({ id: 'second' });
    const net = wire()
      .on('GET', `${path}?page=1&size=1`, {
        body: pageBody('datasets', path, [second], { number: 1, size: 1, totalElements: 2, totalPages: 2 }),
      })
      .on('GET', path, {
        body: pageBody('datasets', path, [datasetBody()], { number: 0, size: 1, totalElements: 2, totalPages: 2 }),
      });
    const all = await makeClient().datasets.list(WS, { size: 1 }).toArray();
    expect(all.map((d) => d.id)).toEqual([DATASET, 'second']);
    expect(net.requests.map((r) => r.search)).toEqual(['size=1', 'page=1&size=1']);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datasets.list('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.listLiked', () => {
  it("GETs the workspace's liked datasets", async () => {
    const path = `/api/workspaces/${WS}/liked`;
    const net = wire().on('GET', path, { body: pageBody('datasets', path, [datasetBody()], meta(1)) });
    const page = await makeClient().datasets.listLiked(WS);
    expect(net.last).toMatchObject({ method: 'GET', path, search: '', body: undefined });
    expect(page.items[0]?.id).toBe(DATASET);
  });

  it('gives the first page with its response on withResponse()', async () => {
    const path = `/api/workspaces/${WS}/liked`;
    const body = pageBody('datasets', path, [datasetBody()], meta(1));
    const net = wire().on('GET', path, { body, headers: { 'x-request-id': 'liked-1' } });
    const { data, response } = await makeClient().datasets.listLiked(WS, { size: 20 }).withResponse();
    expect(net.last).toMatchObject({ method: 'GET', path, search: 'size=20' });
    expect(data.items.map((d) => d.id)).toEqual([DATASET]);
    expect([response.status, response.headers.get('x-request-id')]).toEqual([200, 'liked-1']);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datasets.listLiked('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.update', () => {
  it('PATCHes the given fields as JSON and returns the dataset', async () => {
    const net = wire().on('PATCH', one, { body: datasetBody({ title: 'Q3 #kpi #finance' }) });
    const dataset = await makeClient().datasets.update(DATASET, { title: 'Q3 #kpi #finance', description: 'Updated' });
    expect(net.last).toMatchObject({
      method: 'PATCH',
      path: one,
      search: '',
      body: { title: 'Q3 #kpi #finance', description: 'Updated' },
    });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(dataset.title).toBe('Q3 #kpi #finance');
  });

  it("uses a dataset object's edit dataset link", async () => {
    const net = wire().on('PATCH', '/api/datasets/linked', { body: datasetBody() });
    await makeClient().datasets.update(
      datasetBody({ _links: { 'edit dataset': href('/api/datasets/linked', 'PATCH') } }),
      { alias: 'q3' },
    );
    expect(net.last).toMatchObject({ path: '/api/datasets/linked', body: { alias: 'q3' } });
  });

  it('refuses an empty patch, a patch of undefined fields and a wrongly typed field', () => {
    const net = wire();
    expect(() => makeClient().datasets.update(DATASET, {})).toThrow(
      /datasets.update was given invalid input; nothing was sent. the body: the patch is empty/,
    );
    expect(() => makeClient().datasets.update(DATASET, { title: undefined })).toThrow(InvalidArgumentError);
    // @ts-expect-error title is a string
    expect(() => makeClient().datasets.update(DATASET, { title: 3 })).toThrow(/title/);
    expect(() => makeClient().datasets.update('', { title: 'x' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.delete', () => {
  it('DELETEs /api/datasets/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', one, { status: 204 });
    await expect(makeClient().datasets.delete(DATASET)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: one, body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it("uses a dataset object's delete dataset link", async () => {
    const net = wire().on('DELETE', '/api/datasets/linked', { status: 204 });
    await makeClient().datasets.delete(
      datasetBody({ _links: { 'delete dataset': href('/api/datasets/linked', 'DELETE') } }),
    );
    expect(net.last.path).toBe('/api/datasets/linked');
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datasets.delete('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.data', () => {
  const data = `${one}/data`;
  const csvReply = () => new Response(csv, { headers: { 'content-type': 'text/csv;charset=UTF-8' } });

  it('GETs the rows as plain JSON by default: an array of objects keyed by column', async () => {
    const net = wire().on('GET', data, { body: rows, headers: { 'content-type': 'application/json' } });
    const got = await strict().datasets.data(DATASET);
    expect(net.last).toMatchObject({ method: 'GET', path: data, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(got).toEqual(rows);
    expectTypeOf(got).toEqualTypeOf<DatasetRow[] | undefined>();
  });

  it("asks for JSON with as: 'json', by a dataset object's data link", async () => {
    const net = wire().on('GET', '/api/datasets/linked/data', { body: [] });
    const linked = datasetBody({ _links: { data: href('/api/datasets/linked/data', 'GET') } });
    expect(await makeClient().datasets.data(linked, { as: 'json' })).toEqual([]);
    expect(net.last).toMatchObject({ path: '/api/datasets/linked/data', headers: { accept: 'application/json' } });
  });

  it("asks for text/csv with as: 'csv' and gives the text as sent", async () => {
    const net = wire().on('GET', data, csvReply);
    const got = await makeClient().datasets.data(DATASET, { as: 'csv' });
    expect(net.last).toMatchObject({ method: 'GET', path: data, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'text/csv' });
    expect(got).toBe(csv);
    expectTypeOf(got).toEqualTypeOf<string | undefined>();
  });

  it("hands the CSV body over unread with as: 'stream'", async () => {
    const net = wire().on('GET', data, csvReply);
    const stream = await makeClient().datasets.data(DATASET, { as: 'stream' });
    expectTypeOf(stream).toEqualTypeOf<ReadableStream<Uint8Array> | undefined>();
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(await new Response(stream).text()).toBe(csv);
    expect(net.last.headers).toMatchObject({ accept: 'text/csv' });
  });

  it.each(['json', 'csv', 'stream'] as const)("resolves to undefined on 204 (no data) with as: '%s'", async (as) => {
    const net = wire().on('GET', data, { status: 204 });
    await expect(strict().datasets.data(DATASET, { as })).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'GET', path: data });
  });

  it('gives the raw response with the rows on withResponse()', async () => {
    wire().on('GET', data, { body: rows, headers: { 'x-request-id': 'data-1' } });
    const { data: got, response } = await makeClient().datasets.data(DATASET).withResponse();
    expect(got).toEqual(rows);
    expect([response.status, response.headers.get('x-request-id')]).toEqual([200, 'data-1']);
  });

  it('fails validation in strict mode when the JSON is not an array of rows', async () => {
    wire().on('GET', data, { body: { columns: [], rows: [] } });
    await expect(strict().datasets.data(DATASET)).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuses an unknown `as`, options that are not an object and an empty id before sending anything', () => {
    const net = wire();
    // @ts-expect-error as is 'json', 'csv' or 'stream'
    expect(() => makeClient().datasets.data(DATASET, { as: 'xml' })).toThrow(
      `datasets.data(dataset, { as }): \`as\` must be 'json', 'csv' or 'stream'; got "xml".`,
    );
    expect(() => makeClient().datasets.data(DATASET, 'csv' as never)).toThrow(
      'datasets.data(dataset, { as }): the options must be an object { as, idleTimeout }, or left out; got string.',
    );
    expect(() => makeClient().datasets.data(DATASET, { format: 'csv' } as never)).toThrow(InvalidArgumentError);
    expect(() => makeClient().datasets.data('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.like, unlike and view', () => {
  it('PUTs a like and returns the dataset when one comes back', async () => {
    const net = wire().on('PUT', `${one}/like`, { body: datasetBody({ likeCount: 3 }) });
    const dataset = await makeClient().datasets.like(DATASET);
    expect(net.last).toMatchObject({ method: 'PUT', path: `${one}/like`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(dataset?.likeCount).toBe(3);
    expectTypeOf(dataset).toEqualTypeOf<Dataset | undefined>();
  });

  it('resolves to undefined on an empty 200, following the add like link', async () => {
    const net = wire().on('PUT', '/api/datasets/linked/like', { status: 200 });
    await expect(
      makeClient().datasets.like(datasetBody({ _links: { 'add like': href('/api/datasets/linked/like', 'PUT') } })),
    ).resolves.toBeUndefined();
    expect(net.last.path).toBe('/api/datasets/linked/like');
  });

  it('DELETEs the like and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `${one}/like`, { status: 204 });
    await expect(makeClient().datasets.unlike(DATASET)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `${one}/like`, body: undefined });
  });

  it('PUTs a view, by id or by the add view link, with or without a body back', async () => {
    const net = wire()
      .on('PUT', `${one}/view`, { body: datasetBody({ viewCount: 11 }) })
      .on('PUT', '/api/datasets/linked/view', { status: 200 });
    expect((await makeClient().datasets.view(DATASET))?.viewCount).toBe(11);
    expect(
      await makeClient().datasets.view(
        datasetBody({ _links: { 'add view': href('/api/datasets/linked/view', 'PUT') } }),
      ),
    ).toBeUndefined();
    expect(net.requests.map((r) => `${r.method} ${r.path} ${String(r.body)}`)).toEqual([
      `PUT ${one}/view undefined`,
      'PUT /api/datasets/linked/view undefined',
    ]);
  });

  it('gives the raw response of a view, with or without a body', async () => {
    const net = wire().on('PUT', `${one}/view`, { status: 200, headers: { 'x-request-id': 'view-1' } });
    const { data, response } = await makeClient().datasets.view(datasetBody()).withResponse();
    expect(data).toBeUndefined();
    expect([response.status, response.headers.get('x-request-id')]).toEqual([200, 'view-1']);
    const raw = await makeClient().datasets.view(DATASET).asResponse();
    expect([raw.status, raw.headers.get('x-request-id'), raw.bodyUsed]).toEqual([200, 'view-1', false]);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${one}/view`, `PUT ${one}/view`]);
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datasets.like('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().datasets.unlike('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().datasets.view('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.ask', () => {
  const questions = `/api/workspaces/${WS}/questions`;

  it('POSTs the question as JSON and reads the dataset that answers it', async () => {
    const net = wire().on('POST', questions, { body: datasetBody() });
    const answer = await makeClient().datasets.ask(WS, { question: 'What was Q3 revenue?' });
    expect(net.last).toMatchObject({ method: 'POST', path: questions, search: '' });
    expect(net.last.body).toEqual({ question: 'What was Q3 revenue?' });
    expect(net.last.headers['content-type']).toBe('application/json');
    expect(answer).toEqual(datasetBody());
  });

  it('refuses a blank question and unknown keys before sending, naming the method', () => {
    const net = wire();
    const client = makeClient();
    expect(() => client.datasets.ask(WS, { question: '  ' })).toThrow(
      'datasets.ask was given invalid input; nothing was sent. question: a question that is not blank.',
    );
    expect(() => client.datasets.ask(WS, { question: 'q', topic: 'x' } as never)).toThrow(/topic/);
    expect(() => client.datasets.ask(WS, 'q' as never)).toThrow(
      'datasets.ask(workspace, { question }) needs its body to be an object; got string.',
    );
    expect(net.requests).toEqual([]);
  });
});
