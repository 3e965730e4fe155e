import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose, strict } from '../core/validation/objects.js';
import { closedEnum, openEnum, relations } from '../core/validation/schema.js';
import { ChannelSummary } from './channel-summary.js';
import { Member, optionalTimestamp } from './common.js';
import { Dataset } from './dataset.js';
import { anyString } from './fields.js';
import { Pipeline } from './pipeline.js';
import { WorkspaceSummary } from './workspace-summary.js';

/** Which events a subscription delivers: ALL, ALERTS only, or NONE. */
export const SubscriptionType = /* @__PURE__ */ openEnum(['ALL', 'ALERTS', 'NONE']);
/** As the service sends it: one of `KnownSubscriptionType`, or a value the SDK does not know yet. */
export type SubscriptionType = z.infer<typeof SubscriptionType>;
/**
 * The known values of `SubscriptionType`: what an input takes, and what `isKnown(SubscriptionType, value)` narrows to.
 */
export type KnownSubscriptionType = z.input<typeof SubscriptionType>;

/**
 * A subscription of a profile (or a workspace) to a workspace, channel, pipeline or dataset.
 * Typed by its known fields; others stay on the object: `(subscription as Record<string, unknown>)['field']`.
 */
export const Subscription = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** Which notifications it raises: `ALL`, only `ALERTS`, or `NONE`. */
  type: SubscriptionType,
  /** The subscriber and the subject. */
  _embedded: z.optional(
    loose(() => ({
      /** The profile that subscribes. */
      subscriberProfile: z.optional(Member),
      /** The workspace that subscribes for all its members. */
      subscriberWorkspace: z.optional(WorkspaceSummary),
      /** The channel subscribed to, if it is one. */
      channel: z.optional(ChannelSummary),
      /** The pipeline subscribed to, if it is one. */
      pipeline: z.optional(Pipeline),
      /** The dataset subscribed to, if it is one. */
      dataset: z.optional(Dataset),
      /** The workspace subscribed to, if it is one. */
      workspace: z.optional(WorkspaceSummary),
    })),
  ),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<
    'self' | 'update subscription' | 'delete subscription' | 'channel' | 'dataset' | 'pipeline' | 'workspace'
  >(),
}));
/** `Subscription` as the service sends it: the type of its schema, under its own name. */
export interface Subscription extends z.infer<typeof Subscription> {}

/** The body of `subscriptions.update()`; any other key is refused before sending. */
export const SubscriptionInput = strict(() => ({
  /** Which notifications it raises: `ALL`, only `ALERTS`, or `NONE`. */
  type: closedEnum(['ALL', 'ALERTS', 'NONE'], 'type must be ALL, ALERTS or NONE'),
}));
/** `SubscriptionInput` as a caller writes it: the input type of its schema, under its own name. */
export interface SubscriptionInput extends z.input<typeof SubscriptionInput> {}

/**
 * The options of subscribing to a workspace, channel, dataset or pipeline. Built in a pure call: the SDK checks them
 * by their query spec and uses only the type, so a bundle leaves the schema out unless the app uses it.
 */
export const SubscribeOptions = /* @__PURE__ */ (() =>
  z.object({
    /** Subscribe the workspace itself, for all members (workspace owner only); the service's default is false. */
    allMembers: z.optional(z.boolean({ message: 'allMembers must be a boolean' })),
    /** Which notifications it raises (the JSON body of a subscribe): `ALL`, the default, `ALERTS` or `NONE`. */
    type: z.optional(SubscriptionType),
  }))();
/** `SubscribeOptions` as a caller writes it: the input type of its schema, under its own name. */
export interface SubscribeOptions extends z.input<typeof SubscribeOptions> {}

/** The `subscriptions` collection. */
export const SubscriptionCollection = /* @__PURE__ */ collection('subscriptions', Subscription);
