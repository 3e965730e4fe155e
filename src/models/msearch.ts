import * as z from 'zod/mini';
import { parseOptions } from '../core/arguments/issue-message.js';
import { isJsonObject } from '../core/json.js';
import { single } from '../core/validation/lengths.js';
import { loose } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { int, openEnum, optionalFields } from '../core/validation/schema.js';
import { Dataset } from './dataset.js';
import { anyString, optionalString, optionalStrings } from './fields.js';

/**
 * A hit's `_source`: the dataset's indexed fields, with the `tags` a dataset itself does not carry, each optional
 * because `_source` filters may drop any.
 */
export const MsearchSource = loose(() => ({
  ...optionalFields(Dataset.shape),
  /** The #tags of the dataset's title and description, without the `#`. */
  tags: optionalStrings,
}));
/** `MsearchSource` as the service sends it: the type of its schema, under its own name. */
export interface MsearchSource extends z.infer<typeof MsearchSource> {}

/**
 * One hit: the index, the dataset id, its score, its `_source`
 * and, when asked for, highlighted fragments per field.
 */
export const MsearchHit = loose(() => ({
  /** The search-engine index the hit comes from. */
  _index: anyString,
  /** The dataset's id. */
  _id: anyString,
  /** `null` when the search engine did not score (such as a sorted search). */
  _score: z.nullable(z.number()),
  /** The dataset's fields, as `_source` filtering left them. */
  _source: z.optional(MsearchSource),
  /** Field name to fragments with the matched words wrapped in the highlight tags. */
  highlight: z.optional(record(z.array(anyString))),
}));
/** `MsearchHit` as the service sends it: the type of its schema, under its own name. */
export interface MsearchHit extends z.infer<typeof MsearchHit> {}

/**
 * The result of one msearch query, in the search engine's shape.
 * Typed by its known fields; others stay on the object: `(result as Record<string, unknown>)['field']`.
 */
export const MsearchResult = loose(() => ({
  /** Milliseconds the search took. */
  took: z.number(),
  /** Whether the search ran out of time (its hits may then be partial). */
  timed_out: z.boolean(),
  /** How many of the index's shards were searched, and with what result. */
  _shards: loose(() => ({
    /** How many shards were searched. */
    total: int(),
    /** Shards that answered. */
    successful: int(),
    /** Shards skipped because they could hold no match. */
    skipped: int(),
    /** Shards that failed. */
    failed: int(),
  })),
  /** The matches, best first. */
  hits: loose(() => ({
    /** How many datasets matched: exactly (`eq`) or at least (`gte`) `value`. */
    total: loose(() => ({
      /** The count, exact or a lower bound. */
      value: int(),
      /** `eq`: `value` is exact; `gte`: at least `value` matched. */
      relation: openEnum(['eq', 'gte']),
    })),
    /** The best score of the hits; `null` when not scored. */
    max_score: z.optional(z.nullable(z.number())),
    /** The hits of this page. */
    hits: z.array(MsearchHit),
  })),
}));
/** `MsearchResult` as the service sends it: the type of its schema, under its own name. */
export interface MsearchResult extends z.infer<typeof MsearchResult> {}

/** A query the search engine refused inside a 200 `_msearch` answer: `{ error, status }`. */
export const MsearchItemError = loose(() => ({
  /** Why the query was refused: a message, or the search engine's error object. */
  error: z.union([
    anyString,
    loose(() => ({
      /** The kind of error, such as `parsing_exception`. */
      type: optionalString,
      /** The error in words. */
      reason: optionalString,
    })),
  ]),
  /** The HTTP status of the refused query. */
  status: int(),
}));
/** `MsearchItemError` as the service sends it: the type of its schema, under its own name. */
export interface MsearchItemError extends z.infer<typeof MsearchItemError> {}

/** The envelope of a search engine's `_msearch` answer, with the result (or error) of the one query sent. */
export const MsearchEnvelope = loose(() => ({
  /** One result or error per query sent. */
  responses: z
    .array(shaped((item) => 'error' in item && !('hits' in item), MsearchItemError, MsearchResult))
    .check(single()),
}));
/** `MsearchEnvelope` as the service sends it: the type of its schema, under its own name. */
export interface MsearchEnvelope extends z.infer<typeof MsearchEnvelope> {}

/**
 * The body of `POST .../datasets/_msearch`. A search engine's `_msearch` answers `{ responses: [result] }`;
 * the spec describes the result itself. Both are accepted; `search.msearch()` returns the one result.
 */
export const MsearchResponse = shaped((body) => 'responses' in body, MsearchEnvelope, MsearchResult);
export type MsearchResponse = z.infer<typeof MsearchResponse>;

/**
 * One of two schemas, chosen by the value's shape, so that issues name the field at fault
 * (a union reports only "Invalid input").
 */
function shaped<A extends z.ZodMiniType, B extends z.ZodMiniType>(
  isA: (value: object) => boolean,
  a: A,
  b: B,
): z.ZodMiniType<z.output<A> | z.output<B>> {
  // z.unknown() with a check, not z.custom(): the same schema without z.custom's share of the bundle.
  const schema = z.unknown().check((ctx) => {
    const { value } = ctx;
    const chosen = isJsonObject(value) && isA(value) ? a : b;
    const result = chosen.safeParse(value, parseOptions);
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value, continue: true });
  });
  return schema as z.ZodMiniType as z.ZodMiniType<z.output<A> | z.output<B>>;
}
