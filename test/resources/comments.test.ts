import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Comment, type CommentEdit, InvalidArgumentError } from '../../src/index.js';
import { COMMENT, DATASET, datasetBody, href } from '../fixtures/bodies.js';
import { commentBody, commentDraft, historyBody, REPLY } from '../fixtures/comments.js';
import { onePage } from '../helpers/pages.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

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
const replyPath = `/api/datasets/${DATASET}/comments/${REPLY}`;

describe('comments.put', () => {
  it('PUTs the message to /api/datasets/{datasetId}/comments/{id} and reports a creation (201)', async () => {
    const net = wire().on('PUT', replyPath, { status: 201, body: commentBody({ id: REPLY }) });
    const result = await makeClient().comments.put(DATASET, REPLY, { message: 'Revenue looks strong #kpi' });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: replyPath,
      search: '',
      body: { message: 'Revenue looks strong #kpi' },
    });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(result).toEqual({ created: true, data: commentBody({ id: REPLY }) });
    expectTypeOf(result.data).toEqualTypeOf<Comment>();
  });

  it('reports an update (200)', async () => {
    wire().on('PUT', replyPath, { status: 200, body: commentBody({ id: REPLY }) });
    expect((await makeClient().comments.put(DATASET, REPLY, { message: 'x' })).created).toBe(false);
  });

  it("follows a draft's create comment link, or a comment's update comment link", async () => {
    const net = wire()
      .on('PUT', '/api/drafts/linked', { status: 201, body: commentBody({ id: REPLY }) })
      .on('PUT', '/api/comments-elsewhere/linked', { status: 200, body: commentBody({ id: REPLY }) });
    const draft = { id: REPLY, _links: { 'create comment': href('/api/drafts/linked', 'PUT') } };
    await makeClient().comments.put(draft, { message: 'a' });
    const comment = commentBody({ _links: { 'update comment': href('/api/comments-elsewhere/linked', 'PUT') } });
    await makeClient().comments.put(comment, { message: 'b' });
    expect(net.requests.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`)).toEqual([
      'PUT /api/drafts/linked {"message":"a"}',
      'PUT /api/comments-elsewhere/linked {"message":"b"}',
    ]);
  });

  it('takes a model without links by its datasetId and id', async () => {
    const net = wire().on('PUT', replyPath, { status: 201, body: commentBody({ id: REPLY }) });
    await makeClient().comments.put({ id: REPLY, datasetId: DATASET, _links: {} }, { message: 'x' });
    expect(net.last).toMatchObject({ method: 'PUT', path: replyPath, body: { message: 'x' } });
  });

  it('refuses a comment id without its dataset, or a model with neither link nor datasetId, sending nothing', () => {
    const net = wire();
    // @ts-expect-error the dataset id is needed with a comment id
    expect(() => makeClient().comments.put(REPLY, { message: 'x' })).toThrow(
      'comments.put(datasetId, comment, { message }) needs a comment id or object as its second argument; got an ' +
        'object with neither a "create comment" or "update comment" link nor an id; pass its id instead.',
    );
    expect(() => makeClient().comments.put({ id: REPLY }, { message: 'x' })).toThrow(InvalidArgumentError);
    expect(() => makeClient().comments.put(DATASET, REPLY, { message: '' })).toThrow(/message/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('comments.create', () => {
  it("initialises, then PUTs the message to the draft's create comment link", async () => {
    const net = wire()
      .on('POST', listPath, { body: commentDraft(REPLY) })
      .on('PUT', replyPath, { status: 201, body: commentBody({ id: REPLY }) });
    const result = await makeClient().comments.create(DATASET, { message: 'Revenue looks strong #kpi' });
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${listPath}`, `PUT ${replyPath}`]);
    expect(net.requests[0]!.body).toBeUndefined();
    expect(net.requests[1]!.body).toEqual({ message: 'Revenue looks strong #kpi' });
    expect(net.requests[1]!.headers['content-type']).toBe('application/json');
    expect(result).toEqual(commentBody({ id: REPLY }));
  });

  it("returns the comment, with the PUT's 201 response on withResponse()", async () => {
    wire()
      .on('POST', listPath, { body: commentDraft(REPLY) })
      .on('PUT', replyPath, { status: 201, body: commentBody({ id: REPLY }) });
    const { data, response } = await makeClient().comments.create(datasetBody(), { message: 'hi' }).withResponse();
    expect(data).toEqual(commentBody({ id: REPLY }));
    expect(response.status).toBe(201);
  });

  it('PUTs to /api/datasets/{datasetId}/comments/{id} when the draft has no create link', async () => {
    const net = wire()
      .on('POST', listPath, { body: { id: REPLY } })
      .on('PUT', replyPath, { status: 201, body: commentBody({ id: REPLY }) });
    await makeClient().comments.create(DATASET, { message: 'hi' });
    expect(net.requests.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`)).toEqual([
      `POST ${listPath} undefined`,
      `PUT ${replyPath} {"message":"hi"}`,
    ]);
  });

  it('refuses an empty message before initialising', async () => {
    const net = wire();
    expect(() => makeClient().comments.create(DATASET, { message: '' })).toThrow(
      /comments.create was given invalid input; nothing was sent. message/,
    );
    // @ts-expect-error message is required
    expect(() => makeClient().comments.create(DATASET, {})).toThrow(InvalidArgumentError);
    expect(() => makeClient().comments.create('', { message: 'hi' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('comments.reply', () => {
  it("initialises a reply on the parent, then PUTs the message to the draft's create comment link", async () => {
    const net = wire()
      .on('POST', `/api/comments/${COMMENT}`, { body: commentDraft(REPLY, { parentId: COMMENT }) })
      .on('PUT', replyPath, { status: 201, body: commentBody({ id: REPLY, parentId: COMMENT }) });
    const { data, response } = await makeClient().comments.reply(COMMENT, { message: 'Agreed' }).withResponse();
    expect(net.requests.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`)).toEqual([
      `POST /api/comments/${COMMENT} undefined`,
      `PUT ${replyPath} {"message":"Agreed"}`,
    ]);
    expect(response.status).toBe(201);
    expect(data.parentId).toBe(COMMENT);
  });

  it("PUTs to the parent model's dataset when the draft has no create link", async () => {
    const net = wire()
      .on('POST', `/api/comments/${COMMENT}`, { body: { id: REPLY, parentId: COMMENT } })
      .on('PUT', replyPath, { status: 201, body: commentBody({ id: REPLY, parentId: COMMENT }) });
    await makeClient().comments.reply(commentBody(), { message: 'Agreed' });
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/comments/${COMMENT}`,
      `PUT ${replyPath}`,
    ]);
  });

  it('refuses an empty message before initialising', async () => {
    const net = wire();
    expect(() => makeClient().comments.reply(COMMENT, { message: '' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('comments.update', () => {
  const updatePath = `/api/datasets/${DATASET}/comments/${COMMENT}`;

  it('PUTs the message to /api/datasets/{datasetId}/comments/{id} and returns the comment', async () => {
    const net = wire().on('PUT', updatePath, { body: commentBody({ message: 'Edited' }) });
    const comment = await makeClient().comments.update(DATASET, COMMENT, { message: 'Edited' });
    expect(net.last).toMatchObject({ method: 'PUT', path: updatePath, search: '', body: { message: 'Edited' } });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(comment.message).toBe('Edited');
    expectTypeOf(comment).toEqualTypeOf<Comment>();
  });

  it("uses a comment object's update comment link", async () => {
    const comment = commentBody({
      _links: { 'update comment': href(`/api/datasets/${DATASET}/comments/linked`, 'PUT') },
    });
    const net = wire().on('PUT', `/api/datasets/${DATASET}/comments/linked`, { body: commentBody() });
    await makeClient().comments.update(comment, { message: 'Edited' });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: `/api/datasets/${DATASET}/comments/linked`,
      body: { message: 'Edited' },
    });
  });

  it('PUTs to the dataset path of a model without an update comment link, by its datasetId and id', async () => {
    const net = wire().on('PUT', updatePath, { body: commentBody() });
    await makeClient().comments.update({ id: COMMENT, datasetId: DATASET, _links: {} }, { message: 'Edited' });
    await makeClient().comments.update(DATASET, { id: COMMENT, _links: {} }, { message: 'Edited' });
    expect(net.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', updatePath, { message: 'Edited' }],
      ['PUT', updatePath, { message: 'Edited' }],
    ]);
  });

  it('refuses an empty message or id, or an id without its dataset, before sending anything', () => {
    const net = wire();
    expect(() => makeClient().comments.update(DATASET, COMMENT, { message: '' })).toThrow(
      /comments.update was given invalid input/,
    );
    expect(() => makeClient().comments.update(DATASET, '', { message: 'x' })).toThrow(InvalidArgumentError);
    // @ts-expect-error a comment id needs its dataset id
    expect(() => makeClient().comments.update(COMMENT, { message: 'x' })).toThrow(
      /^comments\.update\(datasetId, comment, \{ message \}\) needs a comment id or object as its second argument/,
    );
    expect(() => makeClient().comments.update({ id: COMMENT, _links: {} }, { message: 'x' })).toThrow(
      InvalidArgumentError,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('comments.like and unlike', () => {
  it('PUTs the like and returns the comment when one comes back', async () => {
    const net = wire().on('PUT', `/api/comments/${COMMENT}/like`, { body: commentBody({ likeCount: 2 }) });
    const comment = await makeClient().comments.like(COMMENT);
    expect(net.last).toMatchObject({ method: 'PUT', path: `/api/comments/${COMMENT}/like`, body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(comment?.likeCount).toBe(2);
  });

  it('gives the raw response of a like: status and headers, the body unread', async () => {
    const headers = { 'x-request-id': 'like-1' };
    const net = wire().on('PUT', `/api/comments/${COMMENT}/like`, { body: commentBody(), headers });
    const { data, response } = await makeClient().comments.like(COMMENT).withResponse();
    expect(data).toEqual(commentBody());
    expect(response.headers.get('x-request-id')).toBe('like-1');
    const raw = await makeClient().comments.like(COMMENT).asResponse();
    expect([raw.status, raw.headers.get('x-request-id'), raw.bodyUsed]).toEqual([200, 'like-1', false]);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /api/comments/${COMMENT}/like`,
      `PUT /api/comments/${COMMENT}/like`,
    ]);
  });

  it('resolves to undefined on an empty 200, following the add like link', async () => {
    const comment = commentBody({ _links: { 'add like': href('/api/comments/linked/like', 'PUT') } });
    const net = wire().on('PUT', '/api/comments/linked/like', { status: 200 });
    await expect(makeClient().comments.like(comment)).resolves.toBeUndefined();
    expect(net.last.path).toBe('/api/comments/linked/like');
  });

  it('DELETEs the like and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `/api/comments/${COMMENT}/like`, { status: 204 });
    await expect(makeClient().comments.unlike(commentBody())).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `/api/comments/${COMMENT}/like`, body: undefined });
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().comments.like('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().comments.unlike('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('comments.delete', () => {
  it('DELETEs /api/comments/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `/api/comments/${COMMENT}`, { status: 204 });
    await expect(makeClient().comments.delete(COMMENT)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `/api/comments/${COMMENT}`, body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it("uses a comment object's delete comment link", async () => {
    const comment = commentBody({
      _links: { 'delete comment': { href: `${BASE}/api/comments/linked`, type: 'DELETE' } },
    });
    const net = wire().on('DELETE', '/api/comments/linked', { status: 204 });
    await makeClient().comments.delete(comment);
    expect(net.last.path).toBe('/api/comments/linked');
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().comments.delete('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
