import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { halLinks, int } from '../core/validation/schema.js';
import { Member, Timestamp } from './common.js';

/** A channel summary as embedded in a dataset (`_embedded.source`). */
export const ChannelSummary = loose({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  picture: z.optional(z.string()),
  _links: halLinks,
});
export type ChannelSummary = z.infer<typeof ChannelSummary>;

/**
 * A dataset: a published query plus its visualisation.
 * Typed by its known fields; others stay on the object: `(dataset as Record<string, unknown>)['field']`.
 */
export const Dataset = loose({
  id: z.string(),
  published: z.optional(Timestamp),
  created: z.optional(Timestamp),
  alias: z.optional(z.string()),
  workspaceId: z.optional(z.string()),
  /** The channel name. */
  source: z.optional(z.string()),
  /** May contain #tags. */
  title: z.optional(z.string()),
  /** Markdown; may contain #tags. */
  description: z.optional(z.string()),
  questions: z.optional(z.string()),
  /** JSON text describing a chart. */
  visualisation: z.optional(z.string()),
  /** JSON text. */
  metadata: z.optional(z.string()),
  query: z.optional(z.string()),
  likeCount: z.optional(int()),
  commentCount: z.optional(int()),
  viewCount: z.optional(int()),
  likedByProfiles: z.optional(z.array(Member)),
  /** Relevance, on search results. */
  score: z.optional(z.number()),
  tags: z.optional(z.array(z.string())),
  _embedded: z.optional(loose({ source: z.optional(ChannelSummary) })),
  _links: halLinks,
});
export type Dataset = z.infer<typeof Dataset>;

const { title, description, questions, visualisation, metadata, query, alias } = Dataset.shape;
/** The fields of a dataset that `datasets.update()` may change (the service decides which it accepts). */
export const DatasetPatch = loose({ title, description, questions, visualisation, metadata, query, alias });
export type DatasetPatch = z.input<typeof DatasetPatch>;

/** The `datasets` collection (channel datasets, search results). */
export const DatasetCollection = collection('datasets', Dataset);
