// A comment as `wdp comments list` and `get` show it.
import type { Comment } from '../../index.js';
import { multiLine } from '../output/print.js';
import { view } from './view.js';

/** A comment on a dataset: who wrote it, its likes and replies, and its message. */
export const commentView = view({
  columns: ['id', 'from', 'likes', 'replies', 'created', 'message'],
  fields: (comment: Comment) => ({
    id: comment.id,
    dataset: comment.datasetId,
    'reply to': comment.parentId,
    from: comment.from?.name,
    created: comment.created,
    modified: comment.lastModified,
    likes: comment.likeCount,
    replies: comment.commentCount,
    message: multiLine(comment.message),
  }),
});
