import * as z from 'zod';
import { collection } from './collection.js';
import { halLinks, Member, openEnum, Timestamp, WorkspaceSummary } from './common.js';
import { ChannelSummary, Dataset } from './dataset.js';
import { Pipeline } from './pipeline.js';

/** Which events a subscription delivers: ALL, ALERTS only, or NONE. */
export const SubscriptionType = openEnum(['ALL', 'ALERTS', 'NONE']);
export type SubscriptionType = z.infer<typeof SubscriptionType>;

/** A subscription of a profile (or a workspace) to a workspace, channel, pipeline or dataset. */
export const Subscription = z.looseObject({
  id: z.string(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  type: SubscriptionType,
  _embedded: z
    .looseObject({
      subscriberProfile: Member.optional(),
      subscriberWorkspace: WorkspaceSummary.optional(),
      channel: ChannelSummary.optional(),
      pipeline: Pipeline.optional(),
      dataset: Dataset.optional(),
      workspace: WorkspaceSummary.optional(),
    })
    .optional(),
  _links: halLinks,
});
export type Subscription = z.infer<typeof Subscription>;

/** The body of `subscriptions.update()`. */
export const SubscriptionInput = z.object({
  type: z.enum(['ALL', 'ALERTS', 'NONE'], { message: 'type must be ALL, ALERTS or NONE' }),
});
export type SubscriptionInput = z.input<typeof SubscriptionInput>;

/** The options of subscribing to a workspace or channel. */
export const SubscribeOptions = z.object({
  /** Subscribe the workspace itself, for all members (workspace owner only); the service's default is false. */
  allMembers: z.boolean({ message: 'allMembers must be a boolean' }).optional(),
});
export type SubscribeOptions = z.input<typeof SubscribeOptions>;

/** The `subscriptions` collection. */
export const SubscriptionCollection = collection('subscriptions', Subscription);
