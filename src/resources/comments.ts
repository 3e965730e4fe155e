import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import { type HalResource, link } from '../core/hal.js';
import { json as plainJson } from '../core/http/http.js';
import { withQuery } from '../core/http/url.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type OptionsArg, type RequestOptions, requestOptions } from '../core/request-options.js';
import { nestedUrl, type Subject, subjectUrl } from '../core/subject.js';
import {
  Comment,
  CommentCollection,
  CommentDraft,
  type CommentEdit,
  CommentHistory,
  CommentInput,
} from '../models/comment.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';

/** A comment given as a model: its `comments` link, else its `datasetId` and `id`, locate its replies. */
type ReplyParent = HalResource & { readonly id?: string | undefined; readonly datasetId?: string | undefined };

type QueryArg = PageOptions | undefined;
type RepliesArgs = [ReplyParent, QueryArg?, OptionsArg?] | [string, Subject, QueryArg?, OptionsArg?];

const commentPath = (id: string) => path`/api/comments/${id}`;
const newCommentUrl = (dataset: Subject, sig: string) =>
  subjectUrl(dataset, 'new comment', (id) => path`/api/datasets/${id}/comments`, sig);
const newReplyUrl = (comment: Subject, sig: string) => subjectUrl(comment, 'new reply', commentPath, sig);

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
    const sig = 'comments.list(dataset, query)';
    const url = subjectUrl(dataset, 'comments', (id) => path`/api/datasets/${id}/comments`, sig);
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, CommentCollection, q, options);
  }

  /** Lists the replies to a comment: by dataset and comment id, or a comment model (no dataset id needed). */
  listReplies(comment: ReplyParent, query?: PageOptions, options?: RequestOptions): PagePromise<Comment>;
  listReplies(datasetId: string, comment: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Comment>;
  listReplies(...args: RepliesArgs) {
    const sig = 'comments.listReplies(datasetId, comment, query)';
    const [url, query, options] = nestedUrl<[QueryArg?, OptionsArg?]>(
      withDatasetId(args),
      'comments',
      (datasetId, id) => withQuery(path`/api/datasets/${datasetId}/comments`, { parentId: parentId(id) }),
      sig,
    );
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, CommentCollection, q, options);
  }

  /** Gets a comment by id (or by its own `self` link). */
  get(comment: Subject, options?: RequestOptions): ApiPromise<Comment> {
    const sig = 'comments.get(comment)';
    const url = subjectUrl(comment, 'self', commentPath, sig);
    return this.read(sig, url, Comment, options);
  }

  /** Gets the edit history of a comment, oldest version first (a plain JSON array). */
  history(comment: Subject, options?: RequestOptions): ApiPromise<CommentEdit[]> {
    const sig = 'comments.history(comment)';
    const url = subjectUrl(comment, 'edit-history', (id) => path`/api/comments/${id}/history`, sig);
    const call = {
      operation: 'comments.history',
      method: 'GET',
      url,
      accept: plainJson,
      schema: CommentHistory,
    } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Starts a comment on a dataset: the service gives a fresh id (step one of `create`). */
  initialise(dataset: Subject, options?: RequestOptions): ApiPromise<CommentDraft> {
    const sig = 'comments.initialise(dataset)';
    const url = newCommentUrl(dataset, sig);
    return this.write(sig, 'POST', url, undefined, CommentDraft, options);
  }

  /** Starts a reply to a comment: the service gives a fresh id (step one of `reply`). */
  initialiseReply(comment: Subject, options?: RequestOptions): ApiPromise<CommentDraft> {
    const sig = 'comments.initialiseReply(comment)';
    const url = newReplyUrl(comment, sig);
    return this.write(sig, 'POST', url, undefined, CommentDraft, options);
  }

  /** Writes the message of the comment with this id (or draft); `created` is true the first time (201). */
  put(comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Upserted<Comment>> {
    const sig = 'comments.put(comment, { message })';
    const url = subjectUrl(comment, 'create comment', commentPath, sig);
    return this.upsert(sig, url, bodyOf(CommentInput, body, sig), Comment, options);
  }

  /** Comments on a dataset in two steps, `initialise` then `put` to the new id, and returns the comment. */
  create(dataset: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    const sig = 'comments.create(dataset, { message })';
    newCommentUrl(dataset, sig);
    bodyOf(CommentInput, body, sig);
    requestOptions(options, sig);
    return this.chain(this.initialise(dataset, options), (draft) => this.dataOf(this.put(draft, body, options)));
  }

  /** Replies to a comment in two steps, `initialiseReply` then `put` to the new id, and returns the reply. */
  reply(comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    const sig = 'comments.reply(comment, { message })';
    newReplyUrl(comment, sig);
    bodyOf(CommentInput, body, sig);
    requestOptions(options, sig);
    return this.chain(this.initialiseReply(comment, options), (draft) => this.dataOf(this.put(draft, body, options)));
  }

  /** Edits the message of a comment: by id (`PUT /api/comments/{id}`), or a model's `update comment` link. */
  update(comment: Subject, body: CommentInput, options?: RequestOptions): ApiPromise<Comment> {
    const sig = 'comments.update(comment, { message })';
    const url = subjectUrl(comment, 'update comment', commentPath, sig);
    const json = bodyOf(CommentInput, body, sig);
    return this.write(sig, 'PUT', url, json, Comment, options);
  }

  /** Likes a comment; resolves to the comment when the service sends it back. */
  like(comment: Subject, options?: RequestOptions): ApiPromise<Comment | undefined> {
    const sig = 'comments.like(comment)';
    const url = subjectUrl(comment, 'add like', (id) => path`/api/comments/${id}/like`, sig);
    const call = { operation: 'comments.like', method: 'PUT', url, schema: Comment, allowEmpty: true } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Withdraws the caller's like of a comment. */
  unlike(comment: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'comments.unlike(comment)';
    const url = subjectUrl(comment, 'remove like', (id) => path`/api/comments/${id}/like`, sig);
    return this.remove(sig, url, options);
  }

  /** Deletes a comment (by id, or by the comment's `delete comment` link). */
  delete(comment: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'comments.delete(comment)';
    const url = subjectUrl(comment, 'delete comment', commentPath, sig);
    return this.remove(sig, url, options);
  }
}

// A comment without replies has no `comments` link; its own `datasetId` then stands in for the parent id.
function withDatasetId(args: RepliesArgs): RepliesArgs {
  const [first, ...rest] = args;
  if (typeof first !== 'object' || first === null || link(first, 'comments') || typeof first.datasetId !== 'string') {
    return args;
  }
  return [first.datasetId, first, ...(rest as [QueryArg?, OptionsArg?])];
}

// The parent id travels in the query, where `path` cannot check it.
function parentId(id: string): string {
  if (id === '') throw new InvalidArgumentError('comments.listReplies needs a non-empty comment id; nothing was sent.');
  return id;
}
