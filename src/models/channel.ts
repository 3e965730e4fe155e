import * as z from 'zod';
import { collection } from './collection.js';
import { halLinks, Member, openEnum, Timestamp, WorkspaceSummary } from './common.js';

/** The scope of a channel. */
export const ChannelScope = openEnum(['PROFILE', 'WORKSPACE']);
/** The type of a channel. */
export const ChannelType = openEnum(['SOURCE', 'LIST']);

/** A channel: a named group of datasets in a workspace. */
export const Channel = z.looseObject({
  id: z.string(),
  name: z.string(),
  workspaceId: z.string().optional(),
  /** The older form embeds the workspace instead of `workspaceId`. */
  workspace: WorkspaceSummary.optional(),
  creator: Member.optional(),
  scope: ChannelScope.optional(),
  type: ChannelType.optional(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  description: z.string().optional(),
  picture: z.string().optional(),
  datasetCount: z.number().int().optional(),
  containsDataset: z.boolean().optional(),
  _links: halLinks,
});
export type Channel = z.infer<typeof Channel>;

/** The partial channel returned by `channels.initialise()`, with its `create channel` link. */
export const ChannelDraft = z.looseObject({
  id: z.string(),
  workspaceId: z.string().optional(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  datasetCount: z.number().int().optional(),
  containsDataset: z.boolean().optional(),
  _links: halLinks,
});
export type ChannelDraft = z.infer<typeof ChannelDraft>;

/** The body of creating or updating a channel. */
export const ChannelInput = z.object({
  name: z.string().min(1, 'a channel needs a non-empty name'),
  description: z.string().optional(),
});
export type ChannelInput = z.input<typeof ChannelInput>;

/** The `channels` collection. */
export const ChannelCollection = collection('channels', Channel);
