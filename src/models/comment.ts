import * as z from 'zod';
import { collection } from './collection.js';
import { halLinks, Member, Timestamp } from './common.js';

/** A comment on a dataset, or a reply to a comment (then `parentId` is set). */
export const Comment = z.looseObject({
  id: z.string(),
  message: z.string().optional(),
  likeCount: z.number().int().nonnegative().optional(),
  likedByProfiles: z.array(Member).optional(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  from: Member.optional(),
  /** The number of replies. */
  commentCount: z.number().int().nonnegative().optional(),
  datasetId: z.string().optional(),
  parentId: z.string().optional(),
  _links: halLinks,
});
export type Comment = z.infer<typeof Comment>;

/** One version of an edited comment, oldest first in `comments.history()`. */
export const CommentEdit = z.looseObject({
  lastModified: Timestamp,
  message: z.string(),
  editVersion: z.union([z.string(), z.number()]),
});
export type CommentEdit = z.infer<typeof CommentEdit>;

/** The edit history: a plain JSON array. */
export const CommentHistory = z.array(CommentEdit);

/** The partial comment returned by the initialise step, with a fresh id. */
export const CommentDraft = z.looseObject({
  id: z.string(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  datasetId: z.string().optional(),
  parentId: z.string().optional(),
  _links: halLinks,
});
export type CommentDraft = z.infer<typeof CommentDraft>;

/** The body of creating or editing a comment. */
export const CommentInput = z.object({ message: z.string().min(1, 'a comment needs a non-empty message') });
export type CommentInput = z.input<typeof CommentInput>;

/** The `datasetComments` collection. */
export const CommentCollection = collection('datasetComments', Comment);
