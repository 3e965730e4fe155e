import { beforeEach, describe, expect, it } from 'vitest';
import { BadRequestError, InvalidArgumentError, link, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { addJob } from '../../src/mock/resources/jobs/jobs.js';
import { raiseForDataset } from '../../src/mock/resources/notifications/raise.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();
const nobody = '00000000-0000-4000-8000-000000000000';

// The demo's people have notifications of its comment thread and of customers-sync's runs; each deletes them
// first (through the API), so that a test counts only what it raises.
beforeEach(async () => {
  for (const role of ['owner', 'admin', 'member'] as const) {
    const client = mock.client(role);
    for (const notification of (await client.notifications.list({ all: true })).items)
      await client.notifications.delete(notification);
  }
  expect(mock.service.inspect()['notifications']).toEqual([]);
});

/** The member comments on a dataset through the SDK (initialise, then PUT: 201). */
async function memberComments(datasetId: string, message: string): Promise<string> {
  const { data, response } = await mock.client('member').comments.create(datasetId, { message }).withResponse();
  expect(response.status).toBe(201);
  return data.id;
}

/** The mock clock as a zone-less service timestamp (read as UTC by the mock). */
function clockTimestamp(): string {
  return new Date(mock.service.clock.now()).toISOString().slice(0, 23);
}

describe('notifications over the loopback mock', () => {
  it('NOTIFICATION FLOW: subscriptions raise comment and job notifications by type; refresh resolves', async () => {
    const owner = mock.client('owner');
    const { datasets, pipelineId, workspaceId, member } = mock.service.fixtures;
    mock.service.clock.advance(11_000); // the seeded setup jobs ended before the start: they raise nothing below

    // The owner subscribes to a dataset (type ALL); the member's comment raises one DATASET_COMMENT.
    const onDataset = await owner.subscriptions.toDataset(datasets.revenue);
    expect(onDataset.type).toBe('ALL');
    const commentId = await memberComments(datasets.revenue, 'Why is EMEA down this quarter? #kpi');
    const [comment, ...none] = (await owner.notifications.list()).items;
    expect(none).toEqual([]);
    expect(comment).toMatchObject({
      type: 'DATASET_COMMENT',
      resolved: false,
      actor: { id: member.id, name: 'Linus Torvalds', handle: '@linus' },
    });
    expect(comment?._embedded).toMatchObject({
      subscriberProfile: { id: mock.user('owner').id },
      channel: { name: 'Sales' },
      datasetComment: { id: commentId, message: 'Why is EMEA down this quarter? #kpi', from: { id: member.id } },
      dataset: { id: datasets.revenue, title: 'Q3 revenue #kpi' },
      workspace: { id: workspaceId, name: 'Analytics' },
    });
    expect(Object.keys(comment?._links ?? {}).sort()).toEqual([
      'channel',
      'data',
      'dataset',
      'datasetComment',
      'delete notification',
      'self',
      'workspace',
    ]);
    // The actor is not told of their own comment.
    expect((await mock.client('member').notifications.list()).items).toEqual([]);

    // ALERTS delivers alert events only: a further comment raises nothing, an anomaly does; NONE delivers nothing.
    mock.service.clock.advance(1_000);
    await owner.subscriptions.update(onDataset, { type: 'ALERTS' });
    await memberComments(datasets.revenue, 'Fixed the EMEA numbers');
    expect((await owner.notifications.list()).items.map((n) => n.type)).toEqual(['DATASET_COMMENT']);
    raiseForDataset(mock.service.store, datasets.revenue, 'DATASET_ANOMALY', member.id);
    expect((await owner.notifications.list()).items.map((n) => n.type)).toEqual(['DATASET_ANOMALY', 'DATASET_COMMENT']);
    expect((await owner.notifications.list()).items.map((n) => n.message)).toEqual([
      `${member.name} found an anomaly in Q3 revenue #kpi`,
      `${member.name} commented on Q3 revenue #kpi`,
    ]);
    await owner.notifications.delete((await owner.notifications.list()).items[0] ?? nobody);
    await owner.subscriptions.update(onDataset.id, { type: 'NONE' });
    await memberComments(datasets.revenue, 'And one more');
    raiseForDataset(mock.service.store, datasets.revenue, 'DATASET_ANOMALY', member.id);
    expect((await owner.notifications.list()).items.map((n) => n.type)).toEqual(['DATASET_COMMENT']);

    // A pipeline subscription: JOB_STARTED as the job leaves the queue (2 s), JOB_ENDED as it ends (10 s).
    mock.service.clock.advance(1_000);
    await owner.subscriptions.toPipeline(pipelineId);
    const job = addJob(mock.service.store, { workspaceId, pipelineId, type: 'PIPELINE_RUN', profileId: member.id });
    mock.service.clock.advance(3_000);
    const started = await owner.notifications.list();
    expect(started.items.map((n) => n.type)).toEqual(['JOB_STARTED', 'DATASET_COMMENT']);
    expect(started.items[0]).toMatchObject({
      actor: { id: member.id },
      _embedded: { pipeline: { id: pipelineId, name: 'orders-etl' }, workspace: { id: workspaceId } },
    });
    expect(link(started.items[0] ?? { _links: {} }, 'job')?.href).toMatch(new RegExp(`/api/jobs/${job.id}$`));
    const afterStart = new Date(mock.service.clock.now() + 1); // just after JOB_STARTED was raised
    mock.service.clock.advance(9_000);
    expect((await owner.notifications.list()).items.map((n) => n.type)).toEqual([
      'JOB_ENDED',
      'JOB_STARTED',
      'DATASET_COMMENT',
    ]);
    expect((await owner.jobs.get(job.id)).status).toBe('COMPLETE');

    // Refresh since the start: the newer JOB_ENDED is returned, those up to `since` are marked resolved.
    const fresh = await owner.notifications.refresh({ since: afterStart });
    expect(fresh.map((n) => n.type)).toEqual(['JOB_ENDED']);
    expect((await owner.notifications.list()).items.map((n) => n.type)).toEqual(['JOB_ENDED']);
    const everything = await owner.notifications.list({ all: true });
    expect(everything.items.map((n) => [n.type, n.resolved])).toEqual([
      ['JOB_ENDED', false],
      ['JOB_STARTED', true],
      ['DATASET_COMMENT', true],
    ]);
    expect(comment && (await owner.notifications.get(comment)).resolved).toBe(true);
  });

  it('filters by before and since (zone-less timestamps read as UTC, or Dates) and by workspace', async () => {
    const owner = mock.client('owner');
    const { datasets, workspaceId, member } = mock.service.fixtures;
    await owner.subscriptions.toDataset(datasets.churn);
    const raiseAt = (ms: number) => {
      mock.service.clock.advance(ms);
      raiseForDataset(mock.service.store, datasets.churn, 'DATASET_COMMENT', member.id);
    };
    raiseAt(1_000);
    const between = clockTimestamp();
    raiseAt(60_000);
    raiseAt(60_000);
    expect((await owner.notifications.list()).page).toMatchObject({ totalElements: 3, size: 20 });
    expect((await owner.notifications.list({ since: between })).page?.totalElements).toBe(3);
    expect(
      (await owner.notifications.list({ since: new Date(Date.parse(`${between}Z`) + 1) })).page?.totalElements,
    ).toBe(2);
    expect((await owner.notifications.list({ before: between.slice(0, 16) })).page?.totalElements).toBe(0);
    expect((await owner.notifications.list({ before: new Date(mock.service.clock.now()) })).page?.totalElements).toBe(
      2,
    );
    expect((await owner.notifications.list({ since: '2030-01-01T00:00' })).items).toEqual([]);
    const inWorkspace = await owner.notifications.listForWorkspace(workspaceId, { size: 2 });
    expect(inWorkspace.items).toHaveLength(2);
    expect(inWorkspace.page).toEqual({ size: 2, totalElements: 3, totalPages: 2, number: 0 });
    expect((await inWorkspace.getNextPage()).items).toHaveLength(1);
    // The SDK refuses a non-ISO instant before the wire; the mock answers one that gets there with a 400.
    expect(() => owner.notifications.list({ since: 'yesterday' })).toThrow(InvalidArgumentError);
    const notifications = { _links: { self: { href: '/api/notifications' } } };
    await expect(owner.follow(notifications, 'self', { query: { since: 'yesterday' } })).rejects.toBeInstanceOf(
      BadRequestError,
    );
  });

  it('refresh with markAsResolved=false keeps them unresolved; without since it resolves all up to now', async () => {
    const owner = mock.client('owner');
    const { datasets, member } = mock.service.fixtures;
    await owner.subscriptions.toDataset(datasets.reach);
    raiseForDataset(mock.service.store, datasets.reach, 'DATASET_COMMENT', member.id);
    expect(await owner.notifications.refresh({ since: '2021-02-11T11:12', markAsResolved: false })).toHaveLength(1);
    expect((await owner.notifications.list()).items).toHaveLength(1);
    mock.service.clock.advance(5_000);
    expect(await owner.notifications.refresh()).toEqual([]);
    expect((await owner.notifications.list()).items).toEqual([]);
    expect((await owner.notifications.list({ all: true })).items.map((n) => n.resolved)).toEqual([true]);
  });

  it('shows a notification to its recipient only (else 404), deletes it (204), guards the workspace list', async () => {
    const owner = mock.client('owner');
    const { datasets, workspaceId, member } = mock.service.fixtures;
    await owner.subscriptions.toDataset(datasets.revenue);
    raiseForDataset(mock.service.store, datasets.revenue, 'DATASET_LIKE', member.id);
    const [notification] = (await owner.notifications.list()).items;
    if (!notification) throw new Error('expected a notification');
    expect((await owner.notifications.get(notification.id)).type).toBe('DATASET_LIKE');
    await expect(mock.client('member').notifications.get(notification.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(mock.client('member').notifications.delete(notification.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(mock.client('outsider').notifications.listForWorkspace(workspaceId)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(owner.notifications.listForWorkspace(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await owner.notifications.delete(notification);
    await expect(owner.notifications.get(notification.id)).rejects.toBeInstanceOf(NotFoundError);
    // Only Grace's is left: she follows the channel Sales (the demo data).
    expect([...mock.service.store.notifications.values()].map((n) => n.recipientId)).toEqual([mock.user('admin').id]);
  });
});
