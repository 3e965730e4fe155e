import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { halLinks, int, matches, relations } from '../core/validation/schema.js';
import { ChannelScope, ChannelType } from './channel.js';
import { Member, Timestamp } from './common.js';

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
export type ChannelSummary = z.infer<typeof ChannelSummary>;

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
  /** May contain #tags. */
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
  /** The #tags of its title and description, without the `#`. */
  tags: z.optional(z.array(z.string())),
  /** What the dataset embeds. */
  _embedded: z.optional(
    loose({
      /** The channel it was published from. */
      source: z.optional(ChannelSummary),
    }),
  ),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
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
  /** May contain #tags. */
  title,
  /** Markdown; may contain #tags. */
  description,
  /** The media type of `description`, such as `text/markdown`. */
  descriptionContentType,
  /** The questions the dataset answers, as text. */
  questions,
  /** JSON text describing a chart. */
  visualisation,
  /** JSON text. */
  metadata,
  /** The SQL query its data comes from. */
  query,
  /** Its short name in the workspace, such as `q3-revenue`. */
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
  /** The questions the dataset answers, as text. */
  questions: z.optional(z.string()),
  /** The SQL query its data comes from. */
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
  /** Its identifier, which the API's paths use. */
  id: z.string(),
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: z.optional(Timestamp),
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: z.optional(Timestamp),
  /** The dataset the message is about (the one in the path when left out). */
  datasetId: z.optional(z.string()),
  /** The profile id of the member it is sent to. */
  recipientId: z.optional(z.string()),
  /** The message's text. */
  message: z.optional(z.string()),
  /** Who sent it. */
  sender: z.optional(Member),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations('create message', 'update message', 'dataset'),
});
export type Message = z.infer<typeof Message>;

/**
 * The body of sending or changing a message: to whom (a profile id of a workspace member), and what. Any other key
 * is refused before sending.
 */
export const MessageInput = z.strictObject({
  /** The profile id of the member it is sent to. */
  recipientId: z.string().check(matches(/\S/, 'a message needs the profile id of its recipient')),
  /** The message's text. */
  message: z.string().check(matches(/\S/, 'a message needs a text that is not blank')),
  /** The dataset the message is about (the one in the path when left out). */
  datasetId: z.optional(z.string()),
});
export type MessageInput = z.input<typeof MessageInput>;
