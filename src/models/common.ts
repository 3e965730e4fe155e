import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/objects.js';
import { relations } from '../core/validation/schema.js';
import { anyString, optionalString } from './fields.js';

/** A service timestamp, kept as the exact string sent (zone-less ISO 8601, up to nanoseconds); see `toDate()`. */
export const Timestamp = /* @__PURE__ */ z.string();
export type Timestamp = z.infer<typeof Timestamp>;

/** An optional `Timestamp`, one schema object for every such field (see fields.ts). */
export const optionalTimestamp = /* @__PURE__ */ z.optional(Timestamp);

/** A person summary embedded in other resources. */
export const Member = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** The person's full name. */
  name: optionalString,
  /** The short name shown with what they write. */
  handle: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self'>(),
}));
/** `Member` as the service sends it: the type of its schema, under its own name. */
export interface Member extends z.infer<typeof Member> {}

/** The `members` collection of a workspace (one page, no page meta): each a `Member` with its `self` link. */
export const MemberCollection = /* @__PURE__ */ collection('members', Member);
