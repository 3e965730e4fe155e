import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/objects.js';
import { relations } from '../core/validation/schema.js';
import { Member, optionalTimestamp } from './common.js';
import { anyString, optionalCount, optionalString } from './fields.js';

/**
 * A comment on a dataset, or a reply to a comment (then `parentId` is set).
 * Typed by its known fields; others stay on the object: `(comment as Record<string, unknown>)['field']`.
 */
export const Comment = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** The comment's text; may contain #tags. */
  message: optionalString,
  /** How many members like it. */
  likeCount: optionalCount,
  /** The members who like it. */
  likedByProfiles: z.optional(z.array(Member)),
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The member who wrote it. */
  from: z.optional(Member),
  /** The number of replies. */
  commentCount: optionalCount,
  /** The dataset commented on (the one in the path when left out). */
  datasetId: optionalString,
  /** The comment this one replies to. */
  parentId: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<
    'self' | 'update comment' | 'delete comment' | 'add like' | 'new reply' | 'edit-history' | 'comments'
  >(),
}));
/** `Comment` as the service sends it: the type of its schema, under its own name. */
export interface Comment extends z.infer<typeof Comment> {}

/** The `datasetComments` collection. */
export const CommentCollection = /* @__PURE__ */ collection('datasetComments', Comment);
