import type * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/objects.js';
import { relations } from '../core/validation/schema.js';
import { anyString, optionalCount } from './fields.js';

/**
 * A tag: a #keyword used in dataset titles, descriptions and comments.
 * Typed by its known fields; others stay on the object: `(tag as Record<string, unknown>)['field']`.
 */
export const Tag = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** Without the leading hash. */
  name: anyString,
  /** Uses within the workspace. */
  usage: optionalCount,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self' | 'search'>(),
}));
/** `Tag` as the service sends it: the type of its schema, under its own name. */
export interface Tag extends z.infer<typeof Tag> {}

/** The `tags` collection (one page, no page meta). */
export const TagCollection = /* @__PURE__ */ collection('tags', Tag);
