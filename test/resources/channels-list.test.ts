// channels.list() filters as the service reads them: query by example on the channel's `type` (SOURCE, LIST) and
// `scope` (WORKSPACE, PROFILE), bound by their exact upper-case names, plus `containsDataset` and paging.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ChannelListOptions,
  InvalidArgumentError,
  type KnownChannelScope,
  type KnownChannelType,
} from '../../src/index.js';
import { channelBody, DATASET, pageBody, WS } from '../fixtures/bodies.js';
import { makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const path = `/api/workspaces/${WS}/channels`;
const emptyPage = { body: pageBody('channels', path, [], { number: 0, size: 10, totalElements: 0, totalPages: 0 }) };

describe('channels.list', () => {
  it('sends type, scope, containsDataset and paging in the query, as the service reads them', async () => {
    const net = wire().on('GET', path, {
      body: pageBody('channels', path, [channelBody()], { number: 1, size: 10, totalElements: 11, totalPages: 2 }),
    });
    const page = await makeClient().channels.list(WS, {
      type: 'LIST',
      scope: 'WORKSPACE',
      containsDataset: DATASET,
      page: 1,
      size: 10,
      sort: 'name,asc',
    });
    expect(net.last).toMatchObject({ method: 'GET', path, body: undefined });
    expect(net.last.query).toEqual({
      type: 'LIST',
      scope: 'WORKSPACE',
      containsDataset: DATASET,
      page: '1',
      size: '10',
      sort: 'name,asc',
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(page.items).toEqual([channelBody()]);
    expect(page.page).toEqual({ number: 1, size: 10, totalElements: 11, totalPages: 2 });
    expect(page.hasNextPage()).toBe(false);
  });

  it('sends the deprecated lower-case types as the upper-case `type=`', async () => {
    const net = wire().on('GET', path, emptyPage);
    await makeClient().channels.list(WS, { type: 'source' });
    await makeClient().channels.list(WS, { type: 'list', containsDataset: DATASET });
    expect(net.requests.map((r) => `${r.method} ${r.path}?${r.search}`)).toEqual([
      `GET ${path}?type=SOURCE`,
      `GET ${path}?type=LIST&containsDataset=${DATASET}`,
    ]);
  });

  it('refuses `source`, which the service never read, listing `scope`, before sending anything', () => {
    const net = wire();
    expect(() => makeClient().channels.list(WS, { source: 'profile' } as never)).toThrow(
      new InvalidArgumentError(
        'channels.list(workspace, query): unknown option `source`; ' +
          'the options are { type, scope, containsDataset, page, size, sort }.',
      ),
    );
    expect(net.requests).toHaveLength(0);
  });

  it('takes a workspace model by its id', async () => {
    const net = wire().on('GET', path, emptyPage);
    const workspace = { id: WS, name: 'Analytics', _links: {} };
    await makeClient().channels.list(workspace, { scope: 'PROFILE' });
    expect(net.last).toMatchObject({ method: 'GET', path, search: 'scope=PROFILE' });
    expect(() => makeClient().channels.list({ _links: {} })).toThrow(
      'channels.list(workspace, query) needs a workspace id or object as its first argument; ' +
        'got an object without an `id`',
    );
  });

  it('types `type` and `scope` as the known values, the lower-case types kept as deprecated aliases', () => {
    expectTypeOf<ChannelListOptions['type']>().toEqualTypeOf<KnownChannelType | 'source' | 'list' | undefined>();
    expectTypeOf<ChannelListOptions['scope']>().toEqualTypeOf<KnownChannelScope | undefined>();
  });

  it('sends no query when given no options', async () => {
    const net = wire().on('GET', path, emptyPage);
    const page = await makeClient().channels.list(WS);
    expect(net.last.search).toBe('');
    expect(page.items).toEqual([]);
  });
});
