// `page` and `size` of every list method: whole numbers (page >= 0, size >= 1), checked at the call.
import { describe, expect, it } from 'vitest';
import { type Client, InvalidArgumentError, type PageOptions } from '../../src/index.js';
import { COMMENT, DATASET, PIPELINE, pageBody, WS } from '../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

/** Every list method that takes page options, called with `query`. */
const listMethods: [string, (client: Client, query: PageOptions) => unknown][] = [
  ['channels.list', (c, q) => c.channels.list(WS, q)],
  ['channels.listDatasets', (c, q) => c.channels.listDatasets(DATASET, q)],
  ['datasets.list', (c, q) => c.datasets.list(WS, q)],
  ['datasets.listLiked', (c, q) => c.datasets.listLiked(WS, q)],
  ['search.datasets', (c, q) => c.search.datasets(WS, { text: 'revenue' }, q)],
  ['apiKeys.list', (c, q) => c.apiKeys.list(q)],
  ['subscriptions.list', (c, q) => c.subscriptions.list(q)],
  ['subscriptions.listMembers', (c, q) => c.subscriptions.listMembers(WS, q)],
  ['datastores.list', (c, q) => c.datastores.list(WS, q)],
  ['files.list', (c, q) => c.files.list(WS, q)],
  ['comments.list', (c, q) => c.comments.list(DATASET, q)],
  ['comments.listReplies', (c, q) => c.comments.listReplies(DATASET, COMMENT, q)],
  ['jobs.list', (c, q) => c.jobs.list(WS, q)],
  ['jobs.listForPipeline', (c, q) => c.jobs.listForPipeline(PIPELINE, q)],
  ['notifications.list', (c, q) => c.notifications.list(q)],
  ['notifications.listForWorkspace', (c, q) => c.notifications.listForWorkspace(WS, q)],
];

describe('page and size', () => {
  it.each([
    ['page', 'NaN', 0, Number.NaN],
    ['page', '-1', 0, -1],
    ['page', '1.5', 0, 1.5],
    ['page', '"2"', 0, '2'],
    ['page', 'Infinity', 0, Number.POSITIVE_INFINITY],
    ['page', '9007199254740992', 0, 2 ** 53],
    ['page', 'null', 0, null],
    ['size', '0', 1, 0],
    ['size', '-1', 1, -1],
    ['size', 'NaN', 1, Number.NaN],
    ['size', '2.5', 1, 2.5],
    ['size', '"10"', 1, '10'],
    ['size', 'Infinity', 1, Number.POSITIVE_INFINITY],
  ])(
    '%s: refuses %s with InvalidArgumentError naming the option and the value, sending nothing',
    (option, shown, min, value) => {
      const net = wire();
      const call = () => makeClient().jobs.list(WS, { [option]: value as number });
      expect(call).toThrow(InvalidArgumentError);
      expect(call).toThrow(`The list option \`${option}\` must be a whole number >= ${min}; got ${shown}.`);
      expect(net.requests).toHaveLength(0);
    },
  );
});

describe('every list method', () => {
  it.each(listMethods)('%s refuses page -1 and size 0 at the call', (_name, list) => {
    const net = wire();
    const client = makeClient();
    expect(() => list(client, { page: -1 })).toThrow('The list option `page` must be a whole number >= 0; got -1.');
    expect(() => list(client, { size: 0 })).toThrow('The list option `size` must be a whole number >= 1; got 0.');
    expect(net.requests).toHaveLength(0);
  });

  it('sends page 0, size 1 and the largest safe integers as given', async () => {
    const path = `/api/workspaces/${WS}/jobs`;
    const net = wire().on('GET', path, {
      body: pageBody('jobs', path, [], { number: 0, size: 1, totalElements: 0, totalPages: 0 }, false),
    });
    await makeClient().jobs.list(WS, { page: 0, size: 1 });
    await makeClient().jobs.list(WS, { page: Number.MAX_SAFE_INTEGER, size: Number.MAX_SAFE_INTEGER });
    expect(net.requests.map((r) => r.search)).toEqual(['page=0&size=1', 'page=9007199254740991&size=9007199254740991']);
  });
});
