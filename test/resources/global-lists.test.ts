import { describe, expect, it } from 'vitest';
import {
  CHANNEL,
  COMMENT,
  channelBody,
  DATASET,
  datasetBody,
  href,
  JOB,
  jobBody,
  PIPELINE,
} from '../fixtures/bodies.js';
import { commentBody } from '../fixtures/comments.js';
import { pipelineBody } from '../fixtures/pipelines-bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

// The lists across the caller's workspaces: no workspace in the path, and the service takes no paging options.

const listOf = (key: string, path: string, item: unknown) => ({
  _embedded: { [key]: [item] },
  _links: { self: href(path) },
});

describe('the cross-workspace lists', () => {
  it('datasets.listAll GETs /api/datasets with no query', async () => {
    const net = wire().on('GET', '/api/datasets', { body: listOf('datasets', '/api/datasets', datasetBody()) });
    const page = await makeClient().datasets.listAll();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/datasets', search: '' });
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
    expect(page.items.map((d) => d.id)).toEqual([DATASET]);
  });

  it('channels.listAll GETs /api/channels with no query', async () => {
    const net = wire().on('GET', '/api/channels', { body: listOf('channels', '/api/channels', channelBody()) });
    const page = await makeClient().channels.listAll();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/channels', search: '' });
    expect(page.items.map((c) => c.id)).toEqual([CHANNEL]);
  });

  it('alerts.listAll GETs /api/alerts with no query', async () => {
    const alert = { id: 'a1', detail: 'Revenue fell', created: '2024-03-01T09:00:00', _links: {} };
    const net = wire().on('GET', '/api/alerts', { body: listOf('alerts', '/api/alerts', alert) });
    const page = await makeClient().alerts.listAll();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/alerts', search: '' });
    expect(page.items).toEqual([alert]);
  });

  it('jobs.listAll GETs /api/jobs with no query', async () => {
    const net = wire().on('GET', '/api/jobs', { body: listOf('jobs', '/api/jobs', jobBody()) });
    const page = await strict().jobs.listAll();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/jobs', search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items.map((j) => j.id)).toEqual([JOB]);
  });

  it('pipelines.listAll GETs /api/pipelines with no query', async () => {
    const net = wire().on('GET', '/api/pipelines', { body: listOf('pipelines', '/api/pipelines', pipelineBody()) });
    const page = await strict().pipelines.listAll();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/pipelines', search: '', body: undefined });
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
    expect(page.items.map((p) => p.id)).toEqual([PIPELINE]);
  });

  it('comments.listAll GETs /api/comments with no query and reads `datasetComments`', async () => {
    const net = wire().on('GET', '/api/comments', {
      body: listOf('datasetComments', '/api/comments', commentBody()),
    });
    const page = await strict().comments.listAll();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/comments', search: '', body: undefined });
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
    expect(page.items.map((c) => c.id)).toEqual([COMMENT]);
  });

  it('refuses request options that are no object before sending, naming the method', () => {
    const net = wire();
    expect(() => makeClient().datasets.listAll(5 as never)).toThrow(
      'datasets.listAll(): the last argument, the request options, must be an object such as ' +
        '{ timeout: 5000, signal }; got number.',
    );
    expect(net.requests).toEqual([]);
  });
});
