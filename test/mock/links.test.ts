import { beforeAll, describe, expect, it } from 'vitest';
import { createMockService, type MockService } from '../../src/mock/index.js';

// A user follows the links the mock hands out; one that leads to "no route" (404 "No resource at ...", or 405)
// is a link the mock advertises but does not serve. Unknown ids (404 "... not found") are not that.

const origin = 'https://wdp.mock';

/** A link found in a body: its method (`GET` unless `type` says otherwise), href and where it was found. */
interface FoundLink {
  method: string;
  href: string;
  rel: string;
  from: string;
}

/** Every non-templated link of a HAL body, at any depth (`_links` of embedded resources too). */
function linksOf(body: unknown, from: string, rel = '', found: FoundLink[] = []): FoundLink[] {
  if (Array.isArray(body)) for (const item of body) linksOf(item, from, rel, found);
  else if (typeof body === 'object' && body !== null) {
    const { href, type, templated } = body as { href?: unknown; type?: unknown; templated?: unknown };
    if (typeof href === 'string' && templated !== true && !href.includes('{'))
      found.push({ method: typeof type === 'string' ? type : 'GET', href, rel, from });
    for (const [key, value] of Object.entries(body)) linksOf(value, from, key, found);
  }
  return found;
}

/** Whether an answer says there is no such route: 405, or 404 with the router's own message. */
async function noRoute(response: Response): Promise<boolean> {
  if (response.status === 405) return true;
  if (response.status !== 404) return false;
  const body = (await response.json()) as { message?: string };
  return body.message?.startsWith('No resource at') === true;
}

type Token = string;

/** Sends a request with a bearer token and a JSON body (when given); returns the parsed JSON body, if any. */
async function send(mock: MockService, token: Token, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await mock.fetch(origin + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/hal+json, application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status >= 400) throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
  return (response.headers.get('content-type') ?? '').includes('json') ? response.json() : undefined;
}

/** Makes every kind of record the mock shows (drafts, edits, replies, subscriptions, notifications, jobs, keys). */
async function populate(mock: MockService): Promise<unknown[]> {
  const { fixtures: fx } = mock;
  const ws = fx.workspaceId;
  const [owner, admin, member] = [fx.owner.token, fx.admin.token, fx.member.token];
  const bodies: unknown[] = [];
  const keep = async (token: Token, method: string, path: string, body?: unknown) => {
    const answer = (await send(mock, token, method, path, body)) as { id?: string } | undefined;
    bodies.push(answer);
    return answer?.id ?? '';
  };
  for (const kind of [`channels/${fx.channels.sales}`, `datasets/${fx.datasets.revenue}`, `pipelines/${fx.pipelineId}`])
    await keep(member, 'POST', `/api/${kind}/subscriptions`, { type: 'ALL' });
  await keep(member, 'POST', `/api/workspaces/${ws}/subscriptions`, { type: 'ALL' });
  const comment = await keep(owner, 'POST', `/api/datasets/${fx.datasets.revenue}/comments`);
  await keep(owner, 'PUT', `/api/datasets/${fx.datasets.revenue}/comments/${comment}`, { message: 'Why? #kpi' });
  await keep(owner, 'PUT', `/api/datasets/${fx.datasets.revenue}/comments/${comment}`, { message: 'EMEA #kpi' });
  const reply = await keep(admin, 'POST', `/api/comments/${comment}`);
  await keep(admin, 'PUT', `/api/datasets/${fx.datasets.revenue}/comments/${reply}`, { message: 'Fixed' });
  await keep(admin, 'PUT', `/api/datasets/${fx.datasets.churn}/like`);
  await keep(admin, 'POST', `/api/workspaces/${ws}/channels`);
  await keep(admin, 'POST', `/api/workspaces/${ws}/datastores`);
  await keep(admin, 'PUT', `/api/workspaces/${ws}/resources/dir/a%20b.sql`, {
    contentType: 'text/plain',
    content: 'x',
  });
  await keep(owner, 'PUT', `/api/apikeys/${await keep(owner, 'POST', '/api/apikeys')}`, { name: 'ci' });
  const alert = await keep(member, 'POST', `/api/datasets/${fx.datasets.revenue}/alerts`);
  await keep(member, 'PUT', `/api/datasets/${fx.datasets.revenue}/alerts/${alert}`, { detail: 'Below 1M' });
  // A data component needs its plugin installed: tap-github (meltanolabs), from the catalogue.
  await keep(admin, 'PUT', `/api/dataplugins/59f23aba-a676-4eb6-a74e-8b85942de849/workspaces/${ws}/installed`);
  const component = await keep(admin, 'POST', `/api/workspaces/${ws}/datacomponents`);
  await keep(admin, 'PUT', `/api/workspaces/${ws}/datacomponents/${component}`, {
    name: 'extractors/tap-github',
    dataPlugin: 'tap-github',
  });
  const message = await keep(member, 'POST', `/api/datasets/${fx.datasets.revenue}/messages`);
  await keep(member, 'PUT', `/api/datasets/${fx.datasets.revenue}/messages/${message}`, {
    recipientId: fx.owner.id,
    message: 'EMEA?',
  });
  await keep(member, 'POST', `/api/datasets/${fx.datasets.churn}/messages`);
  await keep(admin, 'POST', `/api/workspaces/${ws}/datasets`, {
    alias: 'daily-users',
    title: 'Daily users #growth',
    source: '{"name":"Web analytics"}',
  });
  await keep(admin, 'POST', `/api/workspaces/${ws}/pipelines`);
  const drafted = await keep(admin, 'POST', `/api/workspaces/${ws}/pipelines`);
  await keep(admin, 'PUT', `/api/workspaces/${ws}/pipelines/${drafted}/draft`, { label: 'Draft sync' });
  const pipeline = await keep(admin, 'POST', `/api/workspaces/${ws}/pipelines`);
  await keep(admin, 'PUT', `/api/workspaces/${ws}/pipelines/${pipeline}`, {
    label: 'Orders sync',
    dataComponents: ['tap-postgres', 'target-postgres'],
    schedule: '0 0 2 * * ?',
  });
  await keep(owner, 'POST', '/api/workspaces');
  await keep(owner, 'PUT', `/api/workspaces/${await keep(owner, 'POST', '/api/workspaces')}`, { name: 'Research' });
  await keep(owner, 'POST', `/api/workspaces/${ws}/invitations`, { email: 'new.colleague@example.com' });
  await keep(owner, 'POST', `/api/accounts/${encodeURIComponent(fx.owner.id)}/workspaces`);
  await keep(admin, 'POST', `/api/pipelines/${fx.pipelineId}/jobs`);
  await keep(admin, 'POST', `/api/workspaces/${ws}/deployments`);
  mock.clock.advance(20_000); // the jobs run their course: JOB_STARTED and JOB_ENDED are raised
  await keep(admin, 'POST', `/api/pipelines/${fx.pipelineId}/verification`);
  mock.clock.advance(20_000);
  return bodies;
}

/** The collections a user of the demo workspace starts from. */
function roots(mock: MockService): string[] {
  const { workspaceId: ws, pipelineId } = mock.fixtures;
  const inWorkspace = [
    ...['channels', 'datasets', 'datastores', 'jobs', 'liked', 'members/subscriptions', 'news/tags', 'pipelines'],
    ...['datacomponents', 'dataplugins', 'invitations', 'members', 'feed', 'news'],
  ];
  return [
    ...['profiles', 'apikeys', 'subscriptions', 'notifications', `pipelines/${pipelineId}/jobs`],
    ...['workspaces', 'dataplugins', 'invitations', 'accounts'],
    ...[...inWorkspace, 'notifications', 'resources', 'tags', 'administrators', 'search?q=revenue'].map(
      (path) => `workspaces/${ws}/${path}`,
    ),
  ].map((path) => `${origin}/api/${path}`);
}

describe('the links the mock advertises', () => {
  const mock = createMockService();
  const actions: FoundLink[] = [];
  const gets = new Map<string, FoundLink>();
  const unserved: string[] = [];

  beforeAll(async () => {
    const setup = await populate(mock);
    const { owner, admin, member } = mock.fixtures;
    for (const token of [owner.token, admin.token, member.token]) {
      const queue: FoundLink[] = [
        ...roots(mock).map((href) => ({ method: 'GET', href, rel: 'root', from: 'fixtures' })),
        ...setup.flatMap((body) => linksOf(body, 'a setup response')),
      ];
      const seen = new Set<string>();
      for (let found = queue.shift(); found; found = queue.shift()) {
        if (found.method !== 'GET') {
          actions.push(found);
          continue;
        }
        if (seen.has(found.href)) continue;
        seen.add(found.href);
        gets.set(found.href, found);
        const response = await mock.fetch(found.href, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/hal+json, application/json' },
        });
        if (await noRoute(response.clone())) unserved.push(`GET ${found.href} (${found.rel}, from ${found.from})`);
        else if ((response.headers.get('content-type') ?? '').includes('json'))
          queue.push(...linksOf(await response.json(), found.href));
      }
    }
  });

  it('reaches every kind of resource the demo data and the setup make', () => {
    const kinds = [...gets.keys()].map((href) =>
      new URL(href).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|auth0%7C[0-9a-f]+/g, '{id}'),
    );
    for (const path of [
      '/api/channels/{id}',
      '/api/comments/{id}/history',
      '/api/datasets/{id}/comments',
      '/api/datastores/{id}',
      '/api/jobs/{id}',
      '/api/notifications/{id}',
      '/api/subscriptions/{id}',
      '/api/apikeys/{id}',
      '/api/workspaces/{id}/members/{id}',
      '/api/workspaces/{id}/tags/{id}',
      '/api/workspaces/{id}/resources/dir/a%20b.sql',
      '/api/workspaces/{id}',
      '/api/pipelines/{id}',
      '/api/pipelines/{id}/metrics',
      '/api/alerts/{id}',
      '/api/dataplugins/{id}',
      '/api/datacomponents/{id}',
      '/api/accounts/{id}',
    ])
      expect(kinds).toContain(path);
    expect(actions.length).toBeGreaterThan(40);
  });

  it('serves a GET on every link it advertises', () => {
    expect(unserved).toEqual([]);
  });

  it('routes every action link it advertises (PUT, POST, PATCH, DELETE) to a handler', async () => {
    const refused: string[] = [];
    const tried = new Set<string>();
    for (const { method, href, rel, from } of actions) {
      if (tried.has(`${method} ${href}`)) continue;
      tried.add(`${method} ${href}`);
      // The outsider is refused (403) or told of a bad body by every route there is: no state changes.
      const response = await mock.fetch(href, {
        method,
        headers: { authorization: `Bearer ${mock.fixtures.outsider.token}` },
      });
      if (await noRoute(response)) refused.push(`${method} ${href} (${rel}, from ${from})`);
    }
    expect(refused).toEqual([]);
  });
});
