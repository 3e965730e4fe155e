import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose, strict } from '../core/validation/objects.js';
import { matches, openEnum, relations } from '../core/validation/schema.js';
import { Member, optionalTimestamp } from './common.js';
import { anyString, optionalString } from './fields.js';
import { WorkspaceSummary } from './workspace-summary.js';

/** The states of an invitation: PENDING until the invited person accepts it or its sender withdraws it. */
export const InvitationStatus = /* @__PURE__ */ openEnum(['PENDING', 'ACCEPTED', 'REVOKED']);
/** As the service sends it: one of `KnownInvitationStatus`, or a value the SDK does not know yet. */
export type InvitationStatus = z.infer<typeof InvitationStatus>;
/**
 * The known values of `InvitationStatus`: what an input takes, and what `isKnown(InvitationStatus, value)` narrows to.
 */
export type KnownInvitationStatus = z.input<typeof InvitationStatus>;

/**
 * An invitation of an email address to a workspace. It has no `self` link: it is read in lists and acted on by
 * its `accept invitation` (received ones), `withdraw invitation` and `delete invitation` links, or by its id.
 */
export const Invitation = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** `PENDING` until accepted (`ACCEPTED`) or withdrawn (`REVOKED`). */
  status: z.optional(InvitationStatus),
  /** The address the invitation goes to; whoever signs in with it may accept. */
  email: optionalString,
  /** The member who sent it. */
  creator: z.optional(Member),
  /** The workspace it invites to. */
  workspace: z.optional(WorkspaceSummary),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'delete invitation' | 'withdraw invitation' | 'accept invitation'>(),
}));
/** `Invitation` as the service sends it: the type of its schema, under its own name. */
export interface Invitation extends z.infer<typeof Invitation> {}

/** What an email address must look like before an invitation is sent to it: `name@domain`, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

/** The body of inviting someone to a workspace; any other key is refused before sending. */
export const InvitationInput = strict(() => ({
  /** The address the invitation goes to; whoever signs in with it may accept. */
  email: z.string().check(matches(emailPattern, 'must be an email address such as ada@example.com')),
}));
/** `InvitationInput` as a caller writes it: the input type of its schema, under its own name. */
export interface InvitationInput extends z.input<typeof InvitationInput> {}

/** The `invitations` collection. */
export const InvitationCollection = /* @__PURE__ */ collection('invitations', Invitation);
