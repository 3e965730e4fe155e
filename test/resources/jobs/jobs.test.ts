import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidArgumentError, type Job } from '../../../src/index.js';
import { href, JOB, jobBody, PIPELINE, pageBody, WS } from '../../fixtures/bodies.js';
import { onePage } from '../../helpers/pages.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../../helpers/server.js';

useServer();

const JOB_2 = '8a7b9c0d-1e2f-4a3b-9c5d-6e7f8a9b0c1d';
const JOB_3 = '9b8c0d1e-2f3a-4b4c-8d6e-7f8a9b0c1d2e';
const runBody = (overrides: Record<string, unknown> = {}) =>
  jobBody({
    type: 'PIPELINE_RUN',
    status: 'RUNNING',
    startTime: '2021-04-01T12:00:01.250',
    commitId: 'a1b2c3d',
    ...overrides,
  });

describe('jobs.list', () => {
  it('GETs the jobs of a workspace', async () => {
    const path = `/api/workspaces/${WS}/jobs`;
    const net = wire().on('GET', path, {
      body: onePage('jobs', path, [jobBody()]),
    });
    const page = await makeClient().jobs.list(WS);
    expect(net.last).toMatchObject({ method: 'GET', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([jobBody()]);
    expect(page.page).toEqual({ number: 0, size: 20, totalElements: 1, totalPages: 1 });
  });

  it('walks three pages with for await, following each next link', async () => {
    const path = `/api/workspaces/${WS}/jobs`;
    const meta = (number: number) => ({ number, size: 2, totalElements: 5, totalPages: 3 });
    const net = wire()
      .on('GET', `${path}?size=2`, { body: pageBody('jobs', path, [jobBody(), jobBody({ id: JOB_2 })], meta(0)) })
      .on('GET', `${path}?page=1&size=2`, {
        body: pageBody('jobs', path, [jobBody({ id: JOB_3 }), runBody({ id: 'j4' })], meta(1)),
      })
      .on('GET', `${path}?page=2&size=2`, {
        body: pageBody('jobs', path, [runBody({ id: 'j5', status: 'COMPLETE', exitCode: 0 })], meta(2)),
      });
    const ids: string[] = [];
    for await (const job of makeClient().jobs.list(WS, { size: 2 })) ids.push(job.id);
    expect(ids).toEqual([JOB, JOB_2, JOB_3, 'j4', 'j5']);
    expect(net.requests.map((r) => r.path)).toEqual([path, path, path]);
    expect(net.requests.map((r) => r.query)).toEqual([
      { size: '2' },
      { page: '1', size: '2' },
      { page: '2', size: '2' },
    ]);
    expect(net.requests.every((r) => r.headers['authorization'] === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('maps paging and sort to the query', async () => {
    const path = `/api/workspaces/${WS}/jobs`;
    const net = wire().on('GET', path, {
      body: pageBody('jobs', path, [], { number: 3, size: 10, totalElements: 0, totalPages: 0 }),
    });
    await makeClient().jobs.list(WS, { page: 3, size: 10, sort: 'created,desc' });
    expect(net.last.query).toEqual({ page: '3', size: '10', sort: 'created,desc' });
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().jobs.list('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('takes a workspace model (its id), and refuses one without an id, naming the method', async () => {
    const path = `/api/workspaces/${WS}/jobs`;
    const net = wire().on('GET', path, {
      body: onePage('jobs', path, [jobBody()]),
    });
    const workspace = { id: WS, name: 'Sales', _links: { self: href(`/api/workspaces/${WS}`) } };
    expect((await makeClient().jobs.list(workspace)).items).toEqual([jobBody()]);
    expect(net.last).toMatchObject({ method: 'GET', path, search: '' });
    expect(() => makeClient().jobs.list({ _links: {} })).toThrow(
      /^jobs\.list\(workspace, query\) needs a workspace id or object as its first argument/,
    );
    expect(net.requests).toHaveLength(1);
  });
});

describe('jobs.listForPipeline', () => {
  it('GETs the jobs of a pipeline', async () => {
    const path = `/api/pipelines/${PIPELINE}/jobs`;
    const pipeline = {
      id: PIPELINE,
      status: 'READY',
      name: 'orders',
      properties: { table: 'orders' },
      dataComponents: ['postgres'],
    };
    const job = runBody({ _embedded: { pipeline } });
    const net = wire().on('GET', path, {
      body: pageBody('jobs', path, [job], { number: 0, size: 5, totalElements: 1, totalPages: 1 }),
    });
    const page = await makeClient().jobs.listForPipeline(PIPELINE, { size: 5 });
    expect(net.last).toMatchObject({ method: 'GET', path, query: { size: '5' } });
    expect(page.items).toEqual([job]);
    expect(page.items[0]?._embedded?.pipeline?.name).toBe('orders');
  });

  it('rejects an empty pipeline id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().jobs.listForPipeline('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('takes a pipeline model (as jobs embed it): its id', async () => {
    const path = `/api/pipelines/${PIPELINE}/jobs`;
    const net = wire().on('GET', path, {
      body: pageBody('jobs', path, [], { number: 0, size: 20, totalElements: 0, totalPages: 0 }),
    });
    const pipeline = { id: PIPELINE, status: 'READY', _links: { self: href(`/api/pipelines/${PIPELINE}`) } };
    await makeClient().jobs.listForPipeline(pipeline);
    expect(net.last).toMatchObject({ method: 'GET', path, search: '' });
    expect(() => makeClient().jobs.listForPipeline({})).toThrow(
      /^jobs\.listForPipeline\(pipeline, query\) needs a pipeline id or object as its first argument/,
    );
  });
});

describe('jobs.get', () => {
  it('GETs /api/jobs/{id}', async () => {
    const net = wire().on('GET', `/api/jobs/${JOB}`, { body: jobBody() });
    const job = await makeClient().jobs.get(JOB);
    expect(net.last).toMatchObject({ method: 'GET', path: `/api/jobs/${JOB}`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(job).toEqual(jobBody());
    expectTypeOf(job).toEqualTypeOf<Job>();
  });

  it('refreshes a job object through its self link', async () => {
    const net = wire().on('GET', '/api/jobs/moved', { body: jobBody({ status: 'RUNNING' }) });
    const job = await makeClient().jobs.get(jobBody({ _links: { self: { href: `${BASE}/api/jobs/moved` } } }));
    expect(net.last.path).toBe('/api/jobs/moved');
    expect(job.status).toBe('RUNNING');
  });

  it('gives the job and its response with withResponse(), the response unread with asResponse()', async () => {
    const net = wire().on('GET', `/api/jobs/${JOB}`, { body: jobBody(), headers: { 'x-request-id': 'r-1' } });
    const { data, response } = await makeClient().jobs.get(JOB).withResponse();
    expect(data).toEqual(jobBody());
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('r-1');
    const raw = await makeClient().jobs.get(JOB).asResponse();
    expect(await raw.json()).toEqual(jobBody());
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/jobs/${JOB}`, `GET /api/jobs/${JOB}`]);
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().jobs.get('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().jobs.get({ _links: {} })).toThrow(/neither a "self" link nor an id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('jobs.create', () => {
  it('POSTs with no body to the pipeline jobs and returns the new job (201)', async () => {
    const created = jobBody({ type: 'PIPELINE_RUN' });
    const net = wire().on('POST', `/api/pipelines/${PIPELINE}/jobs`, { status: 201, body: created });
    const job = await makeClient().jobs.create(PIPELINE);
    expect(net.last).toMatchObject({
      method: 'POST',
      path: `/api/pipelines/${PIPELINE}/jobs`,
      search: '',
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(job).toEqual(created);
    expect(job.type).toBe('PIPELINE_RUN');
  });

  it('rejects an empty pipeline id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().jobs.create('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('takes a pipeline model, and gives the 201 with withResponse()', async () => {
    const created = jobBody({ type: 'PIPELINE_RUN' });
    const net = wire().on('POST', `/api/pipelines/${PIPELINE}/jobs`, { status: 201, body: created });
    const { data, response } = await makeClient().jobs.create({ id: PIPELINE, _links: {} }).withResponse();
    expect(net.last).toMatchObject({ method: 'POST', path: `/api/pipelines/${PIPELINE}/jobs`, body: undefined });
    expect(data).toEqual(created);
    expect(response.status).toBe(201);
  });
});

describe('jobs.stop', () => {
  it("PUTs /api/jobs/{id}/stopped with no body and returns the service's map of text, not a job (202)", async () => {
    const net = wire().on('PUT', `/api/jobs/${JOB}/stopped`, { status: 202, body: { status: 'STOPPED' } });
    const answer = await strict().jobs.stop(JOB);
    expect(net.last).toMatchObject({ method: 'PUT', path: `/api/jobs/${JOB}/stopped`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(answer).toEqual({ status: 'STOPPED' });
    expectTypeOf(answer).toEqualTypeOf<Record<string, string> | undefined>();
  });

  it('refuses in strict validation an answer whose values are not text', async () => {
    wire().on('PUT', `/api/jobs/${JOB}/stopped`, { status: 202, body: { stopped: true } });
    await expect(strict().jobs.stop(JOB)).rejects.toThrow(/jobs\.stop.*stopped/);
  });

  it('resolves to undefined when the 202 has no body', async () => {
    wire().on('PUT', `/api/jobs/${JOB}/stopped`, { status: 202 });
    await expect(makeClient().jobs.stop(JOB)).resolves.toBeUndefined();
    const { data, response } = await makeClient().jobs.stop(JOB).withResponse();
    expect(data).toBeUndefined();
    expect(response.status).toBe(202);
  });

  it("uses a job object's withdraw job link", async () => {
    const net = wire().on('PUT', '/api/jobs/by-link/stopped', { status: 202 });
    await makeClient().jobs.stop(jobBody({ _links: { 'withdraw job': href('/api/jobs/by-link/stopped', 'PUT') } }));
    expect(net.last).toMatchObject({ method: 'PUT', path: '/api/jobs/by-link/stopped' });
  });

  it('falls back to the id of a job without a withdraw job link (a running job)', async () => {
    const net = wire().on('PUT', `/api/jobs/${JOB}/stopped`, { status: 202 });
    await makeClient().jobs.stop(runBody({ _links: { self: href(`/api/jobs/${JOB}`) } }));
    expect(net.last.path).toBe(`/api/jobs/${JOB}/stopped`);
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().jobs.stop('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('jobs.delete', () => {
  it('DELETEs /api/jobs/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `/api/jobs/${JOB}`, { status: 204 });
    await expect(makeClient().jobs.delete(JOB)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `/api/jobs/${JOB}`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it("uses a job object's delete job link", async () => {
    const net = wire().on('DELETE', '/api/jobs/by-link', { status: 204 });
    await makeClient().jobs.delete(jobBody({ _links: { 'delete job': href('/api/jobs/by-link', 'DELETE') } }));
    expect(net.last).toMatchObject({ method: 'DELETE', path: '/api/jobs/by-link' });
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().jobs.delete('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
