// The writes of comments: put, create, reply, update, like and unlike, delete (the reads are in comments.test.ts).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Comment, InvalidArgumentError } from '../../src/index.js';
import { COMMENT, DATASET, datasetBody, href } from '../fixtures/bodies.js';
import { commentBody, commentDraft, REPLY } from '../fixtures/comments.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const listPath = `/api/datasets/${DATASET}/comments`;
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
