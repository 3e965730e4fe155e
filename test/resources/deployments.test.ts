import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidArgumentError, type Job, ValidationError } from '../../src/index.js';
import { jobBody, PROFILE, WS } from '../fixtures/bodies.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const path = `/api/workspaces/${WS}/deployments`;

describe('deployments.deploy', () => {
  it('POSTs with no body and returns the queued WORKSPACE_DEPLOY job (202) with its profile', async () => {
    const net = wire().on('POST', path, { status: 202, body: jobBody() });
    const job = await makeClient().deployments.deploy(WS);
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(job).toEqual(jobBody());
    expect(job).toMatchObject({ type: 'WORKSPACE_DEPLOY', status: 'QUEUED' });
    expect(job._embedded?.profile).toEqual({
      id: PROFILE,
      name: 'Ada Lovelace',
      handle: '@ada',
      email: 'ada@example.com',
    });
    expectTypeOf(job).toEqualTypeOf<Job>();
  });

  it('deploys a workspace model by its id and gives the 202 with its headers through withResponse', async () => {
    const net = wire().on('POST', path, {
      status: 202,
      body: jobBody(),
      headers: { 'content-type': 'application/hal+json', location: `${BASE}/api/jobs/${jobBody().id}` },
    });
    const { data, response } = await makeClient().deployments.deploy({ id: WS, _links: {} }).withResponse();
    expect(net.last).toMatchObject({ method: 'POST', path, body: undefined });
    expect(data).toEqual(jobBody());
    expect(response.status).toBe(202);
    expect(response.headers.get('location')).toBe(`${BASE}/api/jobs/${jobBody().id}`);
    expect(() => makeClient().deployments.deploy({ _links: {} })).toThrow(
      /deployments\.deploy\(workspace\) needs a workspace id or object as its first argument/,
    );
  });

  it('fails with a ValidationError naming the operation when the 202 has no body', async () => {
    wire().on('POST', path, { status: 202 });
    const error = await makeClient()
      .deployments.deploy(WS)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(String(error)).toMatch(/deployments\.deploy/);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().deployments.deploy('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
