// The edits of a comment (`comments.history`).
import * as z from 'zod/mini';
import { loose } from '../core/validation/objects.js';
import { Timestamp } from './common.js';
import { anyString } from './fields.js';

/** One version of an edited comment, oldest first in `comments.history()`. */
export const CommentEdit = loose(() => ({
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: Timestamp,
  /** The comment's text in this version. */
  message: anyString,
  /** Which version this is, counting from 1. */
  editVersion: z.union([anyString, z.number()]),
}));
/** `CommentEdit` as the service sends it: the type of its schema, under its own name. */
export interface CommentEdit extends z.infer<typeof CommentEdit> {}

/** The edit history: a plain JSON array. */
export const CommentHistory = /* @__PURE__ */ z.array(CommentEdit);
