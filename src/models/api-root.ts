import * as z from 'zod/mini';
import { loose } from '../core/validation/objects.js';
import { halLinks } from '../core/validation/schema.js';

/**
 * The service's HAL entry point (`GET /api`): its top-level `_links`, to follow, and `_embedded.objects` (untyped
 * in the service's document).
 */
export const ApiRoot = loose(() => ({
  /** What the document embeds. */
  _embedded: z.optional(
    loose(() => ({
      /** The service's objects, untyped in its document. */
      objects: z.optional(z.array(z.unknown())),
    })),
  ),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: halLinks,
}));
/** `ApiRoot` as the service sends it: the type of its schema, under its own name. */
export interface ApiRoot extends z.infer<typeof ApiRoot> {}
