import * as z from 'zod';
import { collection } from './collection.js';
import { halLinks, Member, Timestamp } from './common.js';

/** A channel summary as embedded in a dataset (`_embedded.source`). */
export const ChannelSummary = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  picture: z.string().optional(),
  _links: halLinks,
});
export type ChannelSummary = z.infer<typeof ChannelSummary>;

/** A dataset: a published query plus its visualisation. */
export const Dataset = z.looseObject({
  id: z.string(),
  published: Timestamp.optional(),
  created: Timestamp.optional(),
  alias: z.string().optional(),
  workspaceId: z.string().optional(),
  /** The channel name. */
  source: z.string().optional(),
  /** May contain #tags. */
  title: z.string().optional(),
  /** Markdown; may contain #tags. */
  description: z.string().optional(),
  questions: z.string().optional(),
  /** JSON text describing a chart. */
  visualisation: z.string().optional(),
  /** JSON text. */
  metadata: z.string().optional(),
  query: z.string().optional(),
  likeCount: z.number().int().optional(),
  commentCount: z.number().int().optional(),
  viewCount: z.number().int().optional(),
  likedByProfiles: z.array(Member).optional(),
  /** Relevance, on search results. */
  score: z.number().optional(),
  tags: z.array(z.string()).optional(),
  _embedded: z.looseObject({ source: ChannelSummary.optional() }).optional(),
  _links: halLinks,
});
export type Dataset = z.infer<typeof Dataset>;

/** The fields of a dataset that `datasets.edit()` may change (the service decides which it accepts). */
export const DatasetPatch = Dataset.pick({
  title: true,
  description: true,
  questions: true,
  visualisation: true,
  metadata: true,
  query: true,
  alias: true,
});
export type DatasetPatch = z.input<typeof DatasetPatch>;

/** The `datasets` collection (channel datasets, search results). */
export const DatasetCollection = collection('datasets', Dataset);
