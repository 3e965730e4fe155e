// The reads of comments and the drafts the service offers (the writes are in comments-writes.test.ts).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Comment, type CommentEdit, InvalidArgumentError } from '../../src/index.js';
import { COMMENT, DATASET, datasetBody, href } from '../fixtures/bodies.js';
import { commentBody, commentDraft, historyBody, REPLY } from '../fixtures/comments.js';
import { onePage } from '../helpers/pages.js';
import { makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const listPath = `/api/datasets/${DATASET}/comments`;

describe('comments.list', () => {
  it('GETs the comments of a dataset with paging and returns them', async () => {
    const net = wire().on('GET', listPath, { body: onePage('datasetComments', listPath, [commentBody()]) });
    const page = await makeClient().comments.list(DATASET, { page: 0, size: 20, sort: 'created,desc' });
    expect(net.last).toMatchObject({
      method: 'GET',
      path: listPath,
      query: { page: '0', size: '20', sort: 'created,desc' },
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([commentBody()]);
    expectTypeOf(page.items).toEqualTypeOf<Comment[]>();
  });

  it('takes a dataset object and sends no query without options', async () => {
    const net = wire().on('GET', listPath, { body: onePage('datasetComments', listPath, []) });
    const page = await makeClient().comments.list(datasetBody());
    expect(net.last).toMatchObject({ path: listPath, search: '' });
    expect(page.items).toEqual([]);
  });

  it('rejects an empty dataset id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().comments.list('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('comments.listReplies', () => {
  const replies = {
    _embedded: { datasetComments: [commentBody({ id: REPLY, parentId: COMMENT, commentCount: 0 })] },
    _links: { self: href(`${listPath}?parentId=${COMMENT}`) },
  };

  it('GETs the dataset comments filtered by parentId', async () => {
    const net = wire().on('GET', listPath, { body: replies });
    const page = await makeClient().comments.listReplies(DATASET, COMMENT, { size: 5 });
    expect(net.last).toMatchObject({ method: 'GET', path: listPath, search: `parentId=${COMMENT}&size=5` });
    expect(page.items.map((c) => c.parentId)).toEqual([COMMENT]);
  });

  it("follows a comment object's comments link", async () => {
    const net = wire().on('GET', listPath, { body: replies });
    await makeClient().comments.listReplies('unused', commentBody(), { page: 1 });
    expect(net.last).toMatchObject({ path: listPath, query: { parentId: COMMENT, page: '1' } });
  });

  it('takes a comment model alone: its comments link, else its datasetId and id', async () => {
    const net = wire()
      .on('GET', '/api/datasets/linked/comments', { body: replies })
      .on('GET', listPath, { body: replies });
    const linked = commentBody({ _links: { comments: href(`/api/datasets/linked/comments?parentId=${COMMENT}`) } });
    await makeClient().comments.listReplies(linked, { page: 1 });
    await makeClient().comments.listReplies(commentBody({ _links: {} }));
    expect(net.requests.map((r) => `${r.method} ${r.path}?${r.search}`)).toEqual([
      `GET /api/datasets/linked/comments?parentId=${COMMENT}&page=1`,
      `GET ${listPath}?parentId=${COMMENT}`,
    ]);
  });

  it('refuses a model with neither a comments link nor a datasetId, naming the signature', () => {
    const net = wire();
    expect(() => makeClient().comments.listReplies({ id: COMMENT, _links: {} })).toThrow(
      'comments.listReplies(datasetId, comment, query) needs the parent id and the id, ' +
        'or a model with a "comments" link',
    );
    expect(net.requests).toHaveLength(0);
  });

  it('rejects an empty comment id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().comments.listReplies(DATASET, '')).toThrow(InvalidArgumentError);
    expect(() => makeClient().comments.listReplies('', COMMENT)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('comments.get', () => {
  it('GETs /api/comments/{id} and returns the comment', async () => {
    const net = wire().on('GET', `/api/comments/${COMMENT}`, { body: commentBody() });
    const comment = await makeClient().comments.get(COMMENT);
    expect(net.last).toMatchObject({ method: 'GET', path: `/api/comments/${COMMENT}`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(comment).toEqual(commentBody());
  });

  it('encodes the id as one path segment', async () => {
    const net = wire().on('GET', '/api/comments/a%20b%7Cc', { body: commentBody({ id: 'a b|c' }) });
    await makeClient().comments.get('a b|c');
    expect(net.last.path).toBe('/api/comments/a%20b%7Cc');
  });

  it('rejects an empty or dot id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().comments.get('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().comments.get('..')).toThrow(/must be a non-empty id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('comments.history', () => {
  it('GETs the history as plain JSON and returns the array', async () => {
    const net = wire().on('GET', `/api/comments/${COMMENT}/history`, {
      body: historyBody,
      headers: { 'content-type': 'application/json' },
    });
    const history = await makeClient().comments.history(COMMENT);
    expect(net.last).toMatchObject({ method: 'GET', path: `/api/comments/${COMMENT}/history`, body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(history).toEqual(historyBody);
    expectTypeOf(history).toEqualTypeOf<CommentEdit[]>();
  });

  it("uses a comment object's edit-history link", async () => {
    const comment = commentBody({ _links: { 'edit-history': href('/api/comments/elsewhere/history', 'GET') } });
    const net = wire().on('GET', '/api/comments/elsewhere/history', { body: [] });
    expect(await makeClient().comments.history(comment)).toEqual([]);
    expect(net.last.path).toBe('/api/comments/elsewhere/history');
  });
});

describe('comments.initialise', () => {
  it('POSTs to the dataset comments with no body and returns the draft', async () => {
    const net = wire().on('POST', listPath, { body: commentDraft(REPLY) });
    const draft = await makeClient().comments.initialise(DATASET);
    expect(net.last).toMatchObject({ method: 'POST', path: listPath, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(draft).toEqual(commentDraft(REPLY));
  });

  it("uses a dataset object's new comment link", async () => {
    const dataset = datasetBody({ _links: { 'new comment': href('/api/datasets/linked/comments', 'POST') } });
    const net = wire().on('POST', '/api/datasets/linked/comments', { body: commentDraft(REPLY) });
    await makeClient().comments.initialise(dataset);
    expect(net.last.path).toBe('/api/datasets/linked/comments');
  });
});

describe('comments.initialiseReply', () => {
  it('POSTs to the parent comment with no body and returns the draft', async () => {
    const net = wire().on('POST', `/api/comments/${COMMENT}`, { body: commentDraft(REPLY, { parentId: COMMENT }) });
    const draft = await makeClient().comments.initialiseReply(COMMENT);
    expect(net.last).toMatchObject({ method: 'POST', path: `/api/comments/${COMMENT}`, body: undefined });
    expect(draft.parentId).toBe(COMMENT);
  });
});

// The service writes comments at `PUT /api/datasets/{datasetId}/comments/{commentId}` (its document, the real
// `update comment` links and requests); it has no `PUT /api/comments/{id}`.
