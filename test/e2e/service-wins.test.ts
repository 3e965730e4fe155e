// Issue 21, point 4: where the SDK contradicted the service's own OpenAPI document, the service wins. Each case
// end to end against the mock, which now behaves as the document says.
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, link, PermissionDeniedError } from '../../src/index.js';
import { addJob } from '../../src/mock/resources/jobs/jobs.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('the service wins, over the loopback mock', () => {
  it('writes comments at PUT /api/datasets/{datasetId}/comments/{commentId}, by ids, draft or model', async () => {
    const { datasets } = mock.service.fixtures;
    const owner = mock.client('owner');
    const draft = await owner.comments.initialise(datasets.revenue);
    expect(link(draft, 'create comment')?.href).toBe(
      `${mock.server.url}/api/datasets/${datasets.revenue}/comments/${draft.id}`,
    );
    const written = await owner.comments.put(datasets.revenue, draft.id, { message: 'First #kpi' });
    expect(written).toMatchObject({ created: true, data: { id: draft.id, message: 'First #kpi' } });
    const linkless = { id: draft.id, datasetId: datasets.revenue, _links: {} };
    expect((await owner.comments.update(linkless, { message: 'Second #kpi' })).message).toBe('Second #kpi');
    const reply = await mock.client('member').comments.reply(written.data, { message: 'Agreed' });
    expect(reply).toMatchObject({ parentId: draft.id, datasetId: datasets.revenue, message: 'Agreed' });
    expect((await owner.comments.history(draft.id)).map((h) => h.message)).toEqual(['First #kpi']);
  });

  it('publishes datasets under any alias the service takes: Q3_Revenue, sales/q3', async () => {
    const { workspaceId } = mock.service.fixtures;
    const admin = mock.client('admin');
    for (const alias of ['Q3_Revenue', 'sales/q3']) {
      const { created, data } = await admin.datasets.publish(workspaceId, { alias, title: `Revenue ${alias}` });
      expect([created, data.alias]).toEqual([true, alias]);
    }
    expect((await admin.datasets.getInWorkspace(workspaceId, 'Q3_Revenue')).title).toBe('Revenue Q3_Revenue');
    expect((await admin.datasets.getInWorkspace(workspaceId, 'sales/q3')).title).toBe('Revenue sales/q3');
    const again = await admin.datasets.publish(workspaceId, { alias: 'Q3_Revenue', title: 'Q3 revenue, again' });
    expect(again.created).toBe(false);
    expect(() => admin.datasets.publish(workspaceId, { alias: ' ', title: 'x' })).toThrow(InvalidArgumentError);
  });

  it('takes a pipeline schedule of "-" (no schedule), in the SDK and in the mock', async () => {
    const { workspaceId } = mock.service.fixtures;
    const admin = mock.client('admin');
    const body = { label: 'Orders on demand', dataComponents: ['extractors/tap-postgres', 'loaders/target-postgres'] };
    const created = await admin.pipelines.create(workspaceId, { ...body, schedule: '-' });
    expect(created.schedule).toBe('-');
    expect(() => admin.pipelines.create(workspaceId, { ...body, schedule: '- -' })).toThrow(InvalidArgumentError);
  });

  it('refuses a workspace image that is not an image data URI or is too long, as the service does', async () => {
    const owner = mock.client('owner');
    const { workspaceId } = mock.service.fixtures;
    const text = 'data:text/plain;base64,aGk=';
    const huge = `data:image/png;base64,${'A'.repeat(699_052)}`;
    for (const imageUrl of [text, huge]) {
      expect(() => owner.workspaces.update(workspaceId, { name: 'Analytics', imageUrl })).toThrow(InvalidArgumentError);
    }
    const put = (imageUrl: string) =>
      fetch(`${mock.server.url}/api/workspaces/${workspaceId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${mock.service.fixtures.owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Analytics', imageUrl }),
      });
    for (const imageUrl of [text, huge]) {
      const response = await put(imageUrl);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ field: 'imageUrl' }] });
    }
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    expect((await owner.workspaces.update(workspaceId, { name: 'Analytics', imageUrl: image })).imageUrl).toBe(image);
  });

  it('subscribes a pipeline for all members (owner only), who are then told of its jobs', async () => {
    const { workspaceId, pipelineId, member } = mock.service.fixtures;
    await expect(
      mock.client('member').subscriptions.toPipeline(pipelineId, { allMembers: true }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    const all = await mock.client('owner').subscriptions.toPipeline(pipelineId, { allMembers: true });
    const members = await mock.client('member').subscriptions.listMembers(workspaceId);
    expect(members.items.map((s) => s.id)).toEqual([all.id]);
    addJob(mock.service.store, { workspaceId, pipelineId, type: 'PIPELINE_RUN', profileId: member.id });
    mock.service.clock.advance(3_000);
    const told = await mock.client('admin').notifications.list();
    expect(told.items.map((n) => n.type)).toContain('JOB_STARTED');
  });

  it('PUTs a workspace file as application/hal+json, which the mock takes', async () => {
    const { workspaceId } = mock.service.fixtures;
    const seen: string[] = [];
    const client = mock.client('admin', {
      fetch: (input, init) => {
        const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
        seen.push(headers.get('content-type') ?? '');
        return fetch(input, init);
      },
    });
    const { created, data } = await client.files.put(workspaceId, 'notes/q3.md', {
      contentType: 'text/markdown',
      content: '# Q3',
    });
    expect([created, data.path, seen]).toEqual([true, 'notes/q3.md', ['application/hal+json']]);
  });
});
