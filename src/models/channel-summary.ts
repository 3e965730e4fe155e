// A channel as datasets, subscriptions and notifications embed it, with its scope and type: kept apart from the
// channel model and its inputs (channel.ts), which only the channels namespace needs.
import * as z from 'zod/mini';
import { loose } from '../core/validation/objects.js';
import { halLinks, openEnum } from '../core/validation/schema.js';
import { Member, optionalTimestamp } from './common.js';
import { optionalBoolean, optionalInt, optionalString } from './fields.js';

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
export const ChannelSummary = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: optionalString,
  /** The channel's display name, such as `Sales`. */
  name: optionalString,
  /** Free text shown with the channel. */
  description: optionalString,
  /** The channel's picture, as its body set it. */
  picture: optionalString,
  /** The workspace the channel belongs to. */
  workspaceId: optionalString,
  /** The member who created the channel. */
  creator: z.optional(Member),
  /** `PROFILE` (the creator's own) or `WORKSPACE` (shared with every member). */
  scope: z.optional(ChannelScope),
  /** `SOURCE` or `LIST`. */
  type: z.optional(ChannelType),
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** How many datasets the channel holds. */
  datasetCount: optionalInt,
  /** Whether the channel holds the dataset that `channels.list({ containsDataset })` asked about. */
  containsDataset: optionalBoolean,
  /** Where the channel is kept in the workspace's repository. */
  repositoryPath: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: halLinks,
}));
/** `ChannelSummary` as the service sends it: the type of its schema, under its own name. */
export interface ChannelSummary extends z.infer<typeof ChannelSummary> {}
