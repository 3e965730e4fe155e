import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { count, relations } from '../core/validation/schema.js';
import { Member, Timestamp } from './common.js';

/**
 * A comment on a dataset, or a reply to a comment (then `parentId` is set).
 * Typed by its known fields; others stay on the object: `(comment as Record<string, unknown>)['field']`.
 */
export const Comment = loose({
  /** Its identifier, which the API's paths use. */
  id: z.string(),
  /** The comment's text; may contain #tags. */
  message: z.optional(z.string()),
  /** How many members like it. */
  likeCount: z.optional(count()),
  /** The members who like it. */
  likedByProfiles: z.optional(z.array(Member)),
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: z.optional(Timestamp),
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: z.optional(Timestamp),
  /** The member who wrote it. */
  from: z.optional(Member),
  /** The number of replies. */
  commentCount: z.optional(count()),
  /** The dataset commented on (the one in the path when left out). */
  datasetId: z.optional(z.string()),
  /** The comment this one replies to. */
  parentId: z.optional(z.string()),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<
    'self' | 'update comment' | 'delete comment' | 'add like' | 'new reply' | 'edit-history' | 'comments'
  >(),
});
/** `Comment` as the service sends it: the type of its schema, under its own name. */
export interface Comment extends z.infer<typeof Comment> {}

/** The `datasetComments` collection. */
export const CommentCollection = /* @__PURE__ */ collection('datasetComments', Comment);
