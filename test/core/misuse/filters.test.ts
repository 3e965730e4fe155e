// Issue 12, point 9: list filters are checked against what the service accepts (the spec's query parameters),
// before the wire: an unknown value is refused with the accepted ones in the message.
import { describe, expect, it } from 'vitest';
import { type Client, InvalidArgumentError } from '../../../src/index.js';
import { CHANNEL, DATASET, listBody, WS } from '../../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';

useServer();

const channels = `/api/workspaces/${WS}/channels`;
const jobs = `/api/workspaces/${WS}/jobs`;
const empty = (key: string, path: string) => ({ body: listBody(key, path, []) });

/** Expects `run` to throw InvalidArgumentError with exactly `message`, having sent nothing. */
function refused(run: (client: Client) => unknown, message: string): void {
  const net = wire();
  expect(() => run(makeClient())).toThrow(new InvalidArgumentError(message));
  expect(net.requests).toHaveLength(0);
}

describe('channels.list filters', () => {
  it("refuses a type other than 'SOURCE' or 'LIST', and a scope but 'WORKSPACE' or 'PROFILE'", () => {
    const sig = 'channels.list(workspace, query)';
    refused(
      (c) => c.channels.list(WS, { type: 'bogus' as never }),
      `${sig}: \`type\` must be one of 'SOURCE', 'LIST'; got "bogus".`,
    );
    refused(
      (c) => c.channels.list(WS, { scope: 'team' as never }),
      `${sig}: \`scope\` must be one of 'WORKSPACE', 'PROFILE'; got "team".`,
    );
    refused(
      (c) => c.channels.list(WS, { type: 1 as never }),
      `${sig}: \`type\` must be one of 'SOURCE', 'LIST'; got number.`,
    );
    refused(
      (c) => c.channels.list(WS, { containsDataset: 7 as never }),
      `${sig}: \`containsDataset\` must be an id or a model with an \`id\`; got number.`,
    );
  });

  it('sends the accepted values as the service binds them (upper case), and a dataset model as its id', async () => {
    const net = wire().on('GET', channels, empty('channels', channels));
    await makeClient().channels.list(WS, { type: 'List' as never, scope: 'Workspace' as never });
    await makeClient().channels.list(WS, { type: 'source', containsDataset: { id: DATASET, _links: {} } });
    expect(net.requests.map((r) => r.search)).toEqual([
      'type=LIST&scope=WORKSPACE',
      `type=SOURCE&containsDataset=${DATASET}`,
    ]);
  });
});

describe('notification instants', () => {
  it.each([
    ['since', 'yesterday', '"yesterday"'],
    ['before', '2024-01-01', '"2024-01-01"'],
    ['since', '2024-02-30T10:00', '"2024-02-30T10:00"'],
    ['before', '01/02/2024 10:00', '"01/02/2024 10:00"'],
    ['since', 1_700_000_000_000, 'number'],
  ])('refuses %s = %j, which is no ISO 8601 timestamp', (name, value, shown) => {
    const ending =
      `\`${name}\` must be an ISO 8601 timestamp such as "2021-02-11T11:12" or a valid Date; ` + `got ${shown}.`;
    refused((c) => c.notifications.list({ [name]: value as never }), `notifications.list(query): ${ending}`);
    refused(
      (c) => c.notifications.listForWorkspace(WS, { [name]: value as never }),
      `notifications.listForWorkspace(workspace, query): ${ending}`,
    );
  });

  it('refuses a refresh since that is no timestamp', () => {
    refused(
      (c) => c.notifications.refresh({ since: 'now' }),
      'notifications.refresh(query): `since` must be an ISO 8601 timestamp such as "2021-02-11T11:12" ' +
        'or a valid Date; got "now".',
    );
  });

  it('sends ISO timestamps as given (with or without a zone) and Dates as their ISO string', async () => {
    const net = wire().on('GET', '/api/notifications', empty('notifications', '/api/notifications'));
    await makeClient().notifications.list({ since: '2021-02-11T11:12', before: '2024-03-01T10:20:30.5+01:00' });
    await makeClient().notifications.list({ before: new Date('2024-03-01T00:00:00Z') });
    expect(net.requests.map((r) => r.query)).toEqual([
      { since: '2021-02-11T11:12', before: '2024-03-01T10:20:30.5+01:00' },
      { before: '2024-03-01T00:00:00.000Z' },
    ]);
  });
});

describe('paging and other filters', () => {
  it('refuses a sort that is not "property,asc|desc" text or a non-empty list of them', () => {
    const sig = 'jobs.list(workspace, query)';
    const ending = 'must be "property,asc|desc" (such as "name,asc") or a non-empty list of them';
    refused((c) => c.jobs.list(WS, { sort: 5 as never }), `${sig}: \`sort\` ${ending}; got number.`);
    refused((c) => c.jobs.list(WS, { sort: ['created,desc', ''] }), `${sig}: \`sort\` ${ending}; got "".`);
    refused((c) => c.jobs.list(WS, { sort: ' ' }), `${sig}: \`sort\` ${ending}; got " ".`);
    // A property, a comma and a direction, nothing else; and an empty list is no sort at all.
    for (const sort of ['name,up', 'name', ',', ',asc', 'name,', 'name,asc,desc', 'first name,asc', 'name, asc'])
      refused((c) => c.jobs.list(WS, { sort }), `${sig}: \`sort\` ${ending}; got ${JSON.stringify(sort)}.`);
    refused(
      (c) => c.jobs.list(WS, { sort: ['created,desc', 'a,b,asc'] }),
      `${sig}: \`sort\` ${ending}; got "a,b,asc".`,
    );
    refused((c) => c.jobs.list(WS, { sort: [] }), `${sig}: \`sort\` ${ending}; got an empty list.`);
  });

  it('sends several sort keys as repeated parameters, each direction in any case as written', async () => {
    const net = wire().on('GET', jobs, empty('jobs', jobs));
    await makeClient().jobs.list(WS, { sort: ['created,desc', 'type,ASC'] });
    await makeClient().jobs.list(WS, { sort: 'owner.name,Desc' });
    expect(net.requests.map((r) => r.search)).toEqual([
      'sort=created%2Cdesc&sort=type%2CASC',
      'sort=owner.name%2CDesc',
    ]);
  });

  it('refuses an allMembers that is not a boolean, and a type other than ALL, ALERTS or NONE', () => {
    refused(
      (c) => c.subscriptions.toChannel(CHANNEL, { allMembers: 'yes' as never }),
      'subscriptions.toChannel(channel, { allMembers, type }): `allMembers` must be true or false; got string.',
    );
    refused(
      (c) => c.subscriptions.toChannel(CHANNEL, { type: 'SOME' as never }),
      "subscriptions.toChannel(channel, { allMembers, type }): `type` must be one of 'ALL', 'ALERTS', 'NONE'; " +
        'got "SOME".',
    );
  });
});
