import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { count, halLinks } from '../core/validation/schema.js';

/** A tag: a #keyword used in dataset titles, descriptions and comments. */
export const Tag = z.looseObject({
  id: z.string(),
  /** Without the leading hash. */
  name: z.string(),
  /** Uses within the workspace. */
  usage: z.optional(count()),
  _links: halLinks,
});
export type Tag = z.infer<typeof Tag>;

/** The `tags` collection (one page, no page meta). */
export const TagCollection = collection('tags', Tag);
