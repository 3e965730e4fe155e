import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/objects.js';
import { relations } from '../core/validation/schema.js';
import { ChannelSummary } from './channel-summary.js';
import { Member, optionalTimestamp } from './common.js';
import { anyString, optionalInt, optionalString } from './fields.js';

/**
 * A dataset: a published query plus its visualisation.
 * Typed by its known fields; others stay on the object: `(dataset as Record<string, unknown>)['field']`.
 */
export const Dataset = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was last published: a service timestamp (`toDate()` reads it). */
  published: optionalTimestamp,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** Its short name in the workspace, such as `q3-revenue`. */
  alias: optionalString,
  /** The workspace the dataset belongs to. */
  workspaceId: optionalString,
  /** The channel name. */
  source: optionalString,
  /** May contain #tags (the dataset has no `tags` field: search hits' `_source` has). */
  title: optionalString,
  /** Markdown; may contain #tags. */
  description: optionalString,
  /** The media type of `description`, such as `text/markdown`. */
  descriptionContentType: optionalString,
  /** The questions the dataset answers, as text. */
  questions: optionalString,
  /** The dataset's own rows (instead of a query), as JSON text of an array of row objects. */
  rawData: optionalString,
  /** Where the dataset is kept in the workspace's repository. */
  repositoryPath: optionalString,
  /** JSON text describing a chart. */
  visualisation: optionalString,
  /** JSON text. */
  metadata: optionalString,
  /** The SQL query its data comes from. */
  query: optionalString,
  /** How many members like it. */
  likeCount: optionalInt,
  /** How many comments it has. */
  commentCount: optionalInt,
  /** How often it was viewed. */
  viewCount: optionalInt,
  /** The members who like it. */
  likedByProfiles: z.optional(z.array(Member)),
  /** Relevance, on search results. */
  score: z.optional(z.number()),
  /** What the dataset embeds. */
  _embedded: z.optional(
    loose(() => ({
      /** The channel it was published from. */
      source: z.optional(ChannelSummary),
    })),
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
}));
/** `Dataset` as the service sends it: the type of its schema, under its own name. */
export interface Dataset extends z.infer<typeof Dataset> {}

/** The `datasets` collection (channel datasets, search results). */
export const DatasetCollection = /* @__PURE__ */ collection('datasets', Dataset);
