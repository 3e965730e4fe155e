import * as z from 'zod/mini';
import { loose } from '../core/validation/loose.js';
import { halLinks } from '../core/validation/schema.js';

/**
 * The service's HAL entry point (`GET /api`): its top-level `_links`, to follow, and `_embedded.objects` (untyped
 * in the service's document).
 */
export const ApiRoot = loose({
  _embedded: z.optional(loose({ objects: z.optional(z.array(z.unknown())) })),
  _links: halLinks,
});
export type ApiRoot = z.infer<typeof ApiRoot>;
