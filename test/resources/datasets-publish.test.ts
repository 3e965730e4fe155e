// datasets.publish and the dataset messages (initialiseMessage, putMessage, sendMessage) at the wire.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Dataset, InvalidArgumentError, links } from '../../src/index.js';
import type { Message } from '../../src/models/message.js';
import { DATASET, datasetBody, href, WS } from '../fixtures/bodies.js';
import { MESSAGE, messageBody, messageDraft, publishedBody, RECIPIENT } from '../fixtures/datasets-bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const datasets = `/api/workspaces/${WS}/datasets`;
const minimal = { alias: 'daily-users', title: 'Daily users #growth' };

describe('datasets.publish', () => {
  it('POSTs the whole dataset as JSON and tells a new one (201) by `created`', async () => {
    const net = wire().on('POST', datasets, { status: 201, body: publishedBody() });
    const body = {
      ...minimal,
      description: 'Users per day #growth',
      questions: 'How many users came each day?',
      query: 'select report_date, total_users from users',
      rawData: '[{"report_date":"2021-06-01","total_users":120}]',
      visualisation: '{"chartjs-chart":{"chartType":"bar"}}',
      metadata: '{"name":"users"}',
      source: '{"name":"Google Analytics"}',
    };
    const { created, data } = await strict().datasets.publish(WS, body);
    expect(net.last).toMatchObject({ method: 'POST', path: datasets, search: '', body });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(created).toBe(true);
    expect(data).toEqual(publishedBody());
    expect(links(data)['new message']?.href).toMatch(new RegExp(`/api/datasets/${DATASET}/messages$`));
    expectTypeOf(data).toEqualTypeOf<Dataset>();
  });

  it('tells a replaced dataset (200: the alias existed) by `created: false`; the workspace as a model', async () => {
    const net = wire().on('POST', datasets, { status: 200, body: publishedBody({ title: 'Renamed' }) });
    const { created, data } = await makeClient().datasets.publish({ id: WS, _links: {} }, minimal);
    expect(net.last).toMatchObject({ method: 'POST', path: datasets, body: minimal });
    expect([created, data.title]).toEqual([false, 'Renamed']);
  });

  it('sends objects given for the JSON text fields, and rows given for rawData, as JSON text', async () => {
    const net = wire().on('POST', datasets, { status: 201, body: publishedBody() });
    await makeClient().datasets.publish(WS, {
      ...minimal,
      visualisation: { 'chartjs-chart': { chartType: 'line' } },
      metadata: { name: 'users', related_table: { columns: [] } },
      source: { name: 'Google Analytics' },
      rawData: [{ day: 'Mon', users: 3 }],
    });
    expect(net.last.body).toEqual({
      ...minimal,
      visualisation: '{"chartjs-chart":{"chartType":"line"}}',
      metadata: '{"name":"users","related_table":{"columns":[]}}',
      source: '{"name":"Google Analytics"}',
      rawData: '[{"day":"Mon","users":3}]',
    });
  });

  it('sends any alias the service takes: any case, underscores, slashes, other letters', async () => {
    const net = wire().on('POST', datasets, { status: 201, body: publishedBody() });
    const aliases = ['Q3_Revenue', 'sales/q3', '-users', 'naïve', 'Daily Users'];
    for (const alias of aliases) await makeClient().datasets.publish(WS, { ...minimal, alias });
    expect(net.requests.map((r) => [r.method, r.path, r.body])).toEqual(
      aliases.map((alias) => ['POST', datasets, { ...minimal, alias }]),
    );
  });

  it('gives the status on withResponse()', async () => {
    wire().on('POST', datasets, { status: 201, body: publishedBody() });
    const { data, response } = await makeClient().datasets.publish(WS, minimal).withResponse();
    expect([data.created, response.status]).toEqual([true, 201]);
  });

  it('refuses a bad alias, a blank or missing title and a wrongly typed field before sending anything', () => {
    const net = wire();
    const publish = (body: unknown) => () => makeClient().datasets.publish(WS, body as typeof minimal);
    expect(publish({ ...minimal, alias: '  ' })).toThrow(
      /datasets.publish was given invalid input; nothing was sent. alias: a dataset needs an alias that is not blank/,
    );
    for (const alias of ['', ' \t', 'a\nb']) expect(publish({ ...minimal, alias })).toThrow(/alias/);
    expect(publish({ ...minimal, title: '  ' })).toThrow(/title: a dataset needs a title that is not blank/);
    expect(publish({ alias: 'daily-users' })).toThrow(/title/);
    expect(publish({ ...minimal, visualisation: 3 })).toThrow(/visualisation/);
    expect(publish({ ...minimal, rawData: [1, 2] })).toThrow(/rawData/);
    expect(publish(undefined)).toThrow('datasets.publish(workspace, body) needs its body to be an object');
    expect(() => makeClient().datasets.publish('', minimal)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.initialiseMessage', () => {
  const messages = `/api/datasets/${DATASET}/messages`;

  it('POSTs with no body and gives the draft with its create message link', async () => {
    const net = wire().on('POST', messages, { body: messageDraft() });
    const draft = await strict().datasets.initialiseMessage(DATASET);
    expect(net.last).toMatchObject({ method: 'POST', path: messages, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(draft).toEqual(messageDraft());
    expectTypeOf(draft).toEqualTypeOf<Message>();
  });

  it("uses a dataset object's new message link", async () => {
    const net = wire().on('POST', '/api/datasets/linked/messages', { body: messageDraft() });
    await makeClient().datasets.initialiseMessage(
      datasetBody({ _links: { 'new message': href('/api/datasets/linked/messages', 'POST') } }),
    );
    expect(net.last.path).toBe('/api/datasets/linked/messages');
  });
});

describe('datasets.putMessage', () => {
  const one = `/api/datasets/${DATASET}/messages/${MESSAGE}`;
  const body = { recipientId: RECIPIENT, message: 'Can you check the June numbers?' };

  it('PUTs {recipientId, message} by dataset and message id; 201 is created, 200 updated', async () => {
    const net = wire()
      .on('PUT', one, { status: 201, body: messageBody() })
      .on('PUT', '/api/datasets/x/messages/y', { status: 200, body: messageBody() });
    const first = await strict().datasets.putMessage(DATASET, MESSAGE, body);
    const again = await makeClient().datasets.putMessage('x', 'y', body);
    expect(net.requests[0]).toMatchObject({ method: 'PUT', path: one, search: '', body });
    expect(net.requests[0]?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect([first.created, again.created]).toEqual([true, false]);
    expect(first.data).toEqual(messageBody());
  });

  it('follows the create message link of a draft and the update message link of a message', async () => {
    const net = wire()
      .on('PUT', one, { status: 201, body: messageBody() })
      .on('PUT', '/api/drafted', { status: 201, body: messageBody() })
      .on('PUT', '/api/sent', { status: 200, body: messageBody() });
    await makeClient().datasets.putMessage(messageDraft(), body);
    await makeClient().datasets.putMessage({ _links: { 'create message': href('/api/drafted', 'PUT') } }, body);
    await makeClient().datasets.putMessage(
      messageBody({ _links: { 'update message': href('/api/sent', 'PUT') } }),
      body,
    );
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT ${one}`,
      'PUT /api/drafted',
      'PUT /api/sent',
    ]);
  });

  it('refuses a missing recipient, a blank message and a model without a link before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datasets.putMessage(DATASET, MESSAGE, { recipientId: '', message: 'Hi' })).toThrow(
      /recipientId: a message needs the profile id of its recipient/,
    );
    expect(() => makeClient().datasets.putMessage(DATASET, MESSAGE, { ...body, message: ' \n' })).toThrow(
      /message: a message needs a text that is not blank/,
    );
    // @ts-expect-error recipientId is required
    expect(() => makeClient().datasets.putMessage(DATASET, MESSAGE, { message: 'Hi' })).toThrow(/recipientId/);
    expect(() => makeClient().datasets.putMessage({ _links: {} }, body)).toThrow(
      'datasets.putMessage(datasetId, message, { recipientId, message }) needs the parent id and the id, or a model ' +
        'with a "create message" or "update message" link; got an object without it.',
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets.sendMessage', () => {
  const body = { recipientId: RECIPIENT, message: 'Can you check the June numbers?' };

  it("initialises, then PUTs to the draft's create message link, and gives the message", async () => {
    const net = wire()
      .on('POST', `/api/datasets/${DATASET}/messages`, { body: messageDraft() })
      .on('PUT', `/api/datasets/${DATASET}/messages/${MESSAGE}`, { status: 201, body: messageBody() });
    const message = await strict().datasets.sendMessage(publishedBody(), body);
    expect(net.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/api/datasets/${DATASET}/messages`, undefined],
      ['PUT', `/api/datasets/${DATASET}/messages/${MESSAGE}`, body],
    ]);
    expect(message).toEqual(messageBody());
    expectTypeOf(message).toEqualTypeOf<Message>();
  });

  it('gives the response of the PUT on withResponse()', async () => {
    wire()
      .on('POST', `/api/datasets/${DATASET}/messages`, { body: messageDraft() })
      .on('PUT', `/api/datasets/${DATASET}/messages/${MESSAGE}`, { status: 201, body: messageBody() });
    const { data, response } = await makeClient().datasets.sendMessage(DATASET, body).withResponse();
    expect([data.id, response.status]).toEqual([MESSAGE, 201]);
  });

  it('refuses a bad body or dataset before sending anything (not even the initialise step)', () => {
    const net = wire();
    expect(() => makeClient().datasets.sendMessage(DATASET, { ...body, message: '' })).toThrow(InvalidArgumentError);
    expect(() => makeClient().datasets.sendMessage('', body)).toThrow(InvalidArgumentError);
    expect(() => makeClient().datasets.sendMessage(DATASET, body, 5 as never)).toThrow(/request options/);
    expect(net.requests).toHaveLength(0);
  });
});
