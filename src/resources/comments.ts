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
  withQuery,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import {
  Comment,
  CommentCollection,
  CommentDraft,
  type CommentEdit,
  CommentHistory,
  CommentInput,
} from '../models/comment.js';

/** A comment given as a model: its `comments` link, else its `datasetId` and `id`, locate its replies. */
type ReplyParent = HalResource & { readonly id?: string | undefined; readonly datasetId?: string | undefined };

type QueryArg = PageOptions | undefined;
type RepliesArgs = [ReplyParent, QueryArg?, OptionsArg?] | [string, Subject, QueryArg?, OptionsArg?];

const commentPath = (id: string) => path`/api/comments/${id}`;
const commentsOf = (datasetId: string) => path`/api/datasets/${datasetId}/comments`;
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
    return this.paginate(
      operation('comments.list', 'dataset', 'query'),
      [pageSpec, CommentCollection],
      linkOr(dataset, 'comments', commentsOf),
      query,
      options,
    );
  }

  /** Lists the replies to a comment: by dataset and comment id, or a comment model (no dataset id needed). */
  listReplies(comment: ReplyParent, query?: PageOptions, options?: RequestOptions): PagePromise<Comment>;
  listReplies(datasetId: string, comment: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Comment>;
  listReplies(...args: RepliesArgs) {
    return this.paginate(
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

  /** Writes the message of the comment with this id (or draft); `created` is true the first time (201). */
  put(comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Upserted<Comment>> {
    return this.upsert(
      operation('comments.put', 'comment', '{ message }'),
      [CommentInput, Comment],
      linkOr(comment, 'create comment', commentPath),
      body,
      options,
    );
  }

  /** Comments on a dataset in two steps, `initialise` then `put` to the new id, and returns the comment. */
  create(dataset: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    return this.twoStep(
      operation('comments.create', 'dataset', '{ message }'),
      { url: newComment(dataset), draft: CommentDraft },
      { rels: 'create comment', path: commentPath, schemas: [CommentInput, Comment], body },
      options,
    );
  }

  /** Replies to a comment in two steps, `initialiseReply` then `put` to the new id, and returns the reply. */
  reply(comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    return this.twoStep(
      operation('comments.reply', 'comment', '{ message }'),
      { url: newReply(comment), draft: CommentDraft },
      { rels: 'create comment', path: commentPath, schemas: [CommentInput, Comment], body },
      options,
    );
  }

  /** Edits the message of a comment: by id (`PUT /api/comments/{id}`), or a model's `update comment` link. */
  update(comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    return this.write(
      operation('comments.update', 'comment', '{ message }'),
      'PUT',
      [CommentInput, Comment],
      linkOr(comment, 'update comment', commentPath),
      body,
      options,
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

// A comment model's own `datasetId` stands in for the parent id (its `comments` link, when it has one, still wins).
function withDatasetId(args: RepliesArgs): RepliesArgs {
  const [first, ...rest] = args;
  if (typeof first !== 'object' || first === null || typeof first.datasetId !== 'string') return args;
  return [first.datasetId, first, ...(rest as [QueryArg?, OptionsArg?])];
}

// The parent id travels in the query, where `path` cannot check it.
function parentId(id: string): string {
  if (id === '') throw new InvalidArgumentError('comments.listReplies needs a non-empty comment id; nothing was sent.');
  return id;
}
