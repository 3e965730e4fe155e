// `wdp api --paginate`, as `gh api --paginate`: every item of every page of a paged GET as one JSON array, walked
// with the SDK's pages (its loop check included); the requests asserted as the mock's journal got them.
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sendJson, useLoopbacks } from '../helpers/loopback.js';
import { useCli } from './harness.js';

const cli = useCli();
const serve = useLoopbacks();

/** What the mock's journal got since it was cleared: method, path and query of each request. */
const requests = () => cli.service.admin.journal().map(({ method, path, query }) => ({ method, path, query }));

describe('wdp api --paginate', () => {
  it('follows the next links of a paged GET and prints every item of every page as one array, in order', async () => {
    const datasets = `/api/workspaces/${cli.service.fixtures.workspaceId}/datasets`;
    cli.service.admin.clearJournal();
    const result = await cli.wdp(['api', 'GET', `${datasets}?size=1`, '--paginate']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const items = JSON.parse(result.stdout) as Array<{ alias: string }>;
    expect(items.map((item) => item.alias)).toEqual(['q3-revenue', 'customer-churn', 'campaign-reach']);
    expect(result.stdout).toMatch(/^\[\n {2}\{\n/);
    expect(requests()).toEqual([
      { method: 'GET', path: datasets, query: { size: '1' } },
      { method: 'GET', path: datasets, query: { size: '1', page: '1' } },
      { method: 'GET', path: datasets, query: { size: '1', page: '2' } },
    ]);
  });

  it("asks for pages of the service's cap (2,000 items) when the path gives no size: one request here", async () => {
    const datasets = `/api/workspaces/${cli.service.fixtures.workspaceId}/datasets`;
    cli.service.admin.clearJournal();
    const result = await cli.wdp(['api', 'GET', `${datasets}?sort=alias,asc`, '--paginate', '--query', '[].alias']);
    expect(result).toEqual({
      code: 0,
      stdout: '[\n  "campaign-reach",\n  "customer-churn",\n  "q3-revenue"\n]\n',
      stderr: '',
    });
    expect(requests()).toEqual([{ method: 'GET', path: datasets, query: { sort: 'alias,asc', size: '2000' } }]);
  });

  it('applies --query to the whole array, and masks secret fields of the items as the plain call does', async () => {
    const count = await cli.wdp(['api', 'GET', '/api/workspaces?size=1', '--paginate', '--query', 'length(@)']);
    expect(count).toEqual({ code: 0, stdout: '1\n', stderr: '' });
    const all = await cli.wdp(['api', 'GET', '/api/workspaces', '--paginate']);
    expect(all).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(all.stdout)).toEqual([
      expect.objectContaining({ name: 'Analytics', deploymentSecret: '****ploy' }),
    ]);
  });

  it('prints [] for an empty collection (a page without _embedded, as Spring HATEOAS sends it)', async () => {
    expect(await cli.wdp(['api', 'GET', '/api/alerts', '--paginate'])).toEqual({ code: 0, stdout: '[]\n', stderr: '' });
  });

  it('refuses any method but GET before sending anything (exit 2)', async () => {
    cli.service.admin.clearJournal();
    for (const method of ['POST', 'put', 'DELETE', 'HEAD', 'PATCH']) {
      const result = await cli.wdp(['api', method, '/api/workspaces', '--paginate']);
      const verb = method.toUpperCase();
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr: `--paginate reads the pages of a GET answer; drop it for a ${verb}. Nothing was sent.\n`,
      });
    }
    expect(requests()).toEqual([]);
  });

  it('fails on an answer that is not a page of a collection, saying to drop --paginate (exit 1)', async () => {
    const workspace = `/api/workspaces/${cli.service.fixtures.workspaceId}`;
    cli.service.admin.clearJournal();
    expect(await cli.wdp(['api', 'GET', workspace, '--paginate'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'The answer is not a page of a collection (a HAL body with one list under _embedded); drop --paginate to ' +
        'print it as it is.\n',
    });
    expect(requests()).toEqual([{ method: 'GET', path: workspace, query: { size: '2000' } }]);
  });

  it('fails on an answer with more than one list under _embedded, or one that is no list (exit 1)', async () => {
    for (const embedded of [{ a: [1], b: [2] }, { item: { id: 1 } }, {}]) {
      const api = await serve((_request, response) => sendJson(response, 200, { _embedded: embedded, _links: {} }));
      const result = await cli.wdp(['api', 'GET', '/api/things', '--paginate'], { env: { WDP_BASE_URL: api.url } });
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toMatch(/^The answer is not a page of a collection .* drop --paginate/);
      expect(api.requests).toHaveLength(1);
    }
  });

  it('ends with an error when a next link leads back to a page it has read (exit 1), nothing printed', async () => {
    const api = await serve((request, response) => {
      const second = request.url.includes('page=1');
      const next = second ? '/api/things?size=2000' : '/api/things?page=1&size=2000';
      page(response, [second ? 'b' : 'a'], next);
    });
    const result = await cli.wdp(['api', 'GET', '/api/things', '--paginate'], { env: { WDP_BASE_URL: api.url } });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `WdpError: The page after ${api.url}/api/things?page=1&size=2000 is ${api.url}/api/things?size=2000 ` +
        'again: the paging loops.\n',
    });
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/things?size=2000',
      '/api/things?page=1&size=2000',
    ]);
  });

  it('sends each page with the settings’ token, and reports a failed page with the SDK’s error (exit 1)', async () => {
    const api = await serve((request, response) => {
      if (request.url.includes('page=1')) sendJson(response, 404, { message: 'gone' });
      else page(response, ['a'], '/api/things?page=1&size=2000');
    });
    const env = { WDP_BASE_URL: api.url, WDP_TOKEN: 'tok_paginate_pages' };
    const result = await cli.wdp(['api', 'GET', '/api/things', '--paginate'], { env });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(
      new RegExp(`^NotFoundError: Request failed with status code 404: GET ${api.url}/api/things\\?page=1&size=2000`),
    );
    expect(api.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer tok_paginate_pages',
      'Bearer tok_paginate_pages',
    ]);
  });
});

/** Answers a HAL page of `things` with a `next` link. */
function page(response: ServerResponse, things: string[], next: string): void {
  sendJson(response, 200, { _embedded: { things }, _links: { next: { href: next } } });
}
