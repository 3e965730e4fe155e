import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { nonEmpty } from '../core/validation/lengths.js';
import { loose, strict } from '../core/validation/objects.js';
import { closedEnum, optionalFields, refinement, relations } from '../core/validation/schema.js';
import { ChannelScope, ChannelType } from './channel-summary.js';
import { Member, optionalTimestamp } from './common.js';
import { anyString, optionalBoolean, optionalInt, optionalString } from './fields.js';
import { WorkspaceSummary } from './workspace-summary.js';

/**
 * A channel: a named group of datasets in a workspace.
 * Typed by its known fields; others stay on the object: `(channel as Record<string, unknown>)['field']`.
 */
export const Channel = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** The channel's display name, such as `Sales`. */
  name: anyString,
  /** The workspace the channel belongs to (the one in the path when left out). */
  workspaceId: optionalString,
  /** The older form embeds the workspace instead of `workspaceId`. */
  workspace: z.optional(WorkspaceSummary),
  /** The member who created it. */
  creator: z.optional(Member),
  /** `PROFILE` (the creator's own) or `WORKSPACE` (shared with every member). */
  scope: z.optional(ChannelScope),
  /** `SOURCE` or `LIST`. */
  type: z.optional(ChannelType),
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** Free text shown with the channel. */
  description: optionalString,
  /** An image URL (or a `data:` URI) shown with the channel. */
  picture: optionalString,
  /** How many datasets it holds. */
  datasetCount: optionalInt,
  /** Whether it holds the dataset that `channels.list({ containsDataset })` asked about. */
  containsDataset: optionalBoolean,
  /** Where the channel is kept in the workspace's repository. */
  repositoryPath: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<
    | 'self'
    | 'datasets'
    | 'add subscription'
    | 'update channel'
    | 'delete channel'
    | 'add workspace-scope'
    | 'withdraw workspace-scope'
  >(),
}));
/** `Channel` as the service sends it: the type of its schema, under its own name. */
export interface Channel extends z.infer<typeof Channel> {}

/** The partial channel returned by `channels.initialise()`, with its `create channel` link. */
export const ChannelDraft = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** The workspace the channel belongs to (the one in the path when left out). */
  workspaceId: optionalString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** How many datasets it holds. */
  datasetCount: optionalInt,
  /** Whether it holds the dataset that `channels.list({ containsDataset })` asked about. */
  containsDataset: optionalBoolean,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'create channel'>(),
}));
/** `ChannelDraft` as the service sends it: the type of its schema, under its own name. */
export interface ChannelDraft extends z.infer<typeof ChannelDraft> {}

/**
 * The body of creating or updating a channel: `name` is required; any key it does not declare is refused before
 * sending. A `LIST` channel holds the datasets added to it (`channels.addDataset`); a `SOURCE` channel (the
 * service's default) those published from it.
 */
export const ChannelInput = strict(() => ({
  /** The channel's display name, such as `Sales`. */
  name: z.string().check(nonEmpty('a channel needs a non-empty name')),
  /** Free text shown with the channel. */
  description: optionalString,
  /** An image URL (or a `data:` URI) shown with the channel. */
  picture: optionalString,
  /** The workspace the channel belongs to (the one in the path when left out). */
  workspaceId: optionalString,
  /** `PROFILE` (the creator's own) or `WORKSPACE` (shared with every member). */
  scope: z.optional(closedEnum(['PROFILE', 'WORKSPACE'], 'scope must be PROFILE or WORKSPACE')),
  /** `SOURCE` or `LIST`. */
  type: z.optional(closedEnum(['SOURCE', 'LIST'], 'type must be SOURCE or LIST')),
}));
/** `ChannelInput` as a caller writes it: the input type of its schema, under its own name. */
export interface ChannelInput extends z.input<typeof ChannelInput> {}

/** The body of `channels.edit()`: the `ChannelInput` fields to change, at least one (an empty patch is refused). */
export const ChannelPatch = strict(
  () => optionalFields(ChannelInput.shape),
  refinement((patch) => Object.values(patch).some((v) => v !== undefined), 'the patch is empty; give a field'),
);
/** `ChannelPatch` as a caller writes it: the input type of its schema, under its own name. */
export interface ChannelPatch extends z.input<typeof ChannelPatch> {}

/** The `channels` collection. */
export const ChannelCollection = /* @__PURE__ */ collection('channels', Channel);
