import * as z from 'zod/mini';
import { halLinks, PageMeta } from './schema.js';

/** The schema of a HAL collection whose items sit in `_embedded[key]`, with its key kept for reading. */
export interface CollectionSchema<T> {
  readonly key: string;
  readonly schema: z.ZodMiniType<CollectionBody<T>>;
}

/** A HAL collection body: `_embedded[key]` items (absent when empty), `_links` and an optional `page`. */
export interface CollectionBody<T> {
  _embedded?: Record<string, T[] | undefined> | undefined;
  _links?: z.infer<typeof halLinks>;
  page?: PageMeta | undefined;
  [key: string]: unknown;
}

/** Builds the envelope schema of a collection once, at module load. */
export function collection<S extends z.ZodMiniType>(key: string, item: S): CollectionSchema<z.infer<S>> {
  const schema = z.looseObject({
    _embedded: z.optional(z.looseObject({ [key]: z.optional(z.array(item)) })),
    _links: halLinks,
    page: z.optional(PageMeta),
  });
  return { key, schema: schema as unknown as z.ZodMiniType<CollectionBody<z.infer<S>>> };
}
