// The bodies a dataset is written with (`datasets.update`, `datasets.publish`): kept apart from the dataset
// model, which channels, search, workspaces, subscriptions and notifications embed.
import * as z from 'zod/mini';
import { strict } from '../core/validation/objects.js';
import { matches } from '../core/validation/schema.js';
import { Dataset } from './dataset.js';
import { anyString, optionalString, untypedObject } from './fields.js';

/**
 * The fields of a dataset that `datasets.update()` may change: each settable field of the service's document, and
 * no other key (one the service does not know would be dropped by it, so it is refused before sending).
 */
export const DatasetPatch = strict(() => {
  const { title, description, questions, visualisation, metadata, query, alias, descriptionContentType } =
    Dataset.shape;
  return {
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
    workspaceId: optionalString,
    /** JSON text naming the dataset's source (its channel). */
    source: optionalString,
    /** The dataset's own rows (instead of a query), as JSON text of an array of row objects. */
    rawData: optionalString,
  };
});
/** `DatasetPatch` as a caller writes it: the input type of its schema, under its own name. */
export interface DatasetPatch extends z.input<typeof DatasetPatch> {}

/** JSON text as the service stores it, or an object the SDK serialises to JSON text before sending. */
const JsonText = z.union([anyString, untypedObject]);

/**
 * The body of `datasets.publish()`: the dataset as a whole, matched to an existing one by `alias`. Any key it does
 * not declare is refused before sending.
 */
export const DatasetPublish = strict(() => ({
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
  description: optionalString,
  /** The media type of `description`, such as `text/markdown`. */
  descriptionContentType: optionalString,
  /** The workspace to publish to (the one in the path when left out). */
  workspaceId: optionalString,
  /** The questions the dataset answers, as text. */
  questions: optionalString,
  /** The SQL query its data comes from. */
  query: optionalString,
  /** The rows themselves, instead of a query: JSON text of an array of row objects, or the array. */
  rawData: z.optional(z.union([anyString, z.array(untypedObject)])),
  /** JSON text describing a chart, or the object. */
  visualisation: z.optional(JsonText),
  /** JSON text, or the object. */
  metadata: z.optional(JsonText),
  /** JSON text naming the dataset's source (its channel), or the object. */
  source: z.optional(JsonText),
}));
/** `DatasetPublish` as a caller writes it: the input type of its schema, under its own name. */
export interface DatasetPublish extends z.input<typeof DatasetPublish> {}
