import * as z from 'zod/mini';
import { nonEmpty } from '../core/validation/lengths.js';
import { strict } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { closedEnum, count, int, matches, optionalFields, refinement } from '../core/validation/schema.js';

// The msearch query object of the spec, as input schemas. Objects are strict: a misspelt key such as
// `heighlight` is refused before sending instead of being ignored by the search engine.

/**
 * How a `multi_match` clause matches: all words across the fields, the exact phrase, or the phrase with its last
 * word as a prefix.
 */
export const MultiMatchType = closedEnum(['cross_fields', 'phrase', 'phrase_prefix']);
export type MultiMatchType = z.infer<typeof MultiMatchType>;

/** A searched field: a name with an optional boost, as in `title^3`. */
const FieldName = z
  .string()
  .check(matches(/^[^^]+(\^[\d.]*)?$/, 'a field is a name with an optional boost, such as title^3'));

/** A `multi_match` clause: `query` text matched in `fields` (a field may carry a boost, as in `title^3`). */
export const MultiMatch = strict(() => ({
  /** The fields to search, each optionally boosted (`title^3`). */
  fields: z.array(FieldName).check(nonEmpty()),
  /** The text to match. */
  query: z.string(),
  /** How the fields' scores combine: `best_fields`, `most_fields`, `cross_fields`, `phrase`, `phrase_prefix`. */
  type: MultiMatchType,
  /** `and`: every word must match (cross_fields). */
  operator: z.optional(closedEnum(['and'])),
}));
/** `MultiMatch` as a caller writes it: the type of its schema, under its own name. */
export interface MultiMatch extends z.infer<typeof MultiMatch> {}

/** How many `should` clauses must match: a count (`1`) or the search engine's text form (`'1'`, `'50%'`). */
export const MinimumShouldMatch = z.union([int(), z.string().check(nonEmpty())]);
export type MinimumShouldMatch = z.infer<typeof MinimumShouldMatch>;

/** One entry of `query.bool.must`: a `bool` whose `should` clauses are `multi_match` queries. */
export const MsearchMustClause = strict(() => ({
  /** A boolean query of `should` clauses. */
  bool: strict(() => ({
    /** The alternatives: a document matches when enough of them do. */
    should: z
      .array(
        strict(() => ({
          /** Text matched in several fields. */
          multi_match: MultiMatch,
        })),
      )
      .check(nonEmpty()),
    /** How many `should` clauses must match. */
    minimum_should_match: z.optional(MinimumShouldMatch),
  })),
}));
/** `MsearchMustClause` as a caller writes it: the type of its schema, under its own name. */
export interface MsearchMustClause extends z.infer<typeof MsearchMustClause> {}

/** Highlighting: matched words wrapped in `pre_tags`/`post_tags`, in the named fields (`{ title: {} }`). */
export const MsearchHighlight = strict(() => ({
  /** Inserted before each highlighted match, such as `<em>`. */
  pre_tags: z.optional(z.array(z.string())),
  /** Inserted after each highlighted match, such as `</em>`. */
  post_tags: z.optional(z.array(z.string())),
  /** Field name to the search engine's per-field options (usually `{}`). */
  fields: record(z.looseObject({}), z.string().check(nonEmpty())),
  /** `false` highlights the words in every listed field, not only in the fields queried. */
  require_field_match: z.optional(z.boolean()),
}));
/** `MsearchHighlight` as a caller writes it: the type of its schema, under its own name. */
export interface MsearchHighlight extends z.infer<typeof MsearchHighlight> {}

/** Which dataset fields each hit's `_source` carries; names may use `*` wildcards. */
export const MsearchSourceFilter = strict(() => ({
  /** Source fields to return (patterns allowed). */
  includes: z.optional(z.array(z.string().check(nonEmpty()))),
  /** Source fields to leave out (patterns allowed). */
  excludes: z.optional(z.array(z.string().check(nonEmpty()))),
}));
/** `MsearchSourceFilter` as a caller writes it: the type of its schema, under its own name. */
export interface MsearchSourceFilter extends z.infer<typeof MsearchSourceFilter> {}

/** The search-engine query object of `search.msearch()`; without `query` every dataset matches. */
export const MsearchQuery = strict(() => ({
  /** What a dataset must match: every clause of `bool.must`. */
  query: z.optional(
    strict(() => ({
      /** A boolean query whose `must` clauses all have to match. */
      bool: strict(() => ({
        /** The clauses; each must match. */
        must: z.array(MsearchMustClause),
      })),
    })),
  ),
  /** Which fields to highlight the matches in, and how. */
  highlight: z.optional(MsearchHighlight),
  /** How many hits to return (the search engine's default is 10). */
  size: z.optional(count()),
  /** Which fields of each hit's source to return. */
  _source: z.optional(MsearchSourceFilter),
}));
/** `MsearchQuery` as a caller writes it: the type of its schema, under its own name. */
export interface MsearchQuery extends z.infer<typeof MsearchQuery> {}

/** The header line of an msearch body; `preference` routes repeated searches alike (such as a session id). */
export const MsearchHeader = strict(() => ({
  /** Routes repeated searches to the same shards, so that paging sees one ordering. */
  preference: z.optional(z.string()),
}));
/** `MsearchHeader` as a caller writes it: the type of its schema, under its own name. */
export interface MsearchHeader extends z.infer<typeof MsearchHeader> {}

/** A text search for `msearchQuery()`: the usual shape of a search box, without writing the query object. */
export const MsearchText = strict(() => ({
  /** The words searched for; must not be blank. */
  text: z.string().check(refinement((text) => text.trim() !== '', 'must not be blank')),
  /** The dataset fields searched, with optional boosts: `['title^3', 'description']`. */
  fields: z.array(FieldName).check(nonEmpty()),
  /** The `should` clauses, one per type. @default ['cross_fields', 'phrase_prefix'] */
  types: z.optional(z.array(MultiMatchType).check(nonEmpty())),
  /** How many hits to return. */
  size: z.optional(count()),
  /** `true` highlights the searched fields with `<mark>` tags; an object overrides any part of that. */
  highlight: z.optional(z.union([z.boolean(), strict(() => optionalFields(MsearchHighlight.shape))])),
  /** Which fields of each hit's source to return. */
  _source: z.optional(MsearchSourceFilter),
}));
/** `MsearchText` as a caller writes it: the type of its schema, under its own name. */
export interface MsearchText extends z.infer<typeof MsearchText> {}
