// A dataset's messages (`datasets.initialiseMessage`, `putMessage`, `sendMessage`) and the body of one.
import * as z from 'zod/mini';
import { loose, strict } from '../core/validation/objects.js';
import { matches, relations } from '../core/validation/schema.js';
import { Member, optionalTimestamp } from './common.js';
import { anyString, optionalString } from './fields.js';

/**
 * A message about a dataset, sent by a member to another; the initialise step gives one with only an id and a
 * `create message` link.
 * Typed by its known fields; others stay on the object: `(message as Record<string, unknown>)['field']`.
 */
export const Message = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The dataset the message is about (the one in the path when left out). */
  datasetId: optionalString,
  /** The profile id of the member it is sent to. */
  recipientId: optionalString,
  /** The message's text. */
  message: optionalString,
  /** Who sent it. */
  sender: z.optional(Member),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'create message' | 'update message' | 'dataset'>(),
}));
/** `Message` as the service sends it: the type of its schema, under its own name. */
export interface Message extends z.infer<typeof Message> {}

/**
 * The body of sending or changing a message: to whom (a profile id of a workspace member), and what. Any other key
 * is refused before sending.
 */
export const MessageInput = strict(() => ({
  /** The profile id of the member it is sent to. */
  recipientId: z.string().check(matches(/\S/, 'a message needs the profile id of its recipient')),
  /** The message's text. */
  message: z.string().check(matches(/\S/, 'a message needs a text that is not blank')),
  /** The dataset the message is about (the one in the path when left out). */
  datasetId: optionalString,
}));
/** `MessageInput` as a caller writes it: the input type of its schema, under its own name. */
export interface MessageInput extends z.input<typeof MessageInput> {}
