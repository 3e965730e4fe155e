// Subscribing with a type: the service's subscribe POSTs take an optional JSON body `SubscriptionResource`, whose
// `type` (ALL, ALERTS or NONE; ALL by default) the new subscription gets, beside the `allMembers` query.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type Client,
  InvalidArgumentError,
  type KnownSubscriptionType,
  type SubscribeOptions,
  type Subscription,
} from '../../src/index.js';
import { CHANNEL, channelBody, DATASET, PIPELINE, WS } from '../fixtures/bodies.js';
import { subscriptionBody } from '../fixtures/subscriptions.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

type Subscribe = (client: Client, params?: SubscribeOptions) => PromiseLike<Subscription>;

const methods: [name: string, path: string, subscribe: Subscribe, subject: Parameters<typeof subscriptionBody>[0]][] = [
  ['toWorkspace', `/api/workspaces/${WS}/subscriptions`, (c, p) => c.subscriptions.toWorkspace(WS, p), 'workspace'],
  ['toChannel', `/api/channels/${CHANNEL}/subscriptions`, (c, p) => c.subscriptions.toChannel(CHANNEL, p), 'channel'],
  ['toDataset', `/api/datasets/${DATASET}/subscriptions`, (c, p) => c.subscriptions.toDataset(DATASET, p), 'dataset'],
  [
    'toPipeline',
    `/api/pipelines/${PIPELINE}/subscriptions`,
    (c, p) => c.subscriptions.toPipeline(PIPELINE, p),
    'pipeline',
  ],
];

describe.each(methods)('subscriptions.%s with a type', (_name, path, subscribe, subject) => {
  it('POSTs the type as a JSON body {"type": ...}, with no query', async () => {
    const answer = subscriptionBody(subject, { type: 'ALERTS' });
    const net = wire().on('POST', path, { body: answer });
    const sub = await subscribe(strict(), { type: 'ALERTS' });
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: { type: 'ALERTS' } });
    expect(net.last.body).toEqual({ type: 'ALERTS' });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(sub).toEqual(answer);
  });

  it('sends allMembers in the query and the type in the body, and no body without a type', async () => {
    const net = wire().on('POST', path, { body: subscriptionBody(subject) });
    await subscribe(makeClient(), { allMembers: true, type: 'NONE' });
    await subscribe(makeClient(), { allMembers: false });
    await subscribe(makeClient(), { type: undefined });
    expect(net.requests.map((r) => [r.method, r.path, r.search, r.headers['content-type'], r.body])).toEqual([
      ['POST', path, 'allMembers=true', 'application/json', { type: 'NONE' }],
      ['POST', path, 'allMembers=false', undefined, undefined],
      ['POST', path, '', undefined, undefined],
    ]);
  });
});

describe('subscriptions.to... type checks', () => {
  it('types `type` as the known subscription types', () => {
    expectTypeOf<SubscribeOptions['type']>().toEqualTypeOf<KnownSubscriptionType | undefined>();
  });

  it("follows a model's add subscription link with the type in the body", async () => {
    const net = wire().on('POST', '/api/channel-sub-link', { body: subscriptionBody('channel', { type: 'ALL' }) });
    const channel = channelBody({
      _links: { 'add subscription': { href: `${BASE}/api/channel-sub-link`, type: 'POST' } },
    });
    await makeClient().subscriptions.toChannel(channel, { type: 'ALL' });
    expect(net.last).toMatchObject({
      method: 'POST',
      path: '/api/channel-sub-link',
      search: '',
      body: { type: 'ALL' },
    });
  });

  it('sends a type given in lower case as the service names it', async () => {
    const net = wire().on('POST', `/api/datasets/${DATASET}/subscriptions`, { body: subscriptionBody('dataset') });
    await makeClient().subscriptions.toDataset(DATASET, { type: 'alerts' as never });
    expect(net.last.body).toEqual({ type: 'ALERTS' });
  });

  it('refuses a type other than ALL, ALERTS or NONE before sending anything, naming the method', () => {
    const net = wire();
    const sig = 'subscriptions.toPipeline(pipeline, { allMembers, type })';
    // @ts-expect-error a subscription's type is ALL, ALERTS or NONE
    expect(() => makeClient().subscriptions.toPipeline(PIPELINE, { type: 'SOME' })).toThrow(
      new InvalidArgumentError(`${sig}: \`type\` must be one of 'ALL', 'ALERTS', 'NONE'; got "SOME".`),
    );
    expect(() => makeClient().subscriptions.toWorkspace(WS, { type: 1 as never })).toThrow(
      "subscriptions.toWorkspace(workspace, { allMembers, type }): `type` must be one of 'ALL', 'ALERTS', 'NONE'; " +
        'got number.',
    );
    expect(net.requests).toHaveLength(0);
  });
});
