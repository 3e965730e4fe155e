// The mock subscribes as the service does: the optional JSON body `{ "type": ... }` of a subscribe POST gives the
// new subscription its type (ALL without a body or a type); a type other than ALL, ALERTS or NONE is the 400 of a
// bad body, as a PUT of the subscription answers it.
import { describe, expect, it } from 'vitest';
import { inProcessMock } from './in-process.js';

describe('POST /api/.../subscriptions', () => {
  it('gives the new subscription the body type, on each kind of subject', async () => {
    const { mock, call } = inProcessMock();
    const { workspaceId, channels, datasets, pipelineId } = mock.fixtures;
    const answers = [
      await call('outsider', 'POST', `/api/workspaces/${workspaceId}/subscriptions`, { type: 'ALERTS' }),
      await call('admin', 'POST', `/api/workspaces/${workspaceId}/subscriptions`, { type: 'NONE' }),
      await call('admin', 'POST', `/api/channels/${channels.marketing}/subscriptions`, { type: 'ALERTS' }),
      await call('outsider', 'POST', `/api/datasets/${datasets.churn}/subscriptions`, { type: 'NONE' }),
      await call('owner', 'POST', `/api/datasets/${datasets.churn}/subscriptions`, { type: 'NONE' }),
      await call('owner', 'POST', `/api/pipelines/${pipelineId}/subscriptions?allMembers=true`, { type: 'ALERTS' }),
    ];
    expect(answers.map((a) => [a.status, a.body?.['type']])).toEqual([
      [403, undefined],
      [200, 'NONE'],
      [200, 'ALERTS'],
      [403, undefined],
      [200, 'NONE'],
      [200, 'ALERTS'],
    ]);
    const stored = answers
      .filter((a) => a.status === 200)
      .map((a) => mock.store.subscriptions.get(String(a.body?.['id'])));
    expect(stored.map((s) => [s?.subject.kind, s?.type, s?.allMembers])).toEqual([
      ['workspace', 'NONE', false],
      ['channel', 'ALERTS', false],
      ['dataset', 'NONE', false],
      ['pipeline', 'ALERTS', true],
    ]);
  });

  it('subscribes to ALL without a body, or with a body that has no type', async () => {
    const { mock, call } = inProcessMock();
    const { channels } = mock.fixtures;
    const bare = await call('admin', 'POST', `/api/channels/${channels.marketing}/subscriptions`);
    expect([bare.status, bare.body?.['type']]).toEqual([200, 'ALL']);
    const untyped = await call('member', 'POST', `/api/channels/${channels.marketing}/subscriptions`, {});
    expect([untyped.status, untyped.body?.['type']]).toEqual([200, 'ALL']);
    // An empty body sent as JSON is no body, as Spring reads an optional one.
    const empty = await mock.handle(
      new Request(`https://wdp.mock/api/channels/${channels.marketing}/subscriptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${mock.fixtures.owner.token}`, 'content-type': 'application/json' },
        body: '',
      }),
    );
    expect([empty.status, ((await empty.json()) as { type?: string }).type]).toEqual([200, 'ALL']);
  });

  it('refuses a type other than ALL, ALERTS or NONE with a 400 naming the field, and subscribes nothing', async () => {
    const { mock, call } = inProcessMock();
    const path = `/api/channels/${mock.fixtures.channels.marketing}/subscriptions`;
    const before = mock.store.subscriptions.size;
    const some = await call('admin', 'POST', path, { type: 'SOME' });
    expect(some).toMatchObject({
      status: 400,
      body: {
        message: 'Validation failed: type must be ALL, ALERTS or NONE; got SOME',
        errors: [{ field: 'type', rejectedValue: 'SOME', defaultMessage: 'must be ALL, ALERTS or NONE' }],
      },
    });
    const lower = await call('admin', 'POST', path, { type: 'alerts' });
    expect(lower.status).toBe(400);
    const number = await call('admin', 'POST', path, { type: 1 });
    expect(number).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'type', defaultMessage: 'must be a string' }] },
    });
    expect(mock.store.subscriptions.size).toBe(before);
  });
});
