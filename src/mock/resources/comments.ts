import type { Comment } from '../../models/comment.js';
import type { CommentEdit } from '../../models/comment-history.js';
import type { CommentDraft } from '../../models/comment-input.js';
import { millisTimestamp } from '../clock.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { checkCommentEdits } from '../http/limits.js';
import { anyRecord, stored } from '../http/lookup.js';
import { listResponse, pagedResponse } from '../http/paging.js';
import { empty, hal, json, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { Store } from '../store.js';
import { recordTable } from '../table.js';
import { CommentEditHistory } from './comment-history.js';
import type { DatasetRecord } from './datasets/datasets.js';
import { raiseForDataset } from './notifications/raise.js';
import { memberView } from './profiles/view.js';
import { administers, roleOf, type WorkspaceRecord } from './workspaces/workspaces.js';

/** A comment on a dataset, or a reply to one (`parentId`). */
export interface CommentRecord {
  /** The comment's id. */
  id: string;
  /** The dataset commented on. */
  datasetId: string;
  /** The comment this one replies to; absent on a thread's first comment. */
  parentId?: string | undefined;
  /** The profile that wrote it. */
  authorId: string;
  /** The comment's text; absent while only initialised. */
  message?: string | undefined;
  /** The profiles that like it. */
  likedBy: Set<string>;
  /** Earlier versions, oldest first; empty until the comment is edited. */
  history: CommentEditHistory;
  /** Initialised (`POST`) but not created yet. */
  draft: boolean;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/**
 * The comments and replies, by id; `addComment` makes a comment (a reply with `parentId`), only initialised (a draft)
 * until its first PUT.
 */
export const { tables, add: addComment } = recordTable(
  'comments',
  (store, init: Partial<CommentRecord> & Pick<CommentRecord, 'datasetId' | 'authorId'>): CommentRecord => {
    const now = store.timestamp();
    return {
      id: store.id(),
      likedBy: new Set(),
      history: new CommentEditHistory(),
      draft: true,
      created: now,
      lastModified: now,
      ...init,
    };
  },
);

/** The partial comment of the initialise step: id, dataset, parent (on replies) and the `create comment` link. */
export function commentDraftView(context: RequestContext, comment: CommentRecord): CommentDraft {
  return {
    id: comment.id,
    created: comment.created,
    lastModified: comment.lastModified,
    datasetId: comment.datasetId,
    parentId: comment.parentId,
    _links: { 'create comment': context.link(href`/api/datasets/${comment.datasetId}/comments/${comment.id}`, 'PUT') },
  };
}

/**
 * A comment as the service sends it: `commentCount` is the number of replies; the `edit-history` link
 * appears once it has been edited, the `comments` link (its replies) once it has replies.
 */
export function commentView(context: RequestContext, comment: CommentRecord): Comment {
  const id = comment.id;
  const replies = [...context.store.comments.values()].filter((c) => c.parentId === id && !c.draft).length;
  const thread = `${href`/api/datasets/${comment.datasetId}/comments`}?parentId=${encodeURIComponent(id)}`;
  const links: NonNullable<Comment['_links']> = {
    self: context.link(href`/api/comments/${id}`),
    'update comment': context.link(href`/api/datasets/${comment.datasetId}/comments/${id}`, 'PUT'),
    'delete comment': context.link(href`/api/comments/${id}`, 'DELETE'),
    'add like': context.link(href`/api/comments/${id}/like`, 'PUT'),
    'new reply': context.link(href`/api/comments/${id}`, 'POST'),
  };
  if (comment.history.length) links['edit-history'] = context.link(href`/api/comments/${id}/history`, 'GET');
  if (replies) links.comments = context.link(thread, 'GET');
  return {
    id,
    message: comment.message ?? '',
    likeCount: comment.likedBy.size,
    likedByProfiles: [...comment.likedBy].map((profileId) => memberView(context, profileId)),
    created: comment.created,
    lastModified: comment.lastModified,
    from: memberView(context, comment.authorId),
    commentCount: replies,
    datasetId: comment.datasetId,
    parentId: comment.parentId,
    _links: links,
  };
}

/**
 * Comments: threads on datasets (initialise, then PUT), edits with history, likes, replies; members of the
 * dataset's workspace only. A comment is written at `PUT /api/datasets/{ds}/comments/{id}`, as the service does
 * (it has no `PUT /api/comments/{id}`).
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/datasets/:id/comments', (c) => {
      const dataset = datasetFor(c, c.param('id'));
      const parentId = c.query.get('parentId') ?? undefined;
      if (parentId !== undefined) {
        const parent = published(c, parentId);
        if (parent.datasetId !== dataset.id)
          throw new MockHttpError(404, `Comment ${parentId} not found on dataset ${dataset.id}`);
      }
      const comments = [...c.store.comments.values()].filter(
        (m) => m.datasetId === dataset.id && !m.draft && m.parentId === parentId,
      );
      const views = comments.map((m) => commentView(c, m));
      return pagedResponse(c, 'datasetComments', views);
    })
    .on('GET', '/api/comments', (c) => {
      const mine = c.memberships();
      const comments = [...c.store.comments.values()].filter(
        (m) => !m.draft && mine.has(c.store.datasets.get(m.datasetId)?.workspaceId ?? ''),
      );
      const views = comments.map((m) => commentView(c, m));
      return listResponse(c, 'datasetComments', views);
    })
    .on('POST', '/api/datasets/:id/comments', (c) => {
      const dataset = datasetFor(c, c.param('id'));
      return hal(commentDraftView(c, addComment(c.store, { datasetId: dataset.id, authorId: c.caller().id })));
    })
    .on('PUT', '/api/datasets/:ds/comments/:id', async (c) => {
      const dataset = stored(c.store.datasets, c.param('ds'), 'Dataset');
      const comment = stored(c.store.comments, c.param('id'), 'Comment', anyRecord);
      if (comment.datasetId !== dataset.id)
        throw new MockHttpError(404, `Comment ${comment.id} not found on dataset ${dataset.id}`);
      return write(c, comment);
    })
    .on('GET', '/api/comments/:id', (c) => {
      const comment = published(c, c.param('id'));
      datasetFor(c, comment.datasetId);
      return hal(commentView(c, comment));
    })
    .on('POST', '/api/comments/:id', (c) => {
      const parent = published(c, c.param('id'));
      datasetFor(c, parent.datasetId);
      const reply = addComment(c.store, { datasetId: parent.datasetId, parentId: parent.id, authorId: c.caller().id });
      return hal(commentDraftView(c, reply));
    })
    .on('DELETE', '/api/comments/:id', (c) => {
      const comment = published(c, c.param('id'));
      const workspace = workspaceOf(c, comment.datasetId);
      const { id } = c.caller();
      if (comment.authorId !== id && !administers(roleOf(workspace, id))) {
        throw new MockHttpError(403, `Only the author or an administrator may delete comment ${comment.id}`);
      }
      deleteThread(c.store, comment.id);
      return empty();
    })
    .on('GET', '/api/comments/:id/history', (c) => {
      const comment = published(c, c.param('id'));
      datasetFor(c, comment.datasetId);
      return json(
        [...comment.history].map((edit): CommentEdit => ({ ...edit, lastModified: toMillis(edit.lastModified) })),
      );
    })
    .on('PUT', '/api/comments/:id/like', (c) => {
      const comment = published(c, c.param('id'));
      datasetFor(c, comment.datasetId);
      comment.likedBy.add(c.caller().id);
      return hal(commentView(c, comment));
    })
    .on('DELETE', '/api/comments/:id/like', (c) => {
      const comment = published(c, c.param('id'));
      datasetFor(c, comment.datasetId);
      comment.likedBy.delete(c.caller().id);
      return empty();
    });
}

/** Deletes a comment and every reply under it. */
function deleteThread(store: Store, commentId: string): void {
  store.comments.delete(commentId);
  for (const reply of [...store.comments.values()]) if (reply.parentId === commentId) deleteThread(store, reply.id);
}

/** The dataset, when the caller is a member of its workspace (404 unknown, 403 not a member). */
function datasetFor(c: RequestContext, datasetId: string): DatasetRecord {
  const dataset = stored(c.store.datasets, datasetId, 'Dataset');
  c.memberOf(dataset.workspaceId);
  return dataset;
}

function workspaceOf(c: RequestContext, datasetId: string): WorkspaceRecord {
  return c.memberOf(stored(c.store.datasets, datasetId, 'Dataset').workspaceId);
}

/** A comment that has been written (drafts are not visible yet). */
function published(c: RequestContext, id: string): CommentRecord {
  return stored(c.store.comments, id, 'Comment');
}

/** The first PUT of a draft publishes it (201, DATASET_COMMENT); a later PUT by the author edits it (200, history). */
async function write(c: RequestContext, comment: CommentRecord): Promise<Response> {
  datasetFor(c, comment.datasetId);
  const body = await c.body();
  const message = c.requireString(body, 'message');
  const parentId = placed(c, comment, body);
  if (message.trim() === '')
    throw new MockHttpError(400, 'Validation failed: message must not be blank', [
      { field: 'message', defaultMessage: 'must not be blank' },
    ]);
  if (comment.authorId !== c.caller().id)
    throw new MockHttpError(403, `Only the author may edit comment ${comment.id}`);
  const now = c.store.timestamp();
  if (comment.draft) {
    Object.assign(comment, { message, parentId: parentId ?? comment.parentId, draft: false, lastModified: now });
    raiseForDataset(c.store, comment.datasetId, 'DATASET_COMMENT', comment.authorId, { commentId: comment.id });
    return hal(commentView(c, comment), 201);
  }
  checkCommentEdits(comment.id, comment.history.length);
  comment.history.add(comment.lastModified, comment.message ?? '');
  Object.assign(comment, { message, lastModified: now });
  return hal(commentView(c, comment));
}

/**
 * The body's `parentId`, when it makes a draft a reply (a comment on the same dataset); a `datasetId` or a
 * `parentId` that does not match where the comment already is answers 400.
 */
function placed(c: RequestContext, comment: CommentRecord, body: Record<string, unknown>): string | undefined {
  const datasetId = c.optionalString(body, 'datasetId');
  const parentId = c.optionalString(body, 'parentId');
  const mismatch = (field: string, problem: string): never => {
    throw new MockHttpError(400, `Validation failed: ${field} ${problem}`, [{ field, defaultMessage: problem }]);
  };
  if (datasetId !== undefined && datasetId !== comment.datasetId)
    mismatch('datasetId', 'is not the dataset of the path');
  if (parentId === undefined || parentId === comment.parentId) return undefined;
  if (!comment.draft) mismatch('parentId', 'cannot move a written comment');
  if (published(c, parentId).datasetId !== comment.datasetId) mismatch('parentId', 'is a comment on another dataset');
  return parentId;
}

/** A service timestamp (1 to 9 fractional digits) cut to millisecond precision. */
function toMillis(timestamp: string): string {
  return millisTimestamp(Date.parse(`${timestamp.slice(0, 23)}Z`));
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
