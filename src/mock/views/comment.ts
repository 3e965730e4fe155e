import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { CommentRecord } from '../records.js';
import type { MockStore } from '../store.js';
import { memberView } from './common.js';

/** The published (non-draft) replies to a comment, in the order they were started. */
function repliesOf(store: MockStore, commentId: string): CommentRecord[] {
  return [...store.comments.values()].filter((c) => c.parentId === commentId && !c.draft);
}

/** The partial comment of the initialise step: id, dataset, parent (on replies) and the `create comment` link. */
export function commentDraftView(context: RequestContext, comment: CommentRecord): Record<string, unknown> {
  return {
    id: comment.id,
    created: comment.created,
    lastModified: comment.lastModified,
    datasetId: comment.datasetId,
    ...(comment.parentId === undefined ? {} : { parentId: comment.parentId }),
    _links: { 'create comment': context.link(href`/api/comments/${comment.id}`, 'PUT') },
  };
}

/**
 * A comment as the service sends it: `commentCount` is the number of replies; the `edit-history` link
 * appears once it has been edited, the `comments` link (its replies) once it has replies.
 */
export function commentView(context: RequestContext, comment: CommentRecord): Record<string, unknown> {
  const id = comment.id;
  const replies = repliesOf(context.store, id).length;
  const links: Record<string, unknown> = {
    self: context.link(href`/api/comments/${id}`),
    'update comment': context.link(href`/api/datasets/${comment.datasetId}/comments/${id}`, 'PUT'),
    'delete comment': context.link(href`/api/comments/${id}`, 'DELETE'),
    'add like': context.link(href`/api/comments/${id}/like`, 'PUT'),
    'new reply': context.link(href`/api/comments/${id}`, 'POST'),
  };
  if (comment.history.length) links['edit-history'] = context.link(href`/api/comments/${id}/history`, 'GET');
  if (replies)
    links['comments'] = context.link(
      `${href`/api/datasets/${comment.datasetId}/comments`}?parentId=${encodeURIComponent(id)}`,
      'GET',
    );
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
    ...(comment.parentId === undefined ? {} : { parentId: comment.parentId }),
    _links: links,
  };
}
