import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { halLinks, int, matches, relations } from '../core/validation/schema.js';
import { ChannelScope, ChannelType } from './channel.js';
import { Member, Timestamp } from './common.js';

/** A channel summary as embedded in a dataset (`_embedded.source`) or a subscription: a channel's fields. */
export const ChannelSummary = loose({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  picture: z.optional(z.string()),
  workspaceId: z.optional(z.string()),
  creator: z.optional(Member),
  scope: z.optional(ChannelScope),
  type: z.optional(ChannelType),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  datasetCount: z.optional(int()),
  containsDataset: z.optional(z.boolean()),
  /** Where the channel is kept in the workspace's repository. */
  repositoryPath: z.optional(z.string()),
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
  /** The media type of `description`, such as `text/markdown`. */
  descriptionContentType: z.optional(z.string()),
  questions: z.optional(z.string()),
  /** The dataset's own rows (instead of a query), as JSON text of an array of row objects. */
  rawData: z.optional(z.string()),
  /** Where the dataset is kept in the workspace's repository. */
  repositoryPath: z.optional(z.string()),
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
  _links: relations(
    'self',
    'delete dataset',
    'edit dataset',
    'data',
    'source',
    'comments',
    'new comment',
    'add like',
    'add view',
    'new alert',
    'add subscription',
    'new message',
  ),
});
export type Dataset = z.infer<typeof Dataset>;

const { title, description, questions, visualisation, metadata, query, alias, descriptionContentType } = Dataset.shape;
/**
 * The fields of a dataset that `datasets.update()` may change: each settable field of the service's document, and
 * no other key (one the service does not know would be dropped by it, so it is refused before sending).
 */
export const DatasetPatch = z.strictObject({
  title,
  description,
  descriptionContentType,
  questions,
  visualisation,
  metadata,
  query,
  alias,
  /** The workspace the dataset belongs to. */
  workspaceId: z.optional(z.string()),
  /** JSON text naming the dataset's source (its channel). */
  source: z.optional(z.string()),
  /** The dataset's own rows (instead of a query), as JSON text of an array of row objects. */
  rawData: z.optional(z.string()),
});
export type DatasetPatch = z.input<typeof DatasetPatch>;

/** The `datasets` collection (channel datasets, search results). */
export const DatasetCollection = collection('datasets', Dataset);

/** JSON text as the service stores it, or an object the SDK serialises to JSON text before sending. */
const JsonText = z.union([z.string(), record(z.unknown())]);

/**
 * The body of `datasets.publish()`: the dataset as a whole, matched to an existing one by `alias`. Any key it does
 * not declare is refused before sending.
 */
export const DatasetPublish = z.strictObject({
  /**
   * The dataset's key within the workspace, such as `q3-revenue`, `Q3_Revenue` or `sales/q3`: any text on one line
   * that is not blank, as the service takes it.
   */
  alias: z
    .string()
    .check(matches(/^(?!\s*$).+$/, 'a dataset needs an alias that is not blank and on one line, such as "q3-revenue"')),
  /** May contain #tags. */
  title: z.string().check(matches(/\S/, 'a dataset needs a title that is not blank')),
  /** Markdown; may contain #tags. */
  description: z.optional(z.string()),
  /** The media type of `description`, such as `text/markdown`. */
  descriptionContentType: z.optional(z.string()),
  /** The workspace to publish to (the one in the path when left out). */
  workspaceId: z.optional(z.string()),
  questions: z.optional(z.string()),
  query: z.optional(z.string()),
  /** The rows themselves, instead of a query: JSON text of an array of row objects, or the array. */
  rawData: z.optional(z.union([z.string(), z.array(record(z.unknown()))])),
  /** JSON text describing a chart, or the object. */
  visualisation: z.optional(JsonText),
  /** JSON text, or the object. */
  metadata: z.optional(JsonText),
  /** JSON text naming the dataset's source (its channel), or the object. */
  source: z.optional(JsonText),
});
export type DatasetPublish = z.input<typeof DatasetPublish>;

/** One row of a dataset's data: values keyed by column name. */
export const DatasetRow = record(z.unknown());
export type DatasetRow = z.infer<typeof DatasetRow>;

/** A dataset's data as JSON: an array of rows. */
export const DatasetRows = z.array(DatasetRow);

/**
 * A message about a dataset, sent by a member to another; the initialise step gives one with only an id and a
 * `create message` link.
 * Typed by its known fields; others stay on the object: `(message as Record<string, unknown>)['field']`.
 */
export const Message = loose({
  id: z.string(),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  datasetId: z.optional(z.string()),
  /** The profile id of the member it is sent to. */
  recipientId: z.optional(z.string()),
  message: z.optional(z.string()),
  /** Who sent it. */
  sender: z.optional(Member),
  _links: relations('create message', 'update message', 'dataset'),
});
export type Message = z.infer<typeof Message>;

/**
 * The body of sending or changing a message: to whom (a profile id of a workspace member), and what. Any other key
 * is refused before sending.
 */
export const MessageInput = z.strictObject({
  recipientId: z.string().check(matches(/\S/, 'a message needs the profile id of its recipient')),
  message: z.string().check(matches(/\S/, 'a message needs a text that is not blank')),
  /** The dataset the message is about (the one in the path when left out). */
  datasetId: z.optional(z.string()),
});
export type MessageInput = z.input<typeof MessageInput>;
