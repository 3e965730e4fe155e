// The SDK keeps the contract that checked mode enforces: every namespace method of test/fixtures/namespace-calls.ts
// sends its requests through a checked mock (which judges each body by the SDK's own input models and each query by
// the SDK's own query parameters, src/models/queries.ts), and the mock finds no violation; so does each method that
// takes query parameters, called again with every one of them set (and paging). Each request is answered by the
// recording fetch of the coverage test, so that two-step creates go on to their second request whatever the mock
// makes of made-up ids; the mock sees a copy of every request.
import { describe, expect, it } from 'vitest';
import { callByName } from '../../scripts/generate/call.js';
import { recordingFetch } from '../../scripts/generate/recording-fetch.js';
import { bodyContracts } from '../../src/mock/check/contracts.js';
import { queryContracts } from '../../src/mock/check/query-contracts.js';
import { Router } from '../../src/mock/http/router.js';
import { createMockService } from '../../src/mock/index.js';
import { registerRoutes } from '../../src/mock/routes.js';
import {
  channelListQuery,
  dataComponentProbeQuery,
  dataPluginProbeQuery,
  notificationListQuery,
  notificationRefreshQuery,
  type QueryKind,
  type QueryParams,
  subscribeQuery,
  workspaceNewsQuery,
} from '../../src/models/queries.js';
import { CHANNEL, DATASET, PIPELINE, WS } from '../fixtures/bodies.js';
import { namespaceCalls } from '../fixtures/namespace-calls.js';
import { makeClient } from '../helpers/server.js';

/** A value the SDK takes for a parameter of each kind. */
function sampleOf(kind: QueryKind): unknown {
  if (typeof kind !== 'string') return kind[kind.length - 1];
  return { flag: true, instant: '2024-01-02T03:04', id: DATASET, search: 'tag:kpi', text: 'x', count: 1 }[kind];
}

/** Every parameter of `params` set, plus paging for a list. */
function full(params: QueryParams, paged = true): Record<string, unknown> {
  const query = Object.fromEntries(Object.entries(params).map(([name, kind]) => [name, sampleOf(kind)]));
  return paged ? { ...query, page: 1, size: 5, sort: ['name,desc', 'id,asc'] } : query;
}

/** The methods that take query parameters, each with every one of them set. */
const fullQueries: [string, unknown[]][] = [
  ['channels.list()', [WS, full(channelListQuery)]],
  ['workspaces.listNews()', [WS, full(workspaceNewsQuery)]],
  ['notifications.list()', [full(notificationListQuery)]],
  ['notifications.listForWorkspace()', [WS, full(notificationListQuery)]],
  ['notifications.refresh()', [full(notificationRefreshQuery)]],
  ['dataPlugins.list()', [full(dataPluginProbeQuery)]],
  ['dataPlugins.listAvailable()', [WS, full(dataPluginProbeQuery)]],
  ['dataComponents.list()', [WS, full(dataComponentProbeQuery)]],
  // A subscribe sends its `type` as a body, beside its query.
  ['subscriptions.toWorkspace()', [WS, { ...full(subscribeQuery, false), type: 'ALERTS' }]],
  ['subscriptions.toChannel()', [CHANNEL, { ...full(subscribeQuery, false), type: 'ALERTS' }]],
  ['subscriptions.toDataset()', [DATASET, { ...full(subscribeQuery, false), type: 'ALERTS' }]],
  ['subscriptions.toPipeline()', [PIPELINE, { ...full(subscribeQuery, false), type: 'ALERTS' }]],
];

describe('the SDK against a checked mock', () => {
  it('sends no body or query that breaks or bends the contract, from any namespace method', async () => {
    const mock = createMockService({ checked: true });
    const { fetch: answer } = recordingFetch();
    const router = registerRoutes(new Router());
    const checkedRoutes = new Set<string>();
    const sentParameters = new Set<string>();
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const copy = new Request(request.clone(), { headers: new Headers(request.headers) });
      copy.headers.set('authorization', `Bearer ${mock.fixtures.owner.token}`);
      const { pathname, searchParams } = new URL(request.url);
      const match = router.match(request.method, pathname);
      if (match && 'route' in match && match.route in bodyContracts) checkedRoutes.add(match.route);
      if (match && 'route' in match)
        for (const name of searchParams.keys()) sentParameters.add(`${match.route} ?${name}`);
      await (await mock.handle(copy)).body?.cancel();
      return answer(request);
    };
    // A call may fail on the recording fetch's made-up answer (a JSON array it reads as an object) after its
    // requests went out; test/coverage/operations.test.ts checks that each method sends all of them.
    for (const [signature, , args] of namespaceCalls)
      await callByName(makeClient({ fetch, validation: 'off' }), signature, args).catch(() => undefined);
    for (const [signature, args] of fullQueries)
      await callByName(makeClient({ fetch, validation: 'off' }), signature, args);
    mock.admin.expectNoViolations();
    // Not vacuous: every route with a body model received a body from some method.
    expect(Object.keys(bodyContracts).filter((route) => !checkedRoutes.has(route))).toEqual([]);
    // Nor for queries: every parameter of every route that takes some was sent by some method.
    const parameters = Object.entries(queryContracts).flatMap(([route, params]) =>
      Object.keys(params).map((name) => `${route} ?${name}`),
    );
    expect(parameters.filter((parameter) => !sentParameters.has(parameter))).toEqual([]);
    expect(sentParameters).toContain('GET /api/workspaces/:ws/channels ?sort');
  });
});
