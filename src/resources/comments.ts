import {
  type ApiPromise,
  ApiResource,
  type HalResource,
  InvalidArgumentError,
  linkOr,
  nested,
  type OptionsArg,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  plainJson,
  type RequestOptions,
  type Subject,
  type Upserted,
  under,
  withQuery,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
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

const commentPath = (id: string) => path`/api/comments/${id}`;
const commentsOf = (datasetId: string) => path`/api/datasets/${datasetId}/comments`;
// The service writes a comment (the first PUT creates it) at its dataset's path; `PUT /api/comments/{id}` is none.
const inDataset = (datasetId: string, id: string) => path`/api/datasets/${datasetId}/comments/${id}`;
const likeOf = (id: string) => path`/api/comments/${id}/like`;
const newComment = (dataset: Subject) => linkOr(dataset, 'new comment', commentsOf);
const newReply = (comment: Subject) => linkOr(comment, 'new reply', commentPath);
const repliesOf = (datasetId: string, id: string) => withQuery(commentsOf(datasetId), { parentId: parentId(id) });

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
    return this.paginateOld(
      operation('comments.list', 'dataset', 'query'),
      [pageSpec, CommentCollection],
      linkOr(dataset, 'comments', commentsOf),
      query,
      options,
    );
  }

  /** Lists every comment the caller can see, in all their workspaces (the service takes no paging options here). */
  listAll(options?: RequestOptions): PagePromise<Comment> {
    return this.paginateOld(operation('comments.listAll'), CommentCollection, '/api/comments', undefined, options);
  }

  /** Lists the replies to a comment: by dataset and comment id, or a comment model (no dataset id needed). */
  listReplies(comment: CommentModel, query?: PageOptions, options?: RequestOptions): PagePromise<Comment>;
  listReplies(datasetId: string, comment: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Comment>;
  listReplies(...args: InDataset<[QueryArg?, OptionsArg?]>) {
    return this.paginateOld(
      operation('comments.listReplies', 'datasetId', 'comment', 'query'),
      [pageSpec, CommentCollection],
      ...nested(withDatasetId(args), 'comments', repliesOf),
    );
  }

  /** Gets a comment by id (or by its own `self` link). */
  get(comment: Subject, options?: RequestOptions): ApiPromise<Comment> {
    return this.read(operation('comments.get', 'comment'), Comment, linkOr(comment, 'self', commentPath), options);
  }

  /** Gets the edit history of a comment, oldest version first (a plain JSON array). */
  history(comment: Subject, options?: RequestOptions): ApiPromise<CommentEdit[]> {
    return this.request(
      operation('comments.history', 'comment'),
      {
        method: 'GET',
        url: linkOr(comment, 'edit-history', (id) => path`/api/comments/${id}/history`),
        accept: plainJson,
        schema: CommentHistory,
      },
      options,
    );
  }

  /** Starts a comment on a dataset: the service gives a fresh id (step one of `create`). */
  initialise(dataset: Subject, options?: RequestOptions): ApiPromise<CommentDraft> {
    return this.write(
      operation('comments.initialise', 'dataset'),
      'POST',
      CommentDraft,
      newComment(dataset),
      undefined,
      options,
    );
  }

  /** Starts a reply to a comment: the service gives a fresh id (step one of `reply`). */
  initialiseReply(comment: Subject, options?: RequestOptions): ApiPromise<CommentDraft> {
    return this.write(
      operation('comments.initialiseReply', 'comment'),
      'POST',
      CommentDraft,
      newReply(comment),
      undefined,
      options,
    );
  }

  /**
   * Writes the message of a comment, `PUT /api/datasets/{datasetId}/comments/{id}`; `created` is true the first
   * time (201). Give the dataset id and the comment (id or draft), or a draft or comment model: its `create comment`
   * or `update comment` link, else its `datasetId` and `id`.
   */
  put(comment: CommentModel, body: CommentInput, options?: RequestOptions): ApiPromise<Upserted<Comment>>;
  put(datasetId: string, comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Upserted<Comment>>;
  put(...args: InDataset<[CommentInput, OptionsArg?]>) {
    return this.upsertOld(
      operation('comments.put', 'datasetId', 'comment', '{ message }'),
      [CommentInput, Comment],
      ...nested(withDatasetId(args), ['create comment', 'update comment'], inDataset),
    );
  }

  /**
   * Comments on a dataset in two steps, `initialise` then `put` to the draft (its `create comment` link, else
   * `/api/datasets/{datasetId}/comments/{id}`), and returns the comment.
   */
  create(dataset: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    return this.twoStepOld(
      operation('comments.create', 'dataset', '{ message }'),
      { url: newComment(dataset), draft: CommentDraft },
      { rels: 'create comment', path: under(dataset, inDataset), schemas: [CommentInput, Comment], body },
      options,
    );
  }

  /**
   * Replies to a comment in two steps, `initialiseReply` then `put` to the draft (its `create comment` link, else
   * the dataset path when the comment is given as a model with its `datasetId`), and returns the reply.
   */
  reply(comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    return this.twoStepOld(
      operation('comments.reply', 'comment', '{ message }'),
      { url: newReply(comment), draft: CommentDraft },
      { rels: 'create comment', path: replyIn(comment), schemas: [CommentInput, Comment], body },
      options,
    );
  }

  /**
   * Edits the message of a comment, `PUT /api/datasets/{datasetId}/comments/{id}`: by dataset id and comment, or a
   * comment model (its `update comment` link, else its `datasetId` and `id`).
   */
  update(comment: CommentModel, body: CommentInput, options?: RequestOptions): ApiPromise<Comment>;
  update(datasetId: string, comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment>;
  update(...args: InDataset<[CommentInput, OptionsArg?]>) {
    return this.write(
      operation('comments.update', 'datasetId', 'comment', '{ message }'),
      'PUT',
      [CommentInput, Comment],
      ...nested(withDatasetId(args), 'update comment', inDataset),
    );
  }

  /** Likes a comment; resolves to the comment when the service sends it back. */
  like(comment: Subject, options?: RequestOptions): ApiPromise<Comment | undefined> {
    return this.request(
      operation('comments.like', 'comment'),
      { method: 'PUT', url: linkOr(comment, 'add like', likeOf), schema: Comment, allowEmpty: true },
      options,
    );
  }

  /** Withdraws the caller's like of a comment. */
  unlike(comment: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(operation('comments.unlike', 'comment'), linkOr(comment, 'remove like', likeOf), options);
  }

  /** Deletes a comment (by id, or by the comment's `delete comment` link). */
  delete(comment: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('comments.delete', 'comment'),
      linkOr(comment, 'delete comment', commentPath),
      options,
    );
  }
}

// A comment model's own `datasetId` stands in for the dataset id (its own link, when it has one, still wins).
function withDatasetId<R extends unknown[]>(args: InDataset<R>): InDataset<R> {
  const [first, ...rest] = args;
  if (typeof first !== 'object' || first === null || typeof first.datasetId !== 'string') return args;
  return [first.datasetId, first, ...(rest as R)];
}

// Where a reply draft is written when it has no link of its own: in the dataset of a parent comment given as a
// model with its `datasetId`; unknown for a parent given by id.
function replyIn(comment: Subject) {
  const datasetId = typeof comment === 'object' && comment !== null ? (comment as CommentModel).datasetId : undefined;
  return (draftId: string) => (typeof datasetId === 'string' ? inDataset(datasetId, draftId) : undefined);
}

// The parent id travels in the query, where `path` cannot check it.
function parentId(id: string): string {
  if (id === '') throw new InvalidArgumentError('comments.listReplies needs a non-empty comment id; nothing was sent.');
  return id;
}
