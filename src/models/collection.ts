import * as z from 'zod';
import { halLinks, PageMeta } from './common.js';

/** The schema of a HAL collection whose items sit in `_embedded[key]`, with its key kept for reading. */
export interface CollectionSchema<T> {
  readonly key: string;
  readonly schema: z.ZodType<CollectionBody<T>>;
}

/** A HAL collection body: `_embedded[key]` items (absent when empty), `_links` and an optional `page`. */
export interface CollectionBody<T> {
  _embedded?: Record<string, T[] | undefined> | undefined;
  _links?: z.infer<typeof halLinks>;
  page?: PageMeta | undefined;
  [key: string]: unknown;
}

/** Builds the envelope schema of a collection once, at module load. */
export function collection<S extends z.ZodType>(key: string, item: S): CollectionSchema<z.infer<S>> {
  const schema = z.looseObject({
    _embedded: z.looseObject({ [key]: z.array(item).optional() }).optional(),
    _links: halLinks,
    page: PageMeta.optional(),
  });
  return { key, schema: schema as unknown as z.ZodType<CollectionBody<z.infer<S>>> };
}
