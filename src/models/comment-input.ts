// What a comment is written with: the draft `comments.initialise` starts and the body of creating, replying to or
// updating one, kept apart from the comment model that notifications and workspaces' news embed.
import * as z from 'zod/mini';
import { nonEmpty } from '../core/validation/lengths.js';
import { loose, strict } from '../core/validation/objects.js';
import { relations } from '../core/validation/schema.js';
import { optionalTimestamp } from './common.js';
import { anyString, optionalString } from './fields.js';

/** The partial comment returned by the initialise step, with a fresh id. */
export const CommentDraft = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The dataset commented on (the one in the path when left out). */
  datasetId: optionalString,
  /** The comment this one replies to. */
  parentId: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'create comment'>(),
}));
/** `CommentDraft` as the service sends it: the type of its schema, under its own name. */
export interface CommentDraft extends z.infer<typeof CommentDraft> {}

/** The body of creating or editing a comment; any other key is refused before sending. */
export const CommentInput = strict(() => ({
  /** The comment's text; may contain #tags. */
  message: z.string().check(nonEmpty('a comment needs a non-empty message')),
  /** The dataset commented on (the one in the path when left out). */
  datasetId: optionalString,
  /** The comment this one replies to. */
  parentId: optionalString,
}));
/** `CommentInput` as a caller writes it: the input type of its schema, under its own name. */
export interface CommentInput extends z.input<typeof CommentInput> {}
