import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { int, relations } from '../core/validation/schema.js';
import { ChannelSummary } from './channel-summary.js';
import { Member, Timestamp } from './common.js';

/**
 * A dataset: a published query plus its visualisation.
 * Typed by its known fields; others stay on the object: `(dataset as Record<string, unknown>)['field']`.
 */
export const Dataset = loose({
  /** Its identifier, which the API's paths use. */
  id: z.string(),
  /** When it was last published: a service timestamp (`toDate()` reads it). */
  published: z.optional(Timestamp),
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: z.optional(Timestamp),
  /** Its short name in the workspace, such as `q3-revenue`. */
  alias: z.optional(z.string()),
  /** The workspace the dataset belongs to. */
  workspaceId: z.optional(z.string()),
  /** The channel name. */
  source: z.optional(z.string()),
  /** May contain #tags (the dataset has no `tags` field: search hits' `_source` has). */
  title: z.optional(z.string()),
  /** Markdown; may contain #tags. */
  description: z.optional(z.string()),
  /** The media type of `description`, such as `text/markdown`. */
  descriptionContentType: z.optional(z.string()),
  /** The questions the dataset answers, as text. */
  questions: z.optional(z.string()),
  /** The dataset's own rows (instead of a query), as JSON text of an array of row objects. */
  rawData: z.optional(z.string()),
  /** Where the dataset is kept in the workspace's repository. */
  repositoryPath: z.optional(z.string()),
  /** JSON text describing a chart. */
  visualisation: z.optional(z.string()),
  /** JSON text. */
  metadata: z.optional(z.string()),
  /** The SQL query its data comes from. */
  query: z.optional(z.string()),
  /** How many members like it. */
  likeCount: z.optional(int()),
  /** How many comments it has. */
  commentCount: z.optional(int()),
  /** How often it was viewed. */
  viewCount: z.optional(int()),
  /** The members who like it. */
  likedByProfiles: z.optional(z.array(Member)),
  /** Relevance, on search results. */
  score: z.optional(z.number()),
  /** What the dataset embeds. */
  _embedded: z.optional(
    loose({
      /** The channel it was published from. */
      source: z.optional(ChannelSummary),
    }),
  ),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<
    | 'self'
    | 'delete dataset'
    | 'edit dataset'
    | 'data'
    | 'source'
    | 'comments'
    | 'new comment'
    | 'add like'
    | 'add view'
    | 'new alert'
    | 'add subscription'
    | 'new message'
  >(),
});
/** `Dataset` as the service sends it: the type of its schema, under its own name. */
export interface Dataset extends z.infer<typeof Dataset> {}

/** The `datasets` collection (channel datasets, search results). */
export const DatasetCollection = /* @__PURE__ */ collection('datasets', Dataset);
