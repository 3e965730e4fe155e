import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { closedEnum, int, openEnum, optionalFields, refinement, relations } from '../core/validation/schema.js';
import { Member, Timestamp, WorkspaceSummary } from './common.js';

/** The scope of a channel. */
export const ChannelScope = openEnum(['PROFILE', 'WORKSPACE']);
/** The type of a channel. */
export const ChannelType = openEnum(['SOURCE', 'LIST']);

/**
 * A channel: a named group of datasets in a workspace.
 * Typed by its known fields; others stay on the object: `(channel as Record<string, unknown>)['field']`.
 */
export const Channel = loose({
  id: z.string(),
  name: z.string(),
  workspaceId: z.optional(z.string()),
  /** The older form embeds the workspace instead of `workspaceId`. */
  workspace: z.optional(WorkspaceSummary),
  creator: z.optional(Member),
  scope: z.optional(ChannelScope),
  type: z.optional(ChannelType),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  description: z.optional(z.string()),
  picture: z.optional(z.string()),
  datasetCount: z.optional(int()),
  containsDataset: z.optional(z.boolean()),
  /** Where the channel is kept in the workspace's repository. */
  repositoryPath: z.optional(z.string()),
  _links: relations(
    'self',
    'datasets',
    'add subscription',
    'update channel',
    'delete channel',
    'add workspace-scope',
    'withdraw workspace-scope',
  ),
});
export type Channel = z.infer<typeof Channel>;

/** The partial channel returned by `channels.initialise()`, with its `create channel` link. */
export const ChannelDraft = loose({
  id: z.string(),
  workspaceId: z.optional(z.string()),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  datasetCount: z.optional(int()),
  containsDataset: z.optional(z.boolean()),
  _links: relations('create channel'),
});
export type ChannelDraft = z.infer<typeof ChannelDraft>;

/**
 * The body of creating or updating a channel: `name` is required; any key it does not declare is refused before
 * sending. A `LIST` channel holds the datasets added to it (`channels.addDataset`); a `SOURCE` channel (the
 * service's default) those published from it.
 */
export const ChannelInput = z.strictObject({
  name: z.string().check(z.minLength(1, 'a channel needs a non-empty name')),
  description: z.optional(z.string()),
  /** An image URL (or a `data:` URI) shown with the channel. */
  picture: z.optional(z.string()),
  /** The workspace the channel belongs to (the one in the path when left out). */
  workspaceId: z.optional(z.string()),
  /** `PROFILE` (the creator's own) or `WORKSPACE` (shared with every member). */
  scope: z.optional(closedEnum(['PROFILE', 'WORKSPACE'], 'scope must be PROFILE or WORKSPACE')),
  /** `SOURCE` or `LIST`. */
  type: z.optional(closedEnum(['SOURCE', 'LIST'], 'type must be SOURCE or LIST')),
});
export type ChannelInput = z.input<typeof ChannelInput>;

/** The body of `channels.edit()`: the `ChannelInput` fields to change, at least one (an empty patch is refused). */
export const ChannelPatch = z
  .strictObject(optionalFields(ChannelInput.shape))
  .check(refinement((patch) => Object.values(patch).some((v) => v !== undefined), 'the patch is empty; give a field'));
export type ChannelPatch = z.input<typeof ChannelPatch>;

/** The `channels` collection. */
export const ChannelCollection = collection('channels', Channel);
