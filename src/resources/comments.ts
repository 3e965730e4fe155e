import { ApiResource, type PageOptions, pageQuery, type Upserted } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import { json as plainJson } from '../core/http/http.js';
import { withQuery } from '../core/http/url.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
import {
  Comment,
  CommentCollection,
  CommentDraft,
  type CommentEdit,
  CommentHistory,
  CommentInput,
} from '../models/comment.js';

/**
 * Comments on datasets, and replies to comments (threads).
 * @example
 * const { data: comment } = await client.comments.create(datasetId, { message: 'Nice chart #kpi' });
 * await client.comments.reply(comment, { message: 'Thanks!' });
 * for await (const c of client.comments.list(datasetId)) console.log(c.from?.handle, c.message);
 */
export class Comments extends ApiResource {
  /** Lists the comments of a dataset (20 a page unless told otherwise). */
  list(dataset: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Comment> {
    const url = subjectUrl(dataset, 'comments', (id) => path`/api/datasets/${id}/comments`);
    return this.paginate('comments.list', url, CommentCollection, pageQuery(query), options);
  }

  /** Lists the replies to a comment (by id, or by the comment's `comments` link). */
  replies(datasetId: string, comment: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Comment> {
    const url = subjectUrl(comment, 'comments', (id) =>
      withQuery(path`/api/datasets/${datasetId}/comments`, { parentId: parentId(id) }),
    );
    return this.paginate('comments.replies', url, CommentCollection, pageQuery(query), options);
  }

  /** Gets a comment by id (or by its own `self` link). */
  get(comment: Subject, options?: RequestOptions): Promise<Comment> {
    return this.request(
      {
        operation: 'comments.get',
        method: 'GET',
        url: subjectUrl(comment, 'self', (id) => path`/api/comments/${id}`),
        schema: Comment,
      },
      options,
    );
  }

  /** Gets the edit history of a comment, oldest version first (a plain JSON array). */
  history(comment: Subject, options?: RequestOptions): Promise<CommentEdit[]> {
    const url = subjectUrl(comment, 'edit-history', (id) => path`/api/comments/${id}/history`);
    return this.request(
      { operation: 'comments.history', method: 'GET', url, accept: plainJson, schema: CommentHistory },
      options,
    );
  }

  /** Starts a comment on a dataset: the service gives a fresh id (step one of `create`). */
  initialise(dataset: Subject, options?: RequestOptions): Promise<CommentDraft> {
    const url = subjectUrl(dataset, 'new comment', (id) => path`/api/datasets/${id}/comments`);
    return this.request({ operation: 'comments.initialise', method: 'POST', url, schema: CommentDraft }, options);
  }

  /** Starts a reply to a comment: the service gives a fresh id (step one of `reply`). */
  initialiseReply(comment: Subject, options?: RequestOptions): Promise<CommentDraft> {
    const url = subjectUrl(comment, 'new reply', (id) => path`/api/comments/${id}`);
    return this.request({ operation: 'comments.initialiseReply', method: 'POST', url, schema: CommentDraft }, options);
  }

  /** Writes the message of the comment with this id (or draft); `created` is true the first time (201). */
  put(comment: Subject, body: CommentInput, options?: RequestOptions): Promise<Upserted<Comment>> {
    const json = checkInput(CommentInput, body, 'comments.put');
    const url = subjectUrl(comment, 'create comment', (id) => path`/api/comments/${id}`);
    return this.upsert({ operation: 'comments.put', method: 'PUT', url, json, schema: Comment }, options);
  }

  /** Comments on a dataset in two steps: `initialise`, then `put` to the new id. */
  create(dataset: Subject, body: CommentInput, options?: RequestOptions): Promise<Upserted<Comment>> {
    checkInput(CommentInput, body, 'comments.create');
    return this.initialise(dataset, options).then((draft) => this.put(draft, body, options));
  }

  /** Replies to a comment in two steps: `initialiseReply`, then `put` to the new id. */
  reply(comment: Subject, body: CommentInput, options?: RequestOptions): Promise<Upserted<Comment>> {
    checkInput(CommentInput, body, 'comments.reply');
    return this.initialiseReply(comment, options).then((draft) => this.put(draft, body, options));
  }

  /** Edits the message of a comment (by id, or by the comment's `update comment` link). */
  update(datasetId: string, comment: Subject, body: CommentInput, options?: RequestOptions): Promise<Comment> {
    const json = checkInput(CommentInput, body, 'comments.update');
    const url = subjectUrl(comment, 'update comment', (id) => path`/api/datasets/${datasetId}/comments/${id}`);
    return this.request({ operation: 'comments.update', method: 'PUT', url, json, schema: Comment }, options);
  }

  /** Likes a comment; resolves to the comment when the service sends it back. */
  like(comment: Subject, options?: RequestOptions): Promise<Comment | undefined> {
    const url = subjectUrl(comment, 'add like', (id) => path`/api/comments/${id}/like`);
    return this.request<Comment | undefined>(
      { operation: 'comments.like', method: 'PUT', url, schema: Comment, allowEmpty: true },
      options,
    );
  }

  /** Withdraws the caller's like of a comment. */
  unlike(comment: Subject, options?: RequestOptions): Promise<void> {
    const url = subjectUrl(comment, 'remove like', (id) => path`/api/comments/${id}/like`);
    return this.request({ operation: 'comments.unlike', method: 'DELETE', url }, options);
  }

  /** Deletes a comment (by id, or by the comment's `delete comment` link). */
  delete(comment: Subject, options?: RequestOptions): Promise<void> {
    return this.request(
      {
        operation: 'comments.delete',
        method: 'DELETE',
        url: subjectUrl(comment, 'delete comment', (id) => path`/api/comments/${id}`),
      },
      options,
    );
  }
}

// The parent id travels in the query, where `path` cannot check it.
function parentId(id: string): string {
  if (id === '') throw new InvalidArgumentError('comments.replies needs a non-empty comment id; nothing was sent.');
  return id;
}
