import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/objects.js';
import { Member } from './common.js';

/**
 * A workspace member with their administrator flag.
 * Typed by its known fields; others stay on the object: `(admin as Record<string, unknown>)['field']`.
 */
export const Administrator = loose(() => ({
  ...Member.shape,
  /** Whether the member is an administrator of the workspace. */
  administrator: z.boolean(),
}));
/** `Administrator` as the service sends it: the type of its schema, under its own name. */
export interface Administrator extends z.infer<typeof Administrator> {}

/** The `administrators` collection (one page, no page meta). */
export const AdministratorCollection = /* @__PURE__ */ collection('administrators', Administrator);
