import * as z from 'zod/mini';
import { loose } from './objects.js';
import { halLinks, PageMeta } from './schema.js';

/** The schema of a HAL collection whose items sit in `_embedded[key]`, with its key kept for reading. */
export interface CollectionSchema<T> {
  readonly key: string;
  readonly schema: z.ZodMiniType<CollectionBody<T>>;
}

/** A HAL collection body: `_embedded[key]` items (absent when empty), `_links` and an optional `page`. */
export interface CollectionBody<T> {
  /** The page's items, under the collection's key (such as `channels`); absent when there are none. */
  _embedded?: Record<string, T[] | undefined> | undefined;
  /** The collection's links: `self`, and `next`, `prev`, `first`, `last` when paged. */
  _links?: z.infer<typeof halLinks>;
  /** Page size, totals and the zero-based page number; absent on one-page collections. */
  page?: PageMeta | undefined;
  [key: string]: unknown;
}

/**
 * Describes a collection whose envelope schema is built once, on first use: the six zod objects of each of the
 * twenty-one collections were 2% of a cold `import('wdp-sdk')` in Node (PERFORMANCE.md, measure e round 6). The
 * models mark each call with a `@__PURE__` comment, so that a bundler drops an envelope nobody lists (esbuild does
 * not apply `@__NO_SIDE_EFFECTS__` across modules); `openEnum` calls likewise.
 */
export function collection<S extends z.ZodMiniType>(key: string, item: S): CollectionSchema<z.infer<S>> {
  let schema: unknown;
  return {
    key,
    get schema() {
      schema ??= loose(() => ({
        _embedded: z.optional(loose(() => ({ [key]: z.optional(z.array(item)) }))),
        _links: halLinks,
        page: z.optional(PageMeta),
      }));
      return schema as z.ZodMiniType<CollectionBody<z.infer<S>>>;
    },
  };
}
