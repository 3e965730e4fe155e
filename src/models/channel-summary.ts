// A channel as datasets, subscriptions and notifications embed it, with its scope and type: kept apart from the
// channel model and its inputs (channel.ts), which only the channels namespace needs.
import * as z from 'zod/mini';
import { loose } from '../core/validation/loose.js';
import { halLinks, int, openEnum } from '../core/validation/schema.js';
import { Member, Timestamp } from './common.js';

/** The scope of a channel. */
export const ChannelScope = /* @__PURE__ */ openEnum(['PROFILE', 'WORKSPACE']);
/** As the service sends it: one of `KnownChannelScope`, or a value the SDK does not know yet. */
export type ChannelScope = z.infer<typeof ChannelScope>;
/** The known values of `ChannelScope`: what an input takes, and what `isKnown(ChannelScope, value)` narrows to. */
export type KnownChannelScope = z.input<typeof ChannelScope>;

/** The type of a channel. */
export const ChannelType = /* @__PURE__ */ openEnum(['SOURCE', 'LIST']);
/** As the service sends it: one of `KnownChannelType`, or a value the SDK does not know yet. */
export type ChannelType = z.infer<typeof ChannelType>;
/** The known values of `ChannelType`: what an input takes, and what `isKnown(ChannelType, value)` narrows to. */
export type KnownChannelType = z.input<typeof ChannelType>;

/** A channel summary as embedded in a dataset (`_embedded.source`) or a subscription: a channel's fields. */
export const ChannelSummary = loose({
  /** Its identifier, which the API's paths use. */
  id: z.optional(z.string()),
  /** The channel's display name, such as `Sales`. */
  name: z.optional(z.string()),
  /** Free text shown with the channel. */
  description: z.optional(z.string()),
  /** The channel's picture, as its body set it. */
  picture: z.optional(z.string()),
  /** The workspace the channel belongs to. */
  workspaceId: z.optional(z.string()),
  /** The member who created the channel. */
  creator: z.optional(Member),
  /** `PROFILE` (the creator's own) or `WORKSPACE` (shared with every member). */
  scope: z.optional(ChannelScope),
  /** `SOURCE` or `LIST`. */
  type: z.optional(ChannelType),
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: z.optional(Timestamp),
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: z.optional(Timestamp),
  /** How many datasets the channel holds. */
  datasetCount: z.optional(int()),
  /** Whether the channel holds the dataset that `channels.list({ containsDataset })` asked about. */
  containsDataset: z.optional(z.boolean()),
  /** Where the channel is kept in the workspace's repository. */
  repositoryPath: z.optional(z.string()),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: halLinks,
});
/** `ChannelSummary` as the service sends it: the type of its schema, under its own name. */
export interface ChannelSummary extends z.infer<typeof ChannelSummary> {}
