import { describe, expect, it } from 'vitest';
import { BadRequestError, links, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('comments over the loopback mock', () => {
  it('runs a thread: comment, replies, counts, edits with history, likes, unlike, delete', async () => {
    const { datasets, comments } = mock.service.fixtures;
    const owner = mock.client('owner');
    const member = mock.client('member');

    const { data: comment, response } = await owner.comments
      .create(datasets.revenue, { message: 'EMEA looks low this quarter' })
      .withResponse();
    expect(response.status).toBe(201);
    expect(comment).toMatchObject({
      message: 'EMEA looks low this quarter',
      datasetId: datasets.revenue,
      commentCount: 0,
      likeCount: 0,
      from: { id: mock.user('owner').id },
    });
    expect(comment.parentId).toBeUndefined();
    expect(Object.keys(links(comment)).sort()).toEqual([
      'add like',
      'delete comment',
      'new reply',
      'self',
      'update comment',
    ]);

    const replied = await member.comments.reply(comment, { message: 'Two deals slipped to Q4' }).withResponse();
    const first = replied.data;
    const second = await mock.client('admin').comments.reply(comment.id, { message: 'Agreed' });
    expect(replied.response.status).toBe(201);
    expect(first).toMatchObject({ parentId: comment.id, datasetId: datasets.revenue });
    expect(second.parentId).toBe(comment.id);

    const parent = await member.comments.get(comment);
    expect(parent.commentCount).toBe(2);
    expect(links(parent)['comments']?.href).toContain(`parentId=${comment.id}`);
    const replies = await member.comments.listReplies(parent);
    expect(replies.items.map((r) => r.message)).toEqual(['Two deals slipped to Q4', 'Agreed']);
    expect(replies.items.every((r) => r.parentId === comment.id)).toBe(true);
    const top = await member.comments.list(datasets.revenue);
    expect(top.items.map((c) => c.id)).toEqual([comments.question, comment.id]); // the demo's question first
    expect(top.page).toEqual({ size: 20, totalElements: 2, totalPages: 1, number: 0 });

    mock.service.clock.advance(60_000);
    const edited = await owner.comments.update(parent, { message: 'EMEA looks low' });
    expect(links(edited)['edit-history']).toBeDefined();
    const again = await owner.comments.put(datasets.revenue, comment.id, {
      message: 'EMEA looks low (two deals slipped)',
    });
    expect(again.created).toBe(false);
    const history = await member.comments.history(again.data);
    expect(history.map((h) => [h.message, h.editVersion])).toEqual([
      ['EMEA looks low this quarter', '1'],
      ['EMEA looks low', '2'],
    ]);
    expect(history.every((h) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/.test(h.lastModified))).toBe(true);
    expect(history[0]?.lastModified.slice(0, 19)).toBe('2024-03-01T09:00:00');
    expect(history[1]?.lastModified.slice(0, 19)).toBe('2024-03-01T09:01:00');

    const liked = await member.comments.like(comment.id);
    await mock.client('admin').comments.like(comment.id);
    expect(liked?.likeCount).toBe(1);
    expect((await owner.comments.get(comment.id)).likedByProfiles?.map((p) => p.name).sort()).toEqual([
      'Grace Hopper',
      'Linus Torvalds',
    ]);
    await member.comments.unlike(comment.id);
    expect((await owner.comments.get(comment.id)).likeCount).toBe(1);

    await member.comments.delete(first);
    expect((await owner.comments.get(comment.id)).commentCount).toBe(1);
    await owner.comments.delete(comment.id);
    await expect(owner.comments.get(comment.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(owner.comments.get(second.id)).rejects.toBeInstanceOf(NotFoundError);
    const left = mock.service.inspect()['comments'] as Array<{ id: string }>;
    expect(left.map((c) => c.id)).toEqual([comments.question, comments.reply]);
  });

  it('edits by dataset and comment id (PUT /api/datasets/{ds}/comments/{id}); a model with no replies', async () => {
    const { datasets } = mock.service.fixtures;
    const owner = mock.client('owner');
    const comment = await owner.comments.create(datasets.churn, { message: 'Churn is flat' });
    mock.service.clock.advance(1_000);
    const edited = await owner.comments.update(datasets.churn, comment.id, { message: 'Churn is flat (Q3)' });
    expect(edited).toMatchObject({ id: comment.id, message: 'Churn is flat (Q3)' });
    // The service has no `PUT /api/comments/{id}`: the mock answers it as it answers any method a path lacks.
    const raw = await fetch(`${mock.server.url}/api/comments/${comment.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${mock.service.fixtures.owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x' }),
    });
    expect(raw.status).toBe(405);
    const elsewhere = await owner.comments.update(datasets.revenue, comment.id, { message: 'x' }).catch((e) => e);
    expect(elsewhere).toBeInstanceOf(NotFoundError);
    expect((await owner.comments.history(edited)).map((h) => h.message)).toEqual(['Churn is flat']);
    expect(links(comment)['comments']).toBeUndefined();
    expect((await owner.comments.listReplies(comment)).items).toEqual([]);
  });

  it('initialises a draft that is invisible until its first PUT', async () => {
    const { datasets } = mock.service.fixtures;
    const client = mock.client('member');
    const draft = await client.comments.initialise(datasets.churn);
    expect(draft).toMatchObject({ datasetId: datasets.churn });
    expect(links(draft)['create comment']).toMatchObject({ type: 'PUT' });
    await expect(client.comments.get(draft.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await client.comments.list(datasets.churn)).items).toEqual([]);
    const { created, data } = await client.comments.put(draft, { message: 'Churn is seasonal #kpi' });
    expect(created).toBe(true);
    expect((await client.comments.list(datasets.churn)).items.map((c) => c.id)).toEqual([data.id]);
    expect(await client.comments.history(data.id)).toEqual([]);
  });

  it('raises DATASET_COMMENT for subscribers, not for the author', async () => {
    const { datasets, owner, member } = mock.service.fixtures;
    await mock.client('owner').subscriptions.toDataset(datasets.reach);
    const data = await mock.client('member').comments.create(datasets.reach, { message: 'Impressions doubled' });
    const raised = [...mock.service.store.notifications.values()].filter(
      (n) => n.type === 'DATASET_COMMENT' && n.datasetId === datasets.reach,
    );
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      recipientId: owner.id,
      actorId: member.id,
      datasetId: datasets.reach,
      commentId: data.id,
    });
  });

  it('keeps comments to members, edits to the author, deletion to the author or an administrator', async () => {
    const { datasets, comments } = mock.service.fixtures;
    const comment = await mock.client('member').comments.create(datasets.revenue, { message: 'Mine' });
    const outsider = mock.client('outsider');
    await expect(outsider.comments.list(datasets.revenue)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(outsider.comments.get(comment.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(outsider.comments.create(datasets.revenue, { message: 'Hi' })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(outsider.comments.like(comment.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(
      mock.client('owner').comments.put(datasets.revenue, comment.id, { message: 'Not yours' }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    const admins = await mock.client('admin').comments.create(datasets.revenue, { message: 'Admin note' });
    await expect(mock.client('member').comments.delete(admins.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    await mock.client('admin').comments.delete(comment.id);
    expect((await mock.client('member').comments.list(datasets.revenue)).items.map((c) => c.id)).toEqual([
      comments.question,
      admins.id,
    ]);
  });

  it('answers unknown ids with 404 and a blank message with 400', async () => {
    const client = mock.client('owner');
    const { datasets } = mock.service.fixtures;
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(client.comments.list(unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.comments.get(unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.comments.history(unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.comments.initialiseReply(unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.comments.listReplies(datasets.revenue, unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.comments.put(datasets.revenue, unknown, { message: 'x' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(client.comments.put(unknown, unknown, { message: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    const draft = await client.comments.initialise(datasets.revenue);
    const error = await client.comments.put(draft, { message: '   ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).body).toMatchObject({ status: 400, errors: [{ field: 'message' }] });
  });
});
