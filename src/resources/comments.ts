import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  type HalResource,
  InvalidArgumentError,
  isOptionsObject,
  type ListDescription,
  nested,
  type Operations,
  type OptionsArg,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  paginateAt,
  plainJson,
  type RequestOptions,
  type Step,
  type Subject,
  submit,
  twoStep,
  type Upserted,
  upsert,
  type Written,
  withQuery,
} from '../core/namespace-kit.js';
import { fill } from '../core/paths.js';
import { Comment, CommentCollection } from '../models/comment.js';
import { type CommentEdit, CommentHistory } from '../models/comment-history.js';
import { CommentDraft, CommentInput } from '../models/comment-input.js';

/**
 * A comment given as a model: its own link, else its `datasetId` and `id`, locate it (or its replies).
 * @inline
 */
type CommentModel = HalResource & { readonly id?: string | undefined; readonly datasetId?: string | undefined };

type QueryArg = PageOptions | undefined;
/** A comment by dataset id and comment (id or model), or a comment model alone; then the method's other arguments. */
type InDataset<R extends unknown[]> = [CommentModel, ...R] | [string, Subject, ...R];

const list = {
  path: '/api/datasets/{dataset}/comments',
  link: 'comments',
  query: pageSpec,
  list: CommentCollection,
} satisfies Written<ListDescription<Comment>>;

const initialise = {
  method: 'POST',
  path: '/api/datasets/{dataset}/comments',
  link: 'new comment',
  output: CommentDraft,
} satisfies Step<CommentDraft>;

const initialiseReply = {
  method: 'POST',
  path: '/api/comments/{comment}',
  link: 'new reply',
  output: CommentDraft,
} satisfies Step<CommentDraft>;

// The service writes a comment (the first PUT creates it) at its dataset's path; `PUT /api/comments/{id}` is none.
const put = {
  method: 'PUT',
  path: '/api/datasets/{datasetId}/comments/{comment}',
  bodyName: '{ message }',
  nested: true,
  link: ['create comment', 'update comment'],
  input: CommentInput,
  output: Comment,
} satisfies Step<Comment>;

/** The second step of a create or a reply: the message PUT to the draft's `create comment` link. */
const finish = { ...put, link: 'create comment' };

const like = {
  method: 'PUT',
  path: '/api/comments/{comment}/like',
  link: 'add like',
  output: Comment,
  allowEmpty: true,
} satisfies Step<Comment>;

const byId = { path: '/api/comments/{comment}' } as const;

/** The operations of `Comments`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('comments', {
  list,
  listAll: { path: '/api/comments', list: CommentCollection },
  // The parent travels in the query, which the method builds itself (a path parameter could not carry any id).
  listReplies: {
    ...list,
    path: '/api/datasets/{datasetId}/comments?parentId={comment}',
    nested: true,
  },
  get: { ...byId, link: 'self', output: Comment },
  history: {
    path: '/api/comments/{comment}/history',
    link: 'edit-history',
    accept: plainJson,
    output: CommentHistory,
  },
  initialise,
  initialiseReply,
  put,
  create: { bodyName: '{ message }', start: initialise, finish },
  // The draft of a reply is written in its parent's dataset, which only a parent model's `datasetId` tells.
  reply: {
    params: ['comment', '{ message }'],
    start: initialiseReply,
    finish,
    parentsOf: ([parent]) => [datasetIdOf(parent)],
  },
  update: { ...put, link: 'update comment' },
  like,
  unlike: { method: 'DELETE', path: like.path, link: 'remove like' },
  delete: { ...byId, method: 'DELETE', link: 'delete comment' },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const commentOperations: Operations = ops;

/**
 * Comments on datasets, and replies to comments (threads).
 * @example
 * const comment = await client.comments.create(datasetId, { message: 'Nice chart #kpi' });
 * await client.comments.reply(comment, { message: 'Thanks!' });
 * for await (const c of client.comments.list(datasetId)) console.log(c.from?.handle, c.message);
 */
export class Comments extends ApiResource {
  /** Lists the comments of a dataset (20 a page unless told otherwise). */
  list(dataset: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Comment> {
    return paginate(this, ops.list, dataset, query, options);
  }

  /** Lists every comment the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Comment> {
    return paginate(this, ops.listAll, options);
  }

  /** Lists the replies to a comment: by dataset and comment id, or a comment model (no dataset id needed). */
  listReplies(comment: CommentModel, query?: PageOptions, options?: RequestOptions): PagePromise<Comment>;
  listReplies(datasetId: string, comment: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Comment>;
  listReplies(...args: InDataset<[QueryArg?, OptionsArg?]>) {
    return paginateAt(this, ops.listReplies, ...nested(withDatasetId(args), ops.listReplies.link, repliesOf));
  }

  /** Gets a comment by id (or by its own `self` link). */
  get(comment: Subject, options?: RequestOptions): ApiPromise<Comment> {
    return call(this, ops.get, comment, options);
  }

  /** Gets the edit history of a comment, oldest version first (a plain JSON array). */
  history(comment: Subject, options?: RequestOptions): ApiPromise<CommentEdit[]> {
    return call(this, ops.history, comment, options);
  }

  /** Starts a comment on a dataset: the service gives a fresh id (step one of `create`). */
  initialise(dataset: Subject, options?: RequestOptions): ApiPromise<CommentDraft> {
    return call(this, ops.initialise, dataset, options);
  }

  /** Starts a reply to a comment: the service gives a fresh id (step one of `reply`). */
  initialiseReply(comment: Subject, options?: RequestOptions): ApiPromise<CommentDraft> {
    return call(this, ops.initialiseReply, comment, options);
  }

  /**
   * Writes the message of a comment, `PUT /api/datasets/{datasetId}/comments/{id}`; `created` is true the first
   * time (201). Give the dataset id and the comment (id or draft), or a draft or comment model: its `create comment`
   * or `update comment` link, else its `datasetId` and `id`.
   */
  put(comment: CommentModel, body: CommentInput, options?: RequestOptions): ApiPromise<Upserted<Comment>>;
  put(datasetId: string, comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Upserted<Comment>>;
  put(...args: InDataset<[CommentInput, OptionsArg?]>) {
    return upsert(this, ops.put, ...withDatasetId(args));
  }

  /**
   * Comments on a dataset in two steps, `initialise` then `put` to the draft (its `create comment` link, else
   * `/api/datasets/{datasetId}/comments/{id}`), and returns the comment.
   */
  create(dataset: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    return twoStep(this, ops.create, dataset, body, options);
  }

  /**
   * Replies to a comment in two steps, `initialiseReply` then `put` to the draft (its `create comment` link, else
   * the dataset path when the comment is given as a model with its `datasetId`), and returns the reply.
   */
  reply(comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    return twoStep(this, ops.reply, comment, body, options);
  }

  /**
   * Edits the message of a comment, `PUT /api/datasets/{datasetId}/comments/{id}`: by dataset id and comment, or a
   * comment model (its `update comment` link, else its `datasetId` and `id`).
   */
  update(comment: CommentModel, body: CommentInput, options?: RequestOptions): ApiPromise<Comment>;
  update(datasetId: string, comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment>;
  update(...args: InDataset<[CommentInput, OptionsArg?]>) {
    return call(this, ops.update, ...withDatasetId(args));
  }

  /** Likes a comment; resolves to the comment when the service sends it back. */
  like(comment: Subject, options?: RequestOptions): ApiPromise<Comment | undefined> {
    return call(this, ops.like, comment, options);
  }

  /** Withdraws the caller's like of a comment. */
  unlike(comment: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.unlike, comment, options);
  }

  /** Deletes a comment (by id, or by the comment's `delete comment` link). */
  delete(comment: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, comment, options);
  }
}

// A comment model's own `datasetId` stands in for the dataset id (its own link, when it has one, still wins).
function withDatasetId<R extends unknown[]>(args: InDataset<R>): InDataset<R> {
  const [first, ...rest] = args;
  if (typeof first !== 'object' || first === null || typeof first.datasetId !== 'string') return args;
  return [first.datasetId, first, ...(rest as R)];
}

/** A reply's list: its dataset's comments, the parent's id in the query. */
const repliesOf = (datasetId: string, id: string) =>
  withQuery(fill(list.path, [datasetId]), { parentId: parentId(id) });

/** The `datasetId` of a comment given as a model, when it has one. */
function datasetIdOf(comment: unknown): string | undefined {
  const datasetId = isOptionsObject(comment) ? (comment as CommentModel).datasetId : undefined;
  return typeof datasetId === 'string' ? datasetId : undefined;
}

// The parent id travels in the query, where `path` cannot check it.
function parentId(id: string): string {
  if (id === '') throw new InvalidArgumentError('comments.listReplies needs a non-empty comment id; nothing was sent.');
  return id;
}
