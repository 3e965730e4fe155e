import { describe, expect, it } from 'vitest';
import { BadRequestError, InvalidArgumentError, PermissionDeniedError } from '../../src/index.js';
import { JOB, jobBody, PIPELINE, pageBody, WS } from '../fixtures/bodies.js';
import {
  invalidBody,
  pipelineBody,
  pipelineDraft,
  pipelineInput,
  pipelineJobBody,
} from '../fixtures/pipelines-bodies.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const inWorkspace = `/api/workspaces/${WS}/pipelines/${PIPELINE}`;
const json = { authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json', 'content-type': 'application/json' };

describe('pipelines.list', () => {
  it('GETs the pipelines of a workspace with paging in the query', async () => {
    const path = `/api/workspaces/${WS}/pipelines`;
    const meta = { number: 1, size: 5, totalElements: 6, totalPages: 2 };
    const net = wire().on('GET', path, { body: pageBody('pipelines', path, [pipelineBody()], meta) });
    const page = await strict().pipelines.list(WS, { page: 1, size: 5, sort: 'label,asc' });
    expect(net.last).toMatchObject({ method: 'GET', path, query: { page: '1', size: '5', sort: 'label,asc' } });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([pipelineBody()]);
    expect(page.page).toEqual(meta);
  });

  it('refuses a bad workspace or page before sending anything', () => {
    const net = wire();
    expect(() => makeClient().pipelines.list('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().pipelines.list(WS, { size: 0 })).toThrow(/`size` must be a whole number >= 1/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('pipelines.get', () => {
  it('GETs /api/pipelines/{id}: status PROVISIONING, schedule and script typed', async () => {
    const body = pipelineBody({ status: 'PROVISIONING' });
    const net = wire().on('GET', `/api/pipelines/${PIPELINE}`, { body });
    const pipeline = await strict().pipelines.get(PIPELINE);
    expect(net.last).toMatchObject({ method: 'GET', path: `/api/pipelines/${PIPELINE}`, search: '', body: undefined });
    expect(pipeline).toEqual(body);
    expect([pipeline.status, pipeline.schedule, pipeline.script]).toEqual([
      'PROVISIONING',
      '0 0 0 25 12 ?',
      'meltano run tap-postgres target-postgres',
    ]);
  });

  it("follows a pipeline object's self link", async () => {
    const net = wire().on('GET', '/api/elsewhere', { body: pipelineBody() });
    await makeClient().pipelines.get({ id: PIPELINE, _links: { self: { href: `${BASE}/api/elsewhere` } } });
    expect(net.last.path).toBe('/api/elsewhere');
  });
});

describe('pipelines.initialise', () => {
  it('POSTs with no body and returns the blank pipeline with only its create link', async () => {
    const net = wire().on('POST', `/api/workspaces/${WS}/pipelines`, { body: pipelineDraft() });
    const draft = await strict().pipelines.initialise(WS);
    expect(net.last).toMatchObject({ method: 'POST', path: `/api/workspaces/${WS}/pipelines`, body: undefined });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(draft).toEqual(pipelineDraft());
    expect(Object.keys(draft._links ?? {})).toEqual(['create pipeline']);
  });
});

describe('pipelines.put', () => {
  it('PUTs { label, dataComponents, schedule, properties } and reports a creation (201)', async () => {
    const net = wire().on('PUT', inWorkspace, { status: 201, body: pipelineBody({ status: 'PROVISIONING' }) });
    const result = await strict().pipelines.put(WS, PIPELINE, { ...pipelineInput, timeout: 600, maxRetries: 2 });
    expect(net.last).toMatchObject({ method: 'PUT', path: inWorkspace, search: '' });
    expect(net.last.headers).toMatchObject(json);
    expect(net.last.body).toEqual({ ...pipelineInput, timeout: 600, maxRetries: 2 });
    expect(result).toEqual({ created: true, data: pipelineBody({ status: 'PROVISIONING' }) });
  });

  it('takes a draft (create pipeline link) or a pipeline (update pipeline link); 200 is no creation', async () => {
    const net = wire()
      .on('PUT', inWorkspace, { status: 201, body: pipelineBody() })
      .on('PUT', '/api/from-update-link', { body: pipelineBody() });
    const pipeline = pipelineBody({
      _links: { 'update pipeline': { href: `${BASE}/api/from-update-link`, type: 'PUT' } },
    });
    expect((await makeClient().pipelines.put(pipelineDraft(), pipelineInput)).created).toBe(true);
    expect((await makeClient().pipelines.put(WS, pipeline, pipelineInput)).created).toBe(false);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT ${inWorkspace}`,
      'PUT /api/from-update-link',
    ]);
    const bare = { id: PIPELINE, _links: {} };
    expect(() => makeClient().pipelines.put(bare, pipelineInput)).toThrow(
      /"create pipeline" or "update pipeline" link/,
    );
  });

  it('refuses a blank label, a bad schedule or a non-text property before sending anything', () => {
    const net = wire();
    const put = (body: unknown) => () => makeClient().pipelines.put(WS, PIPELINE, body as typeof pipelineInput);
    expect(put({ ...pipelineInput, label: '' })).toThrow(/label: a pipeline needs a non-empty label/);
    expect(put({ dataComponents: [] })).toThrow(/^pipelines\.put was given invalid input; nothing was sent\. label/);
    expect(put({ ...pipelineInput, schedule: '0 0 25 12 ?' })).toThrow(
      /schedule: must be a 6-field Quartz cron .* such as "0 0 0 25 12 \?" .*; it has 5 fields/,
    );
    expect(put({ ...pipelineInput, schedule: '0 0 0 32 12 ?' })).toThrow(
      /day-of-month "32" has "32", which is not 1-31/,
    );
    expect(put({ ...pipelineInput, properties: { 'tap-x.port': 5432 } })).toThrow(/properties\.tap-x\.port/);
    expect(put({ ...pipelineInput, maxRetries: -1 })).toThrow(/maxRetries/);
    expect(put(undefined)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('pipelines.putDraft', () => {
  it('PUTs to .../{id}/draft and gives { created, data } like put (201 the first time, then 200)', async () => {
    const net = wire()
      .on('PUT', `${inWorkspace}/draft`, { status: 201, body: pipelineBody() })
      .on('PUT', '/api/from-draft-link', { body: pipelineBody() });
    const first = await strict().pipelines.putDraft(WS, pipelineDraft(), pipelineInput);
    const pipeline = pipelineBody({ _links: { 'save draft': { href: `${BASE}/api/from-draft-link`, type: 'PUT' } } });
    const again = await strict().pipelines.putDraft(pipeline, pipelineInput);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT ${inWorkspace}/draft`,
      'PUT /api/from-draft-link',
    ]);
    expect(net.requests[0]?.headers).toMatchObject(json);
    expect(net.requests[0]?.body).toEqual(pipelineInput);
    expect([first.created, again.created]).toEqual([true, false]);
    expect(again.data).toEqual(pipelineBody());
  });

  it('needs the workspace id for a blank draft (it has no save draft link)', () => {
    const net = wire();
    expect(() => makeClient().pipelines.putDraft(pipelineDraft(), pipelineInput)).toThrow(
      'pipelines.putDraft(workspaceId, pipeline, body) needs the parent id and the id, ' +
        'or a model with a "save draft" link',
    );
    expect(() => makeClient().pipelines.putDraft(WS, PIPELINE, { ...pipelineInput, schedule: 'daily' })).toThrow(
      /schedule/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('pipelines.create', () => {
  it('initialises, then PUTs to the new id, and returns the pipeline', async () => {
    const net = wire()
      .on('POST', `/api/workspaces/${WS}/pipelines`, { body: pipelineDraft() })
      .on('PUT', inWorkspace, { status: 201, body: pipelineBody({ status: 'PROVISIONING' }) });
    const pipeline = await strict().pipelines.create(WS, pipelineInput);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/workspaces/${WS}/pipelines`,
      `PUT ${inWorkspace}`,
    ]);
    expect(net.requests[1]?.body).toEqual(pipelineInput);
    expect(pipeline.status).toBe('PROVISIONING');
  });

  it('checks the body before initialising anything', () => {
    const net = wire();
    expect(() => makeClient().pipelines.create(WS, { ...pipelineInput, schedule: '* * * * * *' })).toThrow(
      /pipelines\.create was given invalid input; nothing was sent\. schedule: .*neither day-of-month nor day-of-week/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('pipelines.update', () => {
  it('PUTs to the workspace path and returns the pipeline (200)', async () => {
    const net = wire().on('PUT', inWorkspace, { body: pipelineBody({ label: 'Orders' }) });
    const pipeline = await strict().pipelines.update(WS, PIPELINE, { ...pipelineInput, label: 'Orders' });
    expect(net.last).toMatchObject({ method: 'PUT', path: inWorkspace, body: { ...pipelineInput, label: 'Orders' } });
    expect(net.last.headers).toMatchObject(json);
    expect(pipeline.label).toBe('Orders');
  });

  it("follows a pipeline's update pipeline link", async () => {
    const net = wire().on('PUT', inWorkspace, { body: pipelineBody() });
    await makeClient().pipelines.update(pipelineBody(), pipelineInput);
    expect(net.last.path).toBe(inWorkspace);
  });
});

describe('pipelines.validate', () => {
  const path = `/api/workspaces/${WS}/pipelines/validation`;

  it('POSTs the body; 200 with no body is { valid: true }', async () => {
    const net = wire().on('POST', path, { status: 200 });
    const { data, response } = await strict().pipelines.validate(WS, pipelineInput).withResponse();
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: pipelineInput });
    expect(net.last.headers).toMatchObject(json);
    expect(data).toEqual({ valid: true });
    expect(response.status).toBe(200);
  });

  it('gives a 400 as { valid: false, message, errors } without throwing', async () => {
    wire().on('POST', path, { status: 400, body: invalidBody });
    const { data, response } = await strict().pipelines.validate(WS, pipelineInput).withResponse();
    expect(data).toEqual({
      valid: false,
      message: 'Pipeline is not valid',
      errors: [
        invalidBody.errors[0],
        { field: 'properties.tap-postgres._select', defaultMessage: 'must be a JSON list of stream patterns' },
        { defaultMessage: 'an error that is only text' },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalidBody);
  });

  it('gives a 400 without a body as invalid with no errors', async () => {
    wire().on('POST', path, { status: 400 });
    expect(await makeClient().pipelines.validate(WS, pipelineInput)).toEqual({ valid: false, errors: [] });
  });

  it('still rejects other failures', async () => {
    wire().on('POST', path, { status: 403, body: { status: 403, error: 'Forbidden', message: 'not a member' } });
    await expect(makeClient().pipelines.validate(WS, pipelineInput)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(makeClient().pipelines.validate(WS, pipelineInput)).rejects.not.toBeInstanceOf(BadRequestError);
  });

  it('refuses a body the service would refuse before sending it', () => {
    const net = wire();
    expect(() =>
      makeClient().pipelines.validate(WS, { label: ' ', dataComponents: [], schedule: '0 0 0 ? * ? 2021' }),
    ).toThrow(/schedule: .*it has 7 fields; the year field is not taken/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('pipelines.verify', () => {
  it('POSTs /api/pipelines/{id}/verification with no body and returns the PIPELINE_VERIFY job', async () => {
    const path = `/api/pipelines/${PIPELINE}/verification`;
    const job = pipelineJobBody('PIPELINE_VERIFY');
    const net = wire().on('POST', path, { status: 201, body: job });
    expect(await strict().pipelines.verify(PIPELINE)).toEqual(job);
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: undefined });
    expect(net.last.headers['content-type']).toBeUndefined();
  });

  it("follows a pipeline's verification link", async () => {
    const net = wire().on('POST', '/api/verify-here', { body: jobBody({ type: 'PIPELINE_VERIFY' }) });
    const pipeline = pipelineBody({ _links: { verification: { href: `${BASE}/api/verify-here`, type: 'POST' } } });
    await makeClient().pipelines.verify(pipeline);
    expect(net.last.path).toBe('/api/verify-here');
  });
});

describe('pipelines.metrics', () => {
  const path = `/api/pipelines/${PIPELINE}/metrics`;
  const rows = [
    { 'metrics.job-created': '2024-02-27T08:59:50.123456', 'metrics.value': 6517 },
    { 'metrics.job-created': '2024-02-28T08:59:50', 'metrics.value': 800.5 },
  ];

  it('GETs the metrics as application/json and returns the rows, typed', async () => {
    const net = wire().on('GET', path, { body: rows, headers: { 'content-type': 'application/json' } });
    const metrics = await strict().pipelines.metrics(pipelineBody());
    expect(net.last).toMatchObject({ method: 'GET', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(metrics).toEqual(rows);
    const [first] = metrics;
    expect([first?.['metrics.job-created'], first?.['metrics.value']]).toEqual(['2024-02-27T08:59:50.123456', 6517]);
  });

  it('sends page, size and sort in the query when given, and nothing else', async () => {
    const net = wire().on('GET', path, { body: rows.slice(1) });
    const metrics = await makeClient().pipelines.metrics(PIPELINE, {
      page: 1,
      size: 1,
      sort: 'metrics.job-created,desc',
    });
    expect(net.last).toMatchObject({
      method: 'GET',
      path,
      query: { page: '1', size: '1', sort: 'metrics.job-created,desc' },
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(metrics).toEqual(rows.slice(1));
    await makeClient().pipelines.metrics(PIPELINE, {}, { timeout: 5_000 });
    expect(net.requests[1]?.search).toBe('');
  });

  it('rejects bad paging or an unknown option before sending anything', () => {
    const net = wire();
    expect(() => makeClient().pipelines.metrics(PIPELINE, { size: 0 })).toThrow(InvalidArgumentError);
    expect(() => makeClient().pipelines.metrics(PIPELINE, { sort: 'value' })).toThrow(/`sort` must be/);
    expect(() => makeClient().pipelines.metrics(PIPELINE, { timeout: 5_000 } as never)).toThrow(
      /pipelines\.metrics\(pipeline, query\)/,
    );
    expect(net.requests).toHaveLength(0);
  });

  it("follows a pipeline's metrics link", async () => {
    const net = wire().on('GET', '/api/measured-here', { body: rows });
    const pipeline = pipelineBody({ _links: { metrics: { href: `${BASE}/api/measured-here` } } });
    await makeClient().pipelines.metrics(pipeline);
    expect(net.last.path).toBe('/api/measured-here');
  });

  it('resolves to an empty array on 204 (no metrics), the response still at hand', async () => {
    wire().on('GET', path, { status: 204 });
    const { data, response } = await strict().pipelines.metrics(PIPELINE).withResponse();
    expect([data, response.status]).toEqual([[], 204]);
    expect((await strict().pipelines.metrics(PIPELINE).asResponse()).status).toBe(204);
    expect(await strict().pipelines.metrics(PIPELINE)).toEqual([]);
  });

  it('keeps a row that drifted (warned) and refuses it in strict mode, naming the field', async () => {
    const drifted = [rows[0], { 'metrics.job-created': '2024-02-28T08:59:50', 'metrics.value': '800.5' }];
    wire().on('GET', path, { body: drifted });
    await expect(strict().pipelines.metrics(PIPELINE)).rejects.toMatchObject({
      name: 'ValidationError',
      operation: 'pipelines.metrics',
      path: '1.metrics.value',
    });
    const warned: string[] = [];
    const metrics = await makeClient({
      validation: 'warn',
      onValidationIssue: (issue) => warned.push(issue.path),
    }).pipelines.metrics(PIPELINE);
    expect(metrics).toEqual(drifted);
    expect(warned).toEqual(['1.metrics.value']);
  });

  it('refuses a body that is not an array of rows (the old shape) in strict mode', async () => {
    wire().on('GET', path, { body: { runs: 3, complete: 2 } });
    await expect(strict().pipelines.metrics(PIPELINE)).rejects.toMatchObject({ name: 'ValidationError' });
  });
});

describe('pipelines.run', () => {
  it('POSTs /api/pipelines/{id}/jobs with no body and returns the PIPELINE_RUN job (201)', async () => {
    const path = `/api/pipelines/${PIPELINE}/jobs`;
    const job = pipelineJobBody();
    const net = wire().on('POST', path, { status: 201, body: job });
    const { data, response } = await strict().pipelines.run(PIPELINE).withResponse();
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect([data.id, data.type, response.status]).toEqual([JOB, 'PIPELINE_RUN', 201]);
  });

  it("follows a pipeline's new job link, as jobs.create does", async () => {
    const net = wire().on('POST', '/api/run-here', { status: 201, body: pipelineJobBody() });
    const pipeline = pipelineBody({ _links: { 'new job': { href: `${BASE}/api/run-here`, type: 'POST' } } });
    await makeClient().pipelines.run(pipeline);
    await makeClient().jobs.create(pipeline);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/run-here', 'POST /api/run-here']);
    expect(() => makeClient().pipelines.run({ _links: {} })).toThrow(
      'pipelines.run(pipeline) needs a pipeline id or object as its first argument; ' +
        'got an object with neither a "new job" link nor an id; pass its id instead.',
    );
  });
});

describe('pipelines.delete', () => {
  it('DELETEs /api/pipelines/{id}, or its delete pipeline link', async () => {
    const net = wire()
      .on('DELETE', `/api/pipelines/${PIPELINE}`, { status: 204 })
      .on('DELETE', '/api/delete-here', { status: 204 });
    expect(await makeClient().pipelines.delete(PIPELINE)).toBeUndefined();
    const pipeline = pipelineBody({
      _links: { 'delete pipeline': { href: `${BASE}/api/delete-here`, type: 'DELETE' } },
    });
    await makeClient().pipelines.delete(pipeline);
    expect(net.requests.map((r) => `${r.method} ${r.path} ${String(r.body)}`)).toEqual([
      `DELETE /api/pipelines/${PIPELINE} undefined`,
      'DELETE /api/delete-here undefined',
    ]);
  });
});
